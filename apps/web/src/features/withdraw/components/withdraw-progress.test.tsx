/** The withdrawal dialog's last states, in English and Russian: every step ticked once paid, or where it stopped. */
import { screen, within } from '@testing-library/react';
import type { Withdrawal } from '@yc/contract/ledger';
import { afterEach, describe, expect, it } from 'vitest';
import { cleanNotifications } from '../../../lib/notify.ts';
import { endSession } from '../../../lib/session.ts';
import { signIn } from '../../../testing/fixtures.ts';
import { cleanQueryCacheEachTest, stubPoolsApi, withdrawal } from '../../../testing/pools.ts';
import { renderWithApp } from '../../../testing/render.tsx';
import { WithdrawProgress } from './withdraw-progress.tsx';

cleanQueryCacheEachTest();
afterEach(() => {
  endSession();
  cleanNotifications();
});

const TX = `0x${'c'.repeat(64)}`;
const paid = withdrawal({ status: 'confirmed', txHash: TX, confirmations: 3 });

async function show(w: Withdrawal, url = '/cabinet/pools/stable') {
  signIn();
  stubPoolsApi({});
  await renderWithApp(<WithdrawProgress requested={w} />, { url });
  return screen.getByTestId('withdraw-progress');
}

describe('withdrawal progress, final states', () => {
  it('once paid: the net amount with the fee, and every step ticked', async () => {
    const progress = await show(paid);
    expect(within(progress).getByTestId('withdraw-status')).toHaveTextContent('Paid');
    expect(within(progress).getByTestId('withdraw-paid')).toHaveTextContent(
      '9.97 USDT paid to your wallet: 10 USDT less the fee of 0.03 USDT',
    );
    expect(within(progress).getAllByRole('img', { name: 'Done' })).toHaveLength(4);
    expect(progress.querySelector('[aria-current="step"]')).toBeNull();
  });

  it('once paid, in Russian', async () => {
    const progress = await show(paid, '/ru/cabinet/pools/stable');
    expect(within(progress).getByTestId('withdraw-status')).toHaveTextContent('Выплачено');
    expect(within(progress).getByTestId('withdraw-paid')).toHaveTextContent(
      'Выплачено на ваш кошелёк 9,97 USDT: 10 USDT за вычетом комиссии 0,03 USDT',
    );
    expect(within(progress).getAllByRole('img', { name: 'Выполнено' })).toHaveLength(4);
  });

  it('while confirming: three steps ticked and the payment current', async () => {
    const progress = await show(withdrawal({ status: 'sent', txHash: TX, confirmations: 1 }));
    expect(within(progress).getAllByRole('img', { name: 'Done' })).toHaveLength(3);
    expect(progress.querySelector('[aria-current="step"]')).toHaveTextContent('Paid');
  });

  it('rejected by an operator: crossed out at the approval, nothing after it ticked (ru)', async () => {
    const progress = await show(withdrawal({ status: 'rejected', reason: 'Проверка адреса' }), '/ru/cabinet/pools');
    expect(within(progress).getAllByRole('img', { name: 'Выполнено' })).toHaveLength(1);
    expect(within(progress).getByRole('img', { name: 'Не выполнено' })).toBeInTheDocument();
    expect(within(progress).getByTestId('withdraw-stopped')).toHaveTextContent('Проверка адреса');
  });
});
