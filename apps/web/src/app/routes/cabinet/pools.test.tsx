import { screen, within } from '@testing-library/react';
import type { AnyPool } from '@yc/contract/constants';
import { afterEach, describe, expect, it } from 'vitest';
import { endSession } from '../../../lib/session.ts';
import { apiError, signIn } from '../../../testing/fixtures.ts';
import { cleanQueryCacheEachTest, graphOf, poolData, strategy, stubPoolsApi } from '../../../testing/pools.ts';
import { renderWithApp } from '../../../testing/render.tsx';
import PoolsRoute from './pools.tsx';

cleanQueryCacheEachTest();
afterEach(() => endSession());

const dataOf = (pool: AnyPool, apy: string) => ({ json: { ...poolData, name: pool, apy } });

const renderRoute = (url: string) =>
  renderWithApp(<PoolsRoute />, { url, path: `${url.startsWith('/ru/') ? '/ru' : ''}/cabinet/pools/:name?` });

function stubPoolPage(pool: AnyPool) {
  return stubPoolsApi({
    [`GET /api/v1/dashboard/pools/${pool}`]: () => dataOf(pool, '7.25'),
    [`GET /api/v1/pools/${pool}/strategy`]: () => ({ json: { ...strategy, pool } }),
    [`GET /api/v1/pools/${pool}/graph`]: () => ({ json: { ...graphOf('30d'), pool } }),
  });
}

describe('pools route', () => {
  it('lists the stable, coin, dex and strategy pools with APY, TVL, position and a link', async () => {
    signIn();
    stubPoolsApi({
      'GET /api/v1/dashboard/pools/stable': () => dataOf('stable', '12.5'),
      'GET /api/v1/dashboard/pools/coin': () => dataOf('coin', '8'),
      'GET /api/v1/dashboard/pools/dex': () => dataOf('dex', '21.75'),
      'GET /api/v1/dashboard/pools/strategy': () => dataOf('strategy', '15'),
    });
    await renderRoute('/cabinet/pools');
    expect(await screen.findByTestId('pool-card-dex-apy')).toHaveTextContent('21.75%');
    expect(screen.getByTestId('pool-card-stable-apy')).toHaveTextContent('12.5%');
    expect(screen.getByTestId('pool-card-coin-tvl')).toHaveTextContent('$1,234,567.89');
    expect(screen.getByTestId('pool-card-strategy-position')).toHaveTextContent('$102.47');
    const strategyCard = screen.getByTestId('pool-card-strategy');
    expect(within(strategyCard).getByRole('heading', { name: 'Strategy pool' })).toBeInTheDocument();
    expect(within(strategyCard).getByRole('link', { name: 'Open the Strategy pool' })).toHaveAttribute(
      'href',
      '/cabinet/pools/strategy',
    );
  });

  it('opens the strategy pool by name, in Russian too', async () => {
    signIn();
    stubPoolPage('strategy');
    await renderRoute('/ru/cabinet/pools/strategy');
    expect(await screen.findByRole('heading', { name: 'Стратегический пул', level: 1 })).toBeInTheDocument();
    expect(await screen.findByTestId('pool-apy')).toHaveTextContent('7,25 %');
    expect(screen.getByTestId('pool-supply')).toHaveTextContent('SPOOL');
    expect(screen.getByRole('button', { name: 'Внести' })).toBeEnabled();
  });

  it('is a 404 for any other name', async () => {
    signIn();
    stubPoolsApi({});
    await renderRoute('/cabinet/pools/gold');
    expect(screen.getByRole('heading', { name: 'Oops! Something goes wrong' })).toBeInTheDocument();
  });

  it('disables depositing, and says why, when the pool data cannot be loaded', async () => {
    signIn();
    stubPoolsApi({
      'GET /api/v1/dashboard/pools/coin': () => apiError(500, 'Internal Server Error'),
      'GET /api/v1/pools/coin/strategy': () => ({ json: { ...strategy, pool: 'coin' } }),
    });
    await renderRoute('/cabinet/pools/coin');
    expect(
      await screen.findByText(
        'Depositing is not available now: the pool data could not be loaded',
        {},
        { timeout: 6000 },
      ),
    ).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Deposit' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Withdraw' })).toBeDisabled();
  }, 10_000);
});
