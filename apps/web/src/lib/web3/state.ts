/**
 * The wallet state of docs/product.md §3 as the app sees it, kept outside React so the wallet
 * layer (wagmi, in its own chunk) can publish it and any component can read it
 * without importing wagmi. Nothing here imports wagmi or viem.
 */

import type { ChainConfig, NetworkInfo } from '@yc/contract/chain';
import { BALANCE_CURRENCIES, type BalanceCurrency } from '@yc/contract/constants';
import { useSyncExternalStore } from 'react';

export type Balances = Record<BalanceCurrency, string>;

/** A wallet the browser offers: an EIP-6963 announcement, or the legacy `window.ethereum`. */
export interface WalletInfo {
  /** The wallet layer's id for `connectWallet`. */
  id: string;
  /** null for the legacy `window.ethereum` wallet, which does not say its name. */
  name: string | null;
  /** A data: URI (EIP-6963). */
  icon: string | null;
}

export interface WalletState {
  /** Whether the wallet code and the runtime chain config have loaded. */
  layer: 'idle' | 'loading' | 'ready' | 'failed';
  connection: 'connected' | 'connecting' | 'reconnecting' | 'disconnected';
  /** docs/product.md §3: the connected address, '' by default. */
  metaMaskAddress: string;
  /** docs/product.md §3: null by default; the wallet is connected exactly when it is set. */
  account: string | null;
  /** docs/product.md §3: the wallet's chain id, null by default. */
  netID: number | null;
  /** The runtime config's entry for netID; null when the app does not know that network. */
  network: NetworkInfo | null;
  /** The connected wallet's name, when it says one. */
  walletName: string | null;
}

export const zeroBalances = (): Balances => Object.fromEntries(BALANCE_CURRENCIES.map((c) => [c, '0'])) as Balances;

export const initialWalletState: WalletState = {
  layer: 'idle',
  connection: 'disconnected',
  metaMaskAddress: '',
  account: null,
  netID: null,
  network: null,
  walletName: null,
};

/** What a wallet connection looks like to the app (docs/product.md §3), given the runtime networks. */
export function walletStateOf(
  connection: {
    status: WalletState['connection'];
    address?: string | undefined;
    chainId?: number | undefined;
    walletName?: string | null | undefined;
  },
  config: ChainConfig,
): Omit<WalletState, 'layer'> {
  const account = connection.status === 'connected' && connection.address ? connection.address : null;
  const netID = account && connection.chainId !== undefined ? connection.chainId : null;
  return {
    connection: account ? 'connected' : connection.status === 'connected' ? 'disconnected' : connection.status,
    metaMaskAddress: account ?? '',
    account,
    netID,
    network: netID === null ? null : (config.networks.find((n) => n.chainId === netID) ?? null),
    walletName: account ? (connection.walletName ?? null) : null,
  };
}

let state: WalletState = initialWalletState;
const listeners = new Set<() => void>();

export const getWalletState = (): WalletState => state;

export function setWalletState(patch: Partial<WalletState>): void {
  state = { ...state, ...patch };
  for (const l of listeners) l();
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export const useWalletState = (): WalletState => useSyncExternalStore(subscribe, getWalletState, getWalletState);

export const sameAddress = (a: string | null | undefined, b: string | null | undefined): boolean =>
  !!a && !!b && a.toLowerCase() === b.toLowerCase();
