/**
 * The console's daily figures (docs/product.md §10, decision 71): per UTC day and pool asset, gross deposits,
 * payouts sent, fees charged, yield booked, referral bonuses and profit share paid, the liability at the end of the
 * day (TVL), and per pool the investors whose first deposit it was.
 *
 * A day is the UTC day an entry was booked (journal_lines.created_at), so a closed day never changes (the journal is
 * append-only). Each figure is a sum of the pool-level accounts' lines of the day, read through the
 * (account_id, created_at) index: a few dozen accounts, one range each. A closed day is rolled up once into
 * `daily_figures` by the daily job; a request reads the rollup and computes only the days not rolled up yet (today)
 * live, so a year costs a few thousand stored rows, not the journal's ten million lines.
 */
import {
  type AnyPool,
  addDays,
  DAILY_REPORT_MAX_DAYS,
  type DailyReportRow,
  dayStart,
  daysBetween,
  utcDay,
} from '@yc/contract';
import { fromBaseUnits } from '@yc/contract/amounts';
import { sql } from 'kysely';
import { type Db, type Engine, type Executor, runExclusive, withTransaction } from '../../db/database.ts';
import { badRequest } from '../../lib/app-error.ts';
import { toCsv } from '../../lib/csv.ts';
import { type JobLog, PeriodicJob } from '../../lib/periodic-job.ts';
import { fiat, fiatOf } from '../pools/pool-views.ts';
import type { PriceSource } from '../pools/price-source.ts';

/** pg advisory lock key of the rollup (an arbitrary constant: "yc daily figures", migration 020). */
export const DAILY_FIGURES_LOCK_KEY = 7_920_411_021;

/** Milliseconds from `at` to `offsetMs` past the next 00:00 UTC: the wait of a job that runs once a day. */
export const untilNextDay =
  (offsetMs: number) =>
  (at: Date): number =>
    Math.max(dayStart(addDays(utcDay(at), 1)).getTime() + offsetMs - at.getTime(), 1000);

const FIGURES = ['deposits', 'withdrawals', 'fees', 'yield_paid', 'referral_bonuses', 'profit_share'] as const;
type Figure = (typeof FIGURES)[number];

/** One pool asset's day, base units. */
export interface AssetDay extends Record<Figure, bigint> {
  day: string;
  pool: string;
  token: string;
  /** The liability at the end of the day. */
  tvl: bigint;
  /** USD per whole token for the day; null when none is known. */
  fiatPrice: string | null;
}

/** A stretch of days: every pool asset's figures, and per `${day}:${pool}` the new investors. */
export interface Days {
  assets: AssetDay[];
  users: Map<string, number>;
}

interface Movements extends Record<Figure, bigint> {
  /** Σ credits − debits of the pool liability: its growth over the range. */
  growth: bigint;
}

const zero = (): Movements => ({
  deposits: 0n,
  withdrawals: 0n,
  fees: 0n,
  yield_paid: 0n,
  referral_bonuses: 0n,
  profit_share: 0n,
  growth: 0n,
});
const key = (pool: string, token: string) => `${pool}:${token}`;

/** Each pool asset's movements booked in [from, to). */
async function movements(ex: Executor, from: Date, to: Date): Promise<Map<string, Movements>> {
  const r = await sql<Record<Figure | 'growth' | 'pool' | 'token', string>>`
    select a.pool, a.asset as token,
      coalesce(sum(l.amount) filter (where a.kind = 'pool_custody' and e.kind = 'deposit'), 0)::text as deposits,
      coalesce(-sum(l.amount) filter (where a.kind = 'pool_custody' and e.kind = 'withdrawal_settle'), 0)::text
        as withdrawals,
      coalesce(-sum(l.amount) filter (where a.kind = 'fees' and e.kind in ('deposit', 'withdrawal_settle')), 0)::text
        as fees,
      coalesce(sum(l.amount) filter (where a.kind = 'yield_expense' and e.kind = 'yield'), 0)::text as yield_paid,
      coalesce(sum(l.amount) filter (where a.kind = 'referral_expense' and e.kind = 'referral'), 0)::text
        as referral_bonuses,
      coalesce(sum(l.amount) filter (where a.kind = 'fees' and e.kind = 'referral'), 0)::text as profit_share,
      coalesce(-sum(l.amount) filter (where a.kind = 'pool_liability'), 0)::text as growth
    from ledger_accounts a
    join journal_lines l on l.account_id = a.id and l.created_at >= ${from} and l.created_at < ${to}
    join journal_entries e on e.id = l.entry_id
    where a.user_id is null and a.pool is not null
      and a.kind in ('pool_custody', 'fees', 'yield_expense', 'referral_expense', 'pool_liability')
    group by a.pool, a.asset`.execute(ex);
  return new Map(
    r.rows.map((row) => {
      const m = zero();
      for (const f of [...FIGURES, 'growth'] as const) m[f] = BigInt(row[f]);
      return [key(row.pool, row.token), m];
    }),
  );
}

/** Per pool, the investors whose first deposit into it was booked in [from, to). */
async function newUsers(ex: Executor, from: Date, to: Date): Promise<Map<string, number>> {
  const r = await sql<{ pool: string; users: number }>`
    select e.pool, count(distinct e.user_id)::int as users
    from ledger_accounts a
    join journal_lines l on l.account_id = a.id and l.created_at >= ${from} and l.created_at < ${to}
    join journal_entries e on e.id = l.entry_id and e.kind = 'deposit'
    where a.kind = 'pool_custody' and a.user_id is null
      and not exists (
        select 1 from journal_entries p
        where p.user_id = e.user_id and p.pool = e.pool and p.kind = 'deposit' and p.created_at < ${from})
    group by e.pool`.execute(ex);
  return new Map(r.rows.map((row) => [row.pool, row.users]));
}

export interface DailyFiguresDeps {
  db: Db;
  engine: Engine;
  prices: PriceSource;
  now?: () => Date;
}

export class DailyFigures {
  constructor(private readonly deps: DailyFiguresDeps) {}

  #now(): Date {
    return this.deps.now?.() ?? new Date();
  }

  private async assets(ex: Executor) {
    return ex
      .selectFrom('pool_assets')
      .select(['pool', 'token', 'decimals'])
      .orderBy('pool')
      .orderBy('token')
      .execute();
  }

  /** Each pool asset's liability now. */
  private async liabilities(ex: Executor): Promise<Map<string, bigint>> {
    const rows = await ex
      .selectFrom('ledger_accounts')
      .select(['pool', 'asset', sql<string>`balance::text`.as('balance')])
      .where('kind', '=', 'pool_liability')
      .where('user_id', 'is', null)
      .execute();
    return new Map(rows.map((r) => [key(r.pool ?? '', r.asset), BigInt(r.balance)]));
  }

  /**
   * Today's USD price of every pool asset's token, the fallback before its first accrual snapshot. Read before any
   * transaction: on PGlite the price source's query outside an open transaction would wait for it.
   */
  private async currentPrices(): Promise<ReadonlyMap<string, string>> {
    const tokens = (await this.assets(this.deps.db)).map((a) => a.token);
    const snapshot = await this.deps.prices.read('usd', [...new Set(tokens)]);
    return new Map([...snapshot.quotes].map(([token, q]) => [token, q.price]));
  }

  /** USD per token of each pool asset on each day from `from`: the latest accrual snapshot's price up to that day. */
  private async pricesFrom(ex: Executor, from: string, current: ReadonlyMap<string, string>) {
    const { rows } = await sql<{ pool: string; token: string; day: string; price: string }>`
      select pool, token, to_char(day, 'YYYY-MM-DD') as day, fiat_price::text as price from pool_asset_snapshots
      where fiat_price is not null and day >= (
        select coalesce(max(day), ${from}::date) from pool_asset_snapshots where day <= ${from}::date)
      order by day`.execute(ex);
    const byAsset = new Map<string, { day: string; price: string }[]>();
    for (const r of rows) byAsset.set(key(r.pool, r.token), [...(byAsset.get(key(r.pool, r.token)) ?? []), r]);
    return (pool: string, token: string, day: string): string | null =>
      byAsset.get(key(pool, token))?.findLast((r) => r.day <= day)?.price ?? current.get(token) ?? null;
  }

  /**
   * The days in [from, to] (to at most today) of every pool asset, computed from the journal, newest first: each
   * day's TVL is the next day's less the next day's growth, starting from the balance now.
   */
  async compute(ex: Executor, from: string, to: string, current: ReadonlyMap<string, string>): Promise<Days> {
    const now = this.#now();
    const today = utcDay(now);
    const last = to < today ? to : today;
    const result: Days = { assets: [], users: new Map() };
    if (last < from) return result;
    const assets = await this.assets(ex);
    const tvl = await this.liabilities(ex);
    const later = await movements(ex, dayStart(addDays(last, 1)), new Date(now.getTime() + 1));
    for (const [k, m] of later) tvl.set(k, (tvl.get(k) ?? 0n) - m.growth);
    const priceOf = await this.pricesFrom(ex, from, current);
    for (let day = last; day >= from; day = addDays(day, -1)) {
      const start = dayStart(day);
      const end = dayStart(addDays(day, 1));
      const moved = await movements(ex, start, end);
      for (const [pool, n] of await newUsers(ex, start, end)) result.users.set(`${day}:${pool}`, n);
      for (const a of assets) {
        const k = key(a.pool, a.token);
        const { growth, ...figures } = moved.get(k) ?? zero();
        const closing = tvl.get(k) ?? 0n;
        result.assets.push({
          day,
          pool: a.pool,
          token: a.token,
          ...figures,
          tvl: closing,
          fiatPrice: priceOf(a.pool, a.token, day),
        });
        tvl.set(k, closing - growth);
      }
    }
    return result;
  }

  /**
   * Rolls up every closed day not rolled up yet — after the last one stored, or from the journal's first day — in
   * one transaction, so the stored days never have a gap. Idempotent; the days written.
   */
  async closeDays(): Promise<string[]> {
    const { db, engine } = this.deps;
    const current = await this.currentPrices();
    const result = await runExclusive(db, engine, DAILY_FIGURES_LOCK_KEY, (conn) =>
      withTransaction(conn, async (tx) => {
        const yesterday = addDays(utcDay(this.#now()), -1);
        const stored = await sql<{ day: string | null }>`
          select to_char(max(day), 'YYYY-MM-DD') as day from daily_figures`.execute(tx);
        const lastStored = stored.rows[0]?.day ?? null;
        let from: string;
        if (lastStored) from = addDays(lastStored, 1);
        else {
          const first = await tx
            .selectFrom('journal_lines')
            .select('created_at')
            .orderBy('id')
            .limit(1)
            .executeTakeFirst();
          if (!first) return [];
          from = utcDay(first.created_at);
        }
        if (from > yesterday) return [];
        const days = await this.compute(tx, from, yesterday, current);
        if (days.assets.length) {
          await tx
            .insertInto('daily_figures')
            .values(
              days.assets.map((a) => ({
                day: a.day,
                pool: a.pool,
                token: a.token,
                deposits: a.deposits,
                withdrawals: a.withdrawals,
                fees: a.fees,
                yield_paid: a.yield_paid,
                referral_bonuses: a.referral_bonuses,
                profit_share: a.profit_share,
                tvl: a.tvl,
                fiat_price: a.fiatPrice,
              })),
            )
            .execute();
        }
        if (days.users.size) {
          await tx
            .insertInto('daily_new_users')
            .values([...days.users].map(([k, users]) => ({ day: k.slice(0, 10), pool: k.slice(11), users })))
            .execute();
        }
        return [...new Set(days.assets.map((a) => a.day))].reverse();
      }),
    );
    return result.ran ? result.value : [];
  }

  /** The stored days in [from, to]. */
  async stored(from: string, to: string): Promise<Days> {
    const rows = await this.deps.db
      .selectFrom('daily_figures')
      .select([
        sql<string>`to_char(day, 'YYYY-MM-DD')`.as('day'),
        'pool',
        'token',
        ...FIGURES.map((f) => sql<string>`${sql.ref(f)}::text`.as(f)),
        sql<string>`tvl::text`.as('tvl'),
        sql<string | null>`fiat_price::text`.as('fiat_price'),
      ])
      .where('day', '>=', from)
      .where('day', '<=', to)
      .orderBy('day', 'desc')
      .orderBy('pool')
      .orderBy('token')
      .execute();
    const users = await this.deps.db
      .selectFrom('daily_new_users')
      .select([sql<string>`to_char(day, 'YYYY-MM-DD')`.as('day'), 'pool', 'users'])
      .where('day', '>=', from)
      .where('day', '<=', to)
      .execute();
    return {
      assets: rows.map((r) => ({
        day: r.day,
        pool: r.pool,
        token: r.token,
        deposits: BigInt(r.deposits),
        withdrawals: BigInt(r.withdrawals),
        fees: BigInt(r.fees),
        yield_paid: BigInt(r.yield_paid),
        referral_bonuses: BigInt(r.referral_bonuses),
        profit_share: BigInt(r.profit_share),
        tvl: BigInt(r.tvl),
        fiatPrice: r.fiat_price,
      })),
      users: new Map(users.map((u) => [`${u.day}:${u.pool}`, u.users])),
    };
  }

  /**
   * The report of [from, to] (at most 366 days), one row per day and pool that held or moved anything, oldest
   * first: the stored days, and the days after the last stored one (today) computed live.
   */
  async report(query: { from: string; to: string; pool?: AnyPool | undefined }): Promise<DailyReportRow[]> {
    const { from, to, pool } = query;
    if (from > to || daysBetween(from, to) >= DAILY_REPORT_MAX_DAYS) throw badRequest('admin.reportRangeInvalid');
    const stored = await this.stored(from, to);
    const lastStored = stored.assets[0]?.day;
    const live = await this.compute(
      this.deps.db,
      lastStored ? addDays(lastStored, 1) : from,
      to,
      await this.currentPrices(),
    );
    const decimals = new Map((await this.assets(this.deps.db)).map((a) => [key(a.pool, a.token), a.decimals]));
    const rows = new Map<string, { day: string; pool: string; assets: AssetDay[] }>();
    for (const a of [...live.assets, ...stored.assets]) {
      // A pool asset with nothing on the day and nothing held has no detail line (and a pool without any, no row).
      if ((pool && a.pool !== pool) || (a.tvl === 0n && FIGURES.every((f) => a[f] === 0n))) continue;
      const k = `${a.day}:${a.pool}`;
      const row = rows.get(k) ?? { day: a.day, pool: a.pool, assets: [] };
      row.assets.push(a);
      rows.set(k, row);
    }
    const users = new Map([...stored.users, ...live.users]);
    return [...rows.values()]
      .sort((a, b) => (a.day === b.day ? (a.pool < b.pool ? -1 : 1) : a.day < b.day ? -1 : 1))
      .map((row) => {
        const usd = (pick: (a: AssetDay) => bigint) =>
          fiat(
            row.assets.reduce(
              (sum, a) => sum + fiatOf(pick(a), decimals.get(key(a.pool, a.token)) ?? 18, a.fiatPrice ?? undefined),
              0n,
            ),
          );
        return {
          day: row.day,
          pool: row.pool as AnyPool,
          usd: {
            tvl: usd((a) => a.tvl),
            deposits: usd((a) => a.deposits),
            withdrawals: usd((a) => a.withdrawals),
            fees: usd((a) => a.fees),
            yieldPaid: usd((a) => a.yield_paid),
            referralBonuses: usd((a) => a.referral_bonuses),
            profitShare: usd((a) => a.profit_share),
          },
          newUsers: users.get(`${row.day}:${row.pool}`) ?? 0,
          assets: row.assets.map((a) => {
            const f = (v: bigint) => fromBaseUnits(v, decimals.get(key(a.pool, a.token)) ?? 18);
            return {
              token: a.token as DailyReportRow['assets'][number]['token'],
              tvl: f(a.tvl),
              deposits: f(a.deposits),
              withdrawals: f(a.withdrawals),
              fees: f(a.fees),
              yieldPaid: f(a.yield_paid),
              referralBonuses: f(a.referral_bonuses),
              profitShare: f(a.profit_share),
            };
          }),
        };
      });
  }

  /** The report as CSV: a row per day and pool, USD. */
  async csv(query: { from: string; to: string; pool?: AnyPool | undefined }): Promise<string> {
    const rows = await this.report(query);
    return toCsv(
      CSV_COLUMNS,
      rows.map((r) => ({
        day: r.day,
        pool: r.pool,
        tvl_usd: r.usd.tvl,
        deposits_usd: r.usd.deposits,
        withdrawals_usd: r.usd.withdrawals,
        fees_usd: r.usd.fees,
        yield_paid_usd: r.usd.yieldPaid,
        referral_bonuses_usd: r.usd.referralBonuses,
        profit_share_usd: r.usd.profitShare,
        new_users: String(r.newUsers),
      })),
    );
  }
}

const CSV_COLUMNS = [
  'day',
  'pool',
  'tvl_usd',
  'deposits_usd',
  'withdrawals_usd',
  'fees_usd',
  'yield_paid_usd',
  'referral_bonuses_usd',
  'profit_share_usd',
  'new_users',
] as const;

/** Rolls up the closed days shortly after each midnight UTC, and at start (a restart catches up what it missed). */
export function dailyFiguresJob(figures: Pick<DailyFigures, 'closeDays'>, log: JobLog): PeriodicJob<string[]> {
  return new PeriodicJob({
    name: 'daily-figures',
    run: () => figures.closeDays(),
    every: untilNextDay(5 * 60_000),
    jitterMs: 60_000,
    log,
  });
}
