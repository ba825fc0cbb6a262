import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { endSession } from '../../../lib/session.ts';
import { apiError, signIn } from '../../../testing/fixtures.ts';
import {
  addresses,
  cleanQueryCacheEachTest,
  graphOf,
  poolData,
  strategy,
  stubPoolsApi,
} from '../../../testing/pools.ts';
import { renderWithApp } from '../../../testing/render.tsx';
import { PoolDetails } from './pool-details.tsx';

cleanQueryCacheEachTest();
afterEach(() => endSession());

function stubPool(over: Partial<typeof poolData> = {}) {
  return stubPoolsApi({
    'GET /api/v1/dashboard/pools/stable': () => ({ json: { ...poolData, ...over } }),
    'GET /api/v1/pools/stable/strategy': () => ({ json: strategy }),
    'GET /api/v1/pools/stable/graph': (_body, url) => ({ json: graphOf(url.searchParams.get('range') as '30d') }),
    'POST /api/v1/dashboard/refresh-pools/stable': () => ({ json: { ...poolData, ...over, tvl: '2000000' } }),
  });
}

const renderPool = (url = '/cabinet/pools/stable') =>
  renderWithApp(<PoolDetails pool="stable" actions={() => <button type="button">actions</button>} />, { url });

describe('pool page', () => {
  it('shows every pool field: percents divided by 100, fiat in dollars, token amounts exact on hover', async () => {
    signIn();
    stubPool();
    await renderPool();
    expect(await screen.findByTestId('pool-apy')).toHaveTextContent('12.5%');
    expect(screen.getByTestId('pool-tvl')).toHaveTextContent('$1,234,567.89');
    expect(screen.getByTestId('pool-daily-rewards')).toHaveTextContent('$42.50');
    expect(screen.getByTestId('pool-price')).toHaveTextContent('$1.0234');
    expect(screen.getByTestId('pool-supply')).toHaveTextContent(/^1,000,000$/);
    expect(within(screen.getByTestId('pool-supply')).getByTitle('1,000,000.000000000000000001')).toBeInTheDocument();
    expect(screen.getByTestId('pool-deposit-fee')).toHaveTextContent('0.5%');
    expect(screen.getByTestId('pool-withdrawal-fee')).toHaveTextContent('0.3%');
    expect(screen.getByTestId('pool-strategy-address')).toHaveTextContent(addresses.strategy);
    expect(screen.getByTestId('pool-vault-address')).toHaveTextContent(addresses.vault);
    expect(screen.getByTestId('pool-token-contract')).toHaveTextContent(addresses.token);
    expect(screen.getByRole('link', { name: 'https://stable.example.com/' })).toHaveAttribute(
      'href',
      'https://stable.example.com/',
    );
    expect(await within(screen.getByTestId('pool-contracts')).findByText('Anvil (dev chain)')).toBeInTheDocument();

    const usdt = screen.getByTestId('pool-asset-USDT');
    expect(usdt).toHaveTextContent('62.5%');
    expect(usdt).toHaveTextContent('771,604.9318750001');
    expect(usdt).toHaveTextContent('$771,604.93');

    expect(screen.getByTestId('position-value')).toHaveTextContent('$102.47');
    expect(screen.getByTestId('position-shares')).toHaveTextContent(/^100\.12$/);
    expect(screen.getByTestId('position-shares')).toHaveAttribute('title', '100.123456789012345678');
    expect(within(screen.getByTestId('pool-position')).getByText('$2.47')).toBeInTheDocument();

    const details = screen.getByTestId('pool-strategy');
    expect(await within(details).findByText('Stablecoin lending')).toBeInTheDocument();
    expect(within(details).getByText('Smart contract risk')).toBeInTheDocument();
    expect(screen.queryByTestId('pool-stale')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'actions' })).toBeInTheDocument();
  });

  it('formats in Russian', async () => {
    signIn();
    stubPool();
    await renderPool('/ru/cabinet/pools/stable');
    expect(await screen.findByTestId('pool-apy')).toHaveTextContent('12,5 %');
    expect(screen.getByTestId('pool-supply')).toHaveTextContent('1 000 000');
    expect(within(screen.getByTestId('pool-supply')).getByTitle('1 000 000,000000000000000001')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Балансы' })).toBeInTheDocument();
  });

  it('leaves the token contract out when the pool has none, rather than show 0x0', async () => {
    signIn();
    stubPool({ tokenContract: null });
    await renderPool();
    const contracts = await screen.findByTestId('pool-contracts');
    expect(within(contracts).getByTestId('pool-vault-address')).toHaveTextContent(addresses.vault);
    expect(within(contracts).queryByText('Token contract')).not.toBeInTheDocument();
    expect(screen.queryByTestId('pool-token-contract')).not.toBeInTheDocument();
  });

  it('says when prices are stale, with when they were last read', async () => {
    signIn();
    stubPool({ priceStale: true, pricesUpdatedAt: '2026-11-01T10:00:00.000+03:00' });
    await renderPool();
    expect(await screen.findByTestId('pool-stale')).toHaveTextContent('Prices were last updated 2026-11-01 07:00 UTC');
  });

  it('refreshes the pool on the server and shows its answer', async () => {
    signIn();
    const calls = stubPool();
    const { user } = await renderPool();
    await screen.findByTestId('pool-tvl');
    await user.click(screen.getByRole('button', { name: 'Refresh' }));
    await waitFor(() => expect(screen.getByTestId('pool-tvl')).toHaveTextContent('$2,000,000.00'));
    const refresh = calls.find((c) => c.key === 'POST /api/v1/dashboard/refresh-pools/stable');
    expect(refresh?.url.searchParams.get('currency')).toBe('usd');
    expect(await screen.findByText('The pool data is up to date')).toBeInTheDocument();
  });

  it('draws APY, TVL and price per share for the chosen range', async () => {
    signIn();
    const calls = stubPool();
    const { user } = await renderPool();
    expect(await screen.findByRole('group', { name: 'Total value locked' })).toBeInTheDocument();
    expect(screen.getByRole('group', { name: 'APY' })).toBeInTheDocument();
    expect(screen.getByRole('group', { name: 'Price per share' })).toBeInTheDocument();
    await user.click(screen.getByRole('radio', { name: '7D' }));
    await waitFor(() =>
      expect(
        calls.filter((c) => c.key === 'GET /api/v1/pools/stable/graph').map((c) => c.url.searchParams.get('range')),
      ).toEqual(['30d', '7d']),
    );
  });

  it("shows the server's message when the pool cannot be loaded, and offers to try again", async () => {
    signIn();
    stubPoolsApi({
      'GET /api/v1/dashboard/pools/stable': () => apiError(409, 'The pool is paused'),
    });
    await renderPool();
    expect(await screen.findByRole('alert')).toHaveTextContent('The pool is paused');
    expect(screen.getByRole('button', { name: 'Try again' })).toBeInTheDocument();
  });
});
