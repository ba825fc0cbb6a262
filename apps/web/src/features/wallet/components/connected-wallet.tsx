/**
 * The header's view of a connected wallet: the shortened address (click to copy) and
 * the widget. Its own chunk (it brings the popover's positioning code), loaded once a
 * wallet is connected. On phones only the widget's icon fits; the widget shows the address.
 */
import { Group } from '@mantine/core';
import type { WalletState } from '../../../lib/web3/index.ts';
import { CopyAddressButton } from './copy-address-button.tsx';
import { WalletWidget } from './wallet-widget.tsx';

export default function ConnectedWallet({ wallet, compact }: { wallet: WalletState; compact: boolean }) {
  if (!wallet.account) return null;
  return (
    <Group gap={4} wrap="nowrap">
      {!compact && <CopyAddressButton address={wallet.account} />}
      <WalletWidget wallet={wallet} withAddress={compact} />
    </Group>
  );
}
