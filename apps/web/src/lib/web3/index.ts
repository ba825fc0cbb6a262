/**
 * The wallet facade: everything the app may ask of a browser wallet, as hooks and plain
 * functions over plain data. This file and what it imports statically stay free of
 * wagmi and viem; the first call loads them (`load.ts`), so only the pages that use a
 * wallet pay for it. Writes are mutation hooks, never component code (decision F2).
 */
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { i18n } from '../i18n.ts';
import { notifySuccess, notifyWarning } from '../notify.ts';
import { WalletError, walletMessageOf } from './errors.ts';
import { loadWallet } from './load.ts';
import { type Balances, useWalletState, type WalletInfo, type WalletState, zeroBalances } from './state.ts';
import { mayHaveConnection } from './storage.ts';
import type { ProofInput, Sendable, SendableInput, SendInput, WalletProof } from './types.ts';

export { WalletError, walletMessageOf } from './errors.ts';
export { loadWallet } from './load.ts';
export {
  type Balances,
  getWalletState,
  sameAddress,
  type WalletInfo,
  type WalletState,
  zeroBalances,
} from './state.ts';
export { mayHaveConnection } from './storage.ts';
export type { ProofInput, Sendable, SendableInput, SendInput, WalletProof } from './types.ts';

export const walletKeys = {
  all: ['wallet'] as const,
  balances: (chainId: number | null, account: string | null) => ['wallet', 'balances', chainId, account] as const,
};

/** Logged, not shown: a page without the wallet still works (docs/product.md §8 shows nothing for it either). */
const logLoadFailure = (error: unknown) => console.error('The wallet could not be loaded', error);

/**
 * The wallet state of docs/product.md §3 (connected exactly when `account` is set). Loads the
 * wallet layer when there is a connection to restore; otherwise the first action does.
 */
export function useWallet(): WalletState {
  useEffect(() => {
    if (mayHaveConnection()) loadWallet().catch(logLoadFailure);
  }, []);
  return useWalletState();
}

/**
 * The docs/product.md §3 balances of the connected account on its network, as exact decimal
 * strings ('0' where no token is configured); read again on every new block.
 */
export function useWalletBalances(): { balance: Balances; isLoading: boolean; isError: boolean } {
  const { account, netID } = useWallet();
  const queryClient = useQueryClient();
  const query = useQuery({
    queryKey: walletKeys.balances(netID, account),
    queryFn: async () => (await loadWallet()).readBalances(netID as number, account as string),
    enabled: account !== null && netID !== null,
  });
  useEffect(() => {
    if (account === null || netID === null) return;
    let stop: (() => void) | undefined;
    let active = true;
    loadWallet().then(
      (wallet) => {
        if (!active) return;
        stop = wallet.watchBlocks(netID, () => {
          void queryClient.invalidateQueries({ queryKey: walletKeys.balances(netID, account) });
        });
      },
      () => undefined,
    );
    return () => {
      active = false;
      stop?.();
    };
  }, [account, netID, queryClient]);
  return { balance: query.data ?? zeroBalances(), isLoading: query.isLoading, isError: query.isError };
}

/**
 * The connected account's balance of a currency and the most a send of it can carry ("Max": for the native coin,
 * less the send's gas); undefined unless the wallet is connected on that network. Refreshed with the balances.
 */
export function useSendable(input: SendableInput): Sendable | undefined {
  const { account, netID } = useWallet();
  const enabled = account !== null && netID === input.chainId;
  const query = useQuery({
    queryKey: [...walletKeys.balances(input.chainId, account), 'sendable', input.currency, input.to],
    queryFn: async () => (await loadWallet()).sendable(input),
    enabled,
  });
  return enabled ? query.data : undefined;
}

/** The wallets this browser offers (EIP-6963 announcements and the legacy `window.ethereum`). */
export const listWallets = async (): Promise<WalletInfo[]> => (await loadWallet()).wallets();

/** Asks the wallet for a Sign-In with Ethereum proof for this site. */
export const signWalletProof = async (input: ProofInput): Promise<WalletProof> => (await loadWallet()).signProof(input);

export const useConnectWallet = () =>
  useMutation({ mutationFn: async (walletId: string) => (await loadWallet()).connect(walletId) });

export const useDisconnectWallet = () => useMutation({ mutationFn: async () => (await loadWallet()).disconnect() });

export const disconnectWallet = async (): Promise<void> => (await loadWallet()).disconnect();

/** A wallet failure as a warning: the app's words for what it checks, else the wallet's or the server's. */
export function notifyWalletError(error: unknown): void {
  if (error instanceof WalletError) notifyWarning(i18n.t(error.key, error.values));
  else notifyWarning(walletMessageOf(error) ?? (error instanceof Error ? error.message : String(error)));
}

/**
 * Pays from the connected wallet (docs/product.md §5, §8): resolves with the transaction hash
 * after showing 'Tx' and the hash; on any failure shows the warning itself and rejects.
 */
export function useSend() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (input: SendInput): Promise<string> => (await loadWallet()).send(input),
    onSuccess: (hash) => {
      notifySuccess(hash, i18n.t('api:wallet.txSent'));
      void queryClient.invalidateQueries({ queryKey: ['wallet', 'balances'] });
    },
    onError: notifyWalletError,
  });
}
