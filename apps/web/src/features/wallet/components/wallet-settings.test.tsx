import { screen, within } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { endSession } from '../../../lib/session.ts';
import { disconnectWallet } from '../../../lib/web3/index.ts';
import { chainConfig, devTokens } from '../../../testing/chain.ts';
import { signIn } from '../../../testing/fixtures.ts';
import { connectTestWallet, MockWallet } from '../../../testing/mock-wallet.ts';
import { renderWithApp, stubFetch } from '../../../testing/render.tsx';
import { WalletSettings } from './wallet-settings.tsx';

const alice = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8';

beforeAll(() => {
  stubFetch({ 'GET /api/v1/chain/config': () => ({ json: chainConfig }) });
  new MockWallet({ accounts: [alice] })
    .announce()
    .setNative(alice, 25n * 10n ** 17n)
    .setToken(devTokens.USDT.address, 6, { [alice]: 7_000_001n })
    .setToken(devTokens.USDC.address, 6)
    .setToken(devTokens.WAVES.address, 8);
});

afterEach(async () => {
  endSession();
  await disconnectWallet();
});

describe('settings → wallets', () => {
  it('says when no wallet is linked or connected, and offers to connect', async () => {
    signIn({ metaMaskAddress: null });
    await renderWithApp(<WalletSettings />, { url: '/cabinet/settings' });
    expect(screen.getByText('Not linked')).toBeInTheDocument();
    expect(screen.getByText('No wallet is connected')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Connect wallet' })).toBeInTheDocument();
  });

  it('shows the linked wallet in full, the connected one with its network and balances', async () => {
    signIn({ metaMaskAddress: alice });
    await connectTestWallet();
    await renderWithApp(<WalletSettings />, { url: '/ru/cabinet/settings' });
    expect(screen.getByTestId('wallet-linked')).toHaveTextContent(alice);
    expect(screen.getByTestId('wallet-connected')).toHaveTextContent(alice);
    expect(screen.getByText('Test Wallet')).toBeInTheDocument();
    expect(screen.getByTestId('wallet-network')).toHaveTextContent('Anvil (dev chain)');
    const balances = screen.getByRole('table', { name: 'Балансы' });
    // Formatted in Russian at display precision, each exact on hover.
    expect(await within(balances).findByTestId('wallet-balance-ETH')).toHaveTextContent(/^2,5$/);
    expect(within(balances).getByTestId('wallet-balance-USDT')).toHaveTextContent(/^7$/);
    expect(within(balances).getByTestId('wallet-balance-USDT')).toHaveAttribute('title', '7,000001');
    expect(within(balances).getByTestId('wallet-balance-SOL')).toHaveTextContent('0');
  });
});
