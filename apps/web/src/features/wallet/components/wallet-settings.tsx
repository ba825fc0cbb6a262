/** Settings → Wallets (docs/product.md §2): the linked wallet, the connected one with its network, and balances. */
import { Box, Group, Stack, Text } from '@mantine/core';
import type { ReactNode } from 'react';
import { useTranslation } from '../../../lib/i18n.ts';
import { useSession } from '../../../lib/session.ts';
import { useWallet } from '../../../lib/web3/index.ts';
import { ConnectWalletButton } from './connect-wallet-button.tsx';
import { NetworkName } from './network-name.tsx';
import { WalletBalances } from './wallet-balances.tsx';

function Entry({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div>
      <Text component="dt" size="sm" fw={500}>
        {label}
      </Text>
      <Box component="dd" m={0}>
        {children}
      </Box>
    </div>
  );
}

const Address = ({ children, testId }: { children: string; testId: string }) => (
  <Text ff="monospace" size="sm" style={{ wordBreak: 'break-all' }} data-testid={testId}>
    {children}
  </Text>
);

export function WalletSettings() {
  const { t } = useTranslation('wallet');
  const session = useSession();
  const wallet = useWallet();
  const linked = session.status === 'authenticated' ? session.user.metaMaskAddress : null;
  return (
    <Stack component="dl" gap="md" m={0}>
      <Entry label={t('settings.linked')}>
        {linked ? (
          <Address testId="wallet-linked">{linked}</Address>
        ) : (
          <Text size="sm" c="dimmed">
            {t('settings.notLinked')}
          </Text>
        )}
      </Entry>
      <Entry label={t('settings.connected')}>
        {wallet.account ? (
          <>
            <Address testId="wallet-connected">{wallet.account}</Address>
            {wallet.walletName && (
              <Text size="xs" c="dimmed">
                {wallet.walletName}
              </Text>
            )}
          </>
        ) : (
          <Group gap="sm">
            <Text size="sm" c="dimmed">
              {t('settings.notConnected')}
            </Text>
            <ConnectWalletButton
              label={t('connect.button')}
              size="xs"
              variant="light"
              testId="wallet-settings-connect"
            />
          </Group>
        )}
      </Entry>
      {wallet.account && (
        <>
          <Entry label={t('settings.network')}>
            <NetworkName wallet={wallet} />
          </Entry>
          <Entry label={t('widget.balances')}>
            <Box maw={360}>
              <WalletBalances />
            </Box>
          </Entry>
        </>
      )}
    </Stack>
  );
}
