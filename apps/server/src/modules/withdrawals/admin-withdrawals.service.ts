/**
 * The withdrawals console (docs/product.md §10, decision 72): the filtered list and its CSV, one withdrawal's page,
 * and the operator's decisions. A decision is a conditional UPDATE on the status it expects, with its ledger move
 * and its audit row in the same transaction, so of two operators deciding at once exactly one wins and the other
 * gets a 409.
 */
import { randomUUID } from 'node:crypto';
import {
  type AdminWithdrawal,
  type AdminWithdrawalDetail,
  type AdminWithdrawalsCsvQuery,
  type DepositCurrency,
  type LocaleCode,
  type RecentMovement,
  WITHDRAWAL_CSV_COLUMNS,
  type WithdrawalStatus,
} from '@yc/contract';
import { fromBaseUnits } from '@yc/contract/amounts';
import { TOKEN_DECIMALS } from '@yc/contract/pools';
import { sql } from 'kysely';
import { getAddress } from 'viem';
import { type Db, type Executor, withTransaction } from '../../db/database.ts';
import { badRequest, conflict, notFound } from '../../lib/app-error.ts';
import { toCsv } from '../../lib/csv.ts';
import { decodeTimeCursor, keysetPage } from '../../lib/keyset.ts';
import type { Actor, AuditLog } from '../audit/audit-log.ts';
import type { ChainService } from '../chain/chain-service.ts';
import { LedgerError, type LedgerService } from '../ledger/ledger.service.ts';
import { fiat, fiatOf } from '../pools/pool-views.ts';
import type { PriceSource } from '../pools/price-source.ts';
import { type AdminListFilter, AdminWithdrawalsRepository, type ListedRow } from './admin-withdrawals.repository.ts';
import { toAdminWithdrawal } from './withdrawal-view.ts';
import type { AdminWithdrawalRow, WithdrawalRow } from './withdrawals.repository.ts';
import { ledgerRefusal } from './withdrawals.service.ts';

export interface AdminWithdrawalsDeps {
  db: Db;
  ledger: LedgerService;
  prices: PriceSource;
  chain: ChainService;
  auditLog: AuditLog;
}

export type AdminListQuery = AdminWithdrawalsCsvQuery & { cursor?: string | undefined; limit: number };

/** The CSV export's most rows: more is refused, and a narrower filter (fewer days) exports it in parts. */
export const CSV_MAX_ROWS = 100_000;
const CSV_BATCH = 1_000;

/** What an audit row keeps of a withdrawal: its status and the decision's fields. */
const auditState = (row: WithdrawalRow) => ({
  status: row.status,
  amount: row.amount,
  currency: row.currency,
  decidedBy: row.decided_by,
  reasonEn: row.reason_en,
  reasonRu: row.reason_ru,
});

export class AdminWithdrawalsService {
  readonly repo: AdminWithdrawalsRepository;

  constructor(private readonly deps: AdminWithdrawalsDeps) {
    this.repo = new AdminWithdrawalsRepository(deps.db);
  }

  view(row: AdminWithdrawalRow, locale: LocaleCode): AdminWithdrawal {
    return toAdminWithdrawal(row, this.deps.chain.confirmations(row.chain_id), locale);
  }

  /** The filter with its user resolved and its order; null when the user named by e-mail does not exist. */
  private async filterOf(q: AdminWithdrawalsCsvQuery): Promise<AdminListFilter | null> {
    const userId = q.user === undefined ? undefined : await this.repo.userIdOf(q.user);
    if (q.user !== undefined && userId === undefined) return null;
    // The queue is worked through oldest first; every other list shows the newest first.
    const order = q.order ?? (q.status === 'requested' ? 'oldest' : 'newest');
    return { ...q, currency: q.currency as DepositCurrency | undefined, userId, order };
  }

  async list(q: AdminListQuery, locale: LocaleCode) {
    const after = decodeTimeCursor(q.cursor);
    const filter = await this.filterOf(q);
    if (!filter) return { items: [], nextCursor: null };
    const page = keysetPage(await this.repo.page(filter, after, q.limit + 1), q.limit, (r) => [r.created_key, r.id]);
    return { items: page.items.map((r) => this.view(r, locale)), nextCursor: page.nextCursor };
  }

  async csv(q: AdminWithdrawalsCsvQuery): Promise<string> {
    const filter = await this.filterOf(q);
    const rows: ListedRow[] = [];
    let after: [string, string] | null = null;
    // One row past the limit says the filter selects too many.
    while (filter && rows.length <= CSV_MAX_ROWS) {
      const batch = await this.repo.page(filter, after, Math.min(CSV_BATCH, CSV_MAX_ROWS + 1 - rows.length));
      rows.push(...batch);
      const last = batch.at(-1);
      if (!last || batch.length < CSV_BATCH) break;
      after = [last.created_key, last.id];
    }
    if (rows.length > CSV_MAX_ROWS) throw badRequest('admin.withdrawalsCsvTooLarge', { max: CSV_MAX_ROWS });
    // The operator's export: a rejection's reason in English, the console's language of record.
    return toCsv(
      WITHDRAWAL_CSV_COLUMNS,
      rows.map((r) => this.view(r, 'en')),
    );
  }

  counts() {
    return this.repo.counts();
  }

  async detail(id: string, locale: LocaleCode): Promise<AdminWithdrawalDetail> {
    const row = await this.repo.byId(id);
    if (!row) throw notFound();
    const { chain, prices } = this.deps;
    const [user, deposits, withdrawals, retriedBy, audit, quotes, decidedBy] = await Promise.all([
      this.repo.user(row.user_id),
      this.repo.recentDeposits(row.user_id),
      this.repo.recentWithdrawals(row.user_id),
      this.repo.retriedBy(row.id),
      this.repo.audit(row.retry_of ? [row.id, row.retry_of] : [row.id]),
      prices.read('usd', [row.currency]),
      row.decided_by ? this.repo.loginOf(row.decided_by) : Promise.resolve(null),
    ]);
    const decimals = TOKEN_DECIMALS[row.currency as DepositCurrency];
    const quote = quotes.quotes.get(row.currency);
    const net = BigInt(row.amount) - BigInt(row.fee);
    const explorer = chain.network(row.chain_id)?.blockExplorerUrl ?? null;
    const movement = (m: {
      id: string;
      pool: string;
      currency: string;
      status: string;
      tx_hash: string | null;
      created_at: Date;
      amount: string;
    }): RecentMovement => ({
      id: m.id,
      pool: m.pool as RecentMovement['pool'],
      currency: m.currency as DepositCurrency,
      amount: fromBaseUnits(BigInt(m.amount), TOKEN_DECIMALS[m.currency as DepositCurrency]),
      status: m.status,
      txHash: m.tx_hash,
      createdAt: m.created_at.toISOString(),
    });
    return {
      withdrawal: this.view(row, locale),
      user: {
        id: user.id,
        email: user.email,
        name: user.name,
        role: user.role,
        status: user.frozen_at ? 'frozen' : user.role === null ? 'unconfirmed' : 'active',
      },
      wallet: user.meta_mask_address
        ? { address: getAddress(user.meta_mask_address), linkedAt: user.wallet_linked_at?.toISOString() ?? null }
        : null,
      value: {
        fiat: 'usd',
        now: quote ? fiat(fiatOf(net, decimals, quote.price)) : null,
        stale: !quote || quote.stale,
      },
      payout:
        row.tx_hash && row.hot_wallet && row.nonce !== null
          ? {
              txHash: row.tx_hash,
              explorerUrl: explorer ? `${explorer.replace(/\/+$/, '')}/tx/${row.tx_hash}` : null,
              hotWallet: getAddress(row.hot_wallet),
              nonce: row.nonce,
              broadcastAt: row.broadcast_at?.toISOString() ?? null,
            }
          : null,
      decision:
        row.decided_by && row.decided_at
          ? {
              byId: row.decided_by,
              byLogin: decidedBy,
              at: row.decided_at.toISOString(),
              reasonEn: row.reason_en,
              reasonRu: row.reason_ru,
            }
          : null,
      retriedBy,
      // A deposit shows what was credited, or what was claimed until then.
      recentDeposits: deposits.map((d) =>
        d.amount === null
          ? { ...movement({ ...d, amount: '0' }), amount: d.claimed_amount }
          : movement({ ...d, amount: d.amount }),
      ),
      recentWithdrawals: withdrawals.map(movement),
      audit: audit.map((a) => ({
        id: a.id,
        createdAt: a.created_at.toISOString(),
        actorId: a.actor_id,
        actorLogin: a.login,
        ip: a.ip,
        action: a.action,
        before: a.before,
        after: a.after,
      })),
    };
  }

  /** requested → approved for the payout worker. */
  async approve(id: string, actor: Actor): Promise<AdminWithdrawalRow> {
    return this.decide(id, actor, 'withdrawal.approve', { status: 'approved' });
  }

  /** requested → rejected, the hold voided: the amount is back in the user's position. */
  async reject(id: string, reasons: { reasonEn: string; reasonRu: string }, actor: Actor): Promise<AdminWithdrawalRow> {
    return this.decide(
      id,
      actor,
      'withdrawal.reject',
      { status: 'rejected', reason_en: reasons.reasonEn, reason_ru: reasons.reasonRu },
      (tx) => this.deps.ledger.voidWithdrawal({ withdrawalId: id, reason: 'rejected' }, tx).then(() => undefined),
    );
  }

  private async decide(
    id: string,
    actor: Actor,
    action: string,
    change: { status: WithdrawalStatus; reason_en?: string; reason_ru?: string },
    ledgerMove?: (tx: Executor) => Promise<void>,
  ): Promise<AdminWithdrawalRow> {
    return withTransaction(this.deps.db, async (tx) => {
      const moved = await tx
        .updateTable('withdrawals')
        .set({ ...change, decided_by: actor.id, decided_at: sql`now()`, updated_at: sql`now()` })
        .where('id', '=', id)
        .where('status', '=', 'requested')
        .returningAll()
        .executeTakeFirst();
      if (!moved) {
        if (!(await this.repo.byId(id, tx))) throw notFound();
        throw conflict('withdraw.notReviewable');
      }
      await ledgerMove?.(tx);
      await this.deps.auditLog.record(tx, actor, {
        action,
        objectType: 'withdrawal',
        objectId: id,
        before: { ...auditState(moved), status: 'requested', decidedBy: null, reasonEn: null, reasonRu: null },
        after: auditState(moved),
      });
      return (await this.repo.byId(id, tx)) as AdminWithdrawalRow;
    });
  }

  /**
   * A failed payout paid nothing and can never pay (decision 72): the worker marks it failed only when its
   * transfer would revert before signing, reverted on the chain, or lost its nonce to another transaction at the
   * required depth; its hold was voided then. The retry is a new approved withdrawal of the same amount to the
   * wallet linked now, holding the amount again (refused when the balance no longer covers it), which the worker
   * signs with a new nonce. One retry per failed withdrawal (a unique column).
   */
  async retry(id: string, actor: Actor): Promise<AdminWithdrawalRow> {
    const { db, ledger } = this.deps;
    const retryId = randomUUID();
    try {
      return await withTransaction(db, async (tx) => {
        const failed = await tx
          .selectFrom('withdrawals')
          .selectAll()
          .where('id', '=', id)
          .forUpdate()
          .executeTakeFirst();
        if (!failed) throw notFound();
        if (failed.status !== 'failed') throw conflict('admin.withdrawalNotFailed');
        if (await this.repo.retriedBy(id, tx)) throw conflict('admin.withdrawalRetried');
        const user = await tx
          .selectFrom('users')
          .select('meta_mask_address')
          .where('id', '=', failed.user_id)
          .executeTakeFirstOrThrow();
        if (!user.meta_mask_address) throw conflict('admin.userNoWallet');
        await tx
          .insertInto('withdrawals')
          .values({
            id: retryId,
            user_id: failed.user_id,
            pool: failed.pool,
            currency: failed.currency,
            chain_id: failed.chain_id,
            amount: failed.amount,
            fee: '0',
            destination: user.meta_mask_address,
            status: 'approved',
            needs_approval: failed.needs_approval,
            retry_of: id,
            decided_by: actor.id,
            decided_at: sql`now()`,
          })
          .execute();
        const hold = await ledger.holdWithdrawal(
          {
            userId: failed.user_id,
            pool: failed.pool as Parameters<LedgerService['holdWithdrawal']>[0]['pool'],
            token: failed.currency as DepositCurrency,
            amount: BigInt(failed.amount),
            withdrawalId: retryId,
            idempotencyKey: `withdrawal:${retryId}`,
          },
          tx,
        );
        await tx.updateTable('withdrawals').set({ fee: hold.fee.toString() }).where('id', '=', retryId).execute();
        await this.deps.auditLog.record(tx, actor, {
          action: 'withdrawal.retry',
          objectType: 'withdrawal',
          objectId: id,
          before: { status: 'failed', retriedBy: null },
          after: { status: 'failed', retriedBy: retryId, retryStatus: 'approved', amount: failed.amount },
        });
        return (await this.repo.byId(retryId, tx)) as AdminWithdrawalRow;
      });
    } catch (err) {
      // Nothing left in the pool, or less than the amount: the user withdrew or moved it since the payout failed.
      if (err instanceof LedgerError && (err.code === 'insufficient' || err.code === 'not_replenished')) {
        throw conflict('admin.withdrawalRetryInsufficient');
      }
      if (err instanceof LedgerError) throw ledgerRefusal(err);
      throw err;
    }
  }
}
