/** The cabinet header's wallet button (docs/product.md §2, at most 200 px): "Connect wallet" or the connected wallet. */
import { Skeleton } from '@mantine/core';
import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { useIsMobile } from '../../../hooks/use-ui-state.ts';
import { mayHaveConnection, useWallet } from '../../../lib/web3/index.ts';
import { ConnectWalletButton } from './connect-wallet-button.tsx';

const ConnectedWallet = lazy(() => import('./connected-wallet.tsx'));

export function WalletButton() {
  const { t } = useTranslation('wallet');
  const wallet = useWallet();
  const isMobile = useIsMobile();
  if (!wallet.account) {
    // Busy only while an earlier connection is being restored; loading the code on hover must not block a click.
    const settling = wallet.connection === 'reconnecting' || (wallet.layer === 'loading' && mayHaveConnection());
    return (
      <ConnectWalletButton
        label={t('connect.button')}
        // The slot is at most 200 px: "Подключить кошелёк" is 240 px at this size, its short form fits.
        shortLabel={t('connect.short')}
        iconOnly={isMobile}
        size="sm"
        loading={settling}
      />
    );
  }
  return (
    <Suspense fallback={<Skeleton h={34} w={isMobile ? 34 : 170} radius="sm" />}>
      <ConnectedWallet wallet={wallet} compact={isMobile} />
    </Suspense>
  );
}
