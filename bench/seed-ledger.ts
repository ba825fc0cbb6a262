/**
 * Ledger data for `npm run bench` (issue 5): many investors' positions in bulk SQL, and one investor's daily
 * movements through the real ledger service, back-dated. Every bulk deposit is its own journal entry, as a real
 * one is, with the lines LedgerService.creditDeposit posts at the pool asset's price per share, so the ledger
 * stays sound (checkLedger) and its tables and indexes have the shape real deposits give them.
 */
import { createHash } from 'node:crypto';
import { type AnyPool, REFERRAL_LEVELS_MAX } from '@yc/contract';
import { percentToRay, RAY } from '@yc/contract/fixed-point';
import { type RawBuilder, sql } from 'kysely';
import { type Db, type Executor, withTransaction } from '../apps/server/src/db/database.ts';
import type { LedgerAccountKind } from '../apps/server/src/db/schema.ts';
import { type LedgerService, shareAsset } from '../apps/server/src/modules/ledger/ledger.service.ts';

export interface SeedAsset {
  pool: AnyPool;
  token: string;
}

export interface SeedPositionsOptions {
  /** Investors to create, each with one deposit. */
  count: number;
  /** Pool assets the deposits go to, investor n to `assets[(n - 1) % assets.length]`. */
  assets: readonly SeedAsset[];
  /** The deposits are spread evenly over [at, at + spanMs). */
  at: Date;
  spanMs: number;
  /** Tells the logins and idempotency keys of separate calls on one database apart: [a-z0-9-]. */
  tag: string;
  /** Investors per transaction. */
  batch?: number;
  /** A referral tree over the investors (issue 6); without it none has a referrer. */
  referrals?: SeedReferrals;
}

/**
 * The investors 1, 2, … fill the levels in order (a breadth-first tree, so every referrer signed up before its
 * referrals); member i (from 0) of level L + 1 is referred by member ⌊i × size(L) / size(L + 1)⌋ of level L, which
 * spreads a level's referrals evenly over the level above; level 1 is referred by `root`. Investors after the last
 * level have no referrer.
 */
export interface SeedReferrals {
  /** An existing account, the referrer of level 1 (it may have referrers of its own). */
  root: string;
  /** Members per level below `root`, level 1 first, each at least 1. */
  levels: readonly number[];
}

/** The first investor number of every level of `levels`. */
const levelStarts = (levels: readonly number[]) => {
  const starts: number[] = [];
  let next = 1;
  for (const size of levels) {
    starts.push(next);
    next += size;
  }
  return starts;
};

/**
 * Investor n's referrer under `referrals`: another investor's number, 'root', or null (none). The definition the
 * bulk SQL follows; the tests build the same tree one sign-up at a time from it.
 */
export function seedReferrer(levels: readonly number[], n: number): number | 'root' | null {
  const starts = levelStarts(levels);
  const level = starts.findIndex((start, i) => n >= start && n < start + (levels[i] as number));
  if (level < 0) return null;
  if (level === 0) return 'root';
  const i = n - (starts[level] as number);
  return (starts[level - 1] as number) + Math.floor((i * (levels[level - 1] as number)) / (levels[level] as number));
}

/** Chain id the bulk deposits claim (their transfers are made up: distinct tx hashes derived from their keys). */
export const SEED_CHAIN_ID = 1;

/** Investor n's deposit in base units: 0.01 to 1000 tokens, spread irregularly. */
export function seedAmount(n: number, decimals: number): bigint {
  return (1n + ((BigInt(n) * 7919n) % 100_000n)) * 10n ** BigInt(Math.max(decimals - 2, 0));
}

export const seedLogin = (tag: string, n: number) => `${tag}.${n}@bench.local`;
export const seedKey = (tag: string, n: number) => `${tag}:deposit:${n}`;

const accountKey = (kind: LedgerAccountKind, userId: string | null, pool: string, asset: string) =>
  `${kind}:${userId ?? '-'}:${pool}:${asset}`;

/** The id of a pool-level account, created when missing (as LedgerService.account does). */
async function poolAccount(tx: Executor, kind: LedgerAccountKind, pool: string, asset: string): Promise<string> {
  const key = accountKey(kind, null, pool, asset);
  await tx
    .insertInto('ledger_accounts')
    .values({ key, kind, pool, asset })
    .onConflict((oc) => oc.column('key').doNothing())
    .execute();
  return (await tx.selectFrom('ledger_accounts').select('id').where('key', '=', key).executeTakeFirstOrThrow()).id;
}

/** What a batch needs of one pool asset, read under its row lock like LedgerService.lockPoolAsset. */
async function assetState(tx: Executor, idx: number, { pool, token }: SeedAsset) {
  const row = await tx
    .selectFrom('pool_assets')
    .innerJoin('pools', 'pools.name', 'pool_assets.pool')
    .select([
      'pool_assets.decimals',
      sql<string>`pool_assets.price_per_share::text`.as('pps'),
      sql<string>`pools.deposit_fee::text`.as('fee'),
    ])
    .where('pool_assets.pool', '=', pool)
    .where('pool_assets.token', '=', token)
    .forUpdate()
    .executeTakeFirstOrThrow();
  const sa = shareAsset(pool, token);
  const sharesId = await poolAccount(tx, 'pool_shares', pool, sa);
  const shares = await tx
    .selectFrom('ledger_accounts')
    .select(sql<string>`balance::text`.as('balance'))
    .where('id', '=', sharesId)
    .executeTakeFirstOrThrow();
  const trimmed = row.fee.replace(/0+$/, '').replace(/\.$/, '');
  return sql`(${sql.join([
    sql.lit(idx),
    sql.lit(pool),
    sql.lit(token),
    sql.lit(sa),
    sql`${(10n ** BigInt(Math.max(row.decimals - 2, 0))).toString()}::numeric`,
    sql`${percentToRay(trimmed).toString()}::numeric`,
    sql`${row.pps}::numeric`,
    sql`${shares.balance}::numeric`,
    sql`${await poolAccount(tx, 'pool_custody', pool, token)}::bigint`,
    sql`${await poolAccount(tx, 'fees', pool, token)}::bigint`,
    sql`${await poolAccount(tx, 'pool_liability', pool, token)}::bigint`,
    sql`${await poolAccount(tx, 'rounding', pool, token)}::bigint`,
    sql`${sharesId}::bigint`,
  ])})`;
}

/**
 * Creates `count` investors with one deposit each, in batches of one transaction. Per deposit, as creditDeposit:
 * fee = ⌈amount × fee%⌉, shares = ⌊net × RAY / P⌋, liability = ⌊S'·P/RAY⌋ − ⌊S·P/RAY⌋ over the running total of
 * shares S (the investors deposit in the order of n), rounding dust = net − liability; zero lines are left out.
 */
export async function seedPositions(db: Db, options: SeedPositionsOptions): Promise<void> {
  const { count, assets, at, spanMs, tag, batch = 50_000, referrals } = options;
  if (!/^[a-z0-9-]+$/.test(tag)) throw new Error(`seed tag must be [a-z0-9-]: ${tag}`);
  const levels = referrals?.levels ?? [];
  if (levels.some((size) => !Number.isInteger(size) || size < 1) || levels.reduce((a, b) => a + b, 0) > count)
    throw new Error(`referral levels must be whole, at least 1 and sum to at most ${count}: ${levels.join(', ')}`);
  const ray = sql`${RAY.toString()}::numeric`;
  // (level, first investor, size, the level above's first investor and size); a row matching nothing when no tree.
  const starts = levelStarts(levels);
  const tree = levels.length
    ? levels.map(
        (size, i) =>
          sql`(${sql.join([i + 1, starts[i], size, starts[i - 1] ?? 0, levels[i - 1] ?? 0].map((v) => sql.lit(v)))})`,
      )
    : [sql`(0, 0, 0, 0, 0)`];
  const root = referrals ? sql`${referrals.root}::uuid` : sql`null::uuid`;
  for (let lo = 1; lo <= count; lo += batch) {
    const hi = Math.min(lo + batch - 1, count);
    await withTransaction(db, async (tx) => {
      // A bulk load, as pg_restore --disable-triggers does: no per-row foreign-key checks (every row referred to is
      // written here) and no deferred per-line balance check; checkLedger proves the balances afterwards.
      await sql`set local session_replication_role = replica`.execute(tx);
      const specs: RawBuilder<unknown>[] = [];
      for (const [idx, asset] of assets.entries()) specs.push(await assetState(tx, idx, asset));
      await sql`
        create temp table seed_deposits on commit drop as
        with spec (idx, pool, token, sa, unit, fee_ray, pps, s0, custody_id, fees_id, liability_id, rounding_id,
                   shares_id) as (values ${sql.join(specs)}),
        tree (level, first_n, size, parent_first, parent_size) as (values ${sql.join(tree)}),
        made as (
          select n, s.*, gen_random_uuid() as user_id, gen_random_uuid() as entry_id,
            (1 + (n * 7919) % 100000) * s.unit as amount,
            ${at.toISOString()}::timestamptz + (n - 1) * (${spanMs}::double precision / ${count}) * interval '1 millisecond'
              as created_at,
            t.level,
            case when t.level > 1 then t.parent_first + (n - t.first_n) * t.parent_size / t.size end as parent_n
          from generate_series(${lo}::bigint, ${hi}::bigint) as n join spec s on s.idx = (n - 1) % ${assets.length}
          left join tree t on n >= t.first_n and n < t.first_n + t.size
        ),
        fees as (select *, least(div(amount * fee_ray + ${ray} - 1, ${ray}), amount) as fee from made),
        minted as (select *, amount - fee as net, div((amount - fee) * ${ray}, pps) as shares from fees),
        running as (select *, s0 + sum(shares) over (partition by idx order by n) as s_after from minted)
        select *, div(s_after * pps, ${ray}) - div((s_after - shares) * pps, ${ray}) as liability from running`.execute(
        tx,
      );
      // Triggers are off in this bulk load, so what the insert triggers do is written here: the referral ID, the
      // referrer the invite names (an investor of this batch or an earlier one, or the root) and the closure rows.
      await sql`
        insert into users
          (id, login, email, role, source, referral_id, invite, referrer_id, created_at, updated_at)
        select d.user_id, ${tag} || '.' || d.n || '@bench.local', ${tag} || '.' || d.n || '@bench.local', 'investor',
          'bench', replace(d.user_id::text, '-', ''),
          coalesce(rt.referral_id, replace(p.user_id::text, '-', ''), pu.referral_id), coalesce(rt.id, p.user_id, pu.id),
          d.created_at, d.created_at
        from seed_deposits d
        left join users rt on d.level = 1 and rt.id = ${root}
        left join seed_deposits p on p.n = d.parent_n
        left join users pu on p.user_id is null and pu.login = ${tag} || '.' || d.parent_n || '@bench.local'`.execute(
        tx,
      );
      if (referrals) {
        // As the tree trigger: the referrer at depth 1, then its ancestors one deeper, to the deepest stored level.
        await sql`
          insert into referral_tree (ancestor, descendant, depth, joined_at)
          with recursive up (descendant, ancestor, depth, joined_at) as (
            select u.id, u.referrer_id, 1, u.created_at from seed_deposits d join users u on u.id = d.user_id
            where u.referrer_id is not null
            union all
            select up.descendant, u.referrer_id, up.depth + 1, up.joined_at from up join users u on u.id = up.ancestor
            where u.referrer_id is not null and up.depth < ${sql.lit(REFERRAL_LEVELS_MAX)}
          )
          select ancestor, descendant, depth, joined_at from up`.execute(tx);
      }
      await sql`
        insert into ledger_accounts (key, kind, user_id, pool, asset, balance, created_at)
        select 'user_shares:' || user_id || ':' || pool || ':' || sa, 'user_shares', user_id, pool, sa, shares, created_at
        from seed_deposits`.execute(tx);
      await sql`
        insert into journal_entries
          (id, kind, idempotency_key, user_id, pool, token, amount, fee, shares, chain_id, tx_hash, log_index, created_at)
        select entry_id, 'deposit', ${tag} || ':deposit:' || n, user_id, pool, token, amount, fee, shares,
          ${SEED_CHAIN_ID}, '0x' || md5(${tag} || ':deposit:' || n) || md5(${tag} || ':deposit:' || n || '#'), 0,
          created_at
        from seed_deposits`.execute(tx);
      await sql`
        insert into journal_lines (entry_id, account_id, asset, amount, created_at)
        select d.entry_id, coalesce(l.account_id, u.id), l.asset, l.amount, d.created_at
        from seed_deposits d
        join ledger_accounts u on u.key = 'user_shares:' || d.user_id || ':' || d.pool || ':' || d.sa
        cross join lateral (values
          (d.custody_id, d.token, d.amount),
          (d.fees_id, d.token, -d.fee),
          (d.liability_id, d.token, -d.liability),
          (d.rounding_id, d.token, -(d.net - d.liability)),
          (d.shares_id, d.sa, d.shares),
          (null, d.sa, -d.shares)
        ) as l (account_id, asset, amount)
        where l.amount <> 0`.execute(tx);
      // The pool-level balances move by the batch's sums (all of these kinds grow with the sums' signs above).
      await sql`
        update ledger_accounts a set balance = a.balance + t.delta
        from (
          select custody_id as id, sum(amount) as delta from seed_deposits group by custody_id
          union all select fees_id, sum(fee) from seed_deposits group by fees_id
          union all select liability_id, sum(liability) from seed_deposits group by liability_id
          union all select rounding_id, sum(net - liability) from seed_deposits group by rounding_id
          union all select shares_id, sum(shares) from seed_deposits group by shares_id
        ) as t
        where a.id = t.id`.execute(tx);
    });
  }
  // The per-level referral figures the triggers would have kept, from the tree and the positions just written.
  if (referrals) await sql`select referral_levels_rebuild()`.execute(db);
}

/**
 * Runs `fn` with the journal's created_at defaulting to `at`: the services stamp now(), and the append-only journal
 * takes no later correction, so a past year goes through the real ledger code this way. Bench databases only.
 */
export async function backdated<T>(db: Db, at: Date, fn: () => Promise<T>): Promise<T> {
  const setDefault = async (value: RawBuilder<unknown>) => {
    for (const table of ['journal_entries', 'journal_lines']) {
      await sql`alter table ${sql.table(table)} alter column created_at set default ${value}`.execute(db);
    }
  };
  await setDefault(sql`${sql.lit(at.toISOString())}::timestamptz`);
  try {
    return await fn();
  } finally {
    await setDefault(sql`now()`);
  }
}

const txHashOf = (key: string) => `0x${createHash('sha256').update(key).digest('hex')}`;

/**
 * One investor's movement on a day, through LedgerService: a deposit into one of `assets` on six days of seven,
 * and on the seventh a tenth of a position withdrawn (held, then settled an hour later). Day index `i` picks which.
 */
export async function investorMovement(
  db: Db,
  ledger: LedgerService,
  userId: string,
  assets: readonly SeedAsset[],
  day: string,
  i: number,
): Promise<void> {
  const { pool, token } = assets[i % assets.length] as SeedAsset;
  const noon = new Date(`${day}T12:00:00Z`);
  const key = `bench:investor:${userId}:${day}`;
  if (i % 7 === 6) {
    const { value } = await ledger.position(userId, pool, token);
    if (value >= 10n) {
      await backdated(db, noon, () =>
        ledger.holdWithdrawal({
          userId,
          pool,
          token,
          amount: value / 10n,
          withdrawalId: key,
          idempotencyKey: key,
        }),
      );
      await backdated(db, new Date(noon.getTime() + 3_600_000), () => ledger.settleWithdrawal({ withdrawalId: key }));
      return;
    }
  }
  const { decimals } = await db
    .selectFrom('pool_assets')
    .select('decimals')
    .where('pool', '=', pool)
    .where('token', '=', token)
    .executeTakeFirstOrThrow();
  await backdated(db, noon, () =>
    ledger.creditDeposit({
      userId,
      pool,
      token,
      amount: seedAmount(50 + i * 37, decimals),
      chainId: SEED_CHAIN_ID,
      txHash: txHashOf(key),
      logIndex: 0,
      idempotencyKey: key,
    }),
  );
}
