/**
 * The investor's statement (GET /api/v1/transactions and its CSV): every row shows gross, fee and net, daily yield
 * appears once per position and day, the "yield" and "fee" filters find their rows, and the rows add up to the
 * position (issue 11 item 21).
 */
import { api, type Transaction, type TransactionsResponse } from '@yc/contract';
import { addDays, utcDay } from '@yc/contract/days';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { bearer, investor } from './helpers/accounts.ts';
import { expectLedgerSound, setFees, setPrice, transfer, withdrawal } from './helpers/ledger.ts';
import { createTestApp, engine, type TestApp } from './helpers/test-app.ts';

const USDT = (n: bigint) => n * 10n ** 6n;
const units = (decimal: string) => {
  const [whole, fraction = ''] = decimal.split('.');
  return BigInt(whole as string) * 10n ** 6n + BigInt(fraction.padEnd(6, '0'));
};

describe(`statement of movements on ${engine}`, () => {
  let t: TestApp;
  let token: string;
  let userId: string;
  const today = utcDay(new Date());
  const list = async (query = '') => {
    const res = await t.app.inject({ url: `${api.transactions.path}?pageSize=100${query}`, headers: bearer(token) });
    expect(res.statusCode, res.body).toBe(200);
    const body = res.json() as TransactionsResponse;
    expect(api.transactions.response.safeParse(body).success).toBe(true);
    return body;
  };
  const withdraw = (userId: string, amount: bigint, close: 'settle' | 'void') =>
    withdrawal(t.app.ledger, { userId, pool: 'stable', token: 'USDT', amount }, close);

  beforeAll(async () => {
    t = await createTestApp();
    await setFees(t.app.db, 'stable', '0.1', '0.2', '10');
    await setPrice(t.app.db, 'USDT', '1');
    const u = await investor(t);
    token = u.token;
    userId = u.user.id;
    await t.app.ledger.creditDeposit({ userId, pool: 'stable', token: 'USDT', amount: USDT(100n), ...transfer() });
    // Five accrued days: today (the pool asset's first) and the four after it.
    await t.app.accrual.accrueThrough(today);
    await t.app.accrual.accrueThrough(addDays(today, 4));
    await withdraw(userId, USDT(40n), 'settle');
    await withdraw(userId, USDT(10n), 'void');
  });
  afterEach(() => expectLedgerSound(t.app.db));
  afterAll(() => t.close());

  it('shows gross, fee and net on every movement', async () => {
    const { items } = await list();
    const deposit = items.find((i) => i.type === 'deposit');
    expect(deposit).toMatchObject({ amount: '100', fee: '0.1', netAmount: '99.9', fiatValue: '99.9' });
    const withdrawals = items.filter((i) => i.type === 'withdrawal');
    expect(withdrawals.map((w) => [w.status, w.amount, w.fee, w.netAmount])).toEqual(
      expect.arrayContaining([
        ['completed', '40', '0.08', '39.92'],
        // A refused withdrawal was charged nothing.
        ['rejected', '10', '0', '10'],
      ]),
    );
  });

  it('shows one yield row per position and accrued day, and the "yield" filter finds them', async () => {
    const yields = (await list('&type=yield')).items;
    expect(yields.map((y) => y.createdAt.slice(0, 10)).sort()).toEqual([0, 1, 2, 3, 4].map((d) => addDays(today, d)));
    for (const y of yields) {
      expect(y).toMatchObject({ type: 'yield', pool: 'stable', currency: 'USDT', fee: '0', status: 'completed' });
      expect(y.netAmount).toBe(y.amount);
      expect(units(y.amount)).toBeGreaterThan(0n);
    }
    // A window of days keeps the days inside it; another pool or currency has none.
    expect((await list(`&type=yield&from=${addDays(today, 1)}&to=${addDays(today, 2)}`)).total).toBe(2);
    expect((await list('&type=yield&pool=coin')).total).toBe(0);
    expect((await list('&type=yield&currency=ETH')).total).toBe(0);
    // The unfiltered statement holds them too, paged like the rest.
    expect((await list()).total).toBe(8);
    const page = await t.app.inject({ url: `${api.transactions.path}?pageSize=3&page=3`, headers: bearer(token) });
    expect((page.json() as TransactionsResponse).items).toHaveLength(2);
  });

  it('the "fee" filter lists the movements a fee was charged on', async () => {
    const fees = (await list('&type=fee')).items;
    expect(fees.map((f) => [f.type, f.fee]).sort()).toEqual([
      ['deposit', '0.1'],
      ['withdrawal', '0.08'],
    ]);
  });

  it('adds up: net deposits + yield − withdrawals is the position, within rounding dust', async () => {
    const { items } = await list();
    const sum = (rows: Transaction[]) => rows.reduce((s, r) => s + units(r.netAmount), 0n);
    const credited = sum(items.filter((i) => i.type === 'deposit' || i.type === 'yield'));
    const out = items
      .filter((i) => i.type === 'withdrawal' && i.status !== 'rejected')
      .reduce((s, r) => s + units(r.amount), 0n);
    const position = await t.app.ledger.position(userId, 'stable', 'USDT');
    const gap = credited - out - position.value;
    // The deposit, both holds and the void each round in the platform's favour by a base unit at most (decision 28).
    expect(gap >= 0n && gap <= 4n, `gap ${gap}`).toBe(true);
  });

  it('the CSV carries the same rows and columns', async () => {
    const res = await t.app.inject({ url: `${api.transactionsCsv.path}?type=yield`, headers: bearer(token) });
    expect(res.statusCode).toBe(200);
    const [header, ...rows] = res.body.trim().split('\r\n');
    expect(header).toBe('id,type,pool,currency,amount,fee,netAmount,fiatValue,status,txHash,createdAt,date');
    const yields = (await list('&type=yield')).items;
    expect(rows).toHaveLength(yields.length);
    expect(rows).toEqual(
      yields.map((y) =>
        [
          y.id,
          'yield',
          'stable',
          'USDT',
          y.amount,
          '0',
          y.amount,
          y.fiatValue,
          'completed',
          '',
          y.createdAt,
          y.createdAt.slice(0, 10),
        ].join(','),
      ),
    );
    const all = (await t.app.inject({ url: api.transactionsCsv.path, headers: bearer(token) })).body
      .trim()
      .split('\r\n');
    expect(all.slice(1).find((line) => line.includes(',deposit,'))).toMatch(/,100,0\.1,99\.9,99\.9,completed,/);
  });
});
