/** The cabinet header's wallet button with the real wagmi connector and a mocked EIP-6963 wallet. */
import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { disconnectWallet, getWalletState } from '../../../lib/web3/index.ts';
import { chainConfig, devTokens } from '../../../testing/chain.ts';
import { MockWallet } from '../../../testing/mock-wallet.ts';
import { shownNotifications } from '../../../testing/notifications.ts';
import { renderWithApp, stubFetch } from '../../../testing/render.tsx';
import { WalletButton } from './wallet-button.tsx';

const alice = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8';
const carol = '0x15d34AAf54267DB7D7c367839AAf71A00a2C6A65';
let mock: MockWallet;

function stubClipboard(writeText: (text: string) => Promise<void>) {
  const spy = vi.fn(writeText);
  Object.defineProperty(navigator, 'clipboard', { value: { writeText: spy }, configurable: true });
  return spy;
}

async function renderConnected() {
  const view = await renderWithApp(<WalletButton />, { url: '/cabinet/dashboard' });
  await view.user.click(await screen.findByRole('button', { name: 'Connect wallet' }));
  await screen.findByTestId('wallet-address');
  return view;
}

beforeAll(() => {
  stubFetch({ 'GET /api/v1/chain/config': () => ({ json: chainConfig }) });
  mock = new MockWallet({ accounts: [alice] }).announce();
  // The balance: 9999.99994632549873961 ETH.
  mock.setNative(alice, 9_999_999_946_325_498_739_610n);
  mock.setToken(devTokens.USDT.address, 6, { [alice]: 1_000_000_000_123_456n });
  mock.setToken(devTokens.USDC.address, 6, {});
  mock.setToken(devTokens.WAVES.address, 8, { [alice]: 1n });
});

afterEach(async () => {
  await disconnectWallet();
  vi.restoreAllMocks();
});

describe('wallet button', () => {
  it('shows a short Russian label that fits the 200 px slot, keeping the full name for screen readers', async () => {
    await renderWithApp(<WalletButton />, { url: '/ru/cabinet/dashboard' });
    const connect = await screen.findByRole('button', { name: 'Подключить кошелёк' });
    expect(connect).toHaveTextContent(/^Подключить$/);
  });

  it('connects the only wallet and shows its address shortened to 6 and 6 characters', async () => {
    await renderConnected();
    expect(screen.getByTestId('wallet-address')).toHaveTextContent('0x7099...dc79C8');
    expect(screen.getByRole('button', { name: 'Copy the address 0x7099...dc79C8' })).toBeInTheDocument();
    expect(getWalletState().account).toBe(alice);
  });

  it('copies the whole address and confirms it', async () => {
    const { user } = await renderConnected();
    // After user-event's setup, which installs a clipboard of its own.
    const writeText = stubClipboard(async () => undefined);
    await user.click(screen.getByTestId('wallet-address'));
    expect(await screen.findByText('Address copied')).toBeInTheDocument();
    expect(writeText).toHaveBeenCalledWith(alice);
  });

  it('only logs a failed copy', async () => {
    const { user } = await renderConnected();
    stubClipboard(async () => {
      throw new Error('denied');
    });
    const logged = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    await user.click(screen.getByTestId('wallet-address'));
    await waitFor(() => expect(logged).toHaveBeenCalledWith('The address could not be copied', expect.any(Error)));
    expect(screen.queryByText('Address copied')).not.toBeInTheDocument();
    expect(await shownNotifications()).toBe(0);
  });

  it('opens a widget with the network and the seven balances, formatted, each exact on hover', async () => {
    const { user } = await renderConnected();
    await user.click(screen.getByRole('button', { name: 'Wallet details' }));
    const widget = await screen.findByTestId('wallet-widget');
    expect(within(widget).getByText('Test Wallet')).toBeInTheDocument();
    expect(within(widget).getByTestId('wallet-network')).toHaveTextContent('Anvil (dev chain)');
    expect(await within(widget).findByTestId('wallet-balance-USDT')).toHaveTextContent('1B');
    const shown = Object.fromEntries(
      ['BNB', 'BUSD', 'ETH', 'SOL', 'USDC', 'USDT', 'WAVES'].map((c) => {
        const figure = within(widget).getByTestId(`wallet-balance-${c}`);
        return [c, [figure.textContent, figure.getAttribute('title')]];
      }),
    );
    expect(shown).toEqual({
      BNB: ['0', null],
      BUSD: ['0', null],
      ETH: ['9,999.99', '9,999.99994632549873961'],
      SOL: ['0', null],
      USDC: ['0', null],
      USDT: ['1B', '1,000,000,000.123456'],
      WAVES: ['<\u00a00.000001', '0.00000001'],
    });
    // happy-dom lays nothing out, so floating-ui deems the toggle detached and the popover hides itself.
    await user.click(within(widget).getByRole('button', { name: 'Disconnect', hidden: true }));
    expect(await screen.findByRole('button', { name: 'Connect wallet' })).toBeInTheDocument();
    expect(getWalletState().account).toBeNull();
  });

  it('lets the user choose when the browser offers several wallets', async () => {
    const other = new MockWallet({ name: 'Other Wallet', rdns: 'org.example.other', accounts: [carol] }).announce();
    const { user } = await renderWithApp(<WalletButton />, { url: '/cabinet/dashboard' });
    await user.click(await screen.findByRole('button', { name: 'Connect wallet' }));
    const dialog = await screen.findByRole('dialog', { name: 'Choose a wallet' });
    expect(within(dialog).getByRole('button', { name: 'Test Wallet' })).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Other Wallet' }));
    expect(await screen.findByTestId('wallet-address')).toHaveTextContent('0x15d3...2C6A65');
    expect(other.calls('eth_requestAccounts')).toHaveLength(1);
  });
});
