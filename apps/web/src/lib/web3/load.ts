/**
 * Loads the wallet layer on first use: the runtime chain config and the wagmi/viem
 * chunk together, once per page. Nothing in the entry chunk imports wagmi or viem.
 */
import { isChunkLoadError, reloadOnceForChunkError } from '../chunk-reload.ts';
import { queryClient } from '../react-query.ts';
import { getChainConfigQueryOptions } from './chain-config.ts';
import { setWalletState } from './state.ts';
import { mayHaveConnection } from './storage.ts';
import type { Wallet } from './wallet.ts';

let loading: Promise<Wallet> | undefined;

export function loadWallet(): Promise<Wallet> {
  if (!loading) {
    setWalletState({ layer: 'loading' });
    const load = Promise.all([queryClient.fetchQuery(getChainConfigQueryOptions()), import('./wallet.ts')]).then(
      ([config, { createWallet }]) => createWallet(config, mayHaveConnection()),
    );
    loading = load.then(
      (wallet) => {
        setWalletState({ layer: 'ready' });
        return wallet;
      },
      (error: unknown) => {
        // A later use may try again.
        loading = undefined;
        setWalletState({ layer: 'failed' });
        if (isChunkLoadError(error)) reloadOnceForChunkError();
        throw error;
      },
    );
  }
  return loading;
}
