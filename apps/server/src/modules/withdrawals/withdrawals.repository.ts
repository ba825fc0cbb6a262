/**
 * The withdrawals table. Every status change is a conditional UPDATE on the expected status, so two actors (a
 * repeated request, two operators, two workers) never both move one withdrawal; a trigger refuses going backwards.
 */
import { type Selectable, sql } from 'kysely';
import type { Db, Executor } from '../../db/database.ts';
import type { WithdrawalStatusColumn, WithdrawalsTable } from '../../db/schema.ts';

export type WithdrawalRow = Selectable<WithdrawalsTable>;
export type AdminWithdrawalRow = WithdrawalRow & { login: string | null };

export interface NewWithdrawal {
  id: string;
  userId: string;
  pool: string;
  currency: string;
  chainId: number;
  amount: bigint;
  destination: string;
  status: 'requested' | 'approved';
  needsApproval: boolean;
  idempotencyKey: string | null;
}

export interface SignedPayout {
  hotWallet: string;
  nonce: bigint;
  signedTx: string;
  txHash: string;
}

export interface ListFilter {
  userId?: string;
  status?: WithdrawalStatusColumn | undefined;
  page: number;
  pageSize: number;
}

export class WithdrawalsRepository {
  constructor(private readonly db: Db) {}

  /** Inserts the request, or nothing when the user already used its idempotency key (undefined then). */
  async insert(tx: Executor, w: NewWithdrawal): Promise<WithdrawalRow | undefined> {
    return tx
      .insertInto('withdrawals')
      .values({
        id: w.id,
        user_id: w.userId,
        pool: w.pool,
        currency: w.currency,
        chain_id: w.chainId,
        amount: w.amount.toString(),
        // The ledger computes the fee when it holds the amount, in the same transaction (setFee).
        fee: '0',
        destination: w.destination,
        status: w.status,
        needs_approval: w.needsApproval,
        idempotency_key: w.idempotencyKey,
      })
      .onConflict((oc) => oc.columns(['user_id', 'idempotency_key']).doNothing())
      .returningAll()
      .executeTakeFirst();
  }

  async setFee(tx: Executor, id: string, fee: bigint): Promise<WithdrawalRow> {
    return tx
      .updateTable('withdrawals')
      .set({ fee: fee.toString() })
      .where('id', '=', id)
      .returningAll()
      .executeTakeFirstOrThrow();
  }

  async byKey(executor: Executor, userId: string, key: string): Promise<WithdrawalRow | undefined> {
    return executor
      .selectFrom('withdrawals')
      .selectAll()
      .where('user_id', '=', userId)
      .where('idempotency_key', '=', key)
      .executeTakeFirst();
  }

  async byId(id: string, executor: Executor = this.db): Promise<WithdrawalRow | undefined> {
    return executor.selectFrom('withdrawals').selectAll().where('id', '=', id).executeTakeFirst();
  }

  /** Moves `from` → `to` when the row is still in `from`; undefined when it was not. */
  async transition(
    tx: Executor,
    id: string,
    from: WithdrawalStatusColumn,
    to: WithdrawalStatusColumn,
    changes: { reason?: string; confirmations?: number } = {},
  ): Promise<WithdrawalRow | undefined> {
    return tx
      .updateTable('withdrawals')
      .set({ status: to, ...changes, updated_at: sql`now()` })
      .where('id', '=', id)
      .where('status', '=', from)
      .returningAll()
      .executeTakeFirst();
  }

  /** Stores the signed payout and marks it sent, in one statement, before anything is broadcast. */
  async storeSigned(id: string, p: SignedPayout): Promise<WithdrawalRow | undefined> {
    return this.db
      .updateTable('withdrawals')
      .set({
        status: 'sent',
        hot_wallet: p.hotWallet,
        nonce: p.nonce.toString(),
        signed_tx: p.signedTx,
        tx_hash: p.txHash,
        updated_at: sql`now()`,
      })
      .where('id', '=', id)
      .where('status', '=', 'approved')
      .where('signed_tx', 'is', null)
      .returningAll()
      .executeTakeFirst();
  }

  async markBroadcast(id: string): Promise<void> {
    await this.db.updateTable('withdrawals').set({ broadcast_at: sql`now()` }).where('id', '=', id).execute();
  }

  async setConfirmations(id: string, confirmations: number): Promise<void> {
    await this.db
      .updateTable('withdrawals')
      .set({ confirmations, updated_at: sql`now()` })
      .where('id', '=', id)
      .where('status', '=', 'sent')
      .where('confirmations', '<>', confirmations)
      .execute();
  }

  /** The nonce after every payout this wallet ever signed on this chain (each is mined or replaced, never reused). */
  async nextStoredNonce(chainId: number, hotWallet: string): Promise<bigint> {
    const row = await this.db
      .selectFrom('withdrawals')
      .select(sql<string | null>`max(nonce)::text`.as('max'))
      .where('chain_id', '=', chainId)
      .where('hot_wallet', '=', hotWallet)
      .executeTakeFirst();
    return row?.max == null ? 0n : BigInt(row.max) + 1n;
  }

  /** What the payout worker acts on, oldest first: approved (to sign) and sent (to follow). */
  async inFlight(): Promise<WithdrawalRow[]> {
    return this.db
      .selectFrom('withdrawals')
      .selectAll()
      .where('status', 'in', ['approved', 'sent'])
      .orderBy('created_at')
      .orderBy('id')
      .execute();
  }

  async list(filter: ListFilter): Promise<{ items: AdminWithdrawalRow[]; total: number }> {
    const base = this.db
      .selectFrom('withdrawals')
      .$if(filter.userId !== undefined, (q) => q.where('withdrawals.user_id', '=', filter.userId as string))
      .$if(filter.status !== undefined, (q) =>
        q.where('withdrawals.status', '=', filter.status as WithdrawalStatusColumn),
      );
    const [items, count] = await Promise.all([
      base
        .innerJoin('users', 'users.id', 'withdrawals.user_id')
        .selectAll('withdrawals')
        .select('users.login')
        .orderBy('withdrawals.created_at', 'desc')
        .orderBy('withdrawals.id', 'desc')
        .limit(filter.pageSize)
        .offset((filter.page - 1) * filter.pageSize)
        .execute(),
      base.select((eb) => eb.fn.countAll<string>().as('n')).executeTakeFirstOrThrow(),
    ]);
    return { items, total: Number(count.n) };
  }
}
