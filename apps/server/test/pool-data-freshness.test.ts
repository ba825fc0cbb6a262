/**
 * A pool's data never outlives the event that changes it (decisions 87, 89, 95). Its settings, the ledger's figures (the
 * pool's prices per share and liabilities, the user's shares and movements), the prices and the serialized answers
 * built from them are kept per instance until the config bus announces a change: here at once, on another instance at
 * its next version check. A scheduled APY takes effect on its day, and a price turns stale with age, with no change
 * announced.
 */
import { addDays, api, type PoolData, type UpdatePoolSettingsBody, utcDay } from '@yc/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '../src/db/database.ts';
import { CheckedJson } from '../src/lib/checked-json.ts';
import { bumpVersion } from '../src/modules/config/config-bus.ts';
import { LedgerFiguresCache } from '../src/modules/pools/ledger-figures.ts';
import { PoolAnswers } from '../src/modules/pools/pool-answers.ts';
import { PoolSettingsCache } from '../src/modules/pools/pool-settings-cache.ts';
import { PoolViews } from '../src/modules/pools/pool-views.ts';
import { KeptPriceSource } from '../src/modules/pools/price-source.ts';
import { bearer, investor } from './helpers/accounts.ts';
import { setPrice, transfer, withdrawal } from './helpers/ledger.ts';
import { type OperatorSession, operatorSession } from './helpers/operators.ts';
import { POOL_SETTINGS } from './helpers/pools.ts';
import { createTestApp, engine, openMigratedTestDatabase, type TestApp } from './helpers/test-app.ts';

const SETTINGS = POOL_SETTINGS;
const USDT = (n: bigint) => n * 10n ** 6n;

describe(`pool data freshness on ${engine}`, () => {
  let database: DatabaseHandle;
  let a: TestApp;
  let b: TestApp;
  let op: OperatorSession;
  let user: Awaited<ReturnType<typeof investor>>;

  beforeAll(async () => {
    database = await openMigratedTestDatabase();
    a = await createTestApp({}, { database });
    b = await createTestApp({}, { database });
    op = await operatorSession(a);
    user = await investor(a);
    await setPrice(a.app.db, 'USDT', '1');
  });
  afterAll(async () => {
    await a?.close();
    await b?.close();
    await database?.close();
  });

  const poolData = async (t: TestApp, pool = 'stable', locale = 'en') => {
    const res = await t.app.inject({
      method: 'GET',
      url: `/api/v1/dashboard/pools/${pool}`,
      headers: { ...bearer(user.token), 'x-locale': locale },
    });
    expect(res.statusCode, res.body).toBe(200);
    return res.json() as PoolData;
  };
  const save = async (pool: string, settings: Partial<UpdatePoolSettingsBody>) => {
    const res = await a.app.inject({
      method: 'PUT',
      url: `/api/v1/admin/pools/${pool}/settings`,
      payload: { ...SETTINGS, ...settings },
      headers: op.headers,
    });
    expect(res.statusCode, res.body).toBe(200);
  };

  it('shows a pool setting changed on this instance at once, and on another after its version check', async () => {
    expect(await poolData(a)).toMatchObject({ depositsOpen: true, depositFee: '0' });
    expect(await poolData(b)).toMatchObject({ depositsOpen: true, depositFee: '0' });
    await save('stable', { depositsOpen: false, depositFee: '0.7', minDepositUsd: '25' });
    expect(await poolData(a)).toMatchObject({ depositsOpen: false, depositFee: '0.7', minDepositUsd: '25' });
    await b.app.configBus.check();
    expect(await poolData(b)).toMatchObject({ depositsOpen: false, depositFee: '0.7', minDepositUsd: '25' });
  });

  it('takes an APY scheduled for tomorrow into force on the next day, with no change announced', async () => {
    await save('coin', { apy: '12' });
    const cache = new PoolSettingsCache(a.app.db);
    const today = new Date();
    const apyToday = (await cache.get('coin', today)).row.apy_text;
    expect(apyToday).not.toBe('12');
    const tomorrow = new Date(`${addDays(utcDay(today), 1)}T00:00:01Z`);
    expect((await cache.get('coin', tomorrow)).row.apy_text).toBe('12');
  });

  /** The user's stable pool data on both instances, the second after its version check. */
  const both = async () => {
    const here = await poolData(a);
    await b.app.configBus.check();
    expect(await poolData(b)).toEqual(here);
    return here;
  };
  const usdt = (d: PoolData) => d.assets.find((x) => x.token === 'USDT')?.balance;

  it('shows a price, a deposit, a withdrawal and accrual days at once here, and on another instance after its check', async () => {
    // No fee, so the figures are round; the APY of 8.5 is in force from tomorrow.
    await save('stable', { depositFee: '0' });
    expect((await both()).estimate.USDT).toBe('1');

    const price = await a.app.inject({
      method: 'PUT',
      url: '/api/v1/admin/prices/USDT/usd',
      payload: { source: 'operator', price: '2', maxAgeSeconds: 86400 },
      headers: op.headers,
    });
    expect(price.statusCode, price.body).toBe(200);
    expect((await poolData(a)).estimate.USDT).toBe('2');
    expect((await both()).estimate.USDT).toBe('2');

    await a.app.ledger.creditDeposit({
      userId: user.user.id,
      pool: 'stable',
      token: 'USDT',
      amount: USDT(100n),
      ...transfer(),
    });
    const credited = await poolData(a);
    expect(usdt(credited)).toBe('100');
    expect(credited.position).toMatchObject({ value: '200', deposited: '200' });
    await both();

    // Written on the other instance this time: the first hears of it at its check.
    await withdrawal(
      b.app.ledger,
      { userId: user.user.id, pool: 'stable', token: 'USDT', amount: USDT(40n) },
      'settle',
    );
    expect(usdt(await poolData(b))).toBe('60');
    await a.app.configBus.check();
    const withdrawn = await both();
    expect(usdt(withdrawn)).toBe('60');
    expect(withdrawn.position.value).toBe('120');

    // Two days booked at that APY grow the price per share, day by day.
    await a.app.accrual.accrueThrough(addDays(utcDay(new Date()), 1));
    const day1 = await poolData(a);
    expect(Number(day1.price)).toBeGreaterThan(1);
    expect(await both()).toEqual(day1);
    await a.app.accrual.accrueThrough(addDays(utcDay(new Date()), 2));
    const day2 = await both();
    expect(Number(day2.price)).toBeGreaterThan(Number(day1.price));
    expect(Number(day2.position.value)).toBeGreaterThan(Number(day1.position.value));
  });

  it('takes a price written by hand once its version is bumped, as docs/operations.md says', async () => {
    await both();
    await setPrice(a.app.db, 'USDT', '3');
    await bumpVersion(a.app.db, 'prices');
    await a.app.configBus.check();
    expect((await both()).estimate.USDT).toBe('3');
  });

  it('answers a warm read without a query', async () => {
    let queries = 0;
    const db = a.app.db.withPlugin({
      transformQuery: (args) => {
        queries++;
        return args.node;
      },
      transformResult: async (args) => args.result,
    });
    const views = new PoolViews(db, new KeptPriceSource(db), {
      settings: new PoolSettingsCache(db),
      figures: new LedgerFiguresCache(db),
    });
    const cold = await views.poolData('stable', 'usd', user.user.id, 'en');
    expect(queries).toBeGreaterThan(0);
    queries = 0;
    expect(await views.poolData('stable', 'usd', user.user.id, 'en')).toEqual(cold);
    expect(queries).toBe(0);
  });

  it("keeps no other user's figures: each user sees their own position", async () => {
    const other = await investor(a);
    const view = async (token: string) => {
      const res = await a.app.inject({ method: 'GET', url: '/api/v1/dashboard/pools/stable', headers: bearer(token) });
      return (res.json() as PoolData).position;
    };
    // Both read twice, so each is answered from what was kept too.
    for (let round = 0; round < 2; round++) {
      expect(await view(other.token)).toMatchObject({ value: '0', deposited: '0' });
      expect(Number((await view(user.token)).value)).toBeGreaterThan(0);
    }
  });

  it('sends a kept answer byte for byte as the serializer sends a fresh one, and one per language', async () => {
    await poolData(a);
    const kept = await a.app.inject({
      method: 'GET',
      url: '/api/v1/dashboard/pools/stable',
      headers: bearer(user.token),
    });
    // The refresh route answers the same schema through the route's own serializer, uncached.
    const fresh = await a.app.inject({
      method: 'POST',
      url: '/api/v1/dashboard/refresh-pools/stable',
      headers: bearer(user.token),
    });
    expect(fresh.statusCode, fresh.body).toBe(200);
    expect(kept.body).toBe(fresh.body);
    expect(kept.headers['content-type']).toBe(fresh.headers['content-type']);

    await save('stable', { withdrawalsPaused: { en: 'Paused for an audit', ru: 'Пауза на аудит' } });
    for (let round = 0; round < 2; round++) {
      expect((await poolData(a, 'stable', 'en')).withdrawalsPaused).toBe('Paused for an audit');
      expect((await poolData(a, 'stable', 'ru')).withdrawalsPaused).toBe('Пауза на аудит');
    }
    await save('stable', { withdrawalsPaused: null });
    expect((await poolData(a, 'stable', 'ru')).withdrawalsPaused).toBeNull();
  });

  it('refuses to keep an answer that breaks the contract', async () => {
    const good = await poolData(a);
    expect(CheckedJson.of(api.poolData, good).json).toBe(JSON.stringify(good));
    expect(() => CheckedJson.of(api.poolData, { ...good, tvl: 12 as unknown as string })).toThrow();
    expect(() => CheckedJson.of(api.poolData, { ...good, position: undefined } as unknown as PoolData)).toThrow();
  });

  it('builds a kept answer again once one of its prices turns stale with age, with no change announced', async () => {
    // Noon of today (UTC): the minute this test moves through never crosses midnight, where every answer is built
    // anew for its new day (a run at 23:59:30 failed so).
    let clock = new Date(`${utcDay(new Date())}T12:00:00.000Z`);
    const now = () => clock;
    const settings = new PoolSettingsCache(a.app.db);
    const { tokens, currencies } = await settings.get('stable');
    // Every price of the pool fresh for an hour, but USDT's for a minute only.
    for (const token of new Set([...tokens, ...currencies])) {
      await a.app.db
        .insertInto('prices')
        .values({ token, fiat: 'usd', price: '1', source: 'operator', updated_at: clock, max_age_seconds: 3600 })
        .onConflict((oc) => oc.columns(['token', 'fiat']).doUpdateSet({ updated_at: clock, max_age_seconds: 3600 }))
        .execute();
    }
    await a.app.db.updateTable('prices').set({ max_age_seconds: 60 }).where('token', '=', 'USDT').execute();
    const views = new PoolViews(a.app.db, new KeptPriceSource(a.app.db, now), {
      settings,
      figures: new LedgerFiguresCache(a.app.db),
    });
    const answers = new PoolAnswers(10, now);
    let builds = 0;
    const answer = async () => {
      const checked = await answers.get('stable', 'usd', 'en', user.user.id, () => {
        builds++;
        return views.poolDataUntil('stable', 'usd', user.user.id, 'en');
      });
      return JSON.parse(checked.json) as PoolData;
    };
    const start = clock.getTime();
    expect((await answer()).priceStale).toBe(false);
    clock = new Date(start + 59_000);
    expect((await answer()).priceStale).toBe(false);
    expect(builds).toBe(1);
    clock = new Date(start + 61_000);
    expect((await answer()).priceStale).toBe(true);
    expect(builds).toBe(2);
    // Stale now until a new price is written, which moves `prices`: kept again meanwhile.
    expect((await answer()).priceStale).toBe(true);
    expect(builds).toBe(2);
  });

  it('keeps a bounded number of answers, each for its own user', async () => {
    const other = await investor(a);
    const views = new PoolViews(a.app.db, new KeptPriceSource(a.app.db));
    const answers = new PoolAnswers(1);
    const position = async (userId: string) => {
      const checked = await answers.get('stable', 'usd', 'en', userId, () =>
        views.poolDataUntil('stable', 'usd', userId, 'en'),
      );
      return (JSON.parse(checked.json) as PoolData).position.value;
    };
    for (let round = 0; round < 2; round++) {
      expect(await position(other.user.id)).toBe('0');
      expect(Number(await position(user.user.id))).toBeGreaterThan(0);
    }
  });
});
