/**
 * The ledger scenario of `npm run bench` (issue 5), bundled by bench/run.mjs with the server code it drives.
 * `prepareHistory`: the demo investor's movements on every day of a year, accrued day by day by the real
 * AccrualService. `accrualScenario`, on a copy of that database: `positions` investors' deposits in bulk, half of
 * them in the demo investor's referral tree (issue 6, `referralShape`), then the accrual with its referral bonuses
 * timed, a 7-day catch-up and single new days, the last of them today (UTC).
 */
import { performance } from 'node:perf_hooks';
import { addDays, daysBetween, utcDay } from '@yc/contract';
import { type RawBuilder, sql } from 'kysely';
import { type DatabaseHandle, migrate } from '../apps/server/src/db/database.ts';
import { DEMO_ACCOUNTS, seedDemo } from '../apps/server/src/db/seed.ts';
import { NO_BUS } from '../apps/server/src/modules/config/config-bus.ts';
import { AccrualService } from '../apps/server/src/modules/ledger/accrual.ts';
import { checkLedger } from '../apps/server/src/modules/ledger/invariants.ts';
import { LedgerService } from '../apps/server/src/modules/ledger/ledger.service.ts';
import { OperatorPriceSource } from '../apps/server/src/modules/pools/price-source.ts';
import { backdated, investorMovement, type SeedAsset, seedPositions } from './seed-ledger.ts';

export { openPglite, openPostgres } from '../apps/server/src/db/database.ts';

/** Where the bulk investors and the demo investor hold their positions. */
export const LEDGER_ASSETS: readonly SeedAsset[] = [
  { pool: 'stable', token: 'USDT' },
  { pool: 'stable', token: 'USDC' },
  { pool: 'coin', token: 'ETH' },
];

/**
 * The demo investor's referral tree over `count` investors, members per level: half of them on the five levels the
 * default rules pay, 100,000 of 200,000 as 10, 100, 1,000, 10,000 and 88,890 (fan-outs 10, 10, 10 and ~8.9); the
 * other half have no referrer. About 11,000 referrers (5.6 % of `count`) earn bonuses, so a pool-asset day's
 * referral entry has that many lines: the cost of a day grows with the referrers, as it must (decision 36).
 */
export function referralShape(count: number): number[] {
  const part = (share: number) => Math.max(1, Math.round(count * share));
  const levels = [part(10 / 200_000), part(100 / 200_000), part(1_000 / 200_000), part(10_000 / 200_000)];
  levels.push(Math.floor(count / 2) - levels.reduce((a, b) => a + b, 0));
  if (levels.some((size) => size < 1)) throw new Error(`too few positions for a referral tree: ${count}`);
  return levels;
}

const CATCH_UP_DAYS = 7;
/** Single new days timed; the median counts, as one run is at the mercy of a shared machine. */
const ONE_DAY_SAMPLES = 7;
/** Accrued days of history: a year and a day, so a year's balance series has a snapshot for every day. */
const HISTORY_DAYS = 366;

/** The scenario's days, counted back from today: history, then the missed week, then the timed single days. */
export function timeline(today = utcDay(new Date())) {
  const firstOneDay = addDays(today, 1 - ONE_DAY_SAMPLES);
  const historyEnd = addDays(firstOneDay, -CATCH_UP_DAYS - 1);
  return {
    today,
    /** The first day of a year's balance series ending today. */
    yearAgo: addDays(today, -364),
    firstOneDay,
    historyEnd,
    historyStart: addDays(historyEnd, 1 - HISTORY_DAYS),
  };
}

function services({ db, engine }: DatabaseHandle) {
  // As in a server: every ledger transaction moves the `ledger` version (decision 89).
  const ledger = new LedgerService(db, NO_BUS);
  return { ledger, accrual: new AccrualService(db, engine, ledger, new OperatorPriceSource(db)) };
}

const demoInvestor = async (db: DatabaseHandle['db']) =>
  (await db.selectFrom('users').select('id').where('login', '=', DEMO_ACCOUNTS[0].login).executeTakeFirstOrThrow()).id;

async function investorMoves(handle: DatabaseHandle, historyStart: string) {
  const { db } = handle;
  const { ledger } = services(handle);
  const id = await demoInvestor(db);
  // The day decides the movement, so the history and the scenario continue one sequence.
  return (day: string) => investorMovement(db, ledger, id, LEDGER_ASSETS, day, daysBetween(historyStart, day));
}

/** Migrates a fresh database, seeds the demo data and writes the year of history through `historyEnd`. */
export async function prepareHistory(handle: DatabaseHandle, days = timeline()): Promise<void> {
  await migrate(handle.db);
  await seedDemo(handle.db);
  const { accrual } = services(handle);
  const move = await investorMoves(handle, days.historyStart);
  for (let day = days.historyStart; day <= days.historyEnd; day = addDays(day, 1)) {
    // The scheduler runs just after midnight; its yield entries carry that time.
    await backdated(handle.db, new Date(`${day}T00:00:01Z`), () => accrual.accrueThrough(day));
    await move(day);
  }
}

export interface AccrualFigures {
  positions: number;
  /** The demo investor's referral members on the levels the rules pay, and the closure table's rows. */
  members: number;
  treeRows: number;
  /** Journal lines of the referral bonus entries the scenario's accrual posted (0: the bonus path did nothing). */
  bonusLines: number;
  journalLines: number;
  seedSeconds: number;
  /** accrueThrough over the 7 missed days. */
  catchUpMs: number;
  /** accrueThrough of one new day, per sample; `oneDayMs` is their median. */
  oneDaySamplesMs: number[];
  oneDayMs: number;
  /** checkLedger's findings: empty when the seeded ledger is sound. */
  problems: string[];
}

const elapsed = async (fn: () => Promise<unknown>) => {
  const start = performance.now();
  await fn();
  return performance.now() - start;
};
const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] as number;

/**
 * On a database `prepareHistory` wrote (the same `days`): `positions` investors deposit the day the history ends,
 * the accrual misses a week while the demo investor goes on moving money, then catches up and runs day by day
 * through today. A server started on the database afterwards finds nothing to accrue.
 */
export async function accrualScenario(
  handle: DatabaseHandle,
  positions: number,
  days = timeline(),
): Promise<AccrualFigures> {
  const { db } = handle;
  const { accrual } = services(handle);
  const move = await investorMoves(handle, days.historyStart);
  const seedStart = performance.now();
  await seedPositions(db, {
    count: positions,
    assets: LEDGER_ASSETS,
    at: new Date(`${days.historyEnd}T00:00:00Z`),
    spanMs: 86_400_000,
    tag: `bench-${positions}`,
    referrals: { root: await demoInvestor(db), levels: referralShape(positions) },
  });
  // What autovacuum would have done by now in production; the timed queries then meet settled statistics.
  await sql`analyze`.execute(db);
  const seedSeconds = (performance.now() - seedStart) / 1000;

  for (let day = addDays(days.historyEnd, 1); day < days.firstOneDay; day = addDays(day, 1)) await move(day);
  const catchUpMs = await elapsed(() => accrual.accrueThrough(addDays(days.firstOneDay, -1)));
  const oneDaySamplesMs: number[] = [];
  for (let day = days.firstOneDay; day <= days.today; day = addDays(day, 1)) {
    oneDaySamplesMs.push(await elapsed(() => accrual.accrueThrough(day)));
    if (day < days.today) await move(day);
  }
  const count = async (query: RawBuilder<unknown>) =>
    Number((await sql<{ n: string }>`select count(*)::text as n from ${query} as q`.execute(db)).rows[0]?.n ?? 0);
  const demo = await demoInvestor(db);
  return {
    positions,
    members: await count(
      sql`(select 1 from referral_tree where ancestor = ${demo} and depth <= (select max(level) from referral_levels))`,
    ),
    treeRows: await count(sql`referral_tree`),
    bonusLines: await count(
      sql`(select 1 from journal_lines l join journal_entries e on e.id = l.entry_id where e.kind = 'referral')`,
    ),
    journalLines: await count(sql`journal_lines`),
    seedSeconds,
    catchUpMs,
    oneDaySamplesMs,
    oneDayMs: median(oneDaySamplesMs),
    problems: await checkLedger(db),
  };
}
