import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { cleanNotifications } from '../../../lib/notify.ts';
import { endSession } from '../../../lib/session.ts';
import { apiError, signIn } from '../../../testing/fixtures.ts';
import { cleanQueryCacheEachTest, stubPoolsApi } from '../../../testing/pools.ts';
import { renderWithApp } from '../../../testing/render.tsx';
import { harvestInfo, harvestResult, progress, referrals, rules } from '../testing/referrals-api.ts';
import { ReferralPage } from './referral-page.tsx';

cleanQueryCacheEachTest();
afterEach(() => {
  endSession();
  cleanNotifications();
});

const answers = {
  'GET /api/v1/referrals': () => ({ json: referrals }),
  'GET /api/v1/referrals/progress': () => ({ json: progress }),
  'GET /api/v1/referrals/rules': () => ({ json: rules }),
  'GET /api/v1/referrals/harvest': () => ({ json: harvestInfo }),
};

const renderPage = (url = '/cabinet/refferal') => renderWithApp(<ReferralPage />, { url });

describe('referral page', () => {
  it('shows the ID and link, rewards, bonuses per level, ranks, history and the rules', async () => {
    signIn();
    stubPoolsApi(answers);
    await renderPage();
    expect(await screen.findByTestId('referral-id')).toHaveTextContent('AB12CD');
    expect(screen.getByRole('heading', { name: 'Referral', level: 1 })).toBeInTheDocument();
    expect(screen.getByTestId('referral-url')).toHaveTextContent('https://yield.example.com/?invite=AB12CD');
    expect(screen.getByRole('button', { name: 'Copy ID' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Copy link' })).toBeInTheDocument();
    expect(screen.getAllByTestId('referral-earned')[0]).toHaveTextContent('$1,234.50');
    expect(screen.getByTestId('referral-claimable')).toHaveTextContent('$42.13');
    expect(screen.getByTestId('level-2')).toHaveTextContent('2');
    expect(screen.getByTestId('level-2')).toHaveTextContent('$2,345.68');
    expect(screen.getByTestId('level-2')).toHaveTextContent('2.5%');
    expect(await screen.findByTestId('rank-silver')).toHaveAttribute('aria-current', 'true');
    expect(within(screen.getByTestId('rank-silver')).getByText('Current')).toBeInTheDocument();
    expect(screen.getByTestId('rank-gold')).not.toHaveAttribute('aria-current');
    expect(screen.getByTestId('rank-next')).toHaveTextContent('2.6% of the way to Gold');
    expect(screen.getByRole('progressbar', { name: 'Progress to the next rank' })).toBeInTheDocument();
    const history = await screen.findByTestId('harvest-history');
    expect(within(history).getByTestId('harvest-amounts')).toHaveTextContent('42.125 USDT ($42.13)');
    expect(within(history).getByText('2026-11-02')).toBeInTheDocument();
    expect(within(history).getByText('10.000000000000000001 USDT')).toBeInTheDocument();
    expect(await screen.findByText('Level 1: 10% of the daily yield')).toBeInTheDocument();
    // One ranks table on the page: the rules card explains ranks without repeating the table.
    expect(screen.getAllByRole('table', { name: 'Ranks' })).toHaveLength(1);
  });

  it('formats figures in Russian', async () => {
    signIn();
    stubPoolsApi(answers);
    await renderPage('/ru/cabinet/refferal');
    expect(await screen.findByTestId('referral-claimable')).toHaveTextContent('42,13 $');
    expect(screen.getByTestId('referral-liquidity')).toHaveTextContent('12 345,68 $');
    expect(await screen.findByTestId('rank-next')).toHaveTextContent('2,6 % пути до ранга Gold');
    expect(screen.getByRole('button', { name: 'Получить' })).toBeEnabled();
  });

  it('harvests with an Idempotency-Key that a retry after a failure reuses, then refreshes the figures', async () => {
    signIn();
    let posts = 0;
    const calls = stubPoolsApi({
      ...answers,
      'POST /api/v1/referrals/harvest': () =>
        ++posts === 1 ? apiError(503, 'The ledger is busy') : { json: harvestResult },
    });
    const { user } = await renderPage();
    const button = await screen.findByRole('button', { name: 'Harvest' });
    await user.click(button);
    expect(await screen.findByText('The ledger is busy')).toBeInTheDocument();
    await waitFor(() => expect(screen.getByRole('button', { name: 'Harvest' })).toBeEnabled());
    await user.click(screen.getByRole('button', { name: 'Harvest' }));
    expect(await screen.findByText('$42.13 moved to your balance')).toBeInTheDocument();
    const [first, second] = calls.filter((c) => c.key === 'POST /api/v1/referrals/harvest');
    expect(first?.headers.get('idempotency-key')).toMatch(/^[0-9a-f-]{36}$/);
    expect(second?.headers.get('idempotency-key')).toBe(first?.headers.get('idempotency-key'));
    await waitFor(() => expect(calls.filter((c) => c.key === 'GET /api/v1/referrals').length).toBeGreaterThan(1));
  });

  it('disables the harvest with nothing to claim and says there is no history yet', async () => {
    signIn();
    stubPoolsApi({
      ...answers,
      'GET /api/v1/referrals': () => ({
        json: { ...referrals, levels: [], totals: { ...referrals.totals, members: 0, claimable: '0' } },
      }),
      'GET /api/v1/referrals/harvest': () => ({ json: { ...harvestInfo, total: '0', amounts: [], history: [] } }),
    });
    await renderPage();
    expect(await screen.findByRole('button', { name: 'Harvest' })).toBeDisabled();
    expect(screen.getByText('No levels yet')).toBeInTheDocument();
    expect(await screen.findByText('No harvests yet')).toBeInTheDocument();
  });

  it('shows the server message when a section fails, and a retry loads it', async () => {
    signIn();
    let progressCalls = 0;
    stubPoolsApi({
      ...answers,
      'GET /api/v1/referrals/progress': () =>
        ++progressCalls <= 4 ? apiError(500, 'Ranks are unavailable') : { json: progress },
    });
    const { user } = await renderPage();
    const alert = await screen.findByRole('alert', {}, { timeout: 6000 });
    expect(alert).toHaveTextContent('Ranks are unavailable');
    await user.click(within(alert).getByRole('button', { name: 'Try again' }));
    expect(await screen.findByTestId('rank-silver')).toBeInTheDocument();
  });
});
