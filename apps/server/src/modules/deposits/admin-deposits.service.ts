/**
 * The deposits console (docs/product.md §10, decision 73): keyset lists of claims, credited transfers and unmatched
 * transfers, their CSV, and an operator's assignment of a transfer that matched nobody. An assignment verifies the
 * transfer with the watcher's own functions and credits it through the watcher's crediting path, in one transaction
 * with the unmatched row's assignment and the audit row.
 */
import type {
  AdminDepositClaim,
  AdminDepositTransfer,
  AdminUnmatchedTransfer,
  AnyPool,
  AssignDepositBody,
  adminDepositClaimsQuery,
  adminDepositTransfersQuery,
  adminUnmatchedQuery,
  DepositAssignment,
  DepositCurrency,
  LocaleCode,
  TokenLabel,
} from '@yc/contract';
import { fromBaseUnits } from '@yc/contract/amounts';
import { TOKEN_DECIMALS } from '@yc/contract/pools';
import { type RawBuilder, sql } from 'kysely';
import type { Hash } from 'viem';
import type * as z from 'zod/mini';
import { type Db, type Executor, withTransaction } from '../../db/database.ts';
import { badRequest, conflict } from '../../lib/app-error.ts';
import { toCsv } from '../../lib/csv.ts';
import { afterKey, decodeTimeCursor, keysetPage, keyTime } from '../../lib/keyset.ts';
import { userByRef } from '../../lib/user-ref.ts';
import type { Actor, AuditLog } from '../audit/audit-log.ts';
import type { ChainService } from '../chain/chain-service.ts';
import type { LedgerService } from '../ledger/ledger.service.ts';
import { type ChainTransfer, depositAsset, receiptOf, transfersInReceipt } from './chain-transfers.ts';
import { claimView } from './claim-view.ts';
import type { DepositClaimsRepository } from './deposit-claims.repository.ts';
import { creditedTransfers, creditTransfers } from './deposit-credits.ts';
import { receiptState } from './deposit-watcher.ts';

/** Rows one CSV download holds at most, newest first: a narrower filter gets the rest. */
export const CSV_ROWS = 10_000;

export interface AdminDepositsDeps {
  db: Db;
  chain: ChainService;
  ledger: LedgerService;
  claims: DepositClaimsRepository;
  auditLog: AuditLog;
  /** The chains the watcher reads: an assignment is verified only where the watcher could have seen it. */
  chainIds: readonly number[];
  confirmations(chainId: number): number;
}

/** A transfer the chain confirms, to the pool's deposit address, as the watcher would credit it. */
interface VerifiedTransfer {
  transfer: ChainTransfer;
  confirmations: number;
  required: number;
  user: { id: string; email: string | null };
  pool: AnyPool;
}

const DAY_MS = 86_400_000;
const units = (value: string | bigint, currency: string) =>
  fromBaseUnits(BigInt(value), TOKEN_DECIMALS[currency as TokenLabel]);

type ClaimsQuery = z.output<typeof adminDepositClaimsQuery>;
type TransfersQuery = z.output<typeof adminDepositTransfersQuery>;
type UnmatchedQuery = z.output<typeof adminUnmatchedQuery>;
type Filters = Omit<TransfersQuery, 'cursor' | 'limit'>;

export class AdminDeposits {
  constructor(private readonly deps: AdminDepositsDeps) {}

  /** The user a filter or an assignment names (userByRef). */
  private findUser(ref: string): Promise<{ id: string; email: string | null } | undefined> {
    return userByRef(this.deps.db, ref).select(['users.id', 'users.email']).executeTakeFirst();
  }

  /**
   * The conditions of the filters every list shares, on the table aliased `t` whose currency is `currencyColumn`.
   * Null when the named user does not exist: the page is empty.
   */
  private async conditions(f: Filters, t: string, currencyColumn: string): Promise<RawBuilder<boolean>[] | null> {
    const eq = (column: string, value: unknown) => sql<boolean>`${sql.ref(`${t}.${column}`)} = ${value}`;
    const out: RawBuilder<boolean>[] = [];
    if (f.user !== undefined) {
      const user = await this.findUser(f.user);
      if (!user) return null;
      out.push(eq('user_id', user.id));
    }
    if (f.pool !== undefined) out.push(eq('pool', f.pool));
    if (f.currency !== undefined) out.push(eq(currencyColumn, f.currency));
    if (f.chainId !== undefined) out.push(eq('chain_id', f.chainId));
    if (f.txHash !== undefined) out.push(eq('tx_hash', f.txHash.toLowerCase()));
    const created = sql.ref(`${t}.created_at`);
    if (f.from !== undefined) out.push(sql<boolean>`${created} >= ${new Date(`${f.from}T00:00:00Z`)}`);
    if (f.to !== undefined) out.push(sql<boolean>`${created} < ${new Date(Date.parse(`${f.to}T00:00:00Z`) + DAY_MS)}`);
    return out;
  }

  private claimsQuery() {
    return this.deps.db
      .selectFrom('deposit_claims as c')
      .innerJoin('users as u', 'u.id', 'c.user_id')
      .selectAll('c')
      .select(['u.email', keyTime('c.created_at').as('at')]);
  }

  private async claimRows(query: Omit<ClaimsQuery, 'cursor' | 'limit'>, cursor: [string, string] | null, n: number) {
    const conditions = await this.conditions(query, 'c', 'currency');
    if (!conditions) return [];
    let q = this.claimsQuery();
    for (const c of conditions) q = q.where(c);
    if (query.status !== undefined) q = q.where('c.status', '=', query.status);
    if (cursor) q = q.where(afterKey('c.created_at', 'c.id', cursor));
    return q.orderBy('c.created_at', 'desc').orderBy('c.id', 'desc').limit(n).execute();
  }

  async listClaims(query: ClaimsQuery, locale: LocaleCode) {
    const rows = await this.claimRows(query, decodeTimeCursor(query.cursor), query.limit + 1);
    const page = keysetPage(rows, query.limit, (r) => [r.at, r.id]);
    return { items: page.items.map((r) => claimItem(r, locale)), nextCursor: page.nextCursor };
  }

  async claimsCsv(query: Omit<ClaimsQuery, 'cursor' | 'limit'>, locale: LocaleCode): Promise<string> {
    const items = (await this.claimRows(query, null, CSV_ROWS)).map((r) => claimItem(r, locale));
    return toCsv(
      CLAIM_COLUMNS,
      items.map((c) => ({
        ...c,
        chainId: String(c.chainId),
        confirmations: String(c.confirmations),
        requiredConfirmations: String(c.requiredConfirmations),
        reason: c.reason?.message,
      })),
    );
  }

  private async transferRows(query: Filters, cursor: [string, string] | null, n: number) {
    const conditions = await this.conditions(query, 'e', 'token');
    if (!conditions) return [];
    let q = this.deps.db
      .selectFrom('journal_entries as e')
      .innerJoin('users as u', 'u.id', 'e.user_id')
      .select(['e.id', 'e.user_id', 'u.email', 'e.pool', 'e.token', 'e.chain_id', 'e.tx_hash', 'e.log_index'])
      .select(['e.amount', 'e.fee', 'e.created_at', keyTime('e.created_at').as('at')])
      .where('e.kind', '=', 'deposit');
    for (const c of conditions) q = q.where(c);
    if (cursor) q = q.where(afterKey('e.created_at', 'e.id', cursor));
    const rows = await q.orderBy('e.created_at', 'desc').orderBy('e.id', 'desc').limit(n).execute();
    return rows.map((r) => ({
      at: r.at,
      item: {
        entryId: r.id,
        userId: r.user_id as string,
        email: r.email,
        pool: r.pool as AnyPool,
        currency: r.token as DepositCurrency,
        chainId: r.chain_id as number,
        txHash: r.tx_hash as string,
        logIndex: r.log_index as number,
        amount: units(r.amount ?? '0', r.token as string),
        fee: units(r.fee ?? '0', r.token as string),
        createdAt: r.created_at.toISOString(),
      } satisfies AdminDepositTransfer,
    }));
  }

  async listTransfers(query: TransfersQuery) {
    const rows = await this.transferRows(query, decodeTimeCursor(query.cursor), query.limit + 1);
    const page = keysetPage(rows, query.limit, (r) => [r.at, r.item.entryId]);
    return { items: page.items.map((r) => r.item), nextCursor: page.nextCursor };
  }

  async transfersCsv(query: Filters): Promise<string> {
    const rows = await this.transferRows(query, null, CSV_ROWS);
    return toCsv(
      TRANSFER_COLUMNS,
      rows.map(({ item }) => ({ ...item, chainId: String(item.chainId), logIndex: String(item.logIndex) })),
    );
  }

  async listUnmatched(query: UnmatchedQuery) {
    const cursor = decodeTimeCursor(query.cursor);
    let q = this.deps.db
      .selectFrom('unmatched_transfers as t')
      .leftJoin('journal_entries as e', (join) =>
        join
          .onRef('e.chain_id', '=', 't.chain_id')
          .onRef('e.tx_hash', '=', 't.tx_hash')
          .onRef('e.log_index', '=', 't.log_index'),
      )
      .selectAll('t')
      .select(['e.id as credited_entry', 'e.user_id as credited_user', keyTime('t.seen_at').as('at')]);
    if (query.state === 'open') q = q.where('e.id', 'is', null);
    if (query.state === 'credited') q = q.where('e.id', 'is not', null);
    if (query.chainId !== undefined) q = q.where('t.chain_id', '=', query.chainId);
    if (query.txHash !== undefined) q = q.where('t.tx_hash', '=', query.txHash.toLowerCase());
    if (cursor) q = q.where(afterKey('t.seen_at', 't.id', cursor));
    const rows = await q
      .orderBy('t.seen_at', 'desc')
      .orderBy('t.id', 'desc')
      .limit(query.limit + 1)
      .execute();
    const page = keysetPage(rows, query.limit, (r) => [r.at, r.id]);
    return {
      items: page.items.map(
        (r): AdminUnmatchedTransfer => ({
          id: r.id,
          chainId: r.chain_id,
          txHash: r.tx_hash,
          logIndex: r.log_index,
          currency: r.currency as DepositCurrency,
          from: r.from_address,
          to: r.to_address,
          amount: units(r.amount, r.currency),
          blockNumber: r.block_number,
          seenAt: r.seen_at.toISOString(),
          state: r.credited_entry === null ? 'open' : 'credited',
          creditedUserId: r.credited_user,
          assignedBy: r.assigned_by,
          assignedAt: r.assigned_at?.toISOString() ?? null,
        }),
      ),
      nextCursor: page.nextCursor,
    };
  }

  /**
   * The watcher's checks (receiptState, transfersInReceipt) on the transaction the operator names: the receipt is
   * on the chain, has the confirmations the network needs, sits in the canonical block, succeeded, and pays the
   * pool's deposit address for a currency the pool takes (the token's own Transfer log, or the native value).
   */
  private async verify(body: AssignDepositBody): Promise<VerifiedTransfer> {
    const { chainId, pool } = body;
    const client = this.deps.chainIds.includes(chainId) ? this.deps.chain.client(chainId) : undefined;
    const network = this.deps.chain.network(chainId);
    if (!client || !network) throw badRequest('admin.depositChainNotWatched', { id: String(chainId) });
    const user = await this.findUser(body.user);
    if (!user) throw badRequest('admin.depositUserNotFound');
    const receipt = await receiptOf(client, body.txHash.toLowerCase() as Hash);
    if (!receipt) throw badRequest('deposit.txNotFound');
    const head = await client.getBlockNumber({ cacheTime: 0 });
    const required = this.deps.confirmations(chainId);
    const check = await receiptState(client, head, required, receipt);
    if (check.state === 'confirming') {
      const confirmations = String(check.confirmations);
      throw conflict('admin.depositUnconfirmed', { confirmations, required: String(required) });
    }
    if (check.state === 'reorged') throw conflict('admin.depositReorging');
    if (check.state === 'reverted') throw badRequest('deposit.reverted');
    const addresses = (await this.deps.claims.depositAddresses(chainId)).filter((a) => a.pool === pool);
    const found: ChainTransfer[] = [];
    for (const a of addresses) {
      const asset = depositAsset(network, a.currency);
      if (asset) found.push(...(await transfersInReceipt(client, receipt, asset, new Set([a.address]))));
    }
    const transfers = body.logIndex === undefined ? found : found.filter((t) => t.logIndex === body.logIndex);
    if (!transfers.length) throw badRequest('admin.depositNoTransfer', { id: String(chainId) });
    if (transfers.length > 1) throw badRequest('admin.depositSeveralTransfers');
    return { transfer: transfers[0] as ChainTransfer, confirmations: check.confirmations, required, user, pool };
  }

  private async refuseCredited(db: Executor, chainId: number, t: ChainTransfer) {
    const done = await creditedTransfers(db, chainId, [t.txHash]);
    if (done.has(`${t.txHash}:${t.logIndex}`)) throw conflict('deposit.alreadyCredited');
  }

  /** What an assignment would credit, verified; nothing is written. */
  async preview(body: AssignDepositBody): Promise<DepositAssignment> {
    const v = await this.verify(body);
    await this.refuseCredited(this.deps.db, body.chainId, v.transfer);
    return assignmentView(body.chainId, v, null);
  }

  /**
   * Credits the verified transfer to the user, once. The transfer's unmatched row (created when the watcher never
   * saw it) is locked first, so of two operators assigning it at once the second waits and then finds it credited.
   */
  async assign(body: AssignDepositBody, actor: Actor): Promise<DepositAssignment> {
    const v = await this.verify(body);
    const { chainId } = body;
    const t = v.transfer;
    return withTransaction(this.deps.db, async (tx) => {
      await this.deps.claims.recordUnmatched(chainId, [t], tx);
      const row = await tx
        .selectFrom('unmatched_transfers')
        .select(['id', 'seen_at'])
        .where('chain_id', '=', chainId)
        .where('tx_hash', '=', t.txHash)
        .where('log_index', '=', t.logIndex)
        .forUpdate()
        .executeTakeFirstOrThrow();
      await this.refuseCredited(tx, chainId, t);
      const credited = await creditTransfers(tx, this.deps.ledger, this.deps.claims, {
        userId: v.user.id,
        pool: v.pool,
        currency: t.currency,
        chainId,
        txHash: t.txHash,
        blockNumber: t.blockNumber,
        confirmations: v.confirmations,
        requiredConfirmations: v.required,
        transfers: [t],
      });
      const entry = await tx
        .selectFrom('journal_entries')
        .select(['id', 'user_id', 'fee'])
        .where('chain_id', '=', chainId)
        .where('tx_hash', '=', t.txHash)
        .where('log_index', '=', t.logIndex)
        .executeTakeFirst();
      if (!credited || entry?.user_id !== v.user.id) throw conflict('deposit.alreadyCredited');
      const assignedAt = new Date();
      await tx
        .updateTable('unmatched_transfers')
        .set({
          assigned_user_id: v.user.id,
          assigned_pool: v.pool,
          assigned_by: actor.id,
          assigned_at: assignedAt,
          entry_id: entry.id,
        })
        .where('id', '=', row.id)
        .execute();
      const view = assignmentView(chainId, v, { id: entry.id, fee: BigInt(entry.fee ?? 0) });
      const { userId, email, pool, entryId, fee, ...transfer } = view;
      await this.deps.auditLog.record(tx, actor, {
        action: 'deposit.assign',
        objectType: 'deposit_transfer',
        objectId: `${chainId}:${t.txHash}:${t.logIndex}`,
        before: { ...transfer, state: 'open', seenAt: row.seen_at.toISOString() },
        after: { ...transfer, state: 'credited', userId, email, pool, entryId, fee, assignedAt },
      });
      return view;
    });
  }
}

function assignmentView(
  chainId: number,
  v: VerifiedTransfer,
  entry: { id: string; fee: bigint } | null,
): DepositAssignment {
  const t = v.transfer;
  return {
    chainId,
    txHash: t.txHash,
    logIndex: t.logIndex,
    currency: t.currency as DepositCurrency,
    from: t.from,
    to: t.to,
    amount: units(t.amount, t.currency),
    blockNumber: t.blockNumber.toString(),
    confirmations: v.confirmations,
    pool: v.pool,
    userId: v.user.id,
    email: v.user.email,
    entryId: entry?.id ?? null,
    fee: entry ? units(entry.fee, t.currency) : null,
  };
}

type ClaimListRow = Awaited<ReturnType<ReturnType<AdminDeposits['claimsQuery']>['execute']>>[number];

function claimItem(r: ClaimListRow, locale: LocaleCode): AdminDepositClaim {
  const { transaction, rejectReason, ...view } = claimView(r, locale);
  return { ...view, userId: r.user_id, email: r.email, txHash: transaction, source: r.source, reason: rejectReason };
}

const CLAIM_COLUMNS = [
  'createdAt',
  'id',
  'userId',
  'email',
  'pool',
  'currency',
  'chainId',
  'txHash',
  'source',
  'status',
  'reason',
  'confirmations',
  'requiredConfirmations',
  'claimedAmount',
  'amount',
  'fee',
  'creditedAt',
] as const;

const TRANSFER_COLUMNS = [
  'createdAt',
  'entryId',
  'userId',
  'email',
  'pool',
  'currency',
  'chainId',
  'txHash',
  'logIndex',
  'amount',
  'fee',
] as const;
