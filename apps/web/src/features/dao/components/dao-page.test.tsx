import { screen, waitFor, within } from '@testing-library/react';
import type { Proposal } from '@yc/contract/dao';
import { afterEach, describe, expect, it } from 'vitest';
import { cleanNotifications } from '../../../lib/notify.ts';
import { endSession } from '../../../lib/session.ts';
import { apiError, signIn } from '../../../testing/fixtures.ts';
import { cleanQueryCacheEachTest, stubPoolsApi } from '../../../testing/pools.ts';
import { renderWithApp } from '../../../testing/render.tsx';
import {
  activeProposal,
  OPTION_NO,
  OPTION_YES,
  personal,
  pools,
  proposalsOf,
  rewards,
  values,
} from '../testing/dao-api.ts';
import { DaoPage } from './dao-page.tsx';

cleanQueryCacheEachTest();
afterEach(() => {
  endSession();
  cleanNotifications();
});

const answers = (...proposals: Proposal[]) => ({
  'GET /api/v1/dao/personal': () => ({ json: personal }),
  'GET /api/v1/dao/pools': () => ({ json: pools }),
  'GET /api/v1/dao/values': () => ({ json: values }),
  'GET /api/v1/dao/rewards': () => ({ json: rewards }),
  'GET /api/v1/dao/proposals': () => ({ json: proposalsOf(...proposals) }),
});

const renderPage = (url = '/cabinet/dao') => renderWithApp(<DaoPage />, { url });
const proposalCard = () => screen.findByTestId(`proposal-${activeProposal.id}`);

describe('DAO page', () => {
  it('shows personal info, values, pools, rewards and the proposals with their tallies', async () => {
    signIn();
    stubPoolsApi(answers(activeProposal));
    await renderPage();
    expect(screen.getByRole('heading', { name: 'DAO', level: 1 })).toBeInTheDocument();
    // Figures at display precision on one line, each exact on hover; the wallet shortened, whole on hover and copy.
    expect(await screen.findByTestId('spool-held')).toHaveTextContent(/^1,234 SPOOL$/);
    expect(screen.getByTestId('spool-held')).toHaveAttribute('title', '1,234.000000000000000001 SPOOL');
    expect(screen.getByTestId('supply-share')).toHaveTextContent('0.1234%');
    const wallet = screen.getByTestId('dao-wallet');
    expect(wallet).toHaveTextContent('0x7099...dc79C8');
    expect(wallet).toHaveAttribute('title', '0x70997970C51812dc3A010C7d01b50e0d17dc79C8');
    expect(wallet).toHaveStyle({ whiteSpace: 'nowrap' });
    expect(screen.getByRole('button', { name: 'Copy' })).toBeInTheDocument();
    expect(screen.getByText('2026-09-15')).toBeInTheDocument();
    expect(await screen.findByTestId('cape-price')).toHaveTextContent('$0.4567');
    expect(screen.getByTestId('cape-supply')).toHaveTextContent('100,000,000.5');
    expect(screen.getByTestId('cape-supply')).toHaveStyle({ whiteSpace: 'nowrap' });
    expect(screen.getByTestId('treasury')).toHaveTextContent('$2,500,000.00');
    const pool = await screen.findByTestId('dao-pool-stable');
    expect(pool).toHaveTextContent('$1,234,567.89');
    expect(pool).toHaveTextContent('12.5%');
    expect(pool).toHaveTextContent('USDT · 62.5%');
    const distributions = await screen.findByRole('table', { name: 'DAO reward distributions' });
    expect(within(distributions).getByTitle('500.000000000000000001 USDT')).toHaveTextContent(/^500 USDT$/);
    const card = await proposalCard();
    expect(within(card).getByTestId(`option-${OPTION_YES}`)).toHaveTextContent('75.01% · 600.5 SPOOL · votes: 3');
    expect(within(card).getByRole('button', { name: 'Vote for Yes' })).toBeEnabled();
    expect(within(card).getByRole('button', { name: 'Vote for No' })).toBeEnabled();
  });

  it('votes and shows the new tally and the vote as the caller’s', async () => {
    signIn();
    const calls = stubPoolsApi({
      ...answers(activeProposal),
      [`POST /api/v1/dao/proposals/${activeProposal.id}/vote`]: () => ({
        json: {
          ...activeProposal,
          myVote: OPTION_NO,
          options: [activeProposal.options[0], { id: OPTION_NO, label: 'No', weight: '1434', votes: 2 }],
        },
      }),
    });
    const { user } = await renderPage();
    const card = await proposalCard();
    await user.click(within(card).getByRole('button', { name: 'Vote for No' }));
    expect(await within(card).findByTestId('my-vote')).toHaveTextContent('You voted for No');
    expect(within(card).getByTestId(`option-${OPTION_NO}`)).toHaveTextContent('70.48% · 1,434 SPOOL · votes: 2');
    expect(within(card).queryByRole('button', { name: /Vote for/ })).not.toBeInTheDocument();
    expect(calls.find((c) => c.key.startsWith('POST'))?.body).toEqual({ option: OPTION_NO });
    expect(await screen.findByText('Your vote for No is counted')).toBeInTheDocument();
  });

  it("shows the server's message when a vote is refused", async () => {
    signIn();
    stubPoolsApi({
      ...answers(activeProposal),
      [`POST /api/v1/dao/proposals/${activeProposal.id}/vote`]: () =>
        apiError(409, 'You have already voted on this proposal', 'dao.alreadyVoted'),
    });
    const { user } = await renderPage();
    await user.click(within(await proposalCard()).getByRole('button', { name: 'Vote for Yes' }));
    expect(await screen.findByText('You have already voted on this proposal')).toBeInTheDocument();
  });

  it('offers no vote before the start and shows the result after the end', async () => {
    signIn();
    const upcoming = { ...activeProposal, id: '7a1b2c3d-2222-4e5f-8a22-000000000011', status: 'upcoming' as const };
    const ended = {
      ...activeProposal,
      id: '7a1b2c3d-2222-4e5f-8a22-000000000012',
      status: 'ended' as const,
      myVote: OPTION_YES,
    };
    stubPoolsApi(answers(upcoming, ended));
    await renderPage();
    const before = await screen.findByTestId(`proposal-${upcoming.id}`);
    expect(within(before).queryByRole('button')).not.toBeInTheDocument();
    expect(within(before).getByTestId('vote-closed')).toHaveTextContent('Voting opens on 2026-11-01');
    const after = screen.getByTestId(`proposal-${ended.id}`);
    expect(within(after).queryByRole('button')).not.toBeInTheDocument();
    expect(within(within(after).getByTestId(`option-${OPTION_YES}`)).getByText('Result')).toBeInTheDocument();
    expect(within(after).getByTestId('my-vote')).toHaveTextContent('You voted for Yes');
  });

  it('says when there are no proposals or distributions, in Russian with Russian formatting', async () => {
    signIn();
    stubPoolsApi({
      ...answers(),
      'GET /api/v1/dao/rewards': () => ({ json: { items: [], page: 1, pageSize: 10, total: 0 } }),
    });
    await renderPage('/ru/cabinet/dao');
    expect(await screen.findByText('Предложений пока нет')).toBeInTheDocument();
    expect(await screen.findByText('Распределений пока не было')).toBeInTheDocument();
    expect(await screen.findByTestId('treasury')).toHaveTextContent('2 500 000,00 $');
    expect(screen.getByTestId('supply-share')).toHaveTextContent('0,1234 %');
  });

  it('shows an error with a retry for a section that fails', async () => {
    signIn();
    let tries = 0;
    stubPoolsApi({
      ...answers(activeProposal),
      'GET /api/v1/dao/values': () => (++tries <= 4 ? apiError(500, 'Prices are unavailable') : { json: values }),
    });
    const { user } = await renderPage();
    const alert = await screen.findByRole('alert', {}, { timeout: 6000 });
    expect(alert).toHaveTextContent('Prices are unavailable');
    await user.click(within(alert).getByRole('button', { name: 'Try again' }));
    await waitFor(() => expect(screen.getByTestId('cape-price')).toHaveTextContent('$0.4567'));
  });
});
