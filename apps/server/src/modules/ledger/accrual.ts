/**
 * Daily yield accrual at 00:00 UTC (decision 29). Per pool asset and day: the price per share grows by
 * the pool's daily factor (1 + APY)^(1/365) at the APY in force on that day (decision 79), one journal entry books the growth of the liability (yield expense →
 * pool liability), keyed by the day, and a snapshot is written. Missed days are caught up in order; a day applied
 * once is never applied again. The yield touches pool-asset rows only, never positions; the referral rewards of
 * the same transaction read the per-level referral figures (referrals/referral-bonuses.ts).
 */
import { ALL_POOLS, type AnyPool, addDays, isDay, utcDay } from '@yc/contract';
import { dailyFactor, mulDivDown, RAY, rayToDecimal } from '@yc/contract/fixed-point';
import { sql } from 'kysely';
import { type Db, type Engine, type Executor, runExclusive, withTransaction } from '../../db/database.ts';
import { PeriodicJob } from '../../lib/periodic-job.ts';
import { apyOn } from '../pools/pool-settings.ts';
import { fiatOf } from '../pools/pool-views.ts';
import type { PriceQuote, PriceSource } from '../pools/price-source.ts';
import { ReferralBonuses } from '../referrals/referral-bonuses.ts';
import { type LedgerService, shareAsset } from './ledger.service.ts';

/** pg advisory lock key of the accrual (an arbitrary constant: "yc accrual"). */
export const ACCRUAL_LOCK_KEY = 7_920_411_001;

export interface AccrualReport {
  /** Days applied, oldest first (a day appears when any pool asset accrued it). */
  days: string[];
  /** Pool-asset days applied. */
  assetDays: number;
  entries: number;
  lines: number;
  snapshots: number;
  /** False when another run held the accrual (another instance, or this one already at it), so this did nothing. */
  ran: boolean;
}

const busy = (): AccrualReport => ({ days: [], assetDays: 0, entries: 0, lines: 0, snapshots: 0, ran: false });

export class AccrualService {
  /** Referral rewards ride on the same pool-day transaction, so every accrual path pays them once. */
  private readonly bonuses: ReferralBonuses;
  /** A run of this instance is under way: PGlite has no other instance, and PostgreSQL's lock is per connection. */
  #running = false;

  constructor(
    private readonly db: Db,
    private readonly engine: Engine,
    private readonly ledger: LedgerService,
    private readonly prices: PriceSource,
  ) {
    this.bonuses = new ReferralBonuses(ledger);
  }

  /**
   * Applies every day not yet applied up to and including `through` (YYYY-MM-DD), in order. A pool asset never
   * accrued before starts on `through`. One run at a time: another run of this instance, or on PostgreSQL the
   * holder of the accrual advisory lock, makes this one return at once with `ran: false`.
   */
  async accrueThrough(through: string): Promise<AccrualReport> {
    if (!isDay(through)) throw new RangeError(`not a day: ${through}`);
    if (this.#running) return busy();
    this.#running = true;
    try {
      const result = await runExclusive(this.db, this.engine, ACCRUAL_LOCK_KEY, (conn) => this.run(conn, through));
      return result.ran ? result.value : busy();
    } finally {
      this.#running = false;
    }
  }

  private async run(executor: Executor, through: string): Promise<AccrualReport> {
    const report: AccrualReport = { days: [], assetDays: 0, entries: 0, lines: 0, snapshots: 0, ran: true };
    const assets = await executor
      .selectFrom('pool_assets')
      .select(['pool', 'token', sql<string | null>`to_char(accrued_through, 'YYYY-MM-DD')`.as('done')])
      .execute();
    const pending = assets.filter((a) => a.done === null || a.done < through);
    if (!pending.length) return report;
    const first = pending.reduce((min, a) => {
      const start = a.done === null ? through : addDays(a.done, 1);
      return start < min ? start : min;
    }, through);
    const pools = ALL_POOLS.filter((p) => pending.some((a) => a.pool === p));
    // Read before any transaction: on PGlite a second query outside the open transaction would wait for it.
    const quotes = (await this.prices.read('usd', [...new Set(pending.map((a) => a.token))])).quotes;
    for (let day = first; day <= through; day = addDays(day, 1)) {
      let applied = false;
      for (const pool of pools) {
        const r = await withTransaction(executor, (tx) => this.accruePoolDay(tx, pool, day, day === through, quotes));
        if (!r.assetDays) continue;
        applied = true;
        report.assetDays += r.assetDays;
        report.entries += r.entries;
        report.lines += 2 * r.entries;
        report.snapshots += r.snapshots;
      }
      if (applied) report.days.push(day);
    }
    return report;
  }

  /**
   * One pool, one day, one transaction: every asset of the pool whose previous day is applied (or, never accrued,
   * when `day` is the target) gets the day's growth; the rest is skipped (applied already, or an earlier day is
   * still missing and the caller's loop reaches it first).
   */
  private async accruePoolDay(
    tx: Executor,
    pool: AnyPool,
    day: string,
    isTarget: boolean,
    quotes: ReadonlyMap<string, PriceQuote>,
  ) {
    const rows = await tx
      .selectFrom('pool_assets')
      .select([
        'token',
        'decimals',
        'in_composition',
        sql<string>`price_per_share::text`.as('pps'),
        sql<string | null>`to_char(accrued_through, 'YYYY-MM-DD')`.as('done'),
      ])
      .where('pool', '=', pool)
      .orderBy('token')
      .forUpdate()
      .execute();
    const due = rows.filter((r) => (r.done === null ? isTarget : addDays(r.done, 1) === day));
    if (!due.length) return { assetDays: 0, entries: 0, snapshots: 0 };
    // The day's own APY (decision 79): a change made since applies from its day on, never to a caught-up earlier one.
    const apy = await apyOn(tx, pool, day);
    const factor = dailyFactor(apy);
    const shareRows = await tx
      .selectFrom('ledger_accounts')
      .select(['asset', sql<string>`balance::text`.as('balance')])
      .where('kind', '=', 'pool_shares')
      .where('pool', '=', pool)
      .where('user_id', 'is', null)
      .execute();
    const sharesOf = new Map(shareRows.map((r) => [r.asset, BigInt(r.balance)]));
    let entries = 0;
    let tvl = 0n; // RAY-scaled usd
    const snapshots = [];
    for (const r of due) {
      const totalShares = sharesOf.get(shareAsset(pool, r.token)) ?? 0n;
      const pps = BigInt(r.pps);
      const next = mulDivDown(pps, factor, RAY);
      const after = mulDivDown(totalShares, next, RAY);
      const yieldAmount = after - mulDivDown(totalShares, pps, RAY);
      if (yieldAmount > 0n) {
        const id = await this.ledger.post(
          {
            kind: 'yield',
            idempotencyKey: `yield:${pool}:${r.token}:${day}`,
            pool,
            token: r.token,
            amount: yieldAmount,
            day,
          },
          [
            { account: { kind: 'yield_expense', pool, asset: r.token }, amount: yieldAmount },
            { account: { kind: 'pool_liability', pool, asset: r.token }, amount: -yieldAmount },
          ],
          tx,
        );
        if (id) entries++;
        await this.bonuses.pay(tx, { pool, token: r.token, day, before: pps, after: next });
      }
      await this.bonuses.payProfitShare(tx, { pool, token: r.token, day });
      const price = quotes.get(r.token)?.price ?? null;
      if (price !== null) tvl += fiatOf(after, r.decimals, price);
      snapshots.push({
        pool,
        token: r.token,
        day,
        price_per_share: next.toString(),
        total_shares: totalShares.toString(),
        liability: after.toString(),
        yield: yieldAmount.toString(),
        fiat_price: price,
        pps: next,
        inComposition: r.in_composition,
      });
    }
    // One statement moves every due asset's price per share and day.
    const values = sql.join(snapshots.map((x) => sql`(${x.token}, ${x.price_per_share}::numeric)`));
    await sql`
      update pool_assets as pa set price_per_share = v.pps, accrued_through = ${day}::date
      from (values ${values}) as v (token, pps)
      where pa.pool = ${pool} and pa.token = v.token`.execute(tx);
    // A pool without shares books no entry, yet its price per share moved: the pools' figures must hear of it.
    await this.ledger.noteChange(tx);
    await tx
      .insertInto('pool_asset_snapshots')
      .values(snapshots.map(({ pps: _p, inComposition: _c, ...x }) => x))
      .onConflict((oc) => oc.columns(['pool', 'token', 'day']).doNothing())
      .execute();
    const indexPps = (snapshots.find((x) => x.inComposition) ?? snapshots[0])?.pps ?? RAY;
    await tx
      .insertInto('pool_snapshots')
      .values({ pool, day, apy, tvl: rayToDecimal(tvl, 18), price_per_share: indexPps.toString() })
      .onConflict((oc) => oc.columns(['pool', 'day']).doNothing())
      .execute();
    return { assetDays: due.length, entries, snapshots: snapshots.length + 1 };
  }
}

/** The longest wait between two runs: a failed run, or a clock jump, is retried within the hour. */
const MAX_WAIT_MS = 3_600_000;

/**
 * The accrual as a periodic job: a run at start catches up, then one a second after every 00:00 UTC (the day has
 * turned), plus up to half a minute of jitter. Any number of instances may run it: on PostgreSQL the advisory lock
 * lets one act; the others find nothing to do.
 */
export function accrualJob(
  accrual: Pick<AccrualService, 'accrueThrough'>,
  log: { info(o: object, m: string): void; error(o: object, m: string): void },
  now: () => Date = () => new Date(),
): PeriodicJob<AccrualReport> {
  return new PeriodicJob({
    name: 'daily-accrual',
    run: async () => {
      const r = await accrual.accrueThrough(utcDay(now()));
      if (r.days.length) log.info({ days: r.days, assetDays: r.assetDays }, 'daily accrual applied');
      return r;
    },
    every: (at) => {
      const next = Date.parse(`${addDays(utcDay(at), 1)}T00:00:00Z`) + 1000;
      return Math.max(Math.min(next - at.getTime(), MAX_WAIT_MS), 1000);
    },
    jitterMs: 30_000,
    log,
    acted: (r) => r.ran,
    now,
  });
}
