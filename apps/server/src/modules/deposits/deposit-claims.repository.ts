/** Deposit claims, the pools' deposit addresses and the watcher's scan cursors (migration 007). */
import type { MessageKey, MessageParams } from '@yc/contract';
import { type Selectable, sql } from 'kysely';
import type { Db, Executor } from '../../db/database.ts';
import type { DepositClaimsTable } from '../../db/schema.ts';

export type ClaimRow = Selectable<DepositClaimsTable>;

export interface NewClaim {
  userId: string;
  pool: string;
  currency: string;
  chainId: number;
  txHash: string;
  claimedAmount: string;
  requiredConfirmations: number;
  idempotencyKey: string | null;
}

export interface CreditedClaim {
  userId: string;
  pool: string;
  currency: string;
  chainId: number;
  txHash: string;
  /** The credited sum as a decimal string: a claim the watcher creates names it as its claimed amount. */
  claimedAmount: string;
  amount: bigint;
  fee: bigint;
  entryIds: string[];
  confirmations: number;
  requiredConfirmations: number;
  blockNumber: bigint;
}

export interface DepositAddressRow {
  pool: string;
  currency: string;
  address: string;
}

const OPEN = ['pending', 'confirming'] as const;
const REOPENABLE: MessageKey[] = ['deposit.senderNotProven', 'deposit.txNotFound', 'deposit.reorged'];

export class DepositClaimsRepository {
  constructor(private readonly db: Db) {}

  /** Inserts a pending claim; undefined when the user's key or the same (chain, tx, pool, currency) exists. */
  async create(c: NewClaim): Promise<ClaimRow | undefined> {
    return this.db
      .insertInto('deposit_claims')
      .values({
        user_id: c.userId,
        pool: c.pool,
        currency: c.currency,
        chain_id: c.chainId,
        tx_hash: c.txHash,
        claimed_amount: c.claimedAmount,
        source: 'user',
        required_confirmations: c.requiredConfirmations,
        idempotency_key: c.idempotencyKey,
      })
      .onConflict((oc) => oc.doNothing())
      .returningAll()
      .executeTakeFirst();
  }

  byKey(userId: string, key: string): Promise<ClaimRow | undefined> {
    return this.db
      .selectFrom('deposit_claims')
      .selectAll()
      .where('user_id', '=', userId)
      .where('idempotency_key', '=', key)
      .executeTakeFirst();
  }

  /** The user's claim of a transfer (it exists: the caller's insert met it). */
  ofTransfer(
    userId: string,
    c: { chainId: number; txHash: string; pool: string; currency: string },
  ): Promise<ClaimRow> {
    return this.db
      .selectFrom('deposit_claims')
      .selectAll()
      .where('user_id', '=', userId)
      .where('chain_id', '=', c.chainId)
      .where('tx_hash', '=', c.txHash)
      .where('pool', '=', c.pool)
      .where('currency', '=', c.currency)
      .executeTakeFirstOrThrow();
  }

  /** One of the user's claims; undefined for another user's. */
  get(userId: string, id: string): Promise<ClaimRow | undefined> {
    return this.db
      .selectFrom('deposit_claims')
      .selectAll()
      .where('id', '=', id)
      .where('user_id', '=', userId)
      .executeTakeFirst();
  }

  async list(userId: string, page: number, pageSize: number): Promise<{ rows: ClaimRow[]; total: number }> {
    const [rows, count] = await Promise.all([
      this.db
        .selectFrom('deposit_claims')
        .selectAll()
        .where('user_id', '=', userId)
        .orderBy('created_at', 'desc')
        .orderBy('id', 'desc')
        .limit(pageSize)
        .offset((page - 1) * pageSize)
        .execute(),
      this.db
        .selectFrom('deposit_claims')
        .select((eb) => eb.fn.countAll<string>().as('n'))
        .where('user_id', '=', userId)
        .executeTakeFirstOrThrow(),
    ]);
    return { rows, total: Number(count.n) };
  }

  /** Claims still waiting for the chain, least recently looked at first (so a pile of them takes turns). */
  open(limit: number): Promise<ClaimRow[]> {
    return this.db
      .selectFrom('deposit_claims')
      .selectAll()
      .where('status', 'in', OPEN)
      .orderBy('updated_at')
      .limit(limit)
      .execute();
  }

  /** The receipt is not (or no longer) on the chain. */
  async markMissing(id: string, since: Date, required: number): Promise<void> {
    await this.db
      .updateTable('deposit_claims')
      .set({
        status: 'pending',
        confirmations: 0,
        required_confirmations: required,
        missing_since: sql`coalesce(missing_since, ${since.toISOString()}::timestamptz)`,
        updated_at: sql`now()`,
      })
      .where('id', '=', id)
      .where('status', 'in', OPEN)
      .execute();
  }

  async markConfirming(id: string, confirmations: number, required: number, blockNumber: bigint): Promise<void> {
    await this.db
      .updateTable('deposit_claims')
      .set({
        status: 'confirming',
        confirmations,
        required_confirmations: required,
        block_number: blockNumber.toString(),
        missing_since: null,
        updated_at: sql`now()`,
      })
      .where('id', '=', id)
      .where('status', 'in', OPEN)
      .execute();
  }

  async reject(id: string, code: MessageKey, params: MessageParams = {}): Promise<void> {
    await this.db
      .updateTable('deposit_claims')
      .set({
        status: 'rejected',
        reject_code: code,
        reject_params: JSON.stringify(params),
        updated_at: sql`now()`,
      })
      .where('id', '=', id)
      .where('status', 'in', OPEN)
      .execute();
  }

  /**
   * Opens a rejected claim again when the reason can change with time: the wallet proven since, the transaction
   * mined (or mined again) late. Undefined when the claim is not such a claim.
   */
  reopen(id: string): Promise<ClaimRow | undefined> {
    return this.db
      .updateTable('deposit_claims')
      .set({
        status: 'pending',
        confirmations: 0,
        missing_since: null,
        reject_code: null,
        reject_params: null,
        updated_at: sql`now()`,
      })
      .where('id', '=', id)
      .where('status', '=', 'rejected')
      .where('reject_code', 'in', REOPENABLE)
      .returningAll()
      .executeTakeFirst();
  }

  /**
   * Marks the owner's claim for this transfer credited, creating it (found by the watcher) when the owner never
   * reported it. A claim rejected earlier (say, timed out before the transaction was mined) becomes credited.
   */
  async upsertCredited(tx: Executor, c: CreditedClaim): Promise<void> {
    const credited = {
      status: 'credited' as const,
      confirmations: c.confirmations,
      required_confirmations: c.requiredConfirmations,
      block_number: c.blockNumber.toString(),
      missing_since: null,
      amount: c.amount.toString(),
      fee: c.fee.toString(),
      // An array literal: both engines take it as text (uuids need no quoting).
      entry_ids: sql<string[]>`${`{${c.entryIds.join(',')}}`}::uuid[]`,
      reject_code: null,
      reject_params: null,
    };
    await tx
      .insertInto('deposit_claims')
      .values({
        user_id: c.userId,
        pool: c.pool,
        currency: c.currency,
        chain_id: c.chainId,
        tx_hash: c.txHash,
        claimed_amount: c.claimedAmount,
        source: 'watcher',
        ...credited,
        credited_at: sql`now()`,
      })
      .onConflict((oc) =>
        oc.columns(['user_id', 'chain_id', 'tx_hash', 'pool', 'currency']).doUpdateSet({
          ...credited,
          credited_at: sql`coalesce(deposit_claims.credited_at, now())`,
          updated_at: sql`now()`,
        }),
      )
      .execute();
  }

  /** The pools' deposit addresses on a chain (lower case). */
  depositAddresses(chainId: number): Promise<DepositAddressRow[]> {
    return this.db
      .selectFrom('pool_deposit_addresses')
      .select(['pool', 'currency', 'address'])
      .where('chain_id', '=', chainId)
      .orderBy('pool')
      .execute();
  }

  async depositAddress(pool: string, chainId: number, currency: string): Promise<string | undefined> {
    const row = await this.db
      .selectFrom('pool_deposit_addresses')
      .select('address')
      .where('pool', '=', pool)
      .where('chain_id', '=', chainId)
      .where('currency', '=', currency)
      .executeTakeFirst();
    return row?.address;
  }

  /** Users by the wallet they proved (SIWE or linking), keyed by the lower-case address. */
  async walletOwners(addresses: string[]): Promise<Map<string, string>> {
    if (!addresses.length) return new Map();
    const rows = await this.db
      .selectFrom('users')
      .select(['id', 'meta_mask_address'])
      .where('meta_mask_address', 'in', [...new Set(addresses)])
      .execute();
    return new Map(rows.map((r) => [r.meta_mask_address as string, r.id]));
  }

  async cursor(chainId: number): Promise<bigint | null> {
    const row = await this.db
      .selectFrom('deposit_scan_cursors')
      .select('last_block')
      .where('chain_id', '=', chainId)
      .executeTakeFirst();
    return row ? BigInt(row.last_block) : null;
  }

  async setCursor(chainId: number, lastBlock: bigint): Promise<void> {
    await this.db
      .insertInto('deposit_scan_cursors')
      .values({ chain_id: chainId, last_block: lastBlock.toString() })
      .onConflict((oc) =>
        oc.column('chain_id').doUpdateSet({ last_block: lastBlock.toString(), updated_at: sql`now()` }),
      )
      .execute();
  }
}
