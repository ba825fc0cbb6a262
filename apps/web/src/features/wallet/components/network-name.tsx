import { Badge, Group, Text } from '@mantine/core';
import { useTranslation } from '../../../lib/i18n.ts';
import type { WalletState } from '../../../lib/web3/index.ts';

/** The wallet's network by the runtime config's name, marked when sign-in and sending do not work there. */
export function NetworkName({ wallet }: { wallet: Pick<WalletState, 'network' | 'netID'> }) {
  const { t } = useTranslation('wallet');
  if (wallet.netID === null) return null;
  return (
    <Group gap="xs" wrap="wrap">
      <Text size="sm" data-testid="wallet-network">
        {wallet.network?.name ?? t('widget.unknownNetwork', { id: wallet.netID })}
      </Text>
      {!wallet.network?.supported && (
        <Badge color="yellow" variant="light" size="sm">
          {t('widget.notSupported')}
        </Badge>
      )}
    </Group>
  );
}
