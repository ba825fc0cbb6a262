/** Dev mode's accrual on demand: future days for demos and e2e, each day once, bounded, 4xx on bad input. */
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { addDays, utcDay } from '../src/modules/ledger/accrual.ts';
import { post } from './helpers/accounts.ts';
import { bareUser, expectLedgerSound, setFees, transfer } from './helpers/ledger.ts';
import { createTestApp, engine, type TestApp } from './helpers/test-app.ts';

describe(`POST /api/v1/dev/accrue on ${engine}`, () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
    await setFees(t.app.db, 'stable', '0', '0', '10');
  });
  afterEach(() => expectLedgerSound(t.app.db));
  afterAll(() => t.close());

  const accrue = (through: unknown) => post(t.app, '/api/v1/dev/accrue', { through });

  it('applies the days up to a future day once, and the position grows', async () => {
    const user = await bareUser(t.app.db);
    await t.app.ledger.creditDeposit({
      userId: user,
      pool: 'stable',
      token: 'USDT',
      amount: 1_000_000_000n,
      ...transfer(),
    });
    const today = utcDay(new Date());
    await t.app.accrual.accrueThrough(today);
    const before = await t.app.ledger.position(user, 'stable', 'USDT');

    const first = await accrue(addDays(today, 2));
    expect(first.statusCode).toBe(200);
    expect(first.json()).toEqual({ days: [addDays(today, 1), addDays(today, 2)], entries: 2 });
    const after = await t.app.ledger.position(user, 'stable', 'USDT');
    expect(after.value).toBeGreaterThan(before.value);

    expect((await accrue(addDays(today, 2))).json()).toEqual({ days: [], entries: 0 });
  });

  it('refuses a day more than 400 days ahead, and malformed bodies, with 400 JSON', async () => {
    for (const through of [addDays(utcDay(new Date()), 401), '2030-02-30', 'tomorrow', 20300101, null]) {
      const res = await accrue(through);
      expect(res.statusCode, String(through)).toBe(400);
      expect(res.json()).toMatchObject({ statusCode: 400, error: 'Bad Request' });
    }
    const extra = await post(t.app, '/api/v1/dev/accrue', { through: '2030-01-01', pool: 'stable' });
    expect(extra.statusCode).toBe(400);
  });
});
