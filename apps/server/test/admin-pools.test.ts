/**
 * The pools console (decision 79): the settings' validation, the audit row and config version of a change, the APY
 * history (a change is booked for tomorrow; a caught-up accrual applies each day's own APY), and the investor's side:
 * a closed pool and a deposit under the minimum refuse the report, paused withdrawals refuse with the message.
 */
import {
  type AdminPoolDetail,
  type AdminPoolsResponse,
  addDays,
  type PoolData,
  type UpdatePoolSettingsBody,
  utcDay,
} from '@yc/contract';
import { dailyFactor, mulDivDown, RAY } from '@yc/contract/fixed-point';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, investor, post } from './helpers/accounts.ts';
import { expectError } from './helpers/errors.ts';
import { bareUser, expectLedgerSound, setApy, transfer } from './helpers/ledger.ts';
import { type OperatorSession, operatorSession } from './helpers/operators.ts';
import { POOL_SETTINGS } from './helpers/pools.ts';
import { createTestApp, engine, type TestApp } from './helpers/test-app.ts';

const SETTINGS = POOL_SETTINGS;
const TX = `0x${'ab'.repeat(32)}`;

describe(`pools console on ${engine}`, () => {
  let t: TestApp;
  let op: OperatorSession;
  let user: Awaited<ReturnType<typeof investor>>;

  beforeAll(async () => {
    t = await createTestApp();
    op = await operatorSession(t);
    user = await investor(t);
    await t.app.db.insertInto('prices').values({ token: 'USDT', fiat: 'usd', price: '0.5' }).execute();
  });
  afterAll(() => t?.close());

  const get = (url: string, headers: Record<string, string> = op.headers) =>
    t.app.inject({ method: 'GET', url, headers });
  const put = (pool: string, payload: unknown, headers: Record<string, string> = op.headers) =>
    t.app.inject({ method: 'PUT', url: `/api/v1/admin/pools/${pool}/settings`, payload: payload as object, headers });
  const save = async (pool: string, settings: Partial<UpdatePoolSettingsBody>) => {
    const res = await put(pool, { ...SETTINGS, ...settings });
    expect(res.statusCode, res.body).toBe(200);
    return res.json() as AdminPoolDetail;
  };
  const poolData = async (pool: string, locale = 'en') => {
    const res = await get(`/api/v1/dashboard/pools/${pool}`, { ...bearer(user.token), 'x-locale': locale });
    expect(res.statusCode, res.body).toBe(200);
    return res.json() as PoolData;
  };

  it('answers 401 without a token and 403 to an investor', async () => {
    expect((await get('/api/v1/admin/pools', {})).statusCode).toBe(401);
    expect((await get('/api/v1/admin/pools', bearer(user.token))).statusCode).toBe(403);
    expect((await put('stable', SETTINGS, bearer(user.token))).statusCode).toBe(403);
  });

  it('lists the four pools with their settings', async () => {
    const res = await get('/api/v1/admin/pools');
    expect(res.statusCode, res.body).toBe(200);
    const { items } = res.json() as AdminPoolsResponse;
    expect(items.map((p) => p.pool)).toEqual(['stable', 'coin', 'dex', 'strategy']);
    expect(items[0]).toEqual({
      pool: 'stable',
      apy: '0',
      nextApy: null,
      depositFee: '0',
      withdrawalFee: '0',
      minDepositUsd: '0',
      depositsOpen: true,
      withdrawalsPaused: null,
      chainId: 1,
      strategyAddress: null,
      vaultAddress: null,
      tokenContract: null,
      website: null,
    });
  });

  it('refuses settings out of bounds, in the language of the request', async () => {
    const cases: [Record<string, unknown>, string, string][] = [
      [
        { apy: '1000.000001' },
        'validation.pools.apyRange',
        'The APY is a percent from 0 to 1000 with at most 6 decimals',
      ],
      [
        { apy: '1.0000001' },
        'validation.pools.apyRange',
        'The APY is a percent from 0 to 1000 with at most 6 decimals',
      ],
      [{ depositFee: '50.5' }, 'validation.pools.feeRange', 'A fee is a percent from 0 to 50 with at most 6 decimals'],
      [{ withdrawalFee: '-1' }, 'validation.amount', 'Enter an amount greater than zero'],
      [
        { minDepositUsd: '10.001' },
        'validation.pools.minDepositRange',
        'The minimum deposit is an amount in USD from 0 to 1000000 with at most 2 decimals',
      ],
      [{ withdrawalsPaused: { en: 'Paused', ru: ' ' } }, 'validation.required', "It's required field!"],
      [{ chainId: 0 }, 'validation.invalid', 'The value of chainId is not valid'],
      [{ vaultAddress: '0x12' }, 'validation.address', 'Enter a valid wallet address'],
      [{ website: 'ftp://example.com' }, 'validation.invalid', 'The value of website is not valid'],
      [
        // The vault's address with one letter's case changed.
        { vaultAddress: '0xbcd4042DE499D14e55001CcbB24a551F3b954096' },
        'adminPools.contractChecksum',
        'The checksum of 0xbcd4042DE499D14e55001CcbB24a551F3b954096 does not match',
      ],
    ];
    for (const [settings, code, message] of cases) {
      const res = await put('stable', { ...SETTINGS, ...settings });
      expect(res.statusCode, res.body).toBe(400);
      expect(res.json()).toMatchObject({ statusCode: 400, code });
      expect(res.json().message).toContain(message);
    }
    const ru = await put('stable', { ...SETTINGS, apy: '2000' }, { ...op.headers, 'x-locale': 'ru' });
    expect(ru.json().message).toContain('APY — процент от 0 до 1000');
    expect((await put('stable', { ...SETTINGS, extra: 1 })).statusCode).toBe(400);
    expect((await put('nowhere', SETTINGS)).statusCode).toBeGreaterThanOrEqual(400);
    // Nothing was written by a refusal.
    expect((await get('/api/v1/admin/pools/stable')).json()).toMatchObject({ apy: '0', depositFee: '0' });
  });

  it('saves fees at once and the APY from tomorrow, audited before and after, with a config version', async () => {
    const version = async () =>
      (
        await t.app.db
          .selectFrom('config_versions')
          .select(sql<string>`version::text`.as('v'))
          .where('scope', '=', 'pools')
          .executeTakeFirst()
      )?.v ?? '0';
    const v0 = BigInt(await version());
    const tomorrow = addDays(utcDay(new Date()), 1);
    const d = await save('stable', { apy: '12.5', depositFee: '1.5' });
    expect(d).toMatchObject({ apy: '0', nextApy: { apy: '12.5', effectiveFrom: tomorrow }, depositFee: '1.5' });
    expect(d.apyHistory[0]).toMatchObject({ effectiveFrom: tomorrow, apy: '12.5', setBy: { id: op.id } });
    expect(d.apyHistory.at(-1)).toMatchObject({ effectiveFrom: '1970-01-01', apy: '0', setBy: null });
    expect(BigInt(await version())).toBe(v0 + 1n);
    const audit = await t.app.db
      .selectFrom('audit_log')
      .selectAll()
      .where('action', '=', 'pool.settings')
      .where('object_id', '=', 'stable')
      .execute();
    expect(audit).toHaveLength(1);
    expect(audit[0]?.actor_id).toBe(op.id);
    expect(audit[0]?.before).toMatchObject({ apy: '0', nextApy: null, depositFee: '0' });
    expect(audit[0]?.after).toMatchObject({ apy: '0', nextApy: { apy: '12.5' }, depositFee: '1.5' });
    // The investor sees the new fee now and today's APY until tomorrow; the history says when it changes.
    expect(await poolData('stable')).toMatchObject({ apy: '0', depositFee: '1.5', depositsOpen: true });
    const history = await get('/api/v1/pools/stable/apy-history', bearer(user.token));
    expect(history.json()).toEqual({
      pool: 'stable',
      items: [
        { effectiveFrom: '1970-01-01', apy: '0' },
        { effectiveFrom: tomorrow, apy: '12.5' },
      ],
    });
    // Saved again the same day, the booked change is replaced; set back to today's, it is withdrawn.
    expect((await save('stable', { apy: '13' })).nextApy).toEqual({ apy: '13', effectiveFrom: tomorrow });
    const back = await save('stable', { apy: '0' });
    expect(back.nextApy).toBeNull();
    expect(back.apyHistory).toHaveLength(1);
  });

  it("sets the pool's network, contracts and website, stored lower case and shown checksummed", async () => {
    const contracts = {
      chainId: 56,
      strategyAddress: '0x71bE63f3384f5fb98995898A86B02Fb2426c5788',
      vaultAddress: '0xFABB0ac9d68B0B445fB7357272Ff202C5651694a',
      tokenContract: '0x1CBd3b2770909D4e10f157cABC84C7264073C9Ec',
      website: 'https://coin.example.com/',
    };
    expect(await save('coin', contracts)).toMatchObject(contracts);
    const row = await t.app.db
      .selectFrom('pools')
      .select(['strategy_address', 'vault_address', 'token_contract'])
      .where('name', '=', 'coin')
      .executeTakeFirstOrThrow();
    expect(row.vault_address).toBe(contracts.vaultAddress.toLowerCase());
    expect(await poolData('coin')).toMatchObject({ chainId: 56, vaultAddress: contracts.vaultAddress });
    const cleared = { chainId: 1, strategyAddress: null, vaultAddress: null, tokenContract: null, website: null };
    expect(await save('coin', cleared)).toMatchObject(cleared);
  });

  it('accrues each day at its own APY: a back-dated change, today, and the change booked for tomorrow', async () => {
    const today = utcDay(new Date());
    await setApy(t.app.db, 'coin', '5');
    const holder = await bareUser(t.app.db);
    await t.app.ledger.creditDeposit({ userId: holder, pool: 'coin', token: 'USDT', amount: 10n ** 9n, ...transfer() });
    await t.app.accrual.accrueThrough(addDays(today, -3));
    // A change an operator made two days ago took effect yesterday; today's booking takes effect tomorrow.
    await t.app.db
      .insertInto('pool_apy')
      .values({ pool: 'coin', effective_from: addDays(today, -1), apy: '10' })
      .execute();
    expect((await save('coin', { apy: '20' })).nextApy?.apy).toBe('20');
    expect((await poolData('coin')).apy).toBe('10');
    const report = await t.app.accrual.accrueThrough(addDays(today, 1));
    expect(report.days).toEqual([-2, -1, 0, 1].map((n) => addDays(today, n)));
    const rows = await t.app.db
      .selectFrom('pool_asset_snapshots')
      .select([sql<string>`to_char(day, 'YYYY-MM-DD')`.as('day'), sql<string>`price_per_share::text`.as('pps')])
      .where('pool', '=', 'coin')
      .where('token', '=', 'USDT')
      .orderBy('day')
      .execute();
    expect(rows.map((r) => r.day)).toEqual([-3, -2, -1, 0, 1].map((n) => addDays(today, n)));
    const expectedApy = ['5', '10', '10', '20'];
    rows.slice(1).forEach((r, i) => {
      const previous = BigInt(rows[i]?.pps as string);
      expect(BigInt(r.pps), r.day).toBe(mulDivDown(previous, dailyFactor(expectedApy[i] as string), RAY));
    });
    const snapshots = await t.app.db
      .selectFrom('pool_snapshots')
      .select(sql<string>`apy::text`.as('apy'))
      .where('pool', '=', 'coin')
      .orderBy('day')
      .execute();
    expect(snapshots.map((s) => Number(s.apy))).toEqual([5, 5, 10, 10, 20]);
    await expectLedgerSound(t.app.db);
  });

  it('a closed pool refuses deposit reports; an open one refuses a claimed amount under its minimum', async () => {
    const report = (pool: string, amount: string, locale = 'en') =>
      post(
        t.app,
        '/api/v1/dashboard/deposit',
        { pool, amount, currency: 'USDT', transaction: TX },
        { ...bearer(user.token), 'x-locale': locale },
      );
    await save('strategy', { depositsOpen: false });
    expect(await poolData('strategy')).toMatchObject({ depositsOpen: false });
    expectError(await report('strategy', '100'), 400, 'deposit.poolClosed', 'This pool is closed for new deposits');
    expectError(
      await report('strategy', '100', 'ru'),
      400,
      'deposit.poolClosed',
      'Этот пул закрыт для новых депозитов',
    );
    // 10 usd at 0.5 usd per USDT: 20 USDT.
    await save('stable', { minDepositUsd: '10' });
    expect(await poolData('stable')).toMatchObject({ minDepositUsd: '10', minDeposit: { USDT: '20' } });
    expectError(
      await report('stable', '19.999999'),
      400,
      'deposit.belowMinimum',
      'The minimum deposit in this pool is 20 USDT (10 USD)',
    );
    // At the minimum the report passes this check (and meets the next: no deposit address on this chain).
    expect((await report('stable', '20')).json().code).not.toBe('deposit.belowMinimum');
    // USDC has no price: its minimum cannot be known, so it is not checked.
    expect((await poolData('stable')).minDeposit.USDC).toBeUndefined();
  });

  it('paused withdrawals refuse with the operator message in the reader language', async () => {
    const paused = { en: 'Maintenance until Monday', ru: 'Техническое обслуживание до понедельника' };
    const d = await save('coin', { apy: '20', withdrawalsPaused: paused });
    expect(d.withdrawalsPaused).toEqual(paused);
    expect((await poolData('coin')).withdrawalsPaused).toBe(paused.en);
    expect((await poolData('coin', 'ru')).withdrawalsPaused).toBe(paused.ru);
    const withdraw = (locale: string) =>
      post(
        t.app,
        '/api/v1/dashboard/withdraw',
        { pool: 'coin', amount: '1', currency: 'USDT' },
        { ...bearer(user.token), 'x-locale': locale },
      );
    expectError(
      await withdraw('en'),
      400,
      'withdraw.paused',
      'Withdrawals from this pool are paused: Maintenance until Monday',
    );
    expectError(
      await withdraw('ru'),
      400,
      'withdraw.paused',
      'Вывод из этого пула приостановлен: Техническое обслуживание до понедельника',
    );
    await save('coin', { apy: '20', withdrawalsPaused: null });
    expect((await withdraw('en')).json().code).not.toBe('withdraw.paused');
  });
});
