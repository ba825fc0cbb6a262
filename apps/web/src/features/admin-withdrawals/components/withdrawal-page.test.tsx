import { screen, waitFor, within } from '@testing-library/react';
import type { AdminWithdrawalDetail } from '@yc/contract/admin-withdrawals';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { loadAdminCatalogues } from '../../../lib/area-catalogues.ts';
import { endSession } from '../../../lib/session.ts';
import { signIn } from '../../../testing/fixtures.ts';
import { cleanQueryCacheEachTest } from '../../../testing/pools.ts';
import { renderWithApp } from '../../../testing/render.tsx';
import { WithdrawalPage } from './withdrawal-page.tsx';

const ID = '7d444840-9dc0-41bb-a1a2-ffd0c8e1e0f6';
const USER = '33333333-3333-4333-8333-333333333333';
const TX = `0x${'ab'.repeat(32)}`;

const detail = (over: Partial<AdminWithdrawalDetail['withdrawal']> = {}, rest: Partial<AdminWithdrawalDetail> = {}) =>
  ({
    withdrawal: {
      id: ID,
      pool: 'stable',
      currency: 'USDT',
      chainId: 1,
      amount: '2000',
      fee: '10',
      netAmount: '1990',
      destination: '0x58C81aB1317AFB8a477763B7C832714B837B3d80',
      status: 'requested',
      needsApproval: true,
      txHash: null,
      confirmations: 0,
      requiredConfirmations: 12,
      reason: null,
      createdAt: '2026-11-24T08:00:00.000Z',
      updatedAt: '2026-11-24T08:00:00.000Z',
      userId: USER,
      login: 'ann@example.com',
      decidedAt: null,
      retryOf: null,
      ...over,
    },
    user: { id: USER, email: 'ann@example.com', name: 'Ann', role: 'investor', status: 'frozen' },
    wallet: { address: '0x58C81aB1317AFB8a477763B7C832714B837B3d80', linkedAt: '2026-11-24T07:55:00.000Z' },
    value: { fiat: 'usd', now: '1990', stale: false },
    payout: null,
    decision: null,
    retriedBy: null,
    recentDeposits: [],
    recentWithdrawals: [],
    audit: [],
    ...rest,
  }) satisfies AdminWithdrawalDetail;

interface Call {
  key: string;
  body: unknown;
}

function stubApi(answer: AdminWithdrawalDetail): Call[] {
  const calls: Call[] = [];
  globalThis.fetch = (async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = new URL(String(input), 'http://localhost');
    const key = `${init?.method ?? 'GET'} ${url.pathname}`;
    calls.push({ key, body: typeof init?.body === 'string' ? JSON.parse(init.body) : undefined });
    const json = init?.method === 'POST' ? answer.withdrawal : answer;
    return new Response(JSON.stringify(json), { status: 200, headers: { 'content-type': 'application/json' } });
  }) as typeof fetch;
  return calls;
}

cleanQueryCacheEachTest();
beforeAll(() => loadAdminCatalogues('en'));
afterEach(() => endSession());

describe("a withdrawal's page", () => {
  it('rejects only with a reason in both languages, and sends both', async () => {
    signIn({ role: 'admin' });
    const calls = stubApi(detail());
    const { user } = await renderWithApp(<WithdrawalPage id={ID} />, { url: `/admin/withdrawals/${ID}` });
    expect(await screen.findByText('Frozen')).toBeInTheDocument();
    expect(screen.getByText('2026-11-24 07:55')).toBeInTheDocument();
    expect(screen.getByText('Not signed yet.')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Reject' }));
    const dialog = await screen.findByRole('dialog', { name: 'Reject this withdrawal?' });
    const confirm = within(dialog).getByRole('button', { name: 'Reject' });
    await user.type(within(dialog).getByRole('textbox', { name: /Reason in English/ }), 'Source of funds unclear');
    expect(confirm).toBeDisabled();
    await user.type(within(dialog).getByRole('textbox', { name: /Reason in Russian/ }), 'Источник средств неясен');
    await user.click(confirm);
    await waitFor(() => expect(calls.map((c) => c.key)).toContain(`POST /api/v1/admin/withdrawals/${ID}/reject`));
    expect(calls.find((c) => c.key.endsWith('/reject'))?.body).toEqual({
      reasonEn: 'Source of funds unclear',
      reasonRu: 'Источник средств неясен',
    });
  });

  it('offers a retry of a failed payout, and shows the payout hash without an explorer', async () => {
    signIn({ role: 'admin' });
    const failed = detail(
      { status: 'failed', reason: 'The payout transaction reverted on the chain', txHash: TX },
      {
        payout: {
          txHash: TX,
          explorerUrl: null,
          hotWallet: '0x58C81aB1317AFB8a477763B7C832714B837B3d80',
          nonce: '4',
          broadcastAt: null,
        },
      },
    );
    const calls = stubApi(failed);
    const { user } = await renderWithApp(<WithdrawalPage id={ID} />, { url: `/admin/withdrawals/${ID}` });
    expect(await screen.findByText(TX)).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: TX })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Approve' })).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Retry payout' }));
    const dialog = await screen.findByRole('dialog', { name: 'Retry this payout?' });
    await user.click(within(dialog).getByRole('button', { name: 'Retry payout' }));
    await waitFor(() => expect(calls.map((c) => c.key)).toContain(`POST /api/v1/admin/withdrawals/${ID}/retry`));
  });
});
