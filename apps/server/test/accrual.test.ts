/**
 * Daily accrual (decision 29): hand-computed APY cases, idempotence, catch-up in order, cost independent of the
 * number of investors (rows written, not time), snapshots, the scheduler and the PostgreSQL advisory lock.
 */
import { fromBaseUnits } from '@yc/contract/amounts';
import { addDays } from '@yc/contract/days';
import { dailyFactor, RAY } from '@yc/contract/fixed-point';
import { sql } from 'kysely';
import pg from 'pg';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../src/db/schema.ts';
import { ACCRUAL_LOCK_KEY, accrualJob } from '../src/modules/ledger/accrual.ts';
import { bareUser, expectLedgerSound, setFees, transfer } from './helpers/ledger.ts';
import { createTestApp, engine, type TestApp } from './helpers/test-app.ts';

const USDT = (n: bigint) => n * 10n ** 6n;

describe(`daily accrual on ${engine}`, () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
    await t.app.db.insertInto('prices').values({ token: 'USDT', fiat: 'usd', price: '1' }).execute();
  });
  afterEach(() => expectLedgerSound(t.app.db));
  afterAll(() => t.close());

  const count = async (table: keyof Database) =>
    Number(
      (
        await t.app.db
          .selectFrom(table)
          .select((eb) => eb.fn.countAll<string>().as('n'))
          .executeTakeFirstOrThrow()
      ).n,
    );
  const pps = async (pool: string, token: string) =>
    BigInt(
      (
        await t.app.db
          .selectFrom('pool_assets')
          .select(sql<string>`price_per_share::text`.as('p'))
          .where('pool', '=', pool)
          .where('token', '=', token)
          .executeTakeFirstOrThrow()
      ).p,
    );

  it('10 % APY: 30 days of accrual grow the price per share exactly as (1.1^(1/365))^30, in order', async () => {
    await setFees(t.app.db, 'stable', '0', '0', '10');
    const user = await bareUser(t.app.db);
    await t.app.ledger.creditDeposit({
      userId: user,
      pool: 'stable',
      token: 'USDT',
      amount: USDT(1000n),
      ...transfer(),
    });
    // The first run starts the clock on its day; the second catches up the other 29 in order.
    expect((await t.app.accrual.accrueThrough('2030-01-01')).days).toEqual(['2030-01-01']);
    const report = await t.app.accrual.accrueThrough('2030-01-30');
    expect(report.days).toHaveLength(29);
    expect(report.days[0]).toBe('2030-01-02');
    expect(report.days.at(-1)).toBe('2030-01-30');
    const f = dailyFactor('10');
    let expected = RAY;
    for (let i = 0; i < 30; i++) expected = (expected * f) / RAY;
    expect(await pps('stable', 'USDT')).toBe(expected);
    // By hand: 1.1^(30/365) = 1.007864...; 1000 USDT become 1007.864 USDT.
    const position = await t.app.ledger.position(user, 'stable', 'USDT');
    expect(position.value).toBe((USDT(1000n) * expected) / RAY);
    expect(fromBaseUnits(position.value, 6).slice(0, 8)).toBe('1007.864');
    // The yield booked equals the growth of the liability.
    const expense = await t.app.ledger.balance({ kind: 'yield_expense', pool: 'stable', asset: 'USDT' });
    expect(expense).toBe(position.value - USDT(1000n));
    const days = await sql<{ day: string }>`
      select to_char(day, 'YYYY-MM-DD') as day from pool_snapshots where pool = 'stable' order by day`.execute(
      t.app.db,
    );
    expect(days.rows.map((r) => r.day)).toEqual(Array.from({ length: 30 }, (_, i) => addDays('2030-01-01', i)));
    const last = await t.app.db
      .selectFrom('pool_snapshots')
      .select([sql<string>`tvl::text`.as('tvl'), sql<string>`apy::text`.as('apy')])
      .where('pool', '=', 'stable')
      .where('day', '=', '2030-01-30')
      .executeTakeFirstOrThrow();
    expect(Number(last.apy)).toBe(10);
    expect(last.tvl.startsWith(fromBaseUnits(position.value, 6))).toBe(true);
  });

  it('running a day twice, or an earlier day, changes nothing', async () => {
    const before = await Promise.all(
      (['journal_entries', 'journal_lines', 'pool_snapshots', 'pool_asset_snapshots'] as const).map(count),
    );
    const p = await pps('stable', 'USDT');
    for (const day of ['2030-01-30', '2030-01-10', '2030-01-30']) {
      const r = await t.app.accrual.accrueThrough(day);
      expect(r.days).toEqual([]);
    }
    expect(await pps('stable', 'USDT')).toBe(p);
    expect(
      await Promise.all(
        (['journal_entries', 'journal_lines', 'pool_snapshots', 'pool_asset_snapshots'] as const).map(count),
      ),
    ).toEqual(before);
    await expect(t.app.accrual.accrueThrough('2030-02-30')).rejects.toThrow(/not a day/);
  });

  it('catches up several missed days in order, and concurrent runs apply each day once', async () => {
    const results = await Promise.all([
      t.app.accrual.accrueThrough('2030-02-04'),
      t.app.accrual.accrueThrough('2030-02-04'),
      t.app.accrual.accrueThrough('2030-02-02'),
    ]);
    // On PostgreSQL a run that finds the advisory lock taken does nothing: a later run picks up what is left.
    results.push(await t.app.accrual.accrueThrough('2030-02-04'));
    const applied = results.flatMap((r) => r.days).sort();
    expect(applied).toEqual(['2030-01-31', '2030-02-01', '2030-02-02', '2030-02-03', '2030-02-04']);
    const entries = await t.app.db
      .selectFrom('journal_entries')
      .select(sql<string>`to_char(day, 'YYYY-MM-DD')`.as('day'))
      .where('kind', '=', 'yield')
      .where('pool', '=', 'stable')
      .where('token', '=', 'USDT')
      .where('day', '>=', '2030-01-31')
      .orderBy('created_at')
      .execute();
    expect(entries.map((e) => e.day)).toEqual(['2030-01-31', '2030-02-01', '2030-02-02', '2030-02-03', '2030-02-04']);
  });

  it('costs the same with 1 and with 40 investors: pool-asset rows only', async () => {
    await setFees(t.app.db, 'coin', '0', '0', '11.2');
    const credit = async () =>
      t.app.ledger.creditDeposit({
        userId: await bareUser(t.app.db),
        pool: 'coin',
        token: 'USDT',
        amount: USDT(100n),
        ...transfer(),
      });
    await credit();
    const measure = async (day: string) => {
      const tables = ['journal_entries', 'journal_lines', 'pool_snapshots', 'pool_asset_snapshots', 'ledger_accounts'];
      const before = await Promise.all(tables.map((x) => count(x as keyof Database)));
      const userBalances = await sql<{ total: string }>`
        select coalesce(sum(balance), 0)::text as total from ledger_accounts where user_id is not null`.execute(
        t.app.db,
      );
      const report = await t.app.accrual.accrueThrough(day);
      const after = await Promise.all(tables.map((x) => count(x as keyof Database)));
      const userAfter = await sql<{ total: string }>`
        select coalesce(sum(balance), 0)::text as total from ledger_accounts where user_id is not null`.execute(
        t.app.db,
      );
      expect(userAfter.rows[0]?.total).toBe(userBalances.rows[0]?.total);
      return { report: { ...report, days: report.days.length }, written: after.map((n, i) => n - (before[i] ?? 0)) };
    };
    // The first yield on this pool asset opens its yield-expense account: not part of the daily cost.
    await measure('2030-02-05');
    const one = await measure('2030-02-06');
    for (let i = 0; i < 39; i++) await credit();
    const many = await measure('2030-02-07');
    expect(many).toEqual(one);
    expect(one.report.assetDays).toBe(await count('pool_assets'));
    // One yield entry (two lines) per pool asset with shares; nothing per investor.
    expect(one.written[1]).toBe(2 * one.report.entries);
  });

  it('the job catches up at start and stops cleanly', async () => {
    const calls: string[] = [];
    const fake = {
      accrueThrough: async (day: string) => {
        calls.push(day);
        return { days: [day], assetDays: 1, entries: 0, lines: 0, snapshots: 0, ran: true };
      },
    };
    const logs: string[] = [];
    const job = accrualJob(
      fake,
      { info: (_o, m) => void logs.push(m), error: (_o, m) => void logs.push(m) },
      () => new Date('2032-03-04T23:59:59.500Z'),
    );
    job.start();
    await job.stop();
    expect(calls).toEqual(['2032-03-04']);
    expect(logs).toEqual(['daily accrual applied']);
  });

  // PGlite has one owner process (a pid lock on its directory), so the embedded engine needs and takes no lock.
  it(
    engine === 'postgres' ? 'only the holder of the advisory lock acts' : 'acts without a lock on PGlite',
    async () => {
      if (engine === 'pglite') {
        expect((await t.app.accrual.accrueThrough('2030-02-08')).ran).toBe(true);
        return;
      }
      const url = new URL(process.env.TEST_DATABASE_URL as string);
      const { rows } = await sql<{ db: string }>`select current_database() as db`.execute(t.app.db);
      url.pathname = `/${rows[0]?.db}`;
      const other = new pg.Client({ connectionString: url.toString() });
      await other.connect();
      try {
        await other.query('select pg_advisory_lock($1::bigint)', [ACCRUAL_LOCK_KEY]);
        const r = await t.app.accrual.accrueThrough('2030-02-08');
        expect(r).toMatchObject({ ran: false, days: [] });
        await other.query('select pg_advisory_unlock($1::bigint)', [ACCRUAL_LOCK_KEY]);
        expect((await t.app.accrual.accrueThrough('2030-02-08')).ran).toBe(true);
      } finally {
        await other.end();
      }
    },
  );
});
