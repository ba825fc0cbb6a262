/**
 * The ledger (decisions F4, 28): a double-entry, append-only journal whose entries balance to zero per
 * asset, account balances maintained in the same transaction (a debit is a conditional UPDATE, so nothing
 * overdraws under concurrency), and ERC-4626-style shares per pool asset.
 *
 * Assets: a token label (token base units) or `<pool>:<token>` (share base units of that pool asset).
 * Per pool asset, liability = floor(total shares × price per share / RAY) holds exactly after every entry;
 * what rounding leaves over goes to the pool asset's `rounding` account, always in the platform's favour.
 */
import type { AnyPool } from '@yc/contract';
import { feeOf, mulDivDown, mulDivUp, RAY } from '@yc/contract/fixed-point';
import { type RawBuilder, sql, type Transaction } from 'kysely';
import { beforeCommit, type Db, type Executor, withTransaction } from '../../db/database.ts';
import type { Database, JournalEntryKind, LedgerAccountKind } from '../../db/schema.ts';
import type { ConfigBus } from '../config/config-bus.ts';

type Tx = Transaction<Database>;

/** Kinds whose balance grows with debits; the others grow with credits. */
const DEBIT_NORMAL = new Set<LedgerAccountKind>([
  'pool_custody',
  'pool_shares',
  'yield_expense',
  'referral_expense',
  'adjustment_expense',
]);
/** Custody may go below zero: yield paid out before the strategy's income is booked. */
const MAY_GO_NEGATIVE = new Set<LedgerAccountKind>(['pool_custody']);

export const shareAsset = (pool: string, token: string) => `${pool}:${token}`;

/** What a line of `amount` (+ debit, − credit) does to the balance of an account of `kind`. */
const balanceDelta = (kind: LedgerAccountKind, amount: bigint) => (DEBIT_NORMAL.has(kind) ? amount : -amount);

/** `balanceDelta` in SQL: +1 for an account kind (the SQL expression `kind`) whose balance grows with debits, else −1. */
export const normalSign = (kind: RawBuilder<unknown>) =>
  sql<number>`(case when ${kind} in (${sql.join([...DEBIT_NORMAL])}) then 1 else -1 end)`;

/** Entry kinds a reversal may undo: those whose exact opposite keeps every invariant (decision 57). */
const REVERSIBLE = new Set<JournalEntryKind>(['referral']);
export const isReversible = (kind: JournalEntryKind) => REVERSIBLE.has(kind);

export type LedgerErrorCode =
  | 'not_replenished'
  | 'insufficient'
  | 'unknown_asset'
  | 'unknown_withdrawal'
  | 'withdrawal_closed'
  | 'invalid_amount'
  | 'unknown_entry'
  | 'not_reversible';

export class LedgerError extends Error {
  constructor(
    readonly code: LedgerErrorCode,
    message: string = code,
  ) {
    super(message);
    this.name = 'LedgerError';
  }
}

export interface AccountRef {
  kind: LedgerAccountKind;
  userId?: string | null;
  pool?: string | null;
  asset: string;
}

export interface LineInput {
  account: AccountRef;
  asset?: string;
  /** + debit, − credit, base units. */
  amount: bigint;
}

export interface EntryInput {
  kind: JournalEntryKind;
  idempotencyKey: string;
  userId?: string | null;
  pool?: string | null;
  token?: string | null;
  amount?: bigint | null;
  fee?: bigint | null;
  shares?: bigint | null;
  ref?: string | null;
  day?: string | null;
  memo?: string | null;
  chainId?: number | null;
  txHash?: string | null;
  logIndex?: number | null;
}

export interface CreditDepositInput {
  userId: string;
  pool: AnyPool;
  token: string;
  /** Base units taken from the chain (never from the request). */
  amount: bigint;
  chainId: number;
  txHash: string;
  logIndex: number;
  idempotencyKey: string;
}

export interface DepositCredit {
  entryId: string;
  /** The user the transfer was credited to (the first reporter's, when `duplicate`). */
  userId: string;
  amount: bigint;
  fee: bigint;
  shares: bigint;
  /** True when this transfer (or this key) was credited before: nothing was posted now. */
  duplicate: boolean;
}

export interface HoldWithdrawalInput {
  userId: string;
  pool: AnyPool;
  token: string;
  /** Gross amount in base units: the fee is taken from it at settlement. */
  amount: bigint;
  /** The withdrawal's id: settle and void refer to it. */
  withdrawalId: string;
  idempotencyKey: string;
}

export interface WithdrawalHold {
  entryId: string;
  withdrawalId: string;
  userId: string;
  pool: AnyPool;
  token: string;
  amount: bigint;
  fee: bigint;
  /** Shares burnt for it. */
  shares: bigint;
  duplicate: boolean;
}

export interface WithdrawalClose {
  entryId: string;
  withdrawalId: string;
  kind: 'withdrawal_settle' | 'withdrawal_void';
  /** Settle: paid out (amount − fee); void: returned to the position. */
  amount: bigint;
  fee: bigint;
  shares: bigint;
  duplicate: boolean;
}

interface PoolAssetState {
  pool: string;
  token: string;
  pricePerShare: bigint;
  totalShares: bigint;
  liability: bigint;
}

const accountKey = (a: AccountRef) => `${a.kind}:${a.userId ?? '-'}:${a.pool ?? '-'}:${a.asset}`;
/** `accountKey` in SQL, for accounts whose user id is the SQL expression `userId`. */
const accountKeySql = (a: Omit<AccountRef, 'userId'>, userId: RawBuilder<unknown>) =>
  sql<string>`${`${a.kind}:`} || ${userId} || ${`:${a.pool ?? '-'}:${a.asset}`}`;

export interface BulkCreditInput {
  entry: EntryInput;
  /** The account debited with the total: a pool-level account of the entry's asset. */
  source: AccountRef;
  /** The kind, pool and asset of the users' accounts credited (created on first credit). */
  target: Omit<AccountRef, 'userId'>;
  /** A query of rows (user_id, amount), one per user; rows of amount ≤ 0 are left out. */
  amounts: RawBuilder<unknown>;
}

export interface Reversal {
  entryId: string;
  /** The entry reversed. */
  reverses: string;
  /** True when the entry was reversed before: nothing was posted now. */
  duplicate: boolean;
}

export interface AdjustmentInput {
  userId: string;
  pool: string;
  token: string;
  /** Credit: the platform gives the user `amount`; debit: it takes `amount` back from the user's position. */
  direction: 'credit' | 'debit';
  /** Token base units. */
  amount: bigint;
  /** The operator who approved it (the second pair of eyes). */
  operatorId: string;
  reason: string;
  /** The correction it posts. */
  ref: string;
  idempotencyKey: string;
}

export interface Adjustment {
  entryId: string;
  /** Shares minted (credit) or burnt (debit). */
  shares: bigint;
  /** True when the key was posted before: nothing was posted now. */
  duplicate: boolean;
}

/** Shares minted for `net` token units at `pps` and what it adds to the liability; the rest is dust. */
export function mintMath(totalShares: bigint, pps: bigint, net: bigint) {
  const shares = mulDivDown(net, RAY, pps);
  const liability = mulDivDown(totalShares + shares, pps, RAY) - mulDivDown(totalShares, pps, RAY);
  return { shares, liability, dust: net - liability };
}

/** Shares burnt to pay `amount` token units at `pps` (rounded up) and what leaves the liability. */
export function burnMath(totalShares: bigint, pps: bigint, amount: bigint) {
  const shares = mulDivUp(amount, RAY, pps);
  const after = totalShares - shares;
  const liability = after < 0n ? -1n : mulDivDown(totalShares, pps, RAY) - mulDivDown(after, pps, RAY);
  return { shares, liability, dust: liability - amount };
}

/** What moves the `ledger` version: the config bus in a server, `NO_BUS` in a command line or the bench. */
export type LedgerChanges = Pick<ConfigBus, 'changed'>;

export class LedgerService {
  constructor(
    private readonly db: Db,
    /** Null only where no server reads the database (tests of the ledger alone, upgrade tests before migration 025). */
    private readonly changes: LedgerChanges | null = null,
  ) {}

  /**
   * `tx` changes what the pools' figures read (balances, shares, prices per share): the `ledger` version moves as its
   * last statement, so instances forget their copies once it commits (decision 89).
   */
  async noteChange(tx: Executor): Promise<void> {
    const { changes } = this;
    if (changes) await beforeCommit(tx, 'ledger-version', () => changes.changed(tx, 'ledger'));
  }

  /** The account's id, created on first use (no row lock taken: the balance update takes it, in id order). */
  async account(tx: Executor, ref: AccountRef): Promise<string> {
    const key = accountKey(ref);
    const find = () => tx.selectFrom('ledger_accounts').select('id').where('key', '=', key).executeTakeFirst();
    const found = await find();
    if (found) return found.id;
    const inserted = await tx
      .insertInto('ledger_accounts')
      .values({ key, kind: ref.kind, user_id: ref.userId ?? null, pool: ref.pool ?? null, asset: ref.asset })
      .onConflict((oc) => oc.column('key').doNothing())
      .returning('id')
      .executeTakeFirst();
    if (inserted) return inserted.id;
    // A concurrent transaction created it and committed (the insert waited for it): a new statement sees it.
    return (await find())?.id ?? Promise.reject(new Error(`ledger account ${key} vanished`));
  }

  /** A balance (0 for an account never used). */
  async balance(ref: AccountRef, executor: Executor = this.db): Promise<bigint> {
    const row = await executor
      .selectFrom('ledger_accounts')
      .select('balance')
      .where('key', '=', accountKey(ref))
      .executeTakeFirst();
    return row ? BigInt(row.balance) : 0n;
  }

  /** Inserts the entry unless its idempotency key (or chain transfer, or withdrawal step) exists: null then. */
  private async insertEntry(tx: Executor, e: EntryInput & { operatorId?: string }): Promise<string | null> {
    const row = await tx
      .insertInto('journal_entries')
      .values({
        kind: e.kind,
        idempotency_key: e.idempotencyKey,
        user_id: e.userId ?? null,
        pool: e.pool ?? null,
        token: e.token ?? null,
        amount: e.amount?.toString() ?? null,
        fee: e.fee?.toString() ?? null,
        shares: e.shares?.toString() ?? null,
        ref: e.ref ?? null,
        day: e.day ?? null,
        memo: e.memo ?? null,
        chain_id: e.chainId ?? null,
        tx_hash: e.txHash ?? null,
        log_index: e.logIndex ?? null,
        // Only reversals and adjustments name an operator; leaving the column out otherwise keeps this writer usable on a
        // database migrated to a version before 015 (the referral-levels upgrade test posts at 011).
        ...(e.operatorId ? { operator_id: e.operatorId } : {}),
      })
      .onConflict((oc) => oc.doNothing())
      .returning('id')
      .executeTakeFirst();
    if (row) await this.noteChange(tx);
    return row?.id ?? null;
  }

  /** Writes an inserted entry's lines (checked to balance per asset) and moves the account balances. */
  private async postLines(tx: Tx, entryId: string, lines: LineInput[]): Promise<void> {
    const kept = lines.filter((l) => l.amount !== 0n);
    const sums = new Map<string, bigint>();
    for (const l of kept) {
      const asset = l.asset ?? l.account.asset;
      sums.set(asset, (sums.get(asset) ?? 0n) + l.amount);
    }
    for (const [asset, sum] of sums) {
      if (sum !== 0n) throw new Error(`journal entry does not balance in ${asset}: ${sum}`);
    }
    if (!kept.length) return;
    const resolved = [];
    for (const l of kept) resolved.push({ ...l, id: await this.account(tx, l.account) });
    await tx
      .insertInto('journal_lines')
      .values(
        resolved.map((l) => ({
          entry_id: entryId,
          account_id: l.id,
          asset: l.asset ?? l.account.asset,
          amount: l.amount.toString(),
        })),
      )
      .execute();
    // One balance update per account, in id order so concurrent entries lock accounts in the same order.
    const deltas = new Map<string, { kind: LedgerAccountKind; delta: bigint }>();
    for (const l of resolved) {
      const d = deltas.get(l.id) ?? { kind: l.account.kind, delta: 0n };
      d.delta += balanceDelta(l.account.kind, l.amount);
      deltas.set(l.id, d);
    }
    for (const [id, { kind, delta }] of [...deltas].sort((a, b) => (BigInt(a[0]) < BigInt(b[0]) ? -1 : 1))) {
      if (delta === 0n) continue;
      const guard = delta < 0n && !MAY_GO_NEGATIVE.has(kind);
      const updated = await tx
        .updateTable('ledger_accounts')
        .set({ balance: sql`balance + ${delta.toString()}::numeric` })
        .where('id', '=', id)
        .$if(guard, (q) => q.where(sql<boolean>`balance >= ${(-delta).toString()}::numeric`))
        .returning('id')
        .executeTakeFirst();
      if (!updated) throw new LedgerError('insufficient', `account ${id} would go below zero`);
    }
  }

  /** Posts a balanced entry once per idempotency key; false when the key was posted before. */
  async post(entry: EntryInput, lines: LineInput[], executor?: Executor): Promise<string | null> {
    return withTransaction(executor ?? this.db, async (tx) => {
      const id = await this.insertEntry(tx, entry);
      if (id) await this.postLines(tx, id, lines);
      return id;
    });
  }

  /**
   * Posts one entry that debits `source` with the sum of `amounts` and credits each user's `target` account with its
   * amount, in set-based SQL: a line per user, no round trip per user (decision 36). Posts nothing, and answers 0,
   * when the amounts sum to 0, when the debit would take a source that may not go below zero below it (skipped,
   * never forced), or when the idempotency key was posted before; else the number of users credited. Runs inside the
   * caller's transaction (it builds a temporary table that the commit drops).
   */
  async postBulk(tx: Executor, input: BulkCreditInput): Promise<number> {
    const { source, target } = input;
    if (source.asset !== target.asset) throw new Error('a bulk entry moves one asset');
    // A debit-normal target would go below zero on its first credit.
    if (DEBIT_NORMAL.has(target.kind)) throw new Error(`bulk credits go to credit-normal accounts, not ${target.kind}`);
    await sql`create temp table ledger_bulk on commit drop as ${input.amounts}`.execute(tx);
    const paid = await this.postBulkRows(tx, input);
    // Dropped now, so the next bulk entry of the same transaction builds its own (a failure rolls it back anyway).
    await sql`drop table ledger_bulk`.execute(tx);
    return paid;
  }

  private async postBulkRows(tx: Executor, { entry, source, target }: BulkCreditInput): Promise<number> {
    await sql`delete from ledger_bulk where amount <= 0`.execute(tx);
    const sum = await sql<{ n: string; total: string }>`
      select count(*)::text as n, coalesce(sum(amount), 0)::text as total from ledger_bulk`.execute(tx);
    const total = BigInt(sum.rows[0]?.total ?? '0');
    if (total === 0n) return 0;
    const sourceId = await this.account(tx, source);
    const delta = balanceDelta(source.kind, total);
    // The source row is locked first, then the users' rows: the order the ledger's entries lock in.
    const held = await sql<{ balance: string }>`
      select balance::text as balance from ledger_accounts where id = ${sourceId} for update`.execute(tx);
    if (BigInt(held.rows[0]?.balance ?? '0') + delta < 0n && !MAY_GO_NEGATIVE.has(source.kind)) return 0;
    const entryId = await this.insertEntry(tx, { ...entry, amount: total });
    if (!entryId) return 0;
    await sql`update ledger_accounts set balance = balance + ${delta.toString()}::numeric where id = ${sourceId}`.execute(
      tx,
    );
    // Each user's account is created or credited through its unique key (rows in key order, the order a concurrent
    // credit locks them in), and the lines take the ids it returns: no scan of the accounts.
    await sql`
      with credited as (
        insert into ledger_accounts (key, kind, user_id, pool, asset, balance)
        select ${accountKeySql(target, sql`b.user_id`)}, ${target.kind}, b.user_id, ${target.pool ?? null},
          ${target.asset}, b.amount
        from ledger_bulk b order by 1
        on conflict (key) do update set balance = ledger_accounts.balance + excluded.balance
        returning id, user_id
      )
      insert into journal_lines (entry_id, account_id, asset, amount)
      select ${entryId}::uuid, c.id, ${target.asset}, -b.amount from credited c join ledger_bulk b on b.user_id = c.user_id
      union all
      select ${entryId}::uuid, ${sourceId}::bigint, ${source.asset}, ${total.toString()}::numeric`.execute(tx);
    return Number(sum.rows[0]?.n ?? 0);
  }

  /**
   * Posts the exact opposite of entry `entryId`'s lines as a `reversal` entry, once: another call (or a concurrent
   * one, which waits for the first) answers the first reversal with `duplicate: true`. Only the kinds whose exact
   * opposite keeps every invariant may be reversed (`not_reversible` otherwise, decision 57); `insufficient` when an
   * account no longer holds what the entry gave it (a harvested referral reward).
   */
  async reverse(entryId: string, reason: string, operatorId: string, executor?: Executor): Promise<Reversal> {
    const key = `reversal:${entryId}`;
    const id = await withTransaction(executor ?? this.db, async (tx) => {
      const original = await tx
        .selectFrom('journal_entries')
        .select(['kind', 'pool', 'token', 'amount'])
        .where('id', '=', entryId)
        .executeTakeFirst();
      if (!original) throw new LedgerError('unknown_entry');
      if (!REVERSIBLE.has(original.kind)) {
        throw new LedgerError('not_reversible', `a ${original.kind} entry cannot be reversed`);
      }
      const reversal = await this.insertEntry(tx, {
        kind: 'reversal',
        idempotencyKey: key,
        pool: original.pool,
        token: original.token,
        amount: original.amount === null ? null : BigInt(original.amount),
        ref: entryId,
        memo: reason,
        operatorId,
      });
      if (!reversal) return null;
      const moves = sql`
        select l.account_id, -sum(l.amount) as amount from journal_lines l where l.entry_id = ${entryId}::uuid
        group by l.account_id`;
      // Rows locked in id order, as every entry locks them; then each balance moves back, none below zero.
      await sql`
        select a.id from ledger_accounts a where a.id in (select account_id from (${moves}) m) order by a.id
        for update`.execute(tx);
      const kind = sql`a.kind`;
      const moved = await sql<{ wanted: string; moved: string }>`
        with m as (${moves}),
        moved as (
          update ledger_accounts a set balance = a.balance + ${normalSign(kind)} * m.amount
          from m
          where a.id = m.account_id
            and (a.kind in (${sql.join([...MAY_GO_NEGATIVE])}) or a.balance + ${normalSign(kind)} * m.amount >= 0)
          returning a.id
        )
        select (select count(*) from m)::text as wanted, (select count(*) from moved)::text as moved`.execute(tx);
      const counts = moved.rows[0];
      if (counts?.wanted !== counts?.moved) {
        throw new LedgerError(
          'insufficient',
          `entry ${entryId} can no longer be reversed: an account would go below zero`,
        );
      }
      await sql`
        insert into journal_lines (entry_id, account_id, asset, amount)
        select ${reversal}::uuid, account_id, asset, -amount from journal_lines where entry_id = ${entryId}::uuid
        order by id`.execute(tx);
      return reversal;
    });
    if (id) return { entryId: id, reverses: entryId, duplicate: false };
    // Inside the caller's transaction when there is one: on PGlite another connection would wait for it.
    const first = await (executor ?? this.db)
      .selectFrom('journal_entries')
      .select('id')
      .where('idempotency_key', '=', key)
      .executeTakeFirstOrThrow();
    return { entryId: first.id, reverses: entryId, duplicate: true };
  }

  /**
   * Posts an operator's adjustment of a user's position (decision 76), once per idempotency key. A credit mints
   * shares for `amount` at the current price per share as a deposit does (shares rounded down, the dust to
   * `rounding`), against `adjustment_expense`; a debit burns the shares worth `amount` as a hold does (rounded up),
   * against `adjustment_income`, and throws `insufficient` when the user's position is worth less. Either way
   * liability = ⌊S·P/RAY⌋ still holds and custody does not move: the platform's own accounts take the difference.
   */
  async postAdjustment(input: AdjustmentInput, executor?: Executor): Promise<Adjustment> {
    if (input.amount <= 0n) throw new LedgerError('invalid_amount');
    const { userId, pool, token, amount } = input;
    const sa = shareAsset(pool, token);
    const result = await withTransaction(executor ?? this.db, async (tx) => {
      const state = await this.lockPoolAsset(tx, pool, token);
      const userShares = { kind: 'user_shares', userId, pool, asset: sa } as const;
      let shares: bigint;
      let lines: LineInput[];
      if (input.direction === 'credit') {
        const m = mintMath(state.totalShares, state.pricePerShare, amount);
        // Worth less than one share: the user would get nothing and the rounding account everything.
        if (m.shares === 0n) throw new LedgerError('invalid_amount', `${amount} is worth less than one share`);
        shares = m.shares;
        lines = [
          { account: { kind: 'adjustment_expense', pool, asset: token }, amount },
          { account: { kind: 'pool_liability', pool, asset: token }, amount: -m.liability },
          { account: { kind: 'rounding', pool, asset: token }, amount: -m.dust },
          { account: { kind: 'pool_shares', pool, asset: sa }, amount: m.shares },
          { account: userShares, amount: -m.shares },
        ];
      } else {
        const m = burnMath(state.totalShares, state.pricePerShare, amount);
        if (m.shares > (await this.balance(userShares, tx))) {
          throw new LedgerError('insufficient', `the position is worth less than ${amount}`);
        }
        shares = m.shares;
        lines = [
          { account: userShares, amount: m.shares },
          { account: { kind: 'pool_shares', pool, asset: sa }, amount: -m.shares },
          { account: { kind: 'pool_liability', pool, asset: token }, amount: m.liability },
          { account: { kind: 'adjustment_income', pool, asset: token }, amount: -amount },
          { account: { kind: 'rounding', pool, asset: token }, amount: -m.dust },
        ];
      }
      const entryId = await this.insertEntry(tx, {
        kind: 'adjustment',
        idempotencyKey: input.idempotencyKey,
        userId,
        pool,
        token,
        amount,
        shares,
        ref: input.ref,
        memo: input.reason,
        operatorId: input.operatorId,
      });
      if (!entryId) return null;
      await this.postLines(tx, entryId, lines);
      return { entryId, shares };
    });
    if (result) return { ...result, duplicate: false };
    // Inside the caller's transaction when there is one: on PGlite another connection would wait for it.
    const first = await (executor ?? this.db)
      .selectFrom('journal_entries')
      .select(['id', 'shares'])
      .where('idempotency_key', '=', input.idempotencyKey)
      .executeTakeFirstOrThrow();
    return { entryId: first.id, shares: BigInt(first.shares ?? 0), duplicate: true };
  }

  /** Locks the pool asset (serialising share maths on it) and reads P, S and L. */
  async lockPoolAsset(tx: Executor, pool: string, token: string): Promise<PoolAssetState> {
    const row = await tx
      .selectFrom('pool_assets')
      .select(sql<string>`price_per_share::text`.as('pps'))
      .where('pool', '=', pool)
      .where('token', '=', token)
      .forUpdate()
      .executeTakeFirst();
    if (!row) throw new LedgerError('unknown_asset', `${pool} has no asset ${token}`);
    const [totalShares, liability] = await Promise.all([
      this.balance({ kind: 'pool_shares', pool, asset: shareAsset(pool, token) }, tx),
      this.balance({ kind: 'pool_liability', pool, asset: token }, tx),
    ]);
    return { pool, token, pricePerShare: BigInt(row.pps), totalShares, liability };
  }

  private async poolFees(tx: Executor, pool: string) {
    const row = await tx
      .selectFrom('pools')
      .select([sql<string>`deposit_fee::text`.as('deposit'), sql<string>`withdrawal_fee::text`.as('withdrawal')])
      .where('name', '=', pool)
      .executeTakeFirstOrThrow();
    const trim = (v: string) => (v.includes('.') ? v.replace(/0+$/, '').replace(/\.$/, '') : v);
    return { deposit: trim(row.deposit), withdrawal: trim(row.withdrawal) };
  }

  /**
   * Credits a verified on-chain transfer: mints shares at the current price per share after the pool's deposit
   * fee. A transfer (chain, tx, log index) or an idempotency key is credited once, whoever reports it.
   */
  async creditDeposit(input: CreditDepositInput, executor?: Executor): Promise<DepositCredit> {
    if (input.amount <= 0n) throw new LedgerError('invalid_amount');
    const txHash = input.txHash.toLowerCase();
    const result = await withTransaction(executor ?? this.db, async (tx) => {
      // The pool asset's lock serialises reporters: the second finds the transfer taken and posts nothing.
      const fees = await this.poolFees(tx, input.pool);
      const fee = feeOf(input.amount, fees.deposit);
      const state = await this.lockPoolAsset(tx, input.pool, input.token);
      const m = mintMath(state.totalShares, state.pricePerShare, input.amount - fee);
      const entryId = await this.insertEntry(tx, {
        kind: 'deposit',
        idempotencyKey: input.idempotencyKey,
        userId: input.userId,
        pool: input.pool,
        token: input.token,
        amount: input.amount,
        fee,
        shares: m.shares,
        chainId: input.chainId,
        txHash,
        logIndex: input.logIndex,
      });
      if (!entryId) return null;
      const { pool, token } = input;
      const sa = shareAsset(pool, token);
      await this.postLines(tx, entryId, [
        { account: { kind: 'pool_custody', pool, asset: token }, amount: input.amount },
        { account: { kind: 'fees', pool, asset: token }, amount: -fee },
        { account: { kind: 'pool_liability', pool, asset: token }, amount: -m.liability },
        { account: { kind: 'rounding', pool, asset: token }, amount: -m.dust },
        { account: { kind: 'pool_shares', pool, asset: sa }, amount: m.shares },
        { account: { kind: 'user_shares', userId: input.userId, pool, asset: sa }, amount: -m.shares },
      ]);
      return { entryId, userId: input.userId, amount: input.amount, fee, shares: m.shares, duplicate: false };
    });
    if (result) return result;
    // Inside the caller's transaction when there is one: on PGlite another connection would wait for it.
    const existing = await (executor ?? this.db)
      .selectFrom('journal_entries')
      .selectAll()
      .where((eb) =>
        eb.or([
          eb('idempotency_key', '=', input.idempotencyKey),
          eb.and([
            eb('chain_id', '=', input.chainId),
            eb('tx_hash', '=', txHash),
            eb('log_index', '=', input.logIndex),
          ]),
        ]),
      )
      .executeTakeFirstOrThrow();
    return {
      entryId: existing.id,
      userId: existing.user_id as string,
      amount: BigInt(existing.amount ?? 0),
      fee: BigInt(existing.fee ?? 0),
      shares: BigInt(existing.shares ?? 0),
      duplicate: true,
    };
  }

  /**
   * Moves `amount` out of the user's position into a hold: burns the shares worth it (rounded up), all or
   * nothing. Throws `not_replenished` without a position, `insufficient` when it is worth less.
   */
  async holdWithdrawal(input: HoldWithdrawalInput, executor?: Executor): Promise<WithdrawalHold> {
    if (input.amount <= 0n) throw new LedgerError('invalid_amount');
    const { pool, token, userId } = input;
    const sa = shareAsset(pool, token);
    const result = await withTransaction(executor ?? this.db, async (tx) => {
      const position = await this.balance({ kind: 'user_shares', userId, pool, asset: sa }, tx);
      if (position === 0n) throw new LedgerError('not_replenished');
      const fees = await this.poolFees(tx, pool);
      const fee = feeOf(input.amount, fees.withdrawal);
      const state = await this.lockPoolAsset(tx, pool, token);
      const m = burnMath(state.totalShares, state.pricePerShare, input.amount);
      if (m.liability < 0n) throw new LedgerError('insufficient');
      const entryId = await this.insertEntry(tx, {
        kind: 'withdrawal_hold',
        idempotencyKey: input.idempotencyKey,
        userId,
        pool,
        token,
        amount: input.amount,
        fee,
        shares: m.shares,
        ref: input.withdrawalId,
      });
      if (!entryId) return null;
      await this.postLines(tx, entryId, [
        // The user's shares go first: the conditional UPDATE refuses an overdraw.
        { account: { kind: 'user_shares', userId, pool, asset: sa }, amount: m.shares },
        { account: { kind: 'pool_shares', pool, asset: sa }, amount: -m.shares },
        { account: { kind: 'pool_liability', pool, asset: token }, amount: m.liability },
        { account: { kind: 'user_hold', userId, pool, asset: token }, amount: -input.amount },
        { account: { kind: 'rounding', pool, asset: token }, amount: -m.dust },
      ]);
      return { entryId, shares: m.shares, fee };
    });
    if (result) return { ...input, ...result, duplicate: false };
    const hold = await this.findHold(executor ?? this.db, input.withdrawalId, input.idempotencyKey);
    if (!hold) throw new LedgerError('unknown_withdrawal');
    return { ...hold, duplicate: true };
  }

  /** Read through the caller's transaction when there is one: on PGlite another connection would wait for it. */
  private async findHold(
    executor: Executor,
    withdrawalId: string,
    idempotencyKey?: string,
  ): Promise<WithdrawalHold | null> {
    const row = await executor
      .selectFrom('journal_entries')
      .selectAll()
      .where('kind', '=', 'withdrawal_hold')
      .where((eb) =>
        idempotencyKey
          ? eb.or([eb('ref', '=', withdrawalId), eb('idempotency_key', '=', idempotencyKey)])
          : eb('ref', '=', withdrawalId),
      )
      .executeTakeFirst();
    if (!row) return null;
    return {
      entryId: row.id,
      withdrawalId: row.ref as string,
      userId: row.user_id as string,
      pool: row.pool as AnyPool,
      token: row.token as string,
      amount: BigInt(row.amount ?? 0),
      fee: BigInt(row.fee ?? 0),
      shares: BigInt(row.shares ?? 0),
      duplicate: false,
    };
  }

  /** The payout confirmed: the hold leaves custody (amount − fee) and the fee goes to the fees account. */
  async settleWithdrawal(
    input: { withdrawalId: string; memo?: string },
    executor?: Executor,
  ): Promise<WithdrawalClose> {
    return this.close('withdrawal_settle', input.withdrawalId, input.memo ?? null, executor);
  }

  /** The payout failed or was rejected: the held amount returns to the position as shares at today's price. */
  async voidWithdrawal(
    input: { withdrawalId: string; reason?: string },
    executor?: Executor,
  ): Promise<WithdrawalClose> {
    return this.close('withdrawal_void', input.withdrawalId, input.reason ?? null, executor);
  }

  private async close(
    kind: 'withdrawal_settle' | 'withdrawal_void',
    withdrawalId: string,
    memo: string | null,
    executor?: Executor,
  ): Promise<WithdrawalClose> {
    const hold = await withTransaction(executor ?? this.db, (tx) => this.findHoldIn(tx, withdrawalId));
    if (!hold) throw new LedgerError('unknown_withdrawal');
    const { pool, token, userId, amount, fee } = hold;
    const result = await withTransaction(executor ?? this.db, async (tx) => {
      const base = { kind, idempotencyKey: `${kind}:${withdrawalId}`, userId, pool, token, ref: withdrawalId, memo };
      if (kind === 'withdrawal_settle') {
        const entryId = await this.insertEntry(tx, { ...base, amount: amount - fee, fee, shares: 0n });
        if (!entryId) return null;
        await this.postLines(tx, entryId, [
          { account: { kind: 'user_hold', userId, pool, asset: token }, amount },
          { account: { kind: 'pool_custody', pool, asset: token }, amount: -(amount - fee) },
          { account: { kind: 'fees', pool, asset: token }, amount: -fee },
        ]);
        return { entryId, amount: amount - fee, fee, shares: 0n };
      }
      const state = await this.lockPoolAsset(tx, pool, token);
      const m = mintMath(state.totalShares, state.pricePerShare, amount);
      const entryId = await this.insertEntry(tx, { ...base, amount, fee: 0n, shares: m.shares });
      if (!entryId) return null;
      const sa = shareAsset(pool, token);
      await this.postLines(tx, entryId, [
        { account: { kind: 'user_hold', userId, pool, asset: token }, amount },
        { account: { kind: 'pool_liability', pool, asset: token }, amount: -m.liability },
        { account: { kind: 'rounding', pool, asset: token }, amount: -m.dust },
        { account: { kind: 'pool_shares', pool, asset: sa }, amount: m.shares },
        { account: { kind: 'user_shares', userId, pool, asset: sa }, amount: -m.shares },
      ]);
      return { entryId, amount, fee: 0n, shares: m.shares };
    });
    if (result) return { ...result, withdrawalId, kind, duplicate: false };
    const closed = await (executor ?? this.db)
      .selectFrom('journal_entries')
      .selectAll()
      .where('ref', '=', withdrawalId)
      .where('kind', 'in', ['withdrawal_settle', 'withdrawal_void'])
      .executeTakeFirstOrThrow();
    if (closed.kind !== kind)
      throw new LedgerError('withdrawal_closed', `withdrawal ${withdrawalId} was ${closed.kind}`);
    return {
      entryId: closed.id,
      withdrawalId,
      kind,
      amount: BigInt(closed.amount ?? 0),
      fee: BigInt(closed.fee ?? 0),
      shares: BigInt(closed.shares ?? 0),
      duplicate: true,
    };
  }

  private async findHoldIn(tx: Executor, withdrawalId: string) {
    const row = await tx
      .selectFrom('journal_entries')
      .select(['user_id', 'pool', 'token', 'amount', 'fee'])
      .where('kind', '=', 'withdrawal_hold')
      .where('ref', '=', withdrawalId)
      .executeTakeFirst();
    if (!row) return null;
    return {
      userId: row.user_id as string,
      pool: row.pool as string,
      token: row.token as string,
      amount: BigInt(row.amount ?? 0),
      fee: BigInt(row.fee ?? 0),
    };
  }

  /** The user's shares and their value now in one pool asset. */
  async position(userId: string, pool: string, token: string, executor: Executor = this.db) {
    const [shares, row] = await Promise.all([
      this.balance({ kind: 'user_shares', userId, pool, asset: shareAsset(pool, token) }, executor),
      executor
        .selectFrom('pool_assets')
        .select(sql<string>`price_per_share::text`.as('pps'))
        .where('pool', '=', pool)
        .where('token', '=', token)
        .executeTakeFirst(),
    ]);
    const pps = BigInt(row?.pps ?? RAY);
    return { shares, pricePerShare: pps, value: mulDivDown(shares, pps, RAY) };
  }
}
