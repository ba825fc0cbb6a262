/** The cabinet header's wallet button (docs/product.md §2, at most 200 px): "Connect wallet" or the connected wallet. */
import { Skeleton } from '@mantine/core';
import { lazy, Suspense } from 'react';
import { useScreenParts } from '../../../components/layouts/screen-parts.ts';
import { useHydrated } from '../../../hooks/use-hydrated.ts';
import { useIsMobile } from '../../../hooks/use-ui-state.ts';
import { useTranslation } from '../../../lib/i18n.ts';
import { mayHaveConnection, useWallet } from '../../../lib/web3/index.ts';
import { ConnectWalletButton } from './connect-wallet-button.tsx';

const ConnectedWallet = lazy(() => import('./connected-wallet.tsx'));

export function WalletButton() {
  const { t } = useTranslation('wallet');
  const wallet = useWallet();
  const isMobile = useIsMobile();
  const { phone, wide } = useScreenParts();
  const hydrated = useHydrated();
  if (!wallet.account) {
    // Busy only while an earlier connection is being restored; loading the code on hover must not block a click.
    // The server's markup knows no browser's storage, so the hydration renders the button idle too.
    const settling =
      hydrated && (wallet.connection === 'reconnecting' || (wallet.layer === 'loading' && mayHaveConnection()));
    const button = (iconOnly: boolean, className: string, testId?: string) => (
      <ConnectWalletButton
        label={t('connect.button')}
        // The slot is at most 200 px: "Подключить кошелёк" is 240 px at this size, its short form fits.
        shortLabel={t('connect.short')}
        iconOnly={iconOnly}
        size="sm"
        loading={settling}
        className={className}
        testId={testId}
      />
    );
    // Both forms in the server's markup (CSS shows one); the test id on one only while both are there.
    return (
      <>
        {phone && button(true, phone, wide ? 'wallet-connect-phone' : undefined)}
        {wide && button(false, wide)}
      </>
    );
  }
  return (
    <Suspense fallback={<Skeleton h={34} w={isMobile ? 34 : 170} radius="sm" />}>
      <ConnectedWallet wallet={wallet} compact={isMobile} />
    </Suspense>
  );
}
