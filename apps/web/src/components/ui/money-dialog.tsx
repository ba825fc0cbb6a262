import '@mantine/core/styles/ModalBase.css';
import '@mantine/core/styles/Modal.css';
import '@mantine/core/styles/Overlay.css';
import { Modal } from '@mantine/core';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { DialogState } from './dialog-button.tsx';

/** The shell of the deposit and withdrawal dialogs. */
export function MoneyDialog({
  opened,
  onClose,
  onClosed,
  title,
  children,
}: DialogState & { title: string; children: ReactNode }) {
  const { t } = useTranslation('pools');
  return (
    <Modal
      opened={opened}
      onClose={onClose}
      title={title}
      size="lg"
      closeButtonProps={{ 'aria-label': t('modal.close') }}
      onExitTransitionEnd={onClosed}
    >
      {children}
    </Modal>
  );
}
