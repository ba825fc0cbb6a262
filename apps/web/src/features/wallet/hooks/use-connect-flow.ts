/**
 * Connecting a wallet as docs/product.md §4 says: one wallet connects at once, several are
 * offered by name and icon (EIP-6963), none gives a warning — or, on a phone, the
 * offer to open the page in a wallet app.
 */
import { useState } from 'react';
import { useTranslation } from '../../../lib/i18n.ts';
import { notifyWarning } from '../../../lib/notify.ts';
import {
  getWalletState,
  listWallets,
  loadWallet,
  notifyWalletError,
  useConnectWallet,
  type WalletInfo,
} from '../../../lib/web3/index.ts';
import { isPhone } from '../utils/open-in-app.ts';

export function useConnectFlow(onConnected?: () => void) {
  const { t } = useTranslation('api');
  const connect = useConnectWallet();
  const [choices, setChoices] = useState<WalletInfo[] | null>(null);
  const [appOffer, setAppOffer] = useState(false);
  const [finding, setFinding] = useState(false);

  const choose = async (walletId: string) => {
    setChoices(null);
    try {
      await connect.mutateAsync(walletId);
    } catch (error) {
      notifyWalletError(error);
      return;
    }
    onConnected?.();
  };

  const start = async () => {
    setFinding(true);
    try {
      // Loading also restores an earlier connection: then there is nothing to ask.
      await loadWallet();
      if (getWalletState().account) {
        onConnected?.();
        return;
      }
      const found = await listWallets();
      if (found.length === 0) {
        if (isPhone()) setAppOffer(true);
        else notifyWarning(t('wallet.notDetected'));
      } else if (found.length === 1) await choose((found[0] as WalletInfo).id);
      else setChoices(found);
    } catch (error) {
      notifyWalletError(error);
    } finally {
      setFinding(false);
    }
  };

  return {
    start,
    choose,
    /** The wallets to choose from, while the choice is open. */
    choices,
    cancelChoice: () => setChoices(null),
    appOffer,
    closeAppOffer: () => setAppOffer(false),
    pending: finding || connect.isPending,
  };
}
