/**
 * The prices console and the aggregator job on a real anvil chain (decision 81): validation, a manual price with its
 * audit row and configuration version, a switch to a mock aggregator read at once, staleness from the round's
 * `updatedAt`, and the deviation guard — a big move held until an operator confirms or rejects it, the held price
 * shown on the overview and raising an alert.
 */
import type { AdminOverview, AdminPrice, AdminPricesResponse } from '@yc/contract';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { type DevFeed, deployDevFeeds, setDevFeedAnswer } from '../src/modules/prices/dev-price-feeds.ts';
import { AGGREGATOR_ABI } from '../src/modules/prices/price-feeds.ts';
import { bearer, investor } from './helpers/accounts.ts';
import { type Anvil, startAnvil } from './helpers/anvil.ts';
import { expectError } from './helpers/errors.ts';
import { makeStale, type OperatorSession, operatorSession } from './helpers/operators.ts';
import { createTestApp, engine, type TestApp } from './helpers/test-app.ts';

describe(`prices console on ${engine}`, () => {
  let anvil: Anvil;
  let t: TestApp;
  let op: OperatorSession;
  let feeds: DevFeed[];

  beforeAll(async () => {
    anvil = await startAnvil();
    t = await createTestApp({ CHAIN_RPC_URL_31337: anvil.url, SUPPORTED_CHAIN_IDS: '31337', DEV_CHAIN: 'off' });
    feeds = await deployDevFeeds(anvil.url, anvil.chainId);
    op = await operatorSession(t);
  });
  afterAll(async () => {
    await t?.close();
    await anvil?.stop();
  });

  const feed = (token: string) => feeds.find((f) => f.token === token) as DevFeed;
  const call = (
    method: 'GET' | 'PUT' | 'POST',
    url: string,
    payload?: unknown,
    headers: Record<string, string> = op.headers,
  ) => t.app.inject({ method, url: `/api/v1/admin/prices${url}`, headers, ...(payload ? { payload } : {}) });
  const list = async () => {
    const res = await call('GET', '');
    expect(res.statusCode, res.body).toBe(200);
    return res.json() as AdminPricesResponse;
  };
  const priceOf = async (token: string, fiat = 'usd') =>
    (await list()).items.find((p) => p.token === token && p.fiat === fiat) as AdminPrice;
  const set = (token: string, body: object, fiat = 'usd') => call('PUT', `/${token}/${fiat}`, body);
  const auditRows = (objectId: string, action: string) =>
    t.app.db
      .selectFrom('audit_log')
      .select(['before', 'after'])
      .where('object_id', '=', objectId)
      .where('action', '=', action)
      .orderBy('created_at')
      .execute();
  const version = async () =>
    (await t.app.db.selectFrom('config_versions').select('version').where('scope', '=', 'prices').executeTakeFirst())
      ?.version ?? null;
  const aggregator = (token: string, extra: object = {}) => ({
    source: 'aggregator',
    chainId: anvil.chainId,
    address: feed(token).address,
    maxAgeSeconds: 3600,
    maxDeviationPercent: '10',
    ...extra,
  });

  it('answers only operators and lists every priced token, missing ones too', async () => {
    const someone = await investor(t);
    expect((await call('GET', '', undefined, bearer(someone.token))).statusCode).toBe(403);
    const { items, readEveryMs } = await list();
    expect(readEveryMs).toBeGreaterThan(0);
    expect(items.map((p) => p.token)).toEqual(expect.arrayContaining(['BTC', 'ETH', 'CAPE', 'USDT']));
    expect(items.map((p) => p.token)).not.toContain('SPOOL');
    expect(items.find((p) => p.token === 'BTC')).toMatchObject({ state: 'missing', price: null, source: null });
  });

  it('refuses bad input with clear messages', async () => {
    const invalid = (res: { statusCode: number; body: string; json(): unknown }, code: string) => {
      expect(res.statusCode, res.body).toBe(400);
      expect(res.json()).toMatchObject({ code, message: expect.any(String) });
    };
    const manual = { source: 'operator', price: '1.5', maxAgeSeconds: 3600 };
    for (const price of ['0', '1.0000000000000000001', '12345678901234567890123']) {
      invalid(await set('USDT', { ...manual, price }), 'validation.price');
    }
    for (const price of ['-1', 'abc']) invalid(await set('USDT', { ...manual, price }), 'validation.amount');
    invalid(await set('USDT', { ...manual, maxAgeSeconds: 10 }), 'validation.priceMaxAge');
    invalid(await set('USDT', { ...manual, marketCap: '1.001' }), 'validation.priceAmount');
    expect((await set('SPOOL', manual)).statusCode).toBe(400);
    expect((await set('USDT', manual, 'USD')).statusCode).toBe(400);
    expect((await set('USDT', { ...manual, source: 'chainlink' })).statusCode).toBe(400);
    invalid(await set('ETH', aggregator('ETH', { maxDeviationPercent: '0' })), 'validation.priceDeviation');
    invalid(await set('ETH', aggregator('ETH', { address: '0x1234' })), 'validation.address');
    expectError(await set('ETH', aggregator('ETH', { chainId: 999 })), 400, 'adminPrices.noNode', expect.any(String));
    const nothing = await set('ETH', aggregator('ETH', { address: `0x${'ab'.repeat(20)}` }));
    expectError(nothing, 400, 'adminPrices.feedUnreadable', expect.any(String));
    expect(await t.app.db.selectFrom('prices').select('token').execute()).toEqual([]);
  });

  it('sets a manual price with market cap and supply, audited, and bumps the prices version', async () => {
    const before = await version();
    const res = await set('CAPE', {
      source: 'operator',
      price: '0.420000',
      marketCap: '42000000.5',
      circulatingSupply: '100000000',
      maxAgeSeconds: 86400,
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({
      token: 'CAPE',
      price: '0.42',
      marketCap: '42000000.5',
      circulatingSupply: '100000000',
      state: 'fresh',
      source: 'operator',
      feed: null,
    });
    expect(BigInt((await version()) ?? 0)).toBe(BigInt(before ?? 0) + 1n);
    const [audit] = await auditRows('CAPE/usd', 'price.set');
    expect(audit).toMatchObject({ before: null, after: { price: '0.42', source: 'operator' } });
    const quote = (await t.app.prices.read('usd', ['CAPE'])).quotes.get('CAPE');
    expect(quote).toMatchObject({ price: '0.42', marketCap: '42000000.5', stale: false });
  });

  it('switches a token to an aggregator, read at once; stale once the round is older than the maximum age', async () => {
    const res = await set('ETH', aggregator('ETH'));
    expect(res.statusCode, res.body).toBe(200);
    const eth = res.json() as AdminPrice;
    expect(eth).toMatchObject({
      price: '3120.55',
      state: 'fresh',
      source: 'aggregator',
      feed: { chainId: anvil.chainId, address: feed('ETH').address.toLowerCase(), maxDeviationPercent: '10' },
      held: null,
    });
    // The price's time is the round's, not the read's.
    const round = await t.app.chain
      .client(anvil.chainId)
      ?.readContract({ address: feed('ETH').address, abi: AGGREGATOR_ABI, functionName: 'latestRoundData' });
    expect(new Date(eth.updatedAt as string).getTime()).toBe(Number(round?.[3]) * 1000);
    expect(await auditRows('ETH/usd', 'price.set')).toHaveLength(1);

    // An hour and a minute later nobody has moved the feed: the price is stale, for the console and every reader.
    vi.useFakeTimers({ toFake: ['Date'], now: new Date(eth.updatedAt as string).getTime() + 3_660_000 });
    try {
      const later = (await t.app.adminPrices.list()).items.find((p) => p.token === 'ETH');
      expect(later).toMatchObject({ state: 'stale', price: '3120.55' });
      expect((await t.app.prices.read('usd', ['ETH'])).stale).toBe(true);
    } finally {
      vi.useRealTimers();
    }
  });

  it('holds a move beyond the allowed percentage until an operator rejects or confirms it', async () => {
    await setDevFeedAnswer(anvil.url, feed('ETH'), '5000');
    expect(await t.app.priceFeeds.feeds.tick()).toMatchObject({ ran: true, held: 1, accepted: 0 });
    const held = await priceOf('ETH');
    expect(held).toMatchObject({ state: 'held', price: '3120.55', held: { price: '5000' } });
    // Every reader keeps the accepted price.
    expect((await t.app.prices.read('usd', ['ETH'])).quotes.get('ETH')?.price).toBe('3120.55');

    // The overview lists it and the alert watcher raises it once.
    const overview = await t.app.inject({ method: 'GET', url: '/api/v1/admin/overview', headers: op.headers });
    expect((overview.json() as AdminOverview).heldPrices).toEqual([
      { token: 'ETH', fiat: 'usd', price: '3120.55', heldPrice: '5000', heldAt: expect.any(String) },
    ]);
    await t.app.alerts.watcher.tick();
    await t.app.alerts.watcher.tick();
    const raised = await t.app.db.selectFrom('events').select('payload').where('type', '=', 'price.held').execute();
    expect(raised).toHaveLength(1);
    expect(raised[0]?.payload).toMatchObject({ token: 'ETH', fiat: 'usd', heldPrice: '5000' });
    await t.app.alerts.consumer.tick();
    await t.app.mailer.flush();
    const mail = t.sent.find((m) => m.recipient === op.login && /The ETH price waits for confirmation/.test(m.subject));
    expect(mail?.text_body).toMatch(/5000 USD for ETH, beyond the allowed move from the accepted 3120\.55 USD/);
    expect(mail?.text_body).toMatch(/\/admin\/prices/);

    // A decision asks for a fresh code.
    await makeStale(t, op);
    expectError(await call('POST', '/ETH/usd/reject'), 403, 'admin.totpStale', expect.any(String));
    op = await operatorSession(t);

    const rejected = await call('POST', '/ETH/usd/reject');
    expect(rejected.statusCode, rejected.body).toBe(200);
    expect(rejected.json()).toMatchObject({ state: 'fresh', price: '3120.55', held: null });
    const [rejectAudit] = await auditRows('ETH/usd', 'price.reject');
    expect(rejectAudit).toMatchObject({ before: { held: { price: '5000' } }, after: { held: null } });
    // The rejected round is not held again; the condition clears.
    expect(await t.app.priceFeeds.feeds.tick()).toMatchObject({ held: 0, accepted: 0, failed: 0 });
    expect((await priceOf('ETH')).state).toBe('fresh');
    await t.app.alerts.watcher.tick();
    expect(
      await t.app.db.selectFrom('events').select('id').where('type', '=', 'price.released').execute(),
    ).toHaveLength(1);

    // A new round beyond the guard is held again; confirmed, it becomes the price at its round's time.
    await setDevFeedAnswer(anvil.url, feed('ETH'), '5100.25');
    const read = await call('POST', '/read');
    expect(read.statusCode, read.body).toBe(200);
    const again = (read.json() as AdminPricesResponse).items.find((p) => p.token === 'ETH');
    expect(again).toMatchObject({ state: 'held', held: { price: '5100.25' } });
    const confirmed = await call('POST', '/ETH/usd/confirm');
    expect(confirmed.statusCode, confirmed.body).toBe(200);
    expect(confirmed.json()).toMatchObject({ state: 'fresh', price: '5100.25', held: null });
    expect((confirmed.json() as AdminPrice).updatedAt).toBe(again?.held?.updatedAt);
    const [confirmAudit] = await auditRows('ETH/usd', 'price.confirm');
    expect(confirmAudit).toMatchObject({ before: { price: '3120.55' }, after: { price: '5100.25' } });
    expectError(await call('POST', '/ETH/usd/confirm'), 400, 'adminPrices.nothingHeld', expect.any(String));

    // A move within the guard is taken as it comes, and moves the prices version for the instances' kept prices.
    await setDevFeedAnswer(anvil.url, feed('ETH'), '5200');
    const before = BigInt((await version()) ?? 0);
    expect(await t.app.priceFeeds.feeds.tick()).toMatchObject({ accepted: 1, held: 0 });
    expect(await priceOf('ETH')).toMatchObject({ state: 'fresh', price: '5200' });
    expect(BigInt((await version()) ?? 0)).toBe(before + 1n);
    expect(await t.app.priceFeeds.feeds.tick()).toMatchObject({ accepted: 0 });
    expect(BigInt((await version()) ?? 0)).toBe(before + 1n);
  });

  it('keeps the last price and reports the failure when a feed cannot be read, and switches back to manual', async () => {
    expect((await set('BTC', aggregator('BTC', { maxDeviationPercent: null }))).statusCode).toBe(200);
    await t.app.db
      .updateTable('prices')
      .set({ feed_address: `0x${'cd'.repeat(20)}` })
      .where('token', '=', 'BTC')
      .execute();
    expect(await t.app.priceFeeds.feeds.tick()).toMatchObject({ failed: 1 });
    const btc = await priceOf('BTC');
    expect(btc).toMatchObject({ price: '64250', feed: { error: expect.any(String) } });
    expect(btc.feed?.checkedAt).not.toBeNull();

    const manual = await set('BTC', { source: 'operator', price: '65000', maxAgeSeconds: 600 });
    expect(manual.json()).toMatchObject({ source: 'operator', price: '65000', feed: null, maxAgeSeconds: 600 });
    const audits = await auditRows('BTC/usd', 'price.set');
    expect(audits.at(-1)).toMatchObject({ before: { source: 'aggregator' }, after: { source: 'operator' } });
  });
});
