import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { endSession } from '../../../lib/session.ts';
import { signIn } from '../../../testing/fixtures.ts';
import { renderWithApp } from '../../../testing/render.tsx';
import {
  cleanQueryCacheEachTest,
  everythingVisible,
  NO_POSITION,
  page,
  poolAnswers,
  stubDashboardApi,
  transaction,
  yieldFigures,
} from '../testing/dashboard-api.ts';
import { Dashboard } from './dashboard.tsx';

const PAGE = '/cabinet/dashboard';
const calculator = (pools: Array<{ pool: string; apy: string }>) => (
  <p>calculator with {pools.map((p) => `${p.pool} ${p.apy}`).join(', ')}</p>
);
const balance = () => ({
  json: {
    fiat: 'usd',
    from: '2026-10-02',
    to: '2026-11-01',
    pool: null,
    totals: { balance: '4081', deposited: '4000', withdrawn: '0', earned: '81' },
    byCurrency: [],
    series: [
      { date: '2026-10-31', balance: '4080', earned: '1' },
      { date: '2026-11-01', balance: '4081', earned: '1' },
    ],
  },
});

const nothingClaimable = () => yieldFigures({ total: { ...yieldFigures().total, claimable: '0' } });

describe('dashboard', () => {
  cleanQueryCacheEachTest();
  everythingVisible();
  afterEach(endSession);

  it('shows skeletons while the figures load', async () => {
    globalThis.fetch = (() => new Promise(() => {})) as typeof fetch;
    signIn();
    await renderWithApp(<Dashboard calculator={calculator} />, { url: PAGE });
    expect(screen.getByTestId('dashboard-loading')).toBeInTheDocument();
  });

  it('shows a new investor the way to a first deposit, and the calculator', async () => {
    stubDashboardApi({
      'GET /api/v1/dashboard/yield': () => ({ json: nothingClaimable() }),
      ...poolAnswers(NO_POSITION),
    });
    signIn();
    await renderWithApp(<Dashboard calculator={calculator} />, { url: PAGE });
    expect(await screen.findByRole('heading', { name: 'No deposits yet' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Go to pools' })).toHaveAttribute('href', '/cabinet/pools');
    expect(screen.getByText('calculator with stable 10, coin 8.5, dex 12, strategy 6.25')).toBeInTheDocument();
    expect(screen.queryByText('Total balance')).not.toBeInTheDocument();
    // The market figures the dashboard owes everyone: the CAPE token, SPOOL, and each pool's APY and TVL.
    const market = screen.getByRole('region', { name: 'Market' });
    expect(within(market).getByText('CAPE price').nextSibling).toHaveTextContent('$0.125');
    expect(within(market).getByText('CAPE market cap').nextSibling).toHaveTextContent('$1,250,000');
    expect(within(market).getByText('SPOOL price').nextSibling).toHaveTextContent('$1.50');
    const open = screen.getByRole('region', { name: 'Pools open for deposits' });
    expect(within(open).getAllByText('TVL')).toHaveLength(4);
    expect(within(open).queryByText('Balance')).not.toBeInTheDocument();
  });

  it('shows a referrer without deposits the figures, so the referral rewards to claim are seen', async () => {
    stubDashboardApi({ 'GET /api/v1/dashboard/yield': () => ({ json: yieldFigures() }), ...poolAnswers(NO_POSITION) });
    signIn();
    await renderWithApp(<Dashboard calculator={calculator} />, { url: PAGE });
    expect(await screen.findByText('Claimable rewards')).toBeInTheDocument();
    expect(screen.getByText('$3.20')).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'No deposits yet' })).not.toBeInTheDocument();
  });

  it('links to the Russian pools page in Russian', async () => {
    stubDashboardApi({
      'GET /api/v1/dashboard/yield': () => ({ json: nothingClaimable() }),
      ...poolAnswers(NO_POSITION),
    });
    signIn();
    await renderWithApp(<Dashboard calculator={calculator} />, { url: `/ru${PAGE}` });
    expect(await screen.findByRole('link', { name: 'Перейти к пулам' })).toHaveAttribute('href', '/ru/cabinet/pools');
  });

  it('shows the figures, each pool, the balance chart and the latest movements', async () => {
    const api = stubDashboardApi({
      'GET /api/v1/dashboard/yield': () => ({ json: yieldFigures() }),
      ...poolAnswers(),
      'GET /api/v1/balance': balance,
      'GET /api/v1/transactions': () => ({ json: page([transaction(1), transaction(2, { type: 'yield' })], 2) }),
    });
    signIn();
    await renderWithApp(<Dashboard calculator={calculator} />, { url: PAGE });
    const overview = await screen.findByRole('region', { name: 'Overview' });
    // Four pools at $1,020.25 each, added exactly.
    expect(within(overview).getByText('$4,081.00')).toBeInTheDocument();
    expect(within(overview).getByText('9.1%')).toBeInTheDocument();
    expect(within(overview).getByText('$3.20')).toBeInTheDocument();
    expect(within(overview).getByText('$0.125')).toBeInTheDocument();
    expect(within(overview).getByText('$1,250,000.00')).toBeInTheDocument();
    expect(within(overview).getByText('$1.04')).toBeInTheDocument();
    expect(within(overview).getByText('$1.50')).toBeInTheDocument();
    const pools = screen.getByRole('region', { name: 'Your pools' });
    expect(within(pools).getByRole('heading', { name: 'Coin' })).toBeInTheDocument();
    expect(within(pools).getAllByText('$2,500,000.50')).toHaveLength(4);
    expect(within(pools).getByText('8.5%')).toBeInTheDocument();
    expect(screen.queryByText('Prices may be out of date')).not.toBeInTheDocument();

    expect(await screen.findByRole('group', { name: 'Balance' })).toBeInTheDocument();
    expect(screen.getByText('2026-11-01')).toBeInTheDocument();
    const recent = await screen.findByRole('region', { name: 'Recent transactions' });
    expect(within(recent).getAllByRole('row')).toHaveLength(3);
    expect(within(recent).getByRole('link', { name: 'Full history' })).toHaveAttribute('href', '#history');
    expect(api.queries('/api/v1/transactions')).toContainEqual({ page: '1', pageSize: '5' });
    expect(api.queries('/api/v1/balance')[0]).toMatchObject({ from: expect.any(String), to: expect.any(String) });
    expect(await screen.findByRole('region', { name: 'Transaction history' })).toBeInTheDocument();
  });

  it('says when prices are stale', async () => {
    stubDashboardApi({
      'GET /api/v1/dashboard/yield': () => ({ json: yieldFigures({ priceStale: true }) }),
      ...poolAnswers(),
      'GET /api/v1/balance': balance,
      'GET /api/v1/transactions': () => ({ json: page([]) }),
    });
    signIn();
    await renderWithApp(<Dashboard calculator={calculator} />, { url: PAGE });
    expect(await screen.findByText('Prices may be out of date')).toBeInTheDocument();
    expect(screen.getByText('Prices were last updated on 2026-11-01.')).toBeInTheDocument();
  });

  it('shows an error with a retry that loads the dashboard', async () => {
    let failing = true;
    stubDashboardApi({
      'GET /api/v1/dashboard/yield': () =>
        failing
          ? { status: 400, json: { statusCode: 400, error: 'Bad Request', message: 'Prices are unavailable' } }
          : { json: nothingClaimable() },
      ...poolAnswers(NO_POSITION),
    });
    signIn();
    const { user } = await renderWithApp(<Dashboard calculator={calculator} />, { url: PAGE });
    expect(await screen.findByRole('alert')).toHaveTextContent('Prices are unavailable');
    failing = false;
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('heading', { name: 'No deposits yet' })).toBeInTheDocument();
  });
});
