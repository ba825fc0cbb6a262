/**
 * The users console (docs/product.md §10, decisions 74 and 75): the search and a user's page, read through the
 * services the cabinet uses, and the operator's actions on an account, each in one transaction with its audit row.
 */
import {
  type AdminUser,
  type AdminUserDetail,
  ALL_POOLS,
  type BalanceQuery,
  fromBaseUnits,
  type TokenLabel,
} from '@yc/contract';
import type { FastifyRequest } from 'fastify';
import { type Db, type Executor, withTransaction } from '../../db/database.ts';
import type { UserRow } from '../../db/schema.ts';
import { conflict, forbidden, notFound } from '../../lib/app-error.ts';
import type { AccountsService } from '../accounts/accounts.service.ts';
import type { SessionsRepository } from '../accounts/sessions.repository.ts';
import type { SignInsRepository } from '../accounts/sign-ins.repository.ts';
import type { UsersRepository } from '../accounts/users.repository.ts';
import type { Actor, AuditLog } from '../audit/audit-log.ts';
import type { LedgerReads, TxFilters } from '../ledger/ledger-reads.ts';
import type { Mailer } from '../mail/mailer.ts';
import type { PoolReads } from '../pools/pool-reads.ts';
import { AdminUsersRepository, statusOf, toAdminUser, type UserSearch } from './admin-users.repository.ts';

const SESSIONS_SHOWN = 20;
const SIGN_INS_SHOWN = 50;

/** What the audit log keeps of an account's state before and after an action. */
const auditState = (u: UserRow) => ({
  status: statusOf(u),
  role: u.role,
  frozenReason: u.frozen_reason,
  wallet: u.meta_mask_address,
});

export class AdminUsersService {
  readonly #repo: AdminUsersRepository;

  constructor(
    private readonly deps: {
      db: Db;
      users: UsersRepository;
      sessions: SessionsRepository;
      signIns: SignInsRepository;
      accounts: AccountsService;
      audit: AuditLog;
      mailer: Mailer;
      ledgerReads: LedgerReads;
      poolReads: PoolReads;
    },
  ) {
    this.#repo = new AdminUsersRepository(deps.db);
  }

  search(query: UserSearch) {
    return this.#repo.search(query);
  }

  async #summary(id: string, tx?: Executor): Promise<AdminUser> {
    const row = await this.#repo.summary(id, tx);
    if (!row) throw notFound('admin.userNotFound');
    return toAdminUser(row);
  }

  async #user(id: string): Promise<UserRow> {
    const user = await this.deps.users.findById(id);
    if (!user) throw notFound('admin.userNotFound');
    return user;
  }

  async detail(id: string): Promise<AdminUserDetail> {
    const user = await this.#user(id);
    const [summary, positions, referrals, sessions, signIns] = await Promise.all([
      this.#summary(id),
      this.#positions(id),
      this.#repo.referrals(id, user.referrer_id),
      this.#repo.sessions(id, SESSIONS_SHOWN),
      this.deps.signIns.recent(id, SIGN_INS_SHOWN),
    ]);
    return {
      ...summary,
      phone: user.phone,
      telegram: user.telegram,
      locale: user.locale,
      emailConfirmedAt: user.email_confirmed_at?.toISOString() ?? null,
      source: user.source,
      positions,
      referrals,
      sessions: sessions.map((s) => ({
        id: s.id,
        createdAt: s.created_at.toISOString(),
        lastUsedAt: s.last_used_at.toISOString(),
        ip: s.ip,
        userAgent: s.user_agent,
        revokedAt: s.revoked_at?.toISOString() ?? null,
        revokeReason: s.revoke_reason,
      })),
      signIns: signIns.map((s) => ({
        createdAt: s.created_at.toISOString(),
        method: s.method,
        ok: s.ok,
        failure: s.failure,
        ip: s.ip,
        userAgent: s.user_agent,
      })),
    };
  }

  /** Per pool and asset, the figures the cabinet's pool page reads (PoolViews), for assets the user ever held. */
  async #positions(id: string): Promise<AdminUserDetail['positions']> {
    const positions: AdminUserDetail['positions'] = [];
    for (const pool of ALL_POOLS) {
      for (const a of await this.deps.poolReads.views.assets(pool, id)) {
        if (a.userShares === 0n && a.deposited === 0n && a.withdrawn === 0n) continue;
        positions.push({
          pool,
          token: a.token as TokenLabel,
          value: fromBaseUnits(a.userValue, a.decimals),
          deposited: fromBaseUnits(a.deposited, a.decimals),
          withdrawn: fromBaseUnits(a.withdrawn, a.decimals),
        });
      }
    }
    return positions;
  }

  async balance(id: string, query: BalanceQuery) {
    await this.#user(id);
    return this.deps.ledgerReads.balance(id, query);
  }

  async transactions(id: string, filters: TxFilters, page: number, pageSize: number) {
    await this.#user(id);
    return this.deps.ledgerReads.transactions(id, filters, page, pageSize);
  }

  async transactionsCsv(id: string, filters: TxFilters) {
    await this.#user(id);
    return this.deps.ledgerReads.transactionsCsv(id, filters);
  }

  /**
   * Runs an action on the locked account: `change` answers the audit record's action name and performs the change
   * with `tx`; the audit row is written in the same transaction with the state before and after.
   */
  async #act(
    actor: Actor,
    id: string,
    action: string,
    change: (user: UserRow, tx: Executor) => Promise<void>,
    { countsOperators = false } = {},
  ) {
    return withTransaction(this.deps.db, async (tx) => {
      // A change that counts the other operators locks them all before its own row: one lock order for everyone.
      if (countsOperators) await this.#repo.lockActiveOperators(tx);
      const before = await this.#repo.locked(id, tx);
      if (!before) throw notFound('admin.userNotFound');
      await change(before, tx);
      const after = await this.#repo.locked(id, tx);
      await this.deps.audit.record(tx, actor, {
        action,
        objectType: 'user',
        objectId: id,
        before: auditState(before),
        after: auditState(after ?? before),
      });
      return this.#summary(id, tx);
    });
  }

  /** An operator who freezes or demotes another must leave at least one operator able to act. */
  async #keepAnOperator(user: UserRow, tx: Executor) {
    if (user.role === 'admin' && (await this.#repo.otherActiveOperators(user.id, tx)) === 0) {
      throw conflict('admin.lastOperator');
    }
  }

  /** No sign-in and no withdrawal; every session ends at once. Deposits are still credited (decision 75). */
  freeze(actor: Actor, id: string, reason: string): Promise<AdminUser> {
    if (actor.id === id) throw forbidden('admin.cannotFreezeSelf');
    return this.#act(
      actor,
      id,
      'user.freeze',
      async (user, tx) => {
        if (user.frozen_at) throw conflict('admin.userAlreadyFrozen');
        await this.#keepAnOperator(user, tx);
        await this.deps.users.update(id, { frozen_at: new Date(), frozen_reason: reason, frozen_by: actor.id }, tx);
        await this.deps.sessions.revokeAllOfUser(id, 'frozen', tx);
      },
      { countsOperators: true },
    );
  }

  unfreeze(actor: Actor, id: string): Promise<AdminUser> {
    return this.#act(actor, id, 'user.unfreeze', async (user, tx) => {
      if (!user.frozen_at) throw conflict('admin.userNotFrozen');
      await this.deps.users.update(id, { frozen_at: null, frozen_reason: null, frozen_by: null }, tx);
    });
  }

  async revokeSessions(actor: Actor, id: string): Promise<{ revoked: number }> {
    let revoked = 0;
    await this.#act(actor, id, 'user.revoke_sessions', async (_user, tx) => {
      revoked = await this.#repo.openSessions(id, tx);
      await this.deps.sessions.revokeAllOfUser(id, 'revoked by an operator', tx);
    });
    return { revoked };
  }

  /** The user may link another wallet later; an account that signs in only with its wallet keeps it. */
  unlinkWallet(actor: Actor, id: string): Promise<AdminUser> {
    return this.#act(actor, id, 'user.unlink_wallet', async (user, tx) => {
      if (!user.meta_mask_address) throw conflict('admin.userNoWallet');
      if (!user.login) throw conflict('admin.walletOnlyAccount');
      await this.deps.users.update(id, { meta_mask_address: null }, tx);
    });
  }

  /** Only while the e-mail is unconfirmed; the account's own code mail, in its language. */
  async resendConfirmation(req: FastifyRequest, actor: Actor, id: string): Promise<void> {
    await this.#act(actor, id, 'user.resend_confirmation', async (user, tx) => {
      if (user.email_confirmed_at) throw conflict('admin.userAlreadyConfirmed');
      if (!user.login) throw conflict('admin.userNoEmail');
      await this.deps.accounts.mailConfirmationCode(req, user, tx);
    });
    this.deps.mailer.kick();
  }

  /** Never one's own role, never the last operator; the account's sessions end so the new role applies at once. */
  setRole(actor: Actor, id: string, role: 'investor' | 'admin'): Promise<AdminUser> {
    if (actor.id === id) throw forbidden('admin.cannotChangeOwnRole');
    return this.#act(
      actor,
      id,
      role === 'admin' ? 'user.make_operator' : 'user.remove_operator',
      async (user, tx) => {
        if (user.role === role) return;
        if (!user.role) throw conflict('admin.roleNeedsConfirmedEmail');
        if (role === 'investor') await this.#keepAnOperator(user, tx);
        await this.deps.users.update(id, { role }, tx);
        await this.deps.sessions.revokeAllOfUser(id, 'role changed', tx);
      },
      { countsOperators: role === 'investor' },
    );
  }
}
