/** docs/product.md §2 modal: on a phone without a wallet, open this page in a wallet app's browser. */
import '@mantine/core/styles/ScrollArea.css';
import '@mantine/core/styles/Overlay.css';
import '@mantine/core/styles/ModalBase.css';
import '@mantine/core/styles/Modal.css';
import { Button, Modal, Stack, Text } from '@mantine/core';
import { useLocation } from 'react-router';
import { useTranslation } from '../../../lib/i18n.ts';
import { walletAppLinks } from '../utils/open-in-app.ts';

export default function OpenInWalletDialog({ opened, onClose }: { opened: boolean; onClose: () => void }) {
  const { t } = useTranslation('wallet');
  const { pathname, search } = useLocation();
  const links = walletAppLinks({ protocol: window.location.protocol, host: window.location.host, pathname, search });
  return (
    <Modal
      opened={opened}
      onClose={onClose}
      title={t('app.title')}
      centered
      closeButtonProps={{ 'aria-label': t('common:close') }}
      data-testid="wallet-app-modal"
    >
      <Stack>
        <Text size="sm">{t('app.text')}</Text>
        <Button component="a" href={links.metaMask} rel="noopener noreferrer" variant="default">
          {t('app.metaMask')}
        </Button>
        <Button component="a" href={links.trust} rel="noopener noreferrer" variant="default">
          {t('app.trust')}
        </Button>
      </Stack>
    </Modal>
  );
}
