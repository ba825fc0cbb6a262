import { screen, within } from '@testing-library/react';
import type { AdminOverview } from '@yc/contract/admin-overview';
import { beforeAll, describe, expect, it } from 'vitest';
import { loadAdminCatalogues } from '../../../lib/area-catalogues.ts';
import { cleanQueryCacheEachTest } from '../../../testing/pools.ts';
import { renderWithApp, stubFetch } from '../../../testing/render.tsx';
import { Overview } from './overview.tsx';

const flow = { count: 0, usd: '0', assets: [] };
const calm: AdminOverview = {
  generatedAt: '2026-11-24T12:00:00.000Z',
  tvl: [{ pool: 'stable', token: 'USDT', amount: '1500.5', usd: '1500.5' }],
  tvlUsd: '1500.5',
  users: { total: 12, confirmed: 10, active7d: 4 },
  today: { deposits: flow, withdrawals: flow },
  week: {
    deposits: { count: 2, usd: '1500.5', assets: [{ token: 'USDT', count: 2, amount: '1500.5', usd: '1500.5' }] },
    withdrawals: flow,
  },
  approvals: { waiting: 0, oldestAt: null },
  failedPayouts: { count: 0, lastAt: null },
  stalePrices: [],
  heldPrices: [],
  hotWallets: [
    {
      pool: 'stable',
      chainId: 31337,
      network: 'Anvil',
      currency: 'USDT',
      address: '0x0000000000000000000000000000000000000001',
      balance: '100',
      queued: '0',
      queuedCount: 0,
      covered: true,
    },
  ],
  accruedThrough: '2026-11-23',
  reconciliation: { id: '1', startedAt: '2026-11-24T00:10:00.000Z', ok: true, problems: 0 },
  jobs: [],
};

const troubled: AdminOverview = {
  ...calm,
  approvals: { waiting: 2, oldestAt: '2026-11-24T09:00:00.000Z' },
  failedPayouts: { count: 1, lastAt: '2026-11-24T11:00:00.000Z' },
  stalePrices: [{ token: 'ETH', updatedAt: '2026-11-21T12:00:00.000Z' }],
  heldPrices: [{ token: 'BTC', fiat: 'usd', price: '64250', heldPrice: '90000', heldAt: '2026-11-24T11:30:00.000Z' }],
  hotWallets: [
    { ...calm.hotWallets[0]!, balance: null, covered: null },
    { ...calm.hotWallets[0]!, currency: 'USDC', queued: '50', queuedCount: 1, balance: '10', covered: false },
  ],
  reconciliation: { id: '2', startedAt: '2026-11-24T00:10:00.000Z', ok: false, problems: 3 },
};

cleanQueryCacheEachTest();
beforeAll(() => loadAdminCatalogues('en'));

describe('Overview', () => {
  it('says there is nothing to act on when all is well, with the figures', async () => {
    stubFetch({ 'GET /api/v1/admin/overview': () => ({ json: calm }) });
    await renderWithApp(<Overview />, { url: '/admin' });
    expect(await screen.findByText('No warnings')).toBeTruthy();
    expect(screen.queryAllByRole('link', { name: /:/ })).toEqual([]);
    expect(within(screen.getByRole('region', { name: 'Users' })).getByText('Active in 7 days: 4')).toBeTruthy();
    expect(screen.getByText("Every pool asset's price is fresh.")).toBeTruthy();
  });

  it('links each warning to where it is acted on, and tells the hot wallets apart', async () => {
    stubFetch({ 'GET /api/v1/admin/overview': () => ({ json: troubled }) });
    await renderWithApp(<Overview />, { url: '/admin' });
    const link = async (name: string) => (await screen.findByRole('link', { name })).getAttribute('href');
    expect(await link('Hot wallets short of their queue: 1')).toBe('/admin/withdrawals');
    expect(await link('Reconciliation mismatch')).toBe('/admin/reconciliation');
    expect(await link('Failed payouts in 7 days: 1')).toBe('/admin/withdrawals');
    expect(await link('Withdrawals waiting for approval: 2')).toBe('/admin/withdrawals');
    expect(await link('Stale prices: 1')).toBe('/admin#stale-prices');
    expect(await link('Hot wallets not readable: 1')).toBe('/admin#hot-wallets');
    expect(await link('Prices waiting for confirmation: 1')).toBe('/admin/prices');
    const wallets = screen.getByRole('table', { name: 'Hot wallets against their payout queue' });
    const rows = within(wallets).getAllByRole('row').slice(1);
    // The wallet that cannot cover its queue comes first.
    expect(rows.map((r) => within(r).getAllByRole('cell').at(-1)?.textContent)).toEqual(['Cannot cover', 'Unknown']);
    expect(within(screen.getByRole('table', { name: 'Stale prices' })).getByText('3 days ago')).toBeTruthy();
    expect(
      within(screen.getByRole('table', { name: 'Prices waiting for confirmation' })).getByText('90000'),
    ).toBeTruthy();
  });
});
