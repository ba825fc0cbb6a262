import { screen, waitFor, within } from '@testing-library/react';
import type { Withdrawal } from '@yc/contract/ledger';
import { afterEach, describe, expect, it } from 'vitest';
import { endSession } from '../../../lib/session.ts';
import { apiError, signIn } from '../../../testing/fixtures.ts';
import {
  addresses,
  type Call,
  cleanQueryCacheEachTest,
  currencies,
  poolData,
  stubPoolsApi,
  withdrawal,
} from '../../../testing/pools.ts';
import { renderWithApp } from '../../../testing/render.tsx';
import { WithdrawButton } from './withdraw-button.tsx';

const W = `/api/v1/dashboard/withdrawals/${withdrawal().id}`;

cleanQueryCacheEachTest();
afterEach(() => endSession());

const balance = (byCurrency: Array<{ currency: 'USDT' | 'USDC'; balance: string }>) => ({
  json: {
    fiat: 'usd',
    from: '2026-10-01',
    to: '2026-11-01',
    pool: 'stable',
    totals: { balance: '0', deposited: '0', withdrawn: '0', earned: '0' },
    byCurrency: byCurrency.map((c) => ({ ...c, deposited: c.balance, withdrawn: '0', earned: '0' })),
    series: [],
  },
});

const held = () => balance([{ currency: 'USDT', balance: '25.123456' }]);

async function open(
  url = '/cabinet/pools/stable',
  names = { button: 'Withdraw', dialog: 'Withdraw from the Stable pool' },
) {
  const rendered = await renderWithApp(
    <WithdrawButton
      pool="stable"
      title="Stable pool"
      data={poolData}
      currencies={currencies.items}
      currenciesFailed={false}
    />,
    { url, routes: [{ path: '/cabinet/settings', element: <p>settings page</p> }] },
  );
  await rendered.user.click(screen.getByRole('button', { name: names.button }));
  const dialog = await screen.findByRole('dialog', { name: names.dialog });
  return { ...rendered, dialog };
}

/** Answers the request, then each poll with the next status. */
function withdrawalAnswers(first: Partial<Withdrawal>, next: Array<Partial<Withdrawal>>) {
  let polls = 0;
  return {
    post: () => ({ status: 202, json: withdrawal(first) }),
    get: () => {
      const step = next[Math.min(polls, next.length - 1)];
      polls += 1;
      return { json: withdrawal(step) };
    },
  };
}

const posts = (calls: Call[]) => calls.filter((c) => c.key === 'POST /api/v1/dashboard/withdraw');

describe('withdraw', () => {
  it('needs a linked wallet and says where to link one', async () => {
    signIn({ metaMaskAddress: null });
    stubPoolsApi({ 'GET /api/v1/balance': held });
    const { dialog, user, currentLocation } = await open();
    expect(within(dialog).getByTestId('withdraw-no-wallet')).toHaveTextContent(
      'Link a wallet to your account before withdrawing',
    );
    expect(within(dialog).queryByRole('textbox')).not.toBeInTheDocument();
    await user.click(within(dialog).getByRole('link', { name: 'Link a wallet in Settings → Wallets' }));
    await waitFor(() => expect(currentLocation().pathname).toBe('/cabinet/settings'));
  });

  it('offers the held currencies with a max, and shows the exact fee, net amount and full destination', async () => {
    signIn({ metaMaskAddress: addresses.linkedWallet });
    const calls = stubPoolsApi({ 'GET /api/v1/balance': held });
    const { dialog, user } = await open();
    const currency = await within(dialog).findByRole('combobox', { name: 'Currency' });
    expect(currency).toHaveDisplayValue('USDT — 25.123456 available');
    expect(calls.find((c) => c.key === 'GET /api/v1/balance')?.url.searchParams.get('pool')).toBe('stable');
    await user.click(within(dialog).getByRole('button', { name: 'Max: 25.123456 USDT' }));
    expect(within(dialog).getByRole('textbox', { name: 'Amount, USDT' })).toHaveValue('25.123456');
    // 0.3 % of 25.123456 is 0.075370368: rounded up to 6 decimals.
    expect(within(dialog).getByTestId('withdraw-fee')).toHaveTextContent('0.075371 USDT');
    expect(within(dialog).getByTestId('withdraw-net')).toHaveTextContent('25.048085 USDT');
    expect(within(dialog).getByTestId('withdraw-destination')).toHaveTextContent(addresses.linkedWallet);

    const amount = within(dialog).getByRole('textbox', { name: 'Amount, USDT' });
    await user.clear(amount);
    await user.type(amount, '25.123457');
    await user.click(within(dialog).getByRole('button', { name: 'Request withdrawal' }));
    expect(within(dialog).getByText('The amount is more than your available balance in this pool')).toBeInTheDocument();
    expect(posts(calls)).toEqual([]);
  });

  it('says there is nothing to withdraw from a pool never replenished, without offering a form', async () => {
    signIn({ metaMaskAddress: addresses.linkedWallet });
    const calls = stubPoolsApi({ 'GET /api/v1/balance': () => balance([{ currency: 'USDT', balance: '0' }]) });
    const { dialog } = await open();
    expect(await within(dialog).findByTestId('withdraw-nothing')).toHaveTextContent(
      'You have not replenished this pool yet',
    );
    expect(within(dialog).queryByRole('combobox', { name: 'Currency' })).not.toBeInTheDocument();
    expect(within(dialog).queryByRole('textbox')).not.toBeInTheDocument();
    expect(posts(calls)).toEqual([]);
  });

  it("shows a refusal the same request would meet again with the server's message, not “Try again”", async () => {
    signIn({ metaMaskAddress: addresses.linkedWallet });
    const refusal = 'The amount is more than your available balance in this pool';
    const calls = stubPoolsApi({
      'GET /api/v1/balance': held,
      'POST /api/v1/dashboard/withdraw': () => apiError(400, refusal, 'withdraw.insufficient'),
    });
    const { dialog, user } = await open();
    await user.type(await within(dialog).findByRole('textbox', { name: 'Amount, USDT' }), '10');
    await user.click(within(dialog).getByRole('button', { name: 'Request withdrawal' }));
    expect(await within(dialog).findByTestId('withdraw-refused')).toHaveTextContent(refusal);
    expect(within(dialog).queryByRole('button', { name: 'Try again' })).not.toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'Request withdrawal' })).toBeInTheDocument();
    expect(posts(calls)).toHaveLength(1);
  });

  it('sends the same Idempotency-Key when the same request is tried again, a new one for another', async () => {
    signIn({ metaMaskAddress: addresses.linkedWallet });
    const calls = stubPoolsApi({
      'GET /api/v1/balance': held,
      'POST /api/v1/dashboard/withdraw': () => apiError(500, 'The payout queue is unavailable'),
    });
    const { dialog, user } = await open();
    await user.type(await within(dialog).findByRole('textbox', { name: 'Amount, USDT' }), '10');
    await user.click(within(dialog).getByRole('button', { name: 'Request withdrawal' }));
    expect(await screen.findByText('The payout queue is unavailable')).toBeInTheDocument();
    // A server fault may pass: the request is offered again, and no refusal is shown.
    expect(within(dialog).queryByTestId('withdraw-refused')).not.toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Try again' }));
    await waitFor(() => expect(posts(calls)).toHaveLength(2));
    const amount = within(dialog).getByRole('textbox', { name: 'Amount, USDT' });
    await user.clear(amount);
    await user.type(amount, '5');
    await user.click(within(dialog).getByRole('button', { name: 'Try again' }));
    await waitFor(() => expect(posts(calls)).toHaveLength(3));

    const [first, retry, other] = posts(calls);
    expect(first?.body).toEqual({ pool: 'stable', amount: '10', currency: 'USDT' });
    expect(first?.headers.get('idempotency-key')).toMatch(/^[0-9a-f-]{36}$/);
    expect(retry?.headers.get('idempotency-key')).toBe(first?.headers.get('idempotency-key'));
    expect(other?.body).toEqual({ pool: 'stable', amount: '5', currency: 'USDT' });
    expect(other?.headers.get('idempotency-key')).not.toBe(first?.headers.get('idempotency-key'));
  });

  it('follows a withdrawal through approval, payout and confirmations', async () => {
    signIn({ metaMaskAddress: addresses.linkedWallet });
    const tx = `0x${'c'.repeat(64)}`;
    const answers = withdrawalAnswers({ needsApproval: true }, [
      { status: 'approved', needsApproval: true },
      { status: 'sent', needsApproval: true, txHash: tx, confirmations: 1 },
      { status: 'confirmed', needsApproval: true, txHash: tx, confirmations: 3 },
    ]);
    stubPoolsApi({
      'GET /api/v1/balance': held,
      'POST /api/v1/dashboard/withdraw': answers.post,
      [`GET ${W}`]: answers.get,
    });
    const { dialog, user } = await open();
    await user.type(await within(dialog).findByRole('textbox', { name: 'Amount, USDT' }), '10');
    await user.click(within(dialog).getByRole('button', { name: 'Request withdrawal' }));
    const status = await within(dialog).findByTestId('withdraw-status');
    expect(status).toHaveTextContent('Waiting for approval');
    expect(await screen.findByText('Your withdrawal is requested')).toBeInTheDocument();
    await waitFor(() => expect(status).toHaveTextContent('Approved: the payout is being sent'));
    await waitFor(() => expect(status).toHaveTextContent('Sent: 1 of 3 confirmations'));
    expect(within(dialog).getByTestId('withdraw-tx')).toHaveTextContent(tx);
    await waitFor(() => expect(status).toHaveTextContent('Paid'));
    expect(within(dialog).getByTestId('withdraw-paid')).toHaveTextContent(
      '9.97 USDT paid to your wallet: 10 USDT less the fee of 0.03 USDT',
    );
    expect(within(dialog).getAllByRole('img', { name: 'Done' })).toHaveLength(4);
    expect(await screen.findByText('Your withdrawal of 9.97 USDT is paid')).toBeInTheDocument();
  }, 20_000);

  /** Requests 10 USDT on the Russian page; the withdrawal then stops with `status` and `reason`. */
  async function stoppedInRussian(status: 'rejected' | 'failed', reason: string) {
    signIn({ metaMaskAddress: addresses.linkedWallet });
    const answers = withdrawalAnswers({}, [{ status, reason }]);
    stubPoolsApi({
      'GET /api/v1/balance': held,
      'POST /api/v1/dashboard/withdraw': answers.post,
      [`GET ${W}`]: answers.get,
    });
    const { dialog, user } = await open('/ru/cabinet/pools/stable', {
      button: 'Вывести',
      dialog: 'Вывод: Stable pool',
    });
    await user.type(await within(dialog).findByRole('textbox', { name: 'Сумма, USDT' }), '10');
    await user.click(within(dialog).getByRole('button', { name: 'Запросить вывод' }));
    const stopped = await within(dialog).findByTestId('withdraw-stopped', {}, { timeout: 5000 });
    return { dialog, stopped };
  }

  it('shows the reason of a rejected withdrawal', async () => {
    const { dialog, stopped } = await stoppedInRussian('rejected', 'Destination under review');
    expect(stopped).toHaveTextContent('Destination under review');
    expect(within(dialog).getByTestId('withdraw-status')).toHaveTextContent('Отклонено');
  }, 10_000);

  it("explains a failed payout in the reader's language, not with the node's technical reason", async () => {
    const reason = 'The payout transaction reverted on the chain';
    const { stopped } = await stoppedInRussian('failed', reason);
    expect(stopped).toHaveTextContent('Выплата не прошла в сети; сумма вернулась на ваш баланс');
    expect(stopped).not.toHaveTextContent(reason);
  }, 10_000);
});
