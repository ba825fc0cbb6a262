/**
 * Deposit claims, their idempotency keys, the pools' deposit addresses, the watcher's scan cursors and the transfers
 * it could credit to nobody (007, 014, 022).
 */
import type { AnyPool, DepositCurrency, MessageKey, MessageParams } from '@yc/contract';
import { type Selectable, sql } from 'kysely';
import { type Db, type Executor, withTransaction } from '../../db/database.ts';
import type { DepositClaimsTable } from '../../db/schema.ts';
import { acceptedCurrencies } from '../pools/accepted-currencies.ts';
import type { ChainTransfer } from './chain-transfers.ts';

export type ClaimRow = Selectable<DepositClaimsTable>;

/** Who claims which transfer, and the amount the claim names. */
interface ClaimedTransfer {
  userId: string;
  pool: string;
  currency: string;
  chainId: number;
  txHash: string;
  claimedAmount: string;
}

export interface NewClaim extends ClaimedTransfer {
  requiredConfirmations: number;
  idempotencyKey: string | null;
}

/** What a report comes to: the claim answered (`open`: it is waiting for the chain because of this report), or why not. */
export type ReportOutcome =
  | { kind: 'claim'; claim: ClaimRow; open: boolean }
  | { kind: 'noWallet' }
  | { kind: 'keyReused' }
  | { kind: 'tooManyPending' };

/** When an open claim is looked at again after `missed` checks found no receipt: base × 2^missed, at most the cap. */
export interface Backoff {
  baseMs: number;
  maxMs: number;
}

/** `claimedAmount` is the credited sum as a decimal string: a claim the watcher creates names it so. */
export interface CreditedClaim extends ClaimedTransfer {
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
const claimColumns = (c: ClaimedTransfer) => ({
  user_id: c.userId,
  pool: c.pool,
  currency: c.currency,
  chain_id: c.chainId,
  tx_hash: c.txHash,
  claimed_amount: c.claimedAmount,
});
/** A rejected claim whose reason can change with time: the wallet proven since, the transaction mined (again) late. */
const reopenable = (row: ClaimRow) =>
  row.status === 'rejected' && row.reject_code !== null && (REOPENABLE as string[]).includes(row.reject_code);

export class DepositClaimsRepository {
  constructor(private readonly db: Db) {}

  /**
   * Records a user's report of a transfer, in one transaction holding the user's row, so concurrent reports of one
   * account are decided one after the other: a known key answers its claim (422 for another body); a transfer
   * reported before answers its claim, opened again when its rejection may have gone (the transaction mined late,
   * say); a new transfer becomes a pending claim. Opening a claim is refused while `maxPending` are open. The key
   * is bound to the claim answered, whichever way, with the amount this request named.
   */
  report(c: NewClaim, maxPending: number): Promise<ReportOutcome> {
    return withTransaction(this.db, async (tx) => {
      const user = await tx
        .selectFrom('users')
        .select('meta_mask_address')
        .where('id', '=', c.userId)
        .forUpdate()
        .executeTakeFirst();
      if (!user?.meta_mask_address) return { kind: 'noWallet' };
      const sameTransfer = (row: ClaimRow) =>
        row.pool === c.pool && row.currency === c.currency && row.chain_id === c.chainId && row.tx_hash === c.txHash;
      if (c.idempotencyKey !== null) {
        const bound = await tx
          .selectFrom('deposit_claim_keys as k')
          .innerJoin('deposit_claims as d', 'd.id', 'k.claim_id')
          .selectAll('d')
          .select('k.claimed_amount as key_amount')
          .where('k.user_id', '=', c.userId)
          .where('k.idempotency_key', '=', c.idempotencyKey)
          .executeTakeFirst();
        if (bound) {
          const { key_amount, ...claim } = bound;
          if (!sameTransfer(claim) || key_amount !== c.claimedAmount) return { kind: 'keyReused' };
          return { kind: 'claim', claim, open: false };
        }
      }
      const openCount = async () => {
        const row = await tx
          .selectFrom('deposit_claims')
          .select((eb) => eb.fn.countAll<string>().as('n'))
          .where('user_id', '=', c.userId)
          .where('status', 'in', OPEN)
          .executeTakeFirstOrThrow();
        return Number(row.n);
      };
      const earlier = await tx
        .selectFrom('deposit_claims')
        .selectAll()
        .where('user_id', '=', c.userId)
        .where('chain_id', '=', c.chainId)
        .where('tx_hash', '=', c.txHash)
        .where('pool', '=', c.pool)
        .where('currency', '=', c.currency)
        .executeTakeFirst();
      let outcome: ReportOutcome;
      if (!earlier) {
        if ((await openCount()) >= maxPending) return { kind: 'tooManyPending' };
        const created = await tx
          .insertInto('deposit_claims')
          .values({ ...claimColumns(c), source: 'user', required_confirmations: c.requiredConfirmations })
          .returningAll()
          .executeTakeFirstOrThrow();
        outcome = { kind: 'claim', claim: created, open: true };
      } else if (reopenable(earlier)) {
        if ((await openCount()) >= maxPending) return { kind: 'tooManyPending' };
        const reopened = await tx
          .updateTable('deposit_claims')
          .set({
            status: 'pending',
            confirmations: 0,
            missing_since: null,
            reject_code: null,
            reject_params: null,
            next_check_at: sql`now()`,
            missed_checks: 0,
            updated_at: sql`now()`,
          })
          .where('id', '=', earlier.id)
          .returningAll()
          .executeTakeFirstOrThrow();
        outcome = { kind: 'claim', claim: reopened, open: true };
      } else {
        outcome = { kind: 'claim', claim: earlier, open: false };
      }
      if (c.idempotencyKey !== null) {
        await tx
          .insertInto('deposit_claim_keys')
          .values({
            user_id: c.userId,
            idempotency_key: c.idempotencyKey,
            claim_id: outcome.claim.id,
            claimed_amount: c.claimedAmount,
          })
          .execute();
      }
      return outcome;
    });
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

  /** Claims on these chains waiting for the chain that are due for a look at `now`, the longest due first. */
  due(chainIds: readonly number[], now: Date, limit: number): Promise<ClaimRow[]> {
    if (!chainIds.length) return Promise.resolve([]);
    return this.db
      .selectFrom('deposit_claims')
      .selectAll()
      .where('status', 'in', OPEN)
      .where('chain_id', 'in', [...chainIds])
      .where('next_check_at', '<=', now)
      .orderBy('next_check_at')
      .orderBy('id')
      .limit(limit)
      .execute();
  }

  /**
   * The receipts are not (or no longer) on the chain: the claims wait, each looked at again after its backoff,
   * which doubles with every miss. One statement for them all.
   */
  async markMissing(ids: string[], now: Date, required: number, backoff: Backoff): Promise<void> {
    if (!ids.length) return;
    const at = now.toISOString();
    // 2^missed grows past the cap long before the exponent is large; least() keeps the power small.
    const delayMs = sql`least(${backoff.maxMs}::double precision, ${backoff.baseMs}::double precision * power(2, least(missed_checks, 30)))`;
    await this.db
      .updateTable('deposit_claims')
      .set({
        status: 'pending',
        confirmations: 0,
        required_confirmations: required,
        missing_since: sql`coalesce(missing_since, ${at}::timestamptz)`,
        next_check_at: sql`${at}::timestamptz + ${delayMs} * interval '1 millisecond'`,
        missed_checks: sql`missed_checks + 1`,
        updated_at: sql`now()`,
      })
      .where('id', 'in', ids)
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
        missed_checks: 0,
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
        ...claimColumns(c),
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

  /**
   * The pools' deposit addresses on a chain (lower case). Every configured address is read, also for a currency the
   * pool no longer accepts: money that reaches it is credited, never left unowned; removing the address stops that
   * (decision 80).
   */
  async depositAddresses(chainId: number): Promise<DepositAddressRow[]> {
    return this.db
      .selectFrom('pool_deposit_addresses')
      .select(['pool', 'currency', 'address'])
      .where('chain_id', '=', chainId)
      .orderBy('pool')
      .execute();
  }

  /** The currencies the pool accepts for deposits (decision 80). */
  acceptedCurrencies(pool: AnyPool): Promise<DepositCurrency[]> {
    return acceptedCurrencies(this.db, pool);
  }

  /** The pool's deposit address for a currency, if one is set. */
  async depositAddress(pool: AnyPool, chainId: number, currency: string): Promise<string | undefined> {
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

  /**
   * Keeps transfers the scan could credit to nobody for an operator: one statement for a scan step's whole list, and
   * a transfer seen again (a scan started over) is left as it is. An operator's assignment passes its transaction.
   */
  async recordUnmatched(chainId: number, transfers: ChainTransfer[], executor: Executor = this.db): Promise<void> {
    if (!transfers.length) return;
    await executor
      .insertInto('unmatched_transfers')
      .values(
        transfers.map((t) => ({
          chain_id: chainId,
          tx_hash: t.txHash,
          log_index: t.logIndex,
          currency: t.currency,
          from_address: t.from,
          to_address: t.to,
          amount: t.amount,
          block_number: t.blockNumber,
        })),
      )
      .onConflict((oc) => oc.columns(['chain_id', 'tx_hash', 'log_index']).doNothing())
      .execute();
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
