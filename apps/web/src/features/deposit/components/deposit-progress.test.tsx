/** The deposit dialog's last states: what it says once the chain has decided, in English and Russian. */
import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { cleanNotifications } from '../../../lib/notify.ts';
import { endSession } from '../../../lib/session.ts';
import { signIn } from '../../../testing/fixtures.ts';
import { cleanQueryCacheEachTest, depositClaim, stubPoolsApi } from '../../../testing/pools.ts';
import { renderWithApp } from '../../../testing/render.tsx';
import { DepositProgress } from './deposit-progress.tsx';

cleanQueryCacheEachTest();
afterEach(() => {
  endSession();
  cleanNotifications();
});

/** 100 USDT sent, 0.1 taken as the fee: 99.9 reached the balance. */
const credited = depositClaim({ status: 'credited', confirmations: 3, amount: '100', fee: '0.1' });

async function show(claim = credited, url = '/cabinet/pools/stable') {
  signIn();
  stubPoolsApi({});
  await renderWithApp(<DepositProgress reported={claim} />, { url });
  return screen.getByTestId('deposit-progress');
}

describe('deposit progress, final states', () => {
  it('names the credited (net) amount, ticks every step and no longer says to wait', async () => {
    const progress = await show();
    expect(within(progress).getByTestId('deposit-status')).toHaveTextContent('Credited');
    expect(within(progress).getByTestId('deposit-credited')).toHaveTextContent(
      '99.9 USDT credited: 100 USDT sent, less the fee of 0.1 USDT',
    );
    expect(within(progress).getAllByRole('img', { name: 'Done' })).toHaveLength(4);
    expect(progress.querySelector('[aria-current="step"]')).toBeNull();
    expect(within(progress).queryByText(/You may close this window/)).not.toBeInTheDocument();
    expect(await screen.findByText('Your deposit of 99.9 USDT is credited')).toBeInTheDocument();
  });

  it('says the same in Russian', async () => {
    const progress = await show(credited, '/ru/cabinet/pools/stable');
    expect(within(progress).getByTestId('deposit-status')).toHaveTextContent('Зачислено');
    expect(within(progress).getByTestId('deposit-credited')).toHaveTextContent(
      'Зачислено 99,9 USDT: отправлено 100 USDT, комиссия 0,1 USDT',
    );
    expect(within(progress).getAllByRole('img', { name: 'Выполнено' })).toHaveLength(4);
    expect(within(progress).queryByText(/Окно можно закрыть/)).not.toBeInTheDocument();
  });

  it('while confirming: the steps so far ticked, the current one marked, and that the window may close', async () => {
    const progress = await show(depositClaim({ status: 'confirming', confirmations: 1 }));
    expect(within(progress).getAllByRole('img', { name: 'Done' })).toHaveLength(2);
    expect(progress.querySelector('[aria-current="step"]')).toHaveTextContent('Confirmations');
    expect(within(progress).getByText(/You may close this window/)).toBeInTheDocument();
  });

  it('a rejected deposit: crossed out with the reason, in Russian', async () => {
    const reason = 'Транзакция не найдена в блокчейне';
    const progress = await show(
      depositClaim({ status: 'rejected', rejectReason: { message: reason, code: 'deposit.txNotFound' } }),
      '/ru/cabinet/pools/stable',
    );
    expect(within(progress).getByRole('img', { name: 'Не выполнено' })).toBeInTheDocument();
    expect(within(progress).getByTestId('deposit-rejected')).toHaveTextContent(reason);
    expect(within(progress).queryByText(/Окно можно закрыть/)).not.toBeInTheDocument();
  });
});
