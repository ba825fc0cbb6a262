/**
 * A pool's content in the console (decision 80): which tokens it accepts (the pool data offers only those, the
 * deposit report refuses the others, held tokens keep their rows, the watcher still credits what arrives) and its
 * weights; deposit addresses checked for their EIP-55 checksum, refused when another pool takes the same currency
 * there, removed on request (then no longer watched); texts in both languages with the English fallback for an
 * empty Russian field. Every change: an audit row and a config version.
 */
import type { AdminPoolAssetsResponse, AdminPoolTextsResponse, PoolData, PoolStrategyResponse } from '@yc/contract';
import { sql } from 'kysely';
import { getAddress } from 'viem';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedDemo } from '../src/db/seed.ts';
import { bearer, investor, post } from './helpers/accounts.ts';
import { expectError } from './helpers/errors.ts';
import { type OperatorSession, operatorSession } from './helpers/operators.ts';
import { createTestApp, engine, type TestApp } from './helpers/test-app.ts';

/** The network the test app reads (SUPPORTED_CHAIN_IDS' default); the demo seed puts the pools on it. */
const CHAIN = 1;
/** A checksummed address, and the same with one letter's case flipped (a wrong checksum). */
const GOOD = getAddress('0x52908400098527886e0f7030069857d2e4169ee7');
const BAD = GOOD.replace('F', 'f');

describe(`pool content console on ${engine}`, () => {
  let t: TestApp;
  let op: OperatorSession;
  let user: Awaited<ReturnType<typeof investor>>;

  beforeAll(async () => {
    t = await createTestApp();
    await seedDemo(t.app.db, CHAIN);
    op = await operatorSession(t);
    user = await investor(t);
  });
  afterAll(() => t?.close());

  const call = (method: 'GET' | 'PUT' | 'POST', url: string, payload?: unknown, headers: object = op.headers) =>
    t.app.inject({ method, url: `/api/v1/admin/pools/${url}`, payload: payload as object, headers: { ...headers } });
  const ok = async <T>(res: Awaited<ReturnType<typeof call>>) => {
    expect(res.statusCode, res.body).toBe(200);
    return res.json() as T;
  };
  const version = async () =>
    BigInt(
      (
        await t.app.db
          .selectFrom('config_versions')
          .select(sql<string>`version::text`.as('v'))
          .where('scope', '=', 'pools')
          .executeTakeFirst()
      )?.v ?? '0',
    );
  const audits = (action: string) =>
    t.app.db.selectFrom('audit_log').selectAll().where('action', '=', action).orderBy('created_at').execute();
  const poolData = async (pool: string, locale = 'en') =>
    ok<PoolData>(
      await t.app.inject({
        method: 'GET',
        url: `/api/v1/dashboard/pools/${pool}`,
        headers: { ...bearer(user.token), 'x-locale': locale },
      }),
    );
  const assetsBody = (view: AdminPoolAssetsResponse) =>
    view.assets.map(({ token, acceptsDeposits, weight }) => ({ token, acceptsDeposits, weight }));

  it('is for the operator only', async () => {
    expect((await call('GET', 'stable/assets', undefined, {})).statusCode).toBe(401);
    expect((await call('GET', 'stable/assets', undefined, bearer(user.token))).statusCode).toBe(403);
    expect((await call('PUT', 'stable/texts', {}, bearer(user.token))).statusCode).toBe(403);
  });

  it('lists the tokens, what each accepts, the weights and the addresses, checksummed', async () => {
    const view = await ok<AdminPoolAssetsResponse>(await call('GET', 'stable/assets'));
    expect(view.chainId).toBe(CHAIN);
    expect(view.assets.filter((a) => a.acceptsDeposits).map((a) => a.token)).toEqual(['BUSD', 'USDC', 'USDT']);
    expect(view.assets.find((a) => a.token === 'ETH')).toMatchObject({
      inComposition: false,
      depositCurrency: true,
      acceptsDeposits: false,
      weight: null,
    });
    expect(view.addresses.map((a) => a.currency).sort()).toEqual(['BUSD', 'USDC', 'USDT']);
    for (const a of view.addresses) expect(a.address).toBe(getAddress(a.address));
  });

  it('stops offering an unchecked token: the pool data leaves it out and the deposit report refuses it', async () => {
    const before = await ok<AdminPoolAssetsResponse>(await call('GET', 'stable/assets'));
    const v0 = await version();
    const body = assetsBody(before).map((a) => (a.token === 'USDC' ? { ...a, acceptsDeposits: false } : a));
    const after = await ok<AdminPoolAssetsResponse>(await call('PUT', 'stable/assets', { assets: body }));
    expect(after.assets.find((a) => a.token === 'USDC')?.acceptsDeposits).toBe(false);
    expect(await version()).toBe(v0 + 1n);
    const [audit] = await audits('pool.assets');
    expect(audit).toMatchObject({ actor_id: op.id, object_type: 'pool', object_id: 'stable' });
    expect(audit?.before).toEqual([{ token: 'USDC', acceptsDeposits: true, weight: '40' }]);
    expect(audit?.after).toEqual([{ token: 'USDC', acceptsDeposits: false, weight: '40' }]);

    const data = await poolData('stable');
    expect(Object.keys(data.addresses).sort()).toEqual(['BUSD', 'USDT']);
    expect(Object.keys(data.estimate).sort()).toEqual(['BUSD', 'USDT']);
    // The USDC asset stays: positions that hold it keep their balance and withdrawals.
    expect(data.assets.map((a) => a.token)).toContain('USDC');
    const deposit = (currency: string, locale: string) =>
      post(
        t.app,
        '/api/v1/dashboard/deposit',
        { pool: 'stable', amount: '1', currency, transaction: `0x${'1'.repeat(64)}` },
        { ...bearer(user.token), 'accept-language': locale },
      );
    expectError(
      await deposit('USDC', 'en'),
      400,
      'deposit.currencyNotInPool',
      'This pool does not take USDC; it takes USDT, BUSD',
    );
    expect((await deposit('USDC', 'ru')).json().message).toMatch(/не принимает USDC; он принимает USDT, BUSD/);
    // The watcher still reads the address: a transfer that reaches it anyway is credited, not left unowned.
    const watched = await t.app.deposits.claims.depositAddresses(CHAIN);
    expect(
      watched
        .filter((r) => r.pool === 'stable')
        .map((r) => r.currency)
        .sort(),
    ).toEqual(['BUSD', 'USDC', 'USDT']);

    // Accepting a currency outside the composition is the operator's choice; it is offered at once.
    const withEth = assetsBody(after).map((a) =>
      a.token === 'USDC' || a.token === 'ETH' ? { ...a, acceptsDeposits: true } : a,
    );
    await ok(await call('PUT', 'stable/assets', { assets: withEth }));
    expect((await poolData('stable')).estimate).toHaveProperty('USDC');
  });

  it('validates the assets: deposit currencies only, at least one, weights of the composition adding up to 100', async () => {
    const view = await ok<AdminPoolAssetsResponse>(await call('GET', 'coin/assets'));
    const body = assetsBody(view);
    const v0 = await version();
    const cases: [unknown, string, string][] = [
      [
        [{ token: 'BTC', acceptsDeposits: true, weight: null }],
        'adminPools.notDepositCurrency',
        'BTC cannot be accepted for deposits: deposits are taken in USDT, USDC, WAVES, BUSD, SOL, BNB, ETH only',
      ],
      [[{ token: 'NEAR', acceptsDeposits: false, weight: null }], 'adminPools.unknownAsset', 'This pool holds no NEAR'],
      [
        body.map((a) => ({ ...a, acceptsDeposits: false })),
        'adminPools.noAcceptedToken',
        'Keep at least one token accepted; to stop deposits, close the pool in its settings',
      ],
      [
        [{ token: 'WAVES', acceptsDeposits: false, weight: '10' }],
        'adminPools.weightOutsideComposition',
        "WAVES is not in the pool's composition, so it has no weight",
      ],
      [
        [{ token: 'BTC', acceptsDeposits: false, weight: '40.5' }],
        'adminPools.weightsSum',
        "The composition's weights must add up to 100 (now 100.5), or all be empty",
      ],
    ];
    for (const [assets, code, message] of cases)
      expectError(await call('PUT', 'coin/assets', { assets }), 400, code, message);
    const ru = await call('PUT', 'coin/assets', { assets: cases[0]?.[0] }, { ...op.headers, 'x-locale': 'ru' });
    expect(ru.json().message).toBe(
      'BTC нельзя принимать в депозит: депозиты принимаются только в USDT, USDC, WAVES, BUSD, SOL, BNB, ETH',
    );
    expect(
      (await call('PUT', 'coin/assets', { assets: [{ token: 'BTC', acceptsDeposits: false, weight: '-1' }] }))
        .statusCode,
    ).toBe(400);
    expect(await version()).toBe(v0);
    // Weights that add up to 100 are saved exactly.
    const weights: Record<string, string> = { BTC: '40.25', ETH: '30.25', USDT: '19.5', USDC: '10' };
    const saved = await ok<AdminPoolAssetsResponse>(
      await call('PUT', 'coin/assets', { assets: body.map((a) => ({ ...a, weight: weights[a.token] ?? null })) }),
    );
    expect(Object.fromEntries(saved.assets.filter((a) => a.inComposition).map((a) => [a.token, a.weight]))).toEqual(
      weights,
    );
  });

  it('sets an address only with a good checksum, stores it lower case and shows it checksummed', async () => {
    const set = (pool: string, address: string, locale = 'en', currency = 'USDT', chainId = CHAIN) =>
      call('PUT', `${pool}/addresses`, { chainId, currency, address }, { ...op.headers, 'x-locale': locale });
    const checksum =
      "This address's checksum does not match: check it for a typo and paste it as the wallet or explorer shows it, in mixed case (EIP-55)";
    expectError(await set('coin', BAD), 400, 'adminPools.addressChecksum', checksum);
    // Lower case carries no checksum: a typo would pass, so it is refused too.
    expectError(await set('coin', GOOD.toLowerCase()), 400, 'adminPools.addressChecksum', checksum);
    expect((await set('coin', BAD, 'ru')).json().message).toMatch(/^Контрольная сумма адреса не сходится/);
    expect((await set('coin', '0x1234')).json()).toMatchObject({ statusCode: 400, code: 'validation.address' });
    expect((await set('coin', `0x${'0'.repeat(40)}`)).json()).toMatchObject({ code: 'validation.address' });
    expect((await set('coin', GOOD, 'en', 'USDT', 999)).json()).toMatchObject({ code: 'adminPools.networkNotRead' });
    expect((await set('coin', GOOD, 'en', 'DOGE')).statusCode).toBe(400);

    const v0 = await version();
    const view = await ok<AdminPoolAssetsResponse>(await set('coin', GOOD));
    expect(view.addresses.find((a) => a.chainId === CHAIN && a.currency === 'USDT')?.address).toBe(GOOD);
    const row = await t.app.db
      .selectFrom('pool_deposit_addresses')
      .select('address')
      .where('pool', '=', 'coin')
      .where('chain_id', '=', CHAIN)
      .where('currency', '=', 'USDT')
      .executeTakeFirstOrThrow();
    expect(row.address).toBe(GOOD.toLowerCase());
    expect(await version()).toBe(v0 + 1n);
    const [audit] = await audits('pool.address.set');
    expect(audit?.after).toEqual({ chainId: CHAIN, currency: 'USDT', address: GOOD });
    expect((await poolData('coin')).addresses.USDT).toBe(GOOD);
  });

  it("refuses another pool's address for the same currency and network", async () => {
    // coin takes USDT at GOOD since the previous test.
    const res = await call('PUT', 'dex/addresses', { chainId: CHAIN, currency: 'USDT', address: GOOD });
    expectError(
      res,
      409,
      'adminPools.addressShared',
      'The coin pool already takes USDT at this address on this network: each pool needs an address of its own, or deposits to it cannot be credited',
    );
    // The same address for another currency is a different deposit: the watcher tells them apart by token.
    await ok(await call('PUT', 'dex/addresses', { chainId: CHAIN, currency: 'USDC', address: GOOD }));
  });

  it('removes an address: the pool data and the watcher stop offering it', async () => {
    const remove = () => call('POST', 'coin/addresses/remove', { chainId: CHAIN, currency: 'USDT' });
    const view = await ok<AdminPoolAssetsResponse>(await remove());
    expect(view.addresses.some((a) => a.chainId === CHAIN && a.currency === 'USDT')).toBe(false);
    expect((await poolData('coin')).addresses).not.toHaveProperty('USDT');
    const watched = await t.app.deposits.claims.depositAddresses(CHAIN);
    expect(watched.some((r) => r.pool === 'coin' && r.currency === 'USDT')).toBe(false);
    const [audit] = await audits('pool.address.remove');
    expect(audit).toMatchObject({ before: { address: GOOD }, after: { address: null } });
    expectError(
      await remove(),
      404,
      'adminPools.addressNotFound',
      'This pool has no address for this currency on this network',
    );
  });

  it('edits the texts in both languages; an empty Russian field is read in English', async () => {
    const texts = {
      en: {
        title: 'Coin pool',
        description: 'Blue chips.\nRebalanced weekly.',
        risks: ['Market risk', 'Custody risk'],
      },
      ru: { title: 'Монетный пул (новый)', description: '', risks: [] },
    };
    const v0 = await version();
    const saved = await ok<AdminPoolTextsResponse>(await call('PUT', 'coin/texts', texts));
    expect(saved).toEqual({ pool: 'coin', texts });
    expect(await ok<AdminPoolTextsResponse>(await call('GET', 'coin/texts'))).toEqual(saved);
    expect(await version()).toBe(v0 + 1n);
    const [audit] = await audits('pool.texts');
    expect(audit?.after).toEqual(texts);
    const strategy = async (locale: string) =>
      ok<PoolStrategyResponse>(
        await t.app.inject({
          method: 'GET',
          url: '/api/v1/pools/coin/strategy',
          headers: { ...bearer(user.token), 'x-locale': locale },
        }),
      );
    expect(await strategy('ru')).toMatchObject({
      name: 'Монетный пул (новый)',
      description: 'Blue chips.\nRebalanced weekly.',
      risks: ['Market risk', 'Custody risk'],
    });
    expect(await strategy('en')).toMatchObject({ name: 'Coin pool' });

    const bad = (patch: object) => call('PUT', 'coin/texts', { ...texts, ru: { ...texts.ru, ...patch } });
    expect((await bad({ title: ' ' })).json()).toMatchObject({ statusCode: 400, code: 'validation.required' });
    expect((await bad({ title: 'x'.repeat(201) })).json()).toMatchObject({
      statusCode: 400,
      code: 'validation.maxLength',
    });
    expect((await bad({ risks: [''] })).json()).toMatchObject({ statusCode: 400, code: 'validation.required' });
    expect((await bad({ description: 'a\u200bb' })).json()).toMatchObject({ code: 'validation.invisibleCharacters' });
    // An unchanged save writes no audit row and no version.
    const v1 = await version();
    await ok(await call('PUT', 'coin/texts', texts));
    expect(await version()).toBe(v1);
    expect(await audits('pool.texts')).toHaveLength(1);
  });
});
