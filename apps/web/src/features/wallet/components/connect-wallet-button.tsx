/** A button that connects a wallet (docs/product.md §4); its dialogs load only when one is needed. */
import { ActionIcon, Button, type ButtonProps } from '@mantine/core';
import { IconWallet } from '@tabler/icons-react';
import { lazy, Suspense } from 'react';
import { loadWallet } from '../../../lib/web3/index.ts';
import { useConnectFlow } from '../hooks/use-connect-flow.ts';

const WalletChooserDialog = lazy(() => import('./wallet-chooser-dialog.tsx'));
const OpenInWalletDialog = lazy(() => import('./open-in-wallet-dialog.tsx'));

export interface ConnectWalletButtonProps extends Omit<ButtonProps, 'children'> {
  label: string;
  /** A shorter text to show where `label` does not fit; `label` stays the accessible name. */
  shortLabel?: string;
  /** Runs once a wallet is connected, also when one already was. */
  onConnected?: () => void;
  /** Just an icon named by `label` (the cabinet header on phones). */
  iconOnly?: boolean;
  testId?: string;
}

export function ConnectWalletButton({
  label,
  shortLabel,
  onConnected,
  iconOnly,
  loading,
  testId = 'wallet-connect',
  ...buttonProps
}: ConnectWalletButtonProps) {
  const flow = useConnectFlow(onConnected);
  // Fetch the wallet code as the pointer or focus arrives, so the click finds it loaded.
  const prefetch = () => void loadWallet().catch(() => undefined);
  const common = {
    onClick: () => void flow.start(),
    onPointerEnter: prefetch,
    onFocus: prefetch,
    loading: loading || flow.pending,
    'data-testid': testId,
  };
  return (
    <>
      {iconOnly ? (
        <ActionIcon size="lg" variant="light" aria-label={label} className={buttonProps.className} {...common}>
          <IconWallet size={20} />
        </ActionIcon>
      ) : (
        <Button
          leftSection={<IconWallet size={18} />}
          aria-label={shortLabel ? label : undefined}
          {...buttonProps}
          {...common}
        >
          {shortLabel ?? label}
        </Button>
      )}
      {(flow.choices || flow.appOffer) && (
        <Suspense fallback={null}>
          {flow.choices && (
            <WalletChooserDialog
              wallets={flow.choices}
              onChoose={(id) => void flow.choose(id)}
              onClose={flow.cancelChoice}
            />
          )}
          {flow.appOffer && <OpenInWalletDialog opened onClose={flow.closeAppOffer} />}
        </Suspense>
      )}
    </>
  );
}
