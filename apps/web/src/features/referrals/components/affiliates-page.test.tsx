import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { endSession } from '../../../lib/session.ts';
import { apiError, signIn } from '../../../testing/fixtures.ts';
import { cleanQueryCacheEachTest, stubPoolsApi } from '../../../testing/pools.ts';
import { renderWithApp } from '../../../testing/render.tsx';
import { memberOf, referrals } from '../testing/referrals-api.ts';
import { AffiliatesPage, MEMBERS_PAGE_SIZE } from './affiliates-page.tsx';

cleanQueryCacheEachTest();
afterEach(() => endSession());

/** 45 members over two levels, filtered and paged as the server would. */
const all = Array.from({ length: 45 }, (_, i) => memberOf(i + 1, i < 30 ? 1 : 2));

function membersAnswer(_: unknown, url: URL) {
  const page = Number(url.searchParams.get('page'));
  const pageSize = Number(url.searchParams.get('pageSize'));
  const level = url.searchParams.get('level');
  const search = url.searchParams.get('search');
  const matching = all.filter(
    (m) => (!level || m.level === Number(level)) && (!search || m.maskedLogin.includes(search)),
  );
  return {
    json: { items: matching.slice((page - 1) * pageSize, page * pageSize), page, pageSize, total: matching.length },
  };
}

const renderPage = (url = '/cabinet/affiliates') => renderWithApp(<AffiliatesPage />, { url });

describe('affiliates page', () => {
  it('lists members with masked login, level, join date and liquidity, and pages through them', async () => {
    signIn();
    const calls = stubPoolsApi({
      'GET /api/v1/referrals': () => ({ json: referrals }),
      'GET /api/v1/referrals/members': membersAnswer,
    });
    const { user } = await renderPage();
    const table = await screen.findByRole('table', { name: 'Members' });
    const first = within(table).getAllByRole('row')[1];
    expect(first).toHaveTextContent('us***1@ex***.com');
    expect(first).toHaveTextContent('2026-10-02');
    expect(first).toHaveTextContent('$100.50');
    expect(within(table).getAllByRole('row')).toHaveLength(MEMBERS_PAGE_SIZE + 1);
    expect(screen.getByTestId('members-total')).toHaveTextContent('Members found: 45');
    expect(await screen.findByTestId('level-1')).toHaveTextContent('$10,000.00');

    await user.click(screen.getByRole('button', { name: 'Page 3' }));
    await waitFor(() => expect(screen.getByRole('table', { name: 'Members' })).toHaveTextContent('us***41@ex***.com'));
    expect(calls.at(-1)?.url.searchParams.get('page')).toBe('3');

    await user.selectOptions(screen.getByRole('combobox', { name: 'Level' }), 'Level 2');
    await waitFor(() => expect(screen.getByTestId('members-total')).toHaveTextContent('Members found: 15'));
    const last = calls.at(-1);
    expect(last?.url.searchParams.get('level')).toBe('2');
    expect(last?.url.searchParams.get('page')).toBe('1');
  });

  it('searches once the typing pauses', async () => {
    signIn();
    const calls = stubPoolsApi({
      'GET /api/v1/referrals': () => ({ json: referrals }),
      'GET /api/v1/referrals/members': membersAnswer,
    });
    const { user } = await renderPage();
    await screen.findByRole('table', { name: 'Members' });
    await user.type(screen.getByRole('textbox', { name: 'Search by login' }), 'us***12@');
    await waitFor(() => expect(screen.getByTestId('members-total')).toHaveTextContent('Members found: 1'));
    const searches = calls.filter((c) => c.key === 'GET /api/v1/referrals/members' && c.url.searchParams.has('search'));
    expect(searches.map((c) => c.url.searchParams.get('search'))).toEqual(['us***12@']);

    await user.clear(screen.getByRole('textbox', { name: 'Search by login' }));
    await user.type(screen.getByRole('textbox', { name: 'Search by login' }), 'nobody');
    expect(await screen.findByTestId('members-empty')).toHaveTextContent('No member matches the filter');
  });

  it('says when there are no members yet, in Russian', async () => {
    signIn();
    stubPoolsApi({
      'GET /api/v1/referrals': () => ({ json: { ...referrals, levels: [] } }),
      'GET /api/v1/referrals/members': () => ({ json: { items: [], page: 1, pageSize: 20, total: 0 } }),
    });
    await renderPage('/ru/cabinet/affiliates');
    expect(await screen.findByTestId('members-empty')).toHaveTextContent('Участников пока нет');
    expect(screen.getByRole('heading', { name: 'Партнёры', level: 1 })).toBeInTheDocument();
  });

  it('formats the liquidity in Russian', async () => {
    signIn();
    stubPoolsApi({
      'GET /api/v1/referrals': () => ({ json: referrals }),
      'GET /api/v1/referrals/members': membersAnswer,
    });
    await renderPage('/ru/cabinet/affiliates');
    const table = await screen.findByRole('table', { name: 'Участники' });
    expect(within(table).getAllByRole('row')[2]).toHaveTextContent('200,50 $');
  });

  it('offers a retry when the members cannot be loaded', async () => {
    signIn();
    let tries = 0;
    stubPoolsApi({
      'GET /api/v1/referrals': () => ({ json: referrals }),
      'GET /api/v1/referrals/members': (body, url) =>
        ++tries <= 4 ? apiError(500, 'Members are unavailable') : membersAnswer(body, url),
    });
    const { user } = await renderPage();
    const alert = await screen.findByRole('alert', {}, { timeout: 6000 });
    expect(alert).toHaveTextContent('Members are unavailable');
    await user.click(within(alert).getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('table', { name: 'Members' })).toBeInTheDocument();
  });
});
