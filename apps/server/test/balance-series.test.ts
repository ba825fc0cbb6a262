/**
 * The balance series (GET /api/v1/balance): a day's figure does not depend on the window asked, whatever moved
 * after the window's end — movements are rolled back from today's position (issue 11 item 1).
 */
import { api, type BalanceResponse } from '@yc/contract';
import { addDays, utcDay } from '@yc/contract/days';
import fc from 'fast-check';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { LedgerError } from '../src/modules/ledger/ledger.service.ts';
import { bearer, investor } from './helpers/accounts.ts';
import { expectLedgerSound, setFees, setPrice, transfer, withdrawal } from './helpers/ledger.ts';
import { createTestApp, engine, type TestApp } from './helpers/test-app.ts';

const USDT = (n: bigint) => n * 10n ** 6n;

describe(`balance series on ${engine}`, () => {
  let t: TestApp;
  const today = utcDay(new Date());
  /** The last day accrued so far (the accrual only moves forward). */
  let accruedThrough = today;

  beforeAll(async () => {
    t = await createTestApp();
    await setFees(t.app.db, 'stable', '0.1', '0.2', '10');
    await setPrice(t.app.db, 'USDT', '1');
    await t.app.accrual.accrueThrough(today);
  });
  afterEach(() => expectLedgerSound(t.app.db));
  afterAll(() => t.close());

  const series = async (token: string, from: string, to: string) => {
    const res = await t.app.inject({ url: `${api.balance.path}?from=${from}&to=${to}`, headers: bearer(token) });
    expect(res.statusCode, res.body).toBe(200);
    return (res.json() as BalanceResponse).series;
  };
  const accrue = async (days: number) => {
    accruedThrough = addDays(accruedThrough, days);
    await t.app.accrual.accrueThrough(accruedThrough);
  };
  const withdraw = (userId: string, amount: bigint, close: 'settle' | 'void' | null) =>
    withdrawal(t.app.ledger, { userId, pool: 'stable', token: 'USDT', amount }, close);

  it('a window ending before today equals the same days of the window ending today', async () => {
    const u = await investor(t);
    await t.app.ledger.creditDeposit({
      userId: u.user.id,
      pool: 'stable',
      token: 'USDT',
      amount: USDT(1000n),
      ...transfer(),
    });
    await accrue(3);
    await withdraw(u.user.id, USDT(100n), 'settle');

    const from = addDays(today, -4);
    const wide = await series(u.token, from, accruedThrough);
    const past = await series(u.token, from, addDays(today, -1));
    // Nothing was held before today: the deposit and the withdrawal came after the past window's end.
    expect(past.map((p) => p.balance)).toEqual(['0', '0', '0', '0']);
    expect(past).toEqual(wide.slice(0, past.length));
    // And a window starting and ending in the future agrees with the wide one too.
    const future = await series(u.token, addDays(today, 1), addDays(today, 2));
    expect(future).toEqual(wide.slice(5, 7));
    expect(Number(future[1]?.balance)).toBeGreaterThan(899);
  });

  it('any window agrees with the widest one on every day (property)', async () => {
    const op = fc.oneof(
      fc.record({ op: fc.constant('deposit' as const), amount: fc.bigInt({ min: 1n, max: USDT(5000n) }) }),
      fc.record({
        op: fc.constant('withdraw' as const),
        amount: fc.bigInt({ min: 1n, max: USDT(500n) }),
        close: fc.constantFrom('settle' as const, 'void' as const, null),
      }),
      fc.record({ op: fc.constant('accrue' as const), days: fc.integer({ min: 1, max: 3 }) }),
    );
    await fc.assert(
      fc.asyncProperty(
        fc.array(op, { minLength: 1, maxLength: 6 }),
        fc.integer({ min: -5, max: 10 }),
        fc.integer({ min: 0, max: 10 }),
        async (ops, start, length) => {
          const u = await investor(t);
          for (const o of ops) {
            if (o.op === 'deposit') {
              await t.app.ledger.creditDeposit({
                userId: u.user.id,
                pool: 'stable',
                token: 'USDT',
                amount: o.amount,
                ...transfer(),
              });
            } else if (o.op === 'accrue') {
              await accrue(o.days);
            } else {
              // Refused when the position is worth less: the journal then holds nothing of it.
              await withdraw(u.user.id, o.amount, o.close).catch((e: unknown) => {
                if (!(e instanceof LedgerError)) throw e;
              });
            }
          }
          const first = addDays(today, -6);
          const last = addDays(accruedThrough, 22);
          const wide = await series(u.token, first, last);
          const from = addDays(today, start);
          const to = addDays(from, length);
          const window = await series(u.token, from, to);
          const offset = wide.findIndex((p) => p.date === from);
          expect(window).toEqual(wide.slice(offset, offset + window.length));
        },
      ),
      { numRuns: 12 },
    );
  });
});
