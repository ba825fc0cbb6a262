/** The wallet widget (docs/product.md §1): network, the seven balances and a disconnect action. */
import '@mantine/core/styles/Popover.css';
import { ActionIcon, Button, Popover, Stack, Text } from '@mantine/core';
import { IconChevronDown, IconWallet } from '@tabler/icons-react';
import { useTranslation } from '../../../lib/i18n.ts';
import { useDisconnectWallet, type WalletState } from '../../../lib/web3/index.ts';
import { CopyAddressButton } from './copy-address-button.tsx';
import { NetworkName } from './network-name.tsx';
import { WalletBalances } from './wallet-balances.tsx';

export function WalletWidget({ wallet, withAddress }: { wallet: WalletState; withAddress: boolean }) {
  const { t } = useTranslation('wallet');
  const disconnect = useDisconnectWallet();
  return (
    <Popover position="bottom-end" width={280} shadow="md" withArrow>
      <Popover.Target>
        <ActionIcon variant="default" size="lg" aria-label={t('widget.open')} data-testid="wallet-widget-toggle">
          {/* Alone in a phone's header, the toggle shows what it is about. */}
          {withAddress ? <IconWallet size={18} /> : <IconChevronDown size={18} />}
        </ActionIcon>
      </Popover.Target>
      {/* Rendered only while open, so balances are read (and followed block by block) only while shown. */}
      <Popover.Dropdown data-testid="wallet-widget">
        <Stack gap="sm">
          <Text fw={600}>{wallet.walletName ?? t('widget.title')}</Text>
          {withAddress && wallet.account && <CopyAddressButton address={wallet.account} />}
          <div>
            <Text size="xs" c="dimmed">
              {t('widget.network')}
            </Text>
            <NetworkName wallet={wallet} />
          </div>
          <div>
            <Text size="xs" c="dimmed">
              {t('widget.balances')}
            </Text>
            <WalletBalances />
          </div>
          <Button
            variant="light"
            color="red"
            size="xs"
            loading={disconnect.isPending}
            // Disconnecting unmounts the widget with the address it belongs to.
            onClick={() => disconnect.mutate()}
            data-testid="wallet-disconnect"
          >
            {t('widget.disconnect')}
          </Button>
        </Stack>
      </Popover.Dropdown>
    </Popover>
  );
}
