import { screen, within } from '@testing-library/react';
import type { AdminPrice, AdminPricesResponse } from '@yc/contract/admin-prices';
import type { ChainConfig } from '@yc/contract/chain';
import { beforeAll, describe, expect, it } from 'vitest';
import { loadAdminCatalogues } from '../../../lib/area-catalogues.ts';
import { cleanQueryCacheEachTest } from '../../../testing/pools.ts';
import { renderWithApp, stubFetch } from '../../../testing/render.tsx';
import { PricesConsole } from './prices-console.tsx';

const FEED = '0x1111111111111111111111111111111111111111';
const base = { marketCap: null, circulatingSupply: null, maxAgeSeconds: 3600, feed: null, held: null } as const;
const eth: AdminPrice = {
  ...base,
  token: 'ETH',
  fiat: 'usd',
  price: '3120.55',
  updatedAt: new Date().toISOString(),
  state: 'held',
  source: 'aggregator',
  feed: { chainId: 31337, address: FEED, maxDeviationPercent: '10', checkedAt: null, error: null },
  held: { price: '5000', updatedAt: new Date().toISOString(), heldAt: new Date().toISOString() },
};
const usdt: AdminPrice = {
  ...base,
  token: 'USDT',
  fiat: 'usd',
  price: '1',
  updatedAt: '2026-01-01T00:00:00.000Z',
  state: 'stale',
  source: 'operator',
};
const avax: AdminPrice = {
  ...base,
  token: 'AVAX',
  fiat: 'usd',
  price: null,
  updatedAt: null,
  state: 'missing',
  source: null,
  maxAgeSeconds: null,
};
const list: AdminPricesResponse = { items: [avax, eth, usdt], readEveryMs: 60_000 };
const chain = {
  networks: [
    {
      chainId: 31337,
      name: 'Anvil',
      nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
      rpcPath: '/api/v1/chain/31337/rpc',
      blockExplorerUrl: null,
      tokens: [],
      supported: true,
      dev: true,
    },
  ],
  defaultChainId: 31337,
} as unknown as ChainConfig;

cleanQueryCacheEachTest();
beforeAll(() => loadAdminCatalogues('en'));

describe('PricesConsole', () => {
  it('lists each price with its state and source, and the held answer with Confirm and Reject', async () => {
    stubFetch({ 'GET /api/v1/admin/prices': () => ({ json: list }) });
    await renderWithApp(<PricesConsole />, { url: '/admin/prices' });
    const table = await screen.findByRole('table', { name: 'Prices by token and currency' });
    const row = (pair: string) => within(within(table).getByText(pair).closest('tr') as HTMLElement);
    expect(row('AVAX / USD').getByText('No price')).toBeTruthy();
    expect(row('USDT / USD').getByText('Stale')).toBeTruthy();
    expect(row('USDT / USD').getByText('Set by hand')).toBeTruthy();
    expect(row('ETH / USD').getByText('Waiting for confirmation')).toBeTruthy();
    expect(row('ETH / USD').getByText('Aggregator on network 31337')).toBeTruthy();
    const held = screen.getByRole('table', { name: 'Waiting for confirmation' });
    expect(within(held).getByText('5000')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Confirm the new ETH / USD price' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Reject the new ETH / USD price' })).toBeTruthy();
    expect(screen.getByText(/Aggregators are read every 60 s/)).toBeTruthy();
  });

  it('checks a manual price before sending it, as the API does', async () => {
    const calls = stubFetch({
      'GET /api/v1/admin/prices': () => ({ json: list }),
      'GET /api/v1/chain/config': () => ({ json: chain }),
      'PUT /api/v1/admin/prices/USDT/usd': () => ({ json: { ...usdt, price: '0.99', state: 'fresh' } }),
    });
    const { user } = await renderWithApp(<PricesConsole />, { url: '/admin/prices' });
    await user.click(await screen.findByRole('button', { name: 'Edit USDT / USD' }));
    const dialog = await screen.findByRole('dialog');
    const price = within(dialog).getByRole('textbox', { name: 'Price, USD' });
    await user.clear(price);
    await user.type(price, '0');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await within(dialog).findByText(/Enter a price above zero/)).toBeTruthy();
    expect(calls.some((c) => c.key.startsWith('PUT'))).toBe(false);
    await user.clear(price);
    await user.type(price, '0.99');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    await screen.findByText('The USDT price is saved');
    expect(calls.find((c) => c.key.startsWith('PUT'))?.body).toEqual({
      source: 'operator',
      price: '0.99',
      marketCap: null,
      circulatingSupply: null,
      maxAgeSeconds: 3600,
    });
  });
});
