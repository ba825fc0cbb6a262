/** The pools and ledger read API (docs/product.md §7): pool data, yield, currencies, assets, strategy, graph, balance, history. */
import { randomUUID } from 'node:crypto';
import { api, pathOf } from '@yc/contract';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { seedDemo } from '../src/db/seed.ts';
import { bearer, investor } from './helpers/accounts.ts';
import { expectLedgerSound, transfer } from './helpers/ledger.ts';
import { createTestApp, engine, type TestApp } from './helpers/test-app.ts';

const USDT = (n: bigint) => n * 10n ** 6n;
const ETH = 10n ** 18n;

describe(`pools read API on ${engine}`, () => {
  let t: TestApp;
  let token: string;
  let userId: string;
  const get = (url: string, auth = true) => t.app.inject({ method: 'GET', url, headers: auth ? bearer(token) : {} });

  beforeAll(async () => {
    t = await createTestApp();
    await seedDemo(t.app.db, 31337);
    const user = await investor(t);
    token = user.token;
    userId = user.user.id;
    await t.app.ledger.creditDeposit({ userId, pool: 'stable', token: 'USDT', amount: USDT(1000n), ...transfer() });
    await t.app.ledger.creditDeposit({ userId, pool: 'stable', token: 'ETH', amount: ETH, ...transfer() });
    const w = randomUUID();
    await t.app.ledger.holdWithdrawal({
      userId,
      pool: 'stable',
      token: 'USDT',
      amount: USDT(100n),
      withdrawalId: w,
      idempotencyKey: `w:${w}`,
    });
    await t.app.ledger.settleWithdrawal({ withdrawalId: w });
  });
  afterEach(() => expectLedgerSound(t.app.db));
  afterAll(() => t.close());

  it('answers pool data with addresses, rates, figures and the position; others need a session', async () => {
    expect((await get(pathOf(api.poolData, { pool: 'stable' }), false)).statusCode).toBe(401);
    const res = await get(pathOf(api.poolData, { pool: 'stable' }));
    expect(res.statusCode).toBe(200);
    const d = res.json();
    expect(api.poolData.response.safeParse(d).success).toBe(true);
    expect(d).toMatchObject({ name: 'stable', fiat: 'usd', chainId: 31337, apy: '8.5', depositFee: '0.1' });
    expect(d.addresses.USDT).toBe('0xBcd4042DE499D14e55001CcbB24a551F3b954096');
    expect(Object.keys(d.addresses).sort()).toEqual(['BUSD', 'USDC', 'USDT']);
    expect(d.estimate).toEqual({ USDT: '1', USDC: '1', BUSD: '1' });
    expect(d.priceStale).toBe(false);
    // 1000 USDT − 0.1 % fee − 100 withdrawn = 899 USDT; 1 ETH − 0.1 % = 0.999 ETH.
    expect(d.assets.find((a: { token: string }) => a.token === 'USDT')).toMatchObject({ balance: '899', value: '899' });
    expect(d.assets.find((a: { token: string }) => a.token === 'ETH').balance).toBe('0.999');
    expect(d.position.value).toBe('4016.42945');
    expect(Number(d.tvl)).toBeCloseTo(899 + 0.999 * 3120.55, 6);
    expect(d.price).toBe('1');
    expect(d.supply).toBe(d.tvl);

    // A fiat with no price at all is refused (pool-deposit-currencies.test.ts).
    expect((await get(`${pathOf(api.poolData, { pool: 'coin' })}?currency=eur`)).statusCode).toBe(400);
    const refreshed = await t.app.inject({
      method: 'POST',
      url: pathOf(api.refreshPool, { pool: 'dex' }),
      headers: bearer(token),
    });
    expect(refreshed.statusCode).toBe(200);
    expect(refreshed.json().name).toBe('dex');
    expect((await get(pathOf(api.poolData, { pool: 'nope' }))).statusCode).toBe(404);
  });

  it('answers the pools overview to anyone, with the same TVL as the pool data', async () => {
    const res = await get(api.poolsOverview.path, false);
    expect(res.statusCode).toBe(200);
    const o = res.json();
    expect(api.poolsOverview.response.safeParse(o).success).toBe(true);
    expect(o.items.map((p: { name: string }) => p.name)).toEqual(['stable', 'coin', 'dex', 'strategy']);
    const stable = (await get(pathOf(api.poolData, { pool: 'stable' }))).json();
    expect(o.items[0]).toEqual({ name: 'stable', apy: '8.5', tvl: stable.tvl, dailyRewards: stable.dailyRewards });
    expect(JSON.stringify(o)).not.toMatch(/position|0x/);
  });

  it('answers yield, currencies, assets, strategy and graph', async () => {
    const y = (await get(api.dashboardYield.path)).json();
    expect(api.dashboardYield.response.safeParse(y).success).toBe(true);
    expect(y.capeToken).toEqual({ price: '0.42', marketCap: '42000000', circulatingSupply: '100000000' });
    expect(y.total.apy).toBe('8.5');
    // One SPOOL is worth the strategy pool's index, the same figure as its pool data's share price.
    expect(y.spoolPrice).toBe((await get(pathOf(api.poolData, { pool: 'strategy' }))).json().price);

    const c = await get(api.currencies.path, false);
    expect(c.statusCode).toBe(200);
    const usdt = c.json().items.find((i: { label: string }) => i.label === 'USDT');
    expect(usdt).toMatchObject({ decimals: 6, native: false, toFiat: '1', deposit: true, balance: true });
    expect(c.json().items.find((i: { label: string }) => i.label === 'ETH')).toMatchObject({ native: true });

    const assets = (await get(pathOf(api.poolAssets, { pool: 'coin' }))).json();
    expect(assets.items.map((a: { token: string }) => a.token).sort()).toEqual(['BTC', 'ETH', 'USDC', 'USDT']);
    const strategy = (await get(pathOf(api.poolStrategy, { pool: 'dex' }))).json();
    expect(api.poolStrategy.response.safeParse(strategy).success).toBe(true);
    expect(strategy).toMatchObject({ name: 'DEX pool', risks: expect.arrayContaining(['Impermanent loss']) });
    const ru = (
      await t.app.inject({
        url: pathOf(api.poolStrategy, { pool: 'dex' }),
        headers: { ...bearer(token), 'x-locale': 'ru' },
      })
    ).json();
    expect(ru).toMatchObject({ name: 'DEX-пул', risks: expect.arrayContaining(['Непостоянные потери']) });
    expect(ru.description).toMatch(/ликвидность/);
    // An operator who wrote a pool up in English only: its Russian reader gets the English text, not a blank.
    await t.app.db
      .updateTable('pool_texts')
      .set({ description: '', risks: '[]' })
      .where('pool', '=', 'coin')
      .where('locale', '=', 'ru')
      .execute();
    const coinRu = (
      await t.app.inject({
        url: pathOf(api.poolStrategy, { pool: 'coin' }),
        headers: { ...bearer(token), 'x-locale': 'ru' },
      })
    ).json();
    expect(coinRu).toMatchObject({
      name: 'Монетный пул',
      description: 'Stakes and lends major coins, keeping a stablecoin buffer.',
      risks: ['Price volatility of BTC and ETH', 'Validator slashing'],
    });

    await t.app.accrual.accrueThrough(new Date().toISOString().slice(0, 10));
    const graph = (await get(`${pathOf(api.poolGraph, { pool: 'stable' })}?range=7d`)).json();
    expect(graph.points).toHaveLength(1);
    expect(graph.points[0]).toMatchObject({ apy: '8.5' });
    expect((await get(`${pathOf(api.poolGraph, { pool: 'stable' })}?range=2d`)).statusCode).toBe(400);
  });

  it('answers the balance series and the history, with CSV', async () => {
    const b = await get(`${api.balance.path}?pool=stable`);
    expect(b.statusCode).toBe(200);
    const body = b.json();
    expect(api.balance.response.safeParse(body).success).toBe(true);
    expect(body.series).toHaveLength(30);
    expect(Number(body.series.at(-1).balance)).toBeGreaterThan(4016);
    expect(body.byCurrency.find((x: { currency: string }) => x.currency === 'USDT')).toMatchObject({
      deposited: '999',
      withdrawn: '100',
    });
    expect((await get(`${api.balance.path}?from=2020-01-01&to=2040-01-01`)).statusCode).toBe(400);
    expect((await get(`${api.balance.path}?from=2030-01-02&to=2030-01-01`)).statusCode).toBe(400);

    const h = (await get(api.transactions.path)).json();
    // The day accrued above paid yield on both positions: one row each (history.test.ts covers the statement).
    expect(h.total).toBe(5);
    expect(h.items.map((i: { type: string; status: string }) => `${i.type}:${i.status}`).sort()).toEqual([
      'deposit:completed',
      'deposit:completed',
      'withdrawal:completed',
      'yield:completed',
      'yield:completed',
    ]);
    expect((await get(`${api.transactions.path}?type=withdrawal`)).json().items[0].amount).toBe('100');
    expect((await get(`${api.transactions.path}?type=yield`)).json().total).toBe(2);
    const csv = await get(api.transactionsCsv.path);
    expect(csv.statusCode).toBe(200);
    expect(csv.headers['content-type']).toMatch(/text\/csv/);
    const lines = csv.body.trim().split('\r\n');
    expect(lines[0]).toBe('id,type,pool,currency,amount,fee,netAmount,fiatValue,status,txHash,createdAt,date');
    expect(lines).toHaveLength(6);
    for (const line of lines.slice(1)) {
      const cells = line.split(',');
      expect(cells[11]).toMatch(/^\d{4}-\d{2}-\d{2}$/);
      expect(cells[10]?.startsWith(cells[11] as string)).toBe(true);
    }
  });
});
