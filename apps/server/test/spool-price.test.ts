/**
 * SPOOL has one price: the strategy pool's index, the same in GET /currencies, /dashboard/yield and /dao/values,
 * whatever price the `prices` table holds for it (issue 11 item 19).
 */
import { api } from '@yc/contract';
import { addDays, utcDay } from '@yc/contract/days';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedDemo } from '../src/db/seed.ts';
import { bearer, investor } from './helpers/accounts.ts';
import { setPrice } from './helpers/ledger.ts';
import { createTestApp, engine, type TestApp } from './helpers/test-app.ts';

describe(`one SPOOL price on ${engine}`, () => {
  let t: TestApp;
  let token: string;
  beforeAll(async () => {
    t = await createTestApp();
    await seedDemo(t.app.db, 31337);
    // A stored SPOOL price (the demo seed's, or an operator's) must not become a second figure.
    await setPrice(t.app.db, 'SPOOL', '1.08');
    token = (await investor(t)).token;
  });
  afterAll(() => t.close());

  const prices = async () => {
    const get = (url: string) => t.app.inject({ url, headers: bearer(token) }).then((r) => r.json());
    const currencies = await get(api.currencies.path);
    return {
      currencies: currencies.items.find((i: { label: string }) => i.label === 'SPOOL')?.toFiat,
      yield: (await get(api.dashboardYield.path)).spoolPrice,
      dao: (await get(api.daoValues.path)).spoolPrice,
    };
  };

  it('is the strategy pool index in every answer, before and after days of yield', async () => {
    const today = utcDay(new Date());
    await t.app.accrual.accrueThrough(today);
    const first = await prices();
    expect(first.yield).not.toBe('1.08');
    expect(first).toEqual({ currencies: first.yield, yield: first.yield, dao: first.yield });

    await t.app.accrual.accrueThrough(addDays(today, 3));
    const later = await prices();
    expect(Number(later.yield)).toBeGreaterThan(Number(first.yield));
    expect(later).toEqual({ currencies: later.yield, yield: later.yield, dao: later.yield });
  });
});
