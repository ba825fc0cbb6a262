/**
 * Daily figures (decision 71): a day with a deposit, a withdrawal paid, the yield and a referral bonus matches the
 * ledger exactly; the rollup of a closed day equals the live computation of it; the CSV; the range limits.
 */
import { addDays, utcDay } from '@yc/contract';
import { fromBaseUnits } from '@yc/contract/amounts';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DailyFigures } from '../src/modules/admin-reports/daily-figures.ts';
import { bearer, investor } from './helpers/accounts.ts';
import { expectLedgerSound, setFees, setPrice, transfer, withdrawal } from './helpers/ledger.ts';
import { type OperatorSession, operatorSession } from './helpers/operators.ts';
import { createTestApp, engine, type TestApp } from './helpers/test-app.ts';

const USDT = (n: bigint) => n * 10n ** 6n;
const units = (v: bigint) => fromBaseUnits(v, 6);

describe(`daily figures on ${engine}`, () => {
  let t: TestApp;
  let op: OperatorSession;
  let today: string;
  let referrer: string;
  const report = (query: string, headers = op.headers) =>
    t.app.inject({ method: 'GET', url: `/api/v1/admin/reports/daily${query}`, headers });
  const sumOf = async (q: ReturnType<typeof sql<{ v: string | null }>>) =>
    BigInt((await q.execute(t.app.db)).rows[0]?.v ?? '0');

  beforeAll(async () => {
    t = await createTestApp();
    op = await operatorSession(t);
    // 1 % deposit fee, 0.5 % withdrawal fee, 10 % APY on the stable pool.
    await setFees(t.app.db, 'stable', '1', '0.5', '10');
    await setPrice(t.app.db, 'USDT', '1');
    const a = await t.app.db
      .insertInto('users')
      .values({ login: `figures.a.${process.pid}@example.com`, role: 'investor' })
      .returning(['id', 'referral_id'])
      .executeTakeFirstOrThrow();
    referrer = a.id;
    const b = await t.app.db
      .insertInto('users')
      .values({ login: `figures.b.${process.pid}@example.com`, role: 'investor', invite: a.referral_id })
      .returning('id')
      .executeTakeFirstOrThrow();
    await t.app.ledger.creditDeposit({
      userId: b.id,
      pool: 'stable',
      token: 'USDT',
      amount: USDT(10_000n),
      ...transfer(),
    });
    await withdrawal(t.app.ledger, { userId: b.id, pool: 'stable', token: 'USDT', amount: USDT(1_000n) }, 'settle');
    today = utcDay(new Date());
    await t.app.accrual.accrueThrough(today);
    await expectLedgerSound(t.app.db);
  });
  afterAll(() => t?.close());

  it('matches the ledger for a day with a deposit, a payout, the yield and a referral bonus', async () => {
    const res = await report(`?from=${today}&to=${today}&pool=stable`);
    expect(res.statusCode, res.body).toBe(200);
    const { rows } = res.json();
    expect(rows).toHaveLength(1);
    const [row] = rows;
    const yieldPaid = await sumOf(
      sql`select sum(amount)::text as v from journal_entries where kind = 'yield' and pool = 'stable'`,
    );
    const bonus = await t.app.ledger.balance({
      kind: 'user_referral',
      userId: referrer,
      pool: 'stable',
      asset: 'USDT',
    });
    const tvl = await t.app.ledger.balance({ kind: 'pool_liability', pool: 'stable', asset: 'USDT' });
    expect(yieldPaid).toBeGreaterThan(0n);
    expect(bonus).toBeGreaterThan(0n);
    expect(row).toMatchObject({ day: today, pool: 'stable', newUsers: 1 });
    const figures = {
      tvl: units(tvl),
      deposits: '10000',
      withdrawals: '995',
      fees: '105',
      yieldPaid: units(yieldPaid),
      referralBonuses: units(bonus),
      profitShare: '0',
    };
    expect(row.assets).toEqual([{ token: 'USDT', ...figures }]);
    // USDT at 1 usd: the USD figures are the token figures.
    expect(row.usd).toEqual(figures);
    const all = (await report(`?from=${today}&to=${today}`)).json().rows;
    expect(all.find((r: { pool: string }) => r.pool === 'stable')).toEqual(row);
  });

  it('rolls up a closed day to exactly what the live computation gives, once', async () => {
    const { db, dbEngine, prices } = t.app;
    const tomorrow = new Date(`${addDays(today, 1)}T00:05:00Z`);
    const figures = new DailyFigures({ db, engine: dbEngine, prices, now: () => tomorrow });
    const live = await figures.report({ from: addDays(today, -1), to: today });
    expect(await figures.closeDays()).toEqual([today]);
    expect(await figures.closeDays()).toEqual([]);
    const stored = await db.selectFrom('daily_figures').select(['day', 'pool']).execute();
    expect(stored.length).toBeGreaterThan(0);
    expect(await figures.report({ from: addDays(today, -1), to: today })).toEqual(live);
    // The app reads the stored day too.
    expect((await report(`?from=${today}&to=${today}`)).json().rows).toEqual(live);
  });

  it('answers the same figures as CSV, one row per day and pool', async () => {
    const res = await t.app.inject({
      method: 'GET',
      url: `/api/v1/admin/reports/daily.csv?from=${today}&to=${today}&pool=stable`,
      headers: op.headers,
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^text\/csv/);
    const [header, line, end] = res.body.split('\r\n');
    expect(header).toBe(
      'day,pool,tvl_usd,deposits_usd,withdrawals_usd,fees_usd,yield_paid_usd,referral_bonuses_usd,profit_share_usd,new_users',
    );
    expect(line).toMatch(new RegExp(`^${today},stable,[0-9.]+,10000,995,105,[0-9.]+,[0-9.]+,0,1$`));
    expect(end).toBe('');
  });

  it('refuses a range out of order or longer than 366 days, and investors', async () => {
    expect((await report(`?from=${today}&to=${addDays(today, -1)}`)).json().code).toBe('admin.reportRangeInvalid');
    expect((await report(`?from=${addDays(today, -366)}&to=${today}`)).statusCode).toBe(400);
    expect((await report(`?from=${addDays(today, -365)}&to=${today}`)).statusCode).toBe(200);
    const user = await investor(t);
    expect((await report(`?from=${today}&to=${today}`, bearer(user.token))).statusCode).toBe(403);
  });
});
