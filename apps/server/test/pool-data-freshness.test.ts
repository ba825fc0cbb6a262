/**
 * A pool's data never outlives the event that changes it (decision 87). Its settings are kept per instance until the
 * config bus announces a `pools` change (here at once, on another instance at its next version check) and per day
 * (an APY scheduled for tomorrow); the prices, the price per share and the positions are read per call, so a price
 * accepted, an accrual day, a deposit credited and a withdrawal show at once.
 */
import { addDays, type PoolData, type UpdatePoolSettingsBody, utcDay } from '@yc/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '../src/db/database.ts';
import { PoolSettingsCache } from '../src/modules/pools/pool-settings-cache.ts';
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

  const poolData = async (t: TestApp, pool = 'stable') => {
    const res = await t.app.inject({
      method: 'GET',
      url: `/api/v1/dashboard/pools/${pool}`,
      headers: bearer(user.token),
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

  it('shows a price accepted, a deposit credited, a withdrawal and an accrual day at once', async () => {
    // No fee, so the figures are round; the APY of 8.5 is in force from tomorrow.
    await save('stable', { depositFee: '0' });
    await poolData(a, 'stable');
    await setPrice(a.app.db, 'USDT', '2');
    expect((await poolData(a, 'stable')).estimate.USDT).toBe('2');

    await a.app.ledger.creditDeposit({
      userId: user.user.id,
      pool: 'stable',
      token: 'USDT',
      amount: USDT(100n),
      ...transfer(),
    });
    const credited = await poolData(a, 'stable');
    expect(credited.assets.find((x) => x.token === 'USDT')?.balance).toBe('100');
    expect(credited.position.value).toBe('200');

    await withdrawal(
      a.app.ledger,
      { userId: user.user.id, pool: 'stable', token: 'USDT', amount: USDT(40n) },
      'settle',
    );
    const withdrawn = await poolData(a, 'stable');
    expect(withdrawn.assets.find((x) => x.token === 'USDT')?.balance).toBe('60');
    expect(withdrawn.position.value).toBe('120');

    // Two days booked at that APY grow the price per share.
    await a.app.accrual.accrueThrough(addDays(utcDay(new Date()), 1));
    await a.app.accrual.accrueThrough(addDays(utcDay(new Date()), 2));
    expect(Number((await poolData(a, 'stable')).price)).toBeGreaterThan(1);
  });
});
