import { afterEach, describe, expect, it } from 'vitest';
import { chainConfig } from '../../testing/chain.ts';
import { initialWalletState, sameAddress, walletStateOf, zeroBalances } from './state.ts';
import { mayHaveConnection, STORAGE_KEY } from './storage.ts';

const address = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8';

describe('wallet state (docs/product.md §3)', () => {
  afterEach(() => localStorage.clear());

  it('starts empty: no address, account or network, all seven balances 0', () => {
    expect(initialWalletState).toMatchObject({ metaMaskAddress: '', account: null, netID: null, network: null });
    expect(zeroBalances()).toEqual({ BNB: '0', BUSD: '0', ETH: '0', SOL: '0', USDC: '0', USDT: '0', WAVES: '0' });
  });

  it('is connected exactly when an account is set, with the runtime network of its chain', () => {
    const state = walletStateOf(
      { status: 'connected', address, chainId: 31337, walletName: 'Dev wallet' },
      chainConfig,
    );
    expect(state).toMatchObject({
      connection: 'connected',
      metaMaskAddress: address,
      account: address,
      netID: 31337,
      walletName: 'Dev wallet',
    });
    expect(state.network?.name).toBe('Anvil (dev chain)');
  });

  it('knows a chain it has no config for only by its id', () => {
    const state = walletStateOf({ status: 'connected', address, chainId: 10 }, chainConfig);
    expect(state).toMatchObject({ account: address, netID: 10, network: null });
  });

  it('shows no account while the wallet reconnects or after it disconnected', () => {
    for (const status of ['reconnecting', 'connecting', 'disconnected'] as const) {
      const state = walletStateOf({ status, address, chainId: 1 }, chainConfig);
      expect(state).toMatchObject({ connection: status, account: null, metaMaskAddress: '', netID: null });
    }
  });

  it('compares addresses without regard to checksum case', () => {
    expect(sameAddress(address, address.toLowerCase())).toBe(true);
    expect(sameAddress(address, '0x3C44CdDdB6a900fa2b585dd299e03d12FA4293BC')).toBe(false);
    expect(sameAddress(null, address)).toBe(false);
  });

  it("restores only when wagmi's stored state holds a current connection", () => {
    expect(mayHaveConnection()).toBe(false);
    localStorage.setItem(`${STORAGE_KEY}.store`, JSON.stringify({ state: { current: 'abc' }, version: 3 }));
    expect(mayHaveConnection()).toBe(true);
    localStorage.setItem(`${STORAGE_KEY}.store`, JSON.stringify({ state: { current: null }, version: 3 }));
    expect(mayHaveConnection()).toBe(false);
    localStorage.setItem(`${STORAGE_KEY}.store`, '{not json');
    expect(mayHaveConnection()).toBe(false);
  });
});
