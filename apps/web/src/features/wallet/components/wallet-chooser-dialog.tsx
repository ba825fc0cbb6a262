/** The wallets the browser offers (EIP-6963: name and icon), when there is more than one. */
import '@mantine/core/styles/ScrollArea.css';
import '@mantine/core/styles/Overlay.css';
import '@mantine/core/styles/ModalBase.css';
import '@mantine/core/styles/Modal.css';
import { Button, Image, Modal, Stack } from '@mantine/core';
import { IconWallet } from '@tabler/icons-react';
import { useTranslation } from '../../../lib/i18n.ts';
import type { WalletInfo } from '../../../lib/web3/index.ts';

export default function WalletChooserDialog({
  wallets,
  onChoose,
  onClose,
}: {
  wallets: WalletInfo[];
  onChoose: (walletId: string) => void;
  onClose: () => void;
}) {
  const { t } = useTranslation('wallet');
  return (
    <Modal
      opened
      onClose={onClose}
      title={t('connect.choose')}
      centered
      size="sm"
      closeButtonProps={{ 'aria-label': t('common:close') }}
      data-testid="wallet-choices"
    >
      <Stack gap="xs">
        {wallets.map((wallet) => (
          <Button
            key={wallet.id}
            variant="default"
            justify="flex-start"
            size="md"
            leftSection={wallet.icon ? <Image src={wallet.icon} alt="" w={24} h={24} /> : <IconWallet size={24} />}
            onClick={() => onChoose(wallet.id)}
          >
            {wallet.name ?? t('connect.browserWallet')}
          </Button>
        ))}
      </Stack>
    </Modal>
  );
}
