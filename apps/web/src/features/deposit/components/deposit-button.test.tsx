import { screen, waitFor, within } from '@testing-library/react';
import { FALLBACK_COIN } from '@yc/contract/constants';
import type { DepositClaim } from '@yc/contract/ledger';
import type { Coin } from '@yc/contract/pools';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { endSession } from '../../../lib/session.ts';
import { loadWallet } from '../../../lib/web3/index.ts';
import { devTokens } from '../../../testing/chain.ts';
import { apiError, signIn } from '../../../testing/fixtures.ts';
import { connectTestWallet, decodeTransfer, MockWallet } from '../../../testing/mock-wallet.ts';
import {
  addresses,
  type Call,
  cleanQueryCacheEachTest,
  currencies,
  depositClaim,
  poolData,
  stubPoolsApi,
} from '../../../testing/pools.ts';
import { renderWithApp } from '../../../testing/render.tsx';
import { DepositButton, type DepositButtonProps } from './deposit-button.tsx';

const alice = addresses.linkedWallet;
const coins: Coin[] = [
  { label: 'USDT', toFiat: '1.0001', address: addresses.usdtDeposit },
  { label: 'USDC', toFiat: '0.9998', address: addresses.usdcDeposit },
];
const CLAIM = '/api/v1/dashboard/deposits/0b9b7b8e-2f59-4d8e-9d5c-6a1f3f0c2a11';
let mock: MockWallet;

cleanQueryCacheEachTest();

beforeAll(() => {
  mock = new MockWallet({ accounts: [alice] }).announce();
  mock.setToken(devTokens.USDT.address, 6, { [alice]: 100_000_000n });
  mock.setToken(devTokens.USDC.address, 6, { [alice]: 100_000_000n });
  mock.setNative(alice, 10n ** 18n);
});

afterEach(async () => {
  endSession();
  await (await loadWallet()).disconnect();
  mock.requests = [];
  mock.overrides = {};
});

const props = (over: Partial<DepositButtonProps> = {}): DepositButtonProps => ({
  pool: 'stable',
  title: 'Stable pool',
  data: poolData,
  pending: false,
  coins,
  currencies: currencies.items,
  currenciesFailed: false,
  connectWallet: <button type="button">Connect here</button>,
  ...over,
});

/** The claim as the server answers it: its transaction is the one reported, its status whatever comes next. */
function claimAnswers(statuses: Array<Partial<DepositClaim>>) {
  let transaction = '';
  let polls = 0;
  return {
    post: (body: unknown) => {
      transaction = (body as { transaction: string }).transaction;
      return { status: 202, json: depositClaim({ transaction }) };
    },
    get: () => {
      const next = statuses[Math.min(polls, statuses.length - 1)];
      polls += 1;
      return { json: depositClaim({ transaction, ...next }) };
    },
  };
}

async function openAndFill(amount: string, url = '/cabinet/pools/stable') {
  const rendered = await renderWithApp(<DepositButton {...props()} />, { url });
  await rendered.user.click(screen.getByRole('button', { name: 'Deposit' }));
  const dialog = await screen.findByRole('dialog', { name: 'Deposit to the Stable pool' });
  await rendered.user.type(within(dialog).getByRole('textbox', { name: 'Amount, USDT' }), amount);
  return { ...rendered, dialog };
}

const ethCoin: Coin = { label: 'ETH', toFiat: '3012.5', address: addresses.usdtDeposit };

/** Opens the dialog of a pool that takes `offered`, at `url`. */
async function openWith(offered: Coin[], url = '/cabinet/pools/stable') {
  const rendered = await renderWithApp(<DepositButton {...props({ coins: offered })} />, { url });
  await rendered.user.click(screen.getByRole('button', { name: /^(Deposit|Внести)$/ }));
  const dialog = await screen.findByRole('dialog');
  return { ...rendered, dialog };
}

const posts = (calls: Call[]) => calls.filter((c) => c.key === 'POST /api/v1/dashboard/deposit');
const sentTransfers = () =>
  mock.calls('eth_sendTransaction').map((p) => decodeTransfer(String((p?.[0] as { data?: string } | undefined)?.data)));

describe('deposit', () => {
  it('shows the exact fee and credited amount, the full deposit address and the network before sending', async () => {
    signIn();
    stubPoolsApi({});
    const { dialog, user } = await openAndFill('12.345679');
    // 0.5 % of 12.345679 is 0.061728395: rounded up to USDT's 6 decimals.
    expect(within(dialog).getByTestId('deposit-fee')).toHaveTextContent('0.061729 USDT');
    expect(within(dialog).getByTestId('deposit-net')).toHaveTextContent('12.28395 USDT');
    expect(within(dialog).getByText('Deposit fee (0.5%)')).toBeInTheDocument();
    expect(within(dialog).getByTestId('deposit-address')).toHaveTextContent(addresses.usdtDeposit);
    expect(await within(dialog).findByText('Anvil (dev chain)')).toBeInTheDocument();
    expect(within(dialog).getByRole('combobox', { name: 'Currency' })).toHaveDisplayValue('USDT — $1.00');

    await user.selectOptions(within(dialog).getByRole('combobox', { name: 'Currency' }), 'USDC');
    expect(within(dialog).getByTestId('deposit-address')).toHaveTextContent(addresses.usdcDeposit);
    // No wallet connected yet: the dialog offers to connect one.
    expect(within(dialog).getByRole('button', { name: 'Connect here' })).toBeInTheDocument();
  });

  it("shows the connected wallet's balance of the chosen token, and a Max that fills all of it", async () => {
    signIn();
    await connectTestWallet();
    stubPoolsApi({});
    const { dialog, user } = await openWith(coins);
    expect(await within(dialog).findByTestId('deposit-wallet-balance')).toHaveTextContent('In your wallet: 100 USDT');
    await user.click(within(dialog).getByRole('button', { name: 'Max: 100 USDT' }));
    expect(within(dialog).getByRole('textbox', { name: 'Amount, USDT' })).toHaveValue('100');
    expect(within(dialog).getByTestId('deposit-net')).toHaveTextContent('99.5 USDT');
  });

  it('leaves the estimated gas of the send, doubled, out of Max for the native coin', async () => {
    signIn();
    await connectTestWallet();
    // 51,234 gas (the test wallet's estimate) at 10 gwei, doubled: 0.00102468 ETH.
    mock.overrides.eth_gasPrice = () => `0x${(10n ** 10n).toString(16)}`;
    stubPoolsApi({});
    const { dialog, user } = await openWith([ethCoin]);
    expect(await within(dialog).findByTestId('deposit-wallet-balance')).toHaveTextContent('In your wallet: 1 ETH');
    await user.click(await within(dialog).findByRole('button', { name: 'Max: 0.99897532 ETH' }));
    expect(within(dialog).getByRole('textbox', { name: 'Amount, ETH' })).toHaveValue('0.99897532');
    const estimate = mock.calls('eth_estimateGas')[0]?.[0] as { to?: string } | undefined;
    expect(estimate?.to?.toLowerCase()).toBe(ethCoin.address.toLowerCase());
  });

  it('keeps a fixed reserve for the gas when the network cannot estimate it (in Russian)', async () => {
    signIn();
    await connectTestWallet();
    // The test wallet answers no eth_gasPrice: the estimate fails and 0.005 ETH is kept back.
    stubPoolsApi({});
    const { dialog, user } = await openWith([ethCoin], '/ru/cabinet/pools/stable');
    expect(await within(dialog).findByTestId('deposit-wallet-balance')).toHaveTextContent('В кошельке: 1 ETH');
    await user.click(await within(dialog).findByRole('button', { name: 'Макс.: 0,995 ETH' }));
    expect(within(dialog).getByRole('textbox', { name: 'Сумма, ETH' })).toHaveValue('0.995');
  });

  it('refuses more decimals than the token has, and zero, without asking the wallet', async () => {
    signIn();
    await connectTestWallet();
    stubPoolsApi({});
    const { dialog, user } = await openAndFill('0.0000001');
    await user.click(within(dialog).getByRole('button', { name: 'Send from my wallet' }));
    expect(within(dialog).getByText('USDT has at most 6 decimal places')).toBeInTheDocument();
    const amount = within(dialog).getByRole('textbox', { name: 'Amount, USDT' });
    await user.clear(amount);
    await user.type(amount, '0');
    expect(within(dialog).getByText('Enter an amount greater than zero')).toBeInTheDocument();
    expect(mock.calls('eth_sendTransaction')).toEqual([]);
  });

  it('pays from the wallet, reports the transaction with an Idempotency-Key and follows it to credited', async () => {
    signIn();
    await connectTestWallet();
    const claim = claimAnswers([
      { status: 'confirming', confirmations: 1 },
      { status: 'credited', confirmations: 3, amount: '12.345679', fee: '0.061729' },
    ]);
    const calls = stubPoolsApi({ 'POST /api/v1/dashboard/deposit': claim.post, [`GET ${CLAIM}`]: claim.get });
    const { dialog, user } = await openAndFill('12.345679');
    await user.click(within(dialog).getByRole('button', { name: 'Send from my wallet' }));

    expect(await within(dialog).findByTestId('deposit-status')).toHaveTextContent(
      'Waiting for the transaction to appear on the chain',
    );
    expect(within(dialog).getByText(/You may close this window/)).toBeInTheDocument();
    const hash = mock.hashes.at(-1) as string;
    expect(sentTransfers()).toEqual([{ to: addresses.usdtDeposit.toLowerCase(), amount: 12_345_679n }]);
    const [post] = posts(calls);
    expect(post?.body).toEqual({
      pool: 'stable',
      amount: '12.345679',
      currency: 'USDT',
      transaction: hash,
      chainId: 31337,
    });
    expect(post?.headers.get('idempotency-key')).toMatch(/^[0-9a-f-]{36}$/);
    expect(within(dialog).getByText(hash)).toBeInTheDocument();

    await waitFor(() =>
      expect(within(dialog).getByTestId('deposit-status')).toHaveTextContent('Confirming: 1 of 3 confirmations'),
    );
    await waitFor(() => expect(within(dialog).getByTestId('deposit-status')).toHaveTextContent('Credited'), {
      timeout: 5000,
    });
    expect(within(dialog).getByTestId('deposit-credited')).toHaveTextContent(
      '12.28395 USDT credited: 12.345679 USDT sent, less the fee of 0.061729 USDT',
    );
    // Credited is the end: every step ticked, nothing left to wait for.
    expect(within(dialog).getAllByRole('img', { name: 'Done' })).toHaveLength(4);
    expect(within(dialog).queryByText(/You may close this window/)).not.toBeInTheDocument();
    expect(await screen.findByText('Your deposit of 12.28395 USDT is credited')).toBeInTheDocument();
  }, 15_000);

  it('shows why a deposit was rejected', async () => {
    signIn();
    await connectTestWallet();
    const reason = "The transaction does not pay this pool's USDT deposit address";
    const claim = claimAnswers([{ status: 'rejected', rejectReason: { message: reason } }]);
    stubPoolsApi({ 'POST /api/v1/dashboard/deposit': claim.post, [`GET ${CLAIM}`]: claim.get });
    const { dialog, user } = await openAndFill('1');
    await user.click(within(dialog).getByRole('button', { name: 'Send from my wallet' }));
    expect(await within(dialog).findByTestId('deposit-rejected', {}, { timeout: 5000 })).toHaveTextContent(reason);
    expect(within(dialog).getByTestId('deposit-status')).toHaveTextContent('Not credited');
  }, 10_000);

  it("warns with the server's message when the report fails; reporting again reuses the key, never pays twice", async () => {
    signIn();
    await connectTestWallet();
    let attempt = 0;
    const calls = stubPoolsApi({
      'POST /api/v1/dashboard/deposit': (body) => {
        attempt += 1;
        if (attempt === 1) return apiError(500, 'The deposit could not be recorded');
        return { status: 202, json: depositClaim({ transaction: (body as { transaction: string }).transaction }) };
      },
      [`GET ${CLAIM}`]: () => ({ json: depositClaim() }),
    });
    const { dialog, user } = await openAndFill('2.5');
    await user.click(within(dialog).getByRole('button', { name: 'Send from my wallet' }));
    expect(await screen.findByText('The deposit could not be recorded')).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Report again' }));
    expect(await within(dialog).findByTestId('deposit-progress')).toBeInTheDocument();

    const [first, second] = posts(calls);
    expect(second?.body).toEqual(first?.body);
    expect(second?.headers.get('idempotency-key')).toBe(first?.headers.get('idempotency-key'));
    expect(mock.calls('eth_sendTransaction')).toHaveLength(1);
  });

  it('says depositing is not available without pool data (the fallback ETH coin to 0x0)', async () => {
    signIn();
    stubPoolsApi({});
    await renderWithApp(<DepositButton {...props({ data: undefined, coins: [{ ...FALLBACK_COIN }] })} />, {
      url: '/cabinet/pools/stable',
    });
    expect(screen.getByRole('button', { name: 'Deposit' })).toBeDisabled();
    expect(screen.getByTestId('deposit-disabled')).toHaveTextContent(
      'Depositing is not available now: the pool data could not be loaded',
    );
  });
});
