/**
 * The console's overview (decision 70) on a real chain (anvil): the figures after a deposit, a withdrawal waiting
 * for approval and a failed payout; a hot wallet short of its queue; an investor is refused.
 */
import { parseEther } from 'viem';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer } from './helpers/accounts.ts';
import { setFees, setPrice } from './helpers/ledger.ts';
import { type OperatorSession, operatorSession } from './helpers/operators.ts';
import { engine } from './helpers/test-app.ts';
import { type ChainTestApp, createChainApp, credit, payoutTick, walletInvestor } from './helpers/withdrawals.ts';

describe(`the console overview on ${engine}`, () => {
  let t: ChainTestApp;
  let operator: OperatorSession;
  beforeAll(async () => {
    t = await createChainApp();
    for (const pool of ['stable', 'coin', 'dex', 'strategy']) await setFees(t.app.db, pool, '0', '0');
    await setPrice(t.app.db, 'BUSD', '1');
    await setPrice(t.app.db, 'ETH', '3000', 86_400 * 30);
    operator = await operatorSession(t);
  });
  afterAll(() => t?.close());

  const overview = (headers: Record<string, string>) =>
    t.app.inject({ method: 'GET', url: '/api/v1/admin/overview', headers });

  it('shows the figures after a deposit, a withdrawal waiting and a failed payout', async () => {
    const u = await walletInvestor(t);
    await credit(t, u.userId, 'dex', 'BUSD', parseEther('5000'));
    const withdraw = (amount: string) =>
      t.app.inject({
        method: 'POST',
        url: '/api/v1/dashboard/withdraw',
        payload: { pool: 'dex', amount, currency: 'BUSD' },
        headers: bearer(u.token),
      });
    expect((await withdraw('2000')).json().status).toBe('requested');
    // Approved at once, then failed by the worker: the dex pool's hot wallet holds no BUSD.
    expect((await withdraw('10')).json().status).toBe('approved');
    expect(await payoutTick(t)).toMatchObject({ failed: 1 });
    // Approved and queued while the wallet is empty: the hot wallet cannot cover it.
    expect((await withdraw('20')).json().status).toBe('approved');

    const res = await overview(operator.headers);
    expect(res.statusCode, res.body).toBe(200);
    const o = res.json();
    expect(o.tvl).toContainEqual({ pool: 'dex', token: 'BUSD', amount: '2980', usd: '2980' });
    expect(o.users).toEqual({ total: 2, confirmed: 2, active7d: 2 });
    const busd = { token: 'BUSD', count: 1, amount: '5000', usd: '5000' };
    expect(o.today.deposits).toEqual({ count: 1, usd: '5000', assets: [busd] });
    expect(o.week.deposits).toEqual({ count: 1, usd: '5000', assets: [busd] });
    expect(o.today.withdrawals).toEqual({
      count: 2,
      usd: '2020',
      assets: [{ token: 'BUSD', count: 2, amount: '2020', usd: '2020' }],
    });
    expect(o.approvals.waiting).toBe(1);
    expect(Date.parse(o.approvals.oldestAt)).toBeLessThanOrEqual(Date.now());
    expect(o.failedPayouts.count).toBe(1);
    expect(o.stalePrices.map((p: { token: string }) => p.token)).toContain('ETH');
    expect(o.stalePrices.map((p: { token: string }) => p.token)).not.toContain('BUSD');
    expect(o.hotWallets).toContainEqual(
      expect.objectContaining({
        pool: 'dex',
        chainId: 31337,
        currency: 'BUSD',
        balance: '0',
        queued: '20',
        queuedCount: 1,
        covered: false,
      }),
    );
    expect(o.reconciliation).toBeNull();
    // No accrual has run in this test app.
    expect(o.accruedThrough).toBeNull();
    expect(o.jobs.map((j: { name: string }) => j.name)).toEqual(
      expect.arrayContaining(['payout-worker', 'operator-alerts', 'alert-watcher']),
    );
  });

  it('no longer counts a failed payout once it has been retried', async () => {
    const [failed] = await t.app.db.selectFrom('withdrawals').select('id').where('status', '=', 'failed').execute();
    const retry = await t.app.inject({
      method: 'POST',
      url: `/api/v1/admin/withdrawals/${failed?.id}/retry`,
      headers: operator.headers,
    });
    expect(retry.statusCode, retry.body).toBe(201);
    expect((await overview(operator.headers)).json().failedPayouts).toEqual({ count: 0, lastAt: null });
  });

  it('refuses an investor', async () => {
    const u = await walletInvestor(t);
    expect((await overview(bearer(u.token))).statusCode).toBe(403);
  });

  it('shows a hot wallet whose node cannot be read as unknown, not as zero', async () => {
    await t.anvil.stop();
    const o = (await overview(operator.headers)).json();
    const dex = o.hotWallets.find((w: { pool: string; currency: string }) => w.pool === 'dex' && w.currency === 'BUSD');
    // The retry queued 10 more beside the 20.
    expect(dex).toMatchObject({ balance: null, covered: null, queued: '30' });
  });
});
