import { screen, waitFor, within } from '@testing-library/react';
import type { Correction, LedgerEntry } from '@yc/contract/admin-corrections';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { loadAdminCatalogues } from '../../../lib/area-catalogues.ts';
import { endSession } from '../../../lib/session.ts';
import { signIn } from '../../../testing/fixtures.ts';
import { cleanQueryCacheEachTest } from '../../../testing/pools.ts';
import { renderWithApp } from '../../../testing/render.tsx';
import { CorrectionsConsole } from './corrections-console.tsx';

const ME = '11111111-1111-4111-8111-111111111111';
const OTHER = '22222222-2222-4222-8222-222222222222';
const INVESTOR = '33333333-3333-4333-8333-333333333333';
const DEPOSIT = '44444444-4444-4444-8444-444444444444';

const correction = (over: Partial<Correction>): Correction => ({
  id: '55555555-5555-4555-8555-555555555555',
  kind: 'adjustment',
  status: 'proposed',
  entryId: null,
  entryKind: null,
  user: { id: INVESTOR, login: 'ann@example.com' },
  pool: 'stable',
  token: 'USDT',
  direction: 'credit',
  amount: '12.5',
  reason: 'Short credit',
  proposedBy: { id: ME, login: 'me@example.com' },
  proposedAt: '2026-11-24T08:00:00.000Z',
  decidedBy: null,
  decidedAt: null,
  note: null,
  postedEntryId: null,
  ...over,
});

const deposit: LedgerEntry = {
  id: DEPOSIT,
  kind: 'deposit',
  createdAt: '2026-11-20T10:00:00.000Z',
  user: { id: INVESTOR, login: 'ann@example.com' },
  pool: 'stable',
  token: 'USDT',
  amount: '100',
  memo: null,
  ref: null,
  lines: [
    { accountKind: 'pool_custody', user: null, pool: 'stable', asset: 'USDT', side: 'debit', amount: '100' },
    {
      accountKind: 'user_shares',
      user: { id: INVESTOR, login: 'ann@example.com' },
      pool: 'stable',
      asset: 'stable:USDT',
      side: 'credit',
      amount: '100',
    },
  ],
  lineCount: 2,
  reversible: false,
  blockedBy: 'kind',
  reversedBy: null,
};

interface Call {
  key: string;
  query: string;
  body: unknown;
}

/** Answers the console's calls: the waiting list, the history, an entry, a position and the actions. */
function stubApi(waiting: Correction[]): Call[] {
  const calls: Call[] = [];
  globalThis.fetch = (async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = new URL(String(input), 'http://localhost');
    const key = `${init?.method ?? 'GET'} ${url.pathname}`;
    const body = typeof init?.body === 'string' ? JSON.parse(init.body) : undefined;
    calls.push({ key, query: url.search, body });
    const json = (() => {
      if (key === 'GET /api/v1/admin/corrections') {
        return { items: url.searchParams.get('status') === 'proposed' ? waiting : [], nextCursor: null };
      }
      if (key === `GET /api/v1/admin/ledger/entries/${DEPOSIT}`) return deposit;
      if (key === 'GET /api/v1/admin/correction-position') {
        return {
          user: { id: INVESTOR, login: 'ann@example.com' },
          pool: 'stable',
          token: 'USDT',
          shares: '100',
          value: '100',
        };
      }
      if (init?.method === 'POST') return correction({ status: 'posted' });
      throw new Error(`unexpected call ${key}`);
    })();
    return new Response(JSON.stringify(json), { status: 200, headers: { 'content-type': 'application/json' } });
  }) as typeof fetch;
  return calls;
}

cleanQueryCacheEachTest();
beforeAll(() => loadAdminCatalogues('en'));
afterEach(() => endSession());

describe('the corrections console', () => {
  it("keeps the proposer from approving their own correction and lets another operator's be approved", async () => {
    signIn({ id: ME, role: 'admin' });
    const calls = stubApi([
      correction({}),
      correction({ id: '66666666-6666-4666-8666-666666666666', proposedBy: { id: OTHER, login: 'bob@example.com' } }),
    ]);
    const { user } = await renderWithApp(<CorrectionsConsole />, { url: '/admin/corrections' });
    const table = await screen.findByRole('table', { name: 'Waiting for approval' });
    const [mine, theirs] = within(table).getAllByRole('row').slice(1) as [HTMLElement, HTMLElement];
    expect(within(mine).getByRole('button', { name: 'Approve' })).toBeDisabled();
    expect(within(mine).getByText(/You proposed it: another operator must approve or reject it/)).toBeInTheDocument();
    expect(within(mine).getByRole('button', { name: 'Cancel proposal' })).toBeEnabled();

    await user.click(within(theirs).getByRole('button', { name: 'Approve' }));
    const dialog = await screen.findByRole('dialog', { name: 'Approve this correction?' });
    expect(within(dialog).getByText(/Credit 12\.5 USDT to ann@example\.com in stable/)).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Approve and post' }));
    await waitFor(() =>
      expect(calls.map((c) => c.key)).toContain(
        'POST /api/v1/admin/corrections/66666666-6666-4666-8666-666666666666/approve',
      ),
    );
  });

  it('explains why a deposit cannot be reversed and offers the adjustment, which it proposes', async () => {
    signIn({ id: ME, role: 'admin' });
    const calls = stubApi([]);
    const { user } = await renderWithApp(<CorrectionsConsole />, { url: '/admin/corrections' });
    await user.click(await screen.findByRole('button', { name: 'New correction' }));
    const dialog = await screen.findByRole('dialog', { name: 'New correction' });
    await user.type(within(dialog).getByRole('textbox', { name: 'Entry id' }), DEPOSIT);
    expect(await within(dialog).findByText('This entry cannot be reversed')).toBeInTheDocument();
    expect(within(dialog).getByText(/Only referral bonus entries can be reversed exactly/)).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'Propose' })).toBeDisabled();

    await user.click(within(dialog).getByRole('button', { name: 'Propose an adjustment instead' }));
    expect(within(dialog).getByRole('textbox', { name: 'User' })).toHaveValue('ann@example.com');
    expect(await within(dialog).findByText('ann@example.com holds 100 USDT in stable now.')).toBeInTheDocument();
    await user.click(within(dialog).getByText('Debit'));
    await user.type(within(dialog).getByRole('textbox', { name: 'Amount, USDT' }), '7.25');
    await user.type(within(dialog).getByRole('textbox', { name: 'Reason' }), 'Credited twice{enter}by the watcher');
    await user.click(within(dialog).getByRole('button', { name: 'Propose' }));
    await waitFor(() => expect(calls.find((c) => c.key === 'POST /api/v1/admin/corrections')).toBeDefined());
    expect(calls.find((c) => c.key === 'POST /api/v1/admin/corrections')?.body).toEqual({
      kind: 'adjustment',
      user: 'ann@example.com',
      pool: 'stable',
      token: 'USDT',
      direction: 'debit',
      amount: '7.25',
      reason: 'Credited twice by the watcher',
    });
  });
});
