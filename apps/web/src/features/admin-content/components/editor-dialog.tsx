/**
 * The dialog an entry or an article is written in: the fields beside a live preview (below them on a phone), the
 * server's message when saving fails. The preview renders as the public page does (components/content).
 */
import '@mantine/core/styles/ModalBase.css';
import '@mantine/core/styles/Modal.css';
import '@mantine/core/styles/Overlay.css';
import { Modal, Paper, SimpleGrid, Stack, Text } from '@mantine/core';
import { type FormEvent, type ReactNode, useId } from 'react';
import { FormFooter } from '../../../components/ui/form-footer.tsx';
import { MUTED } from '../../../components/ui/text-styles.ts';
import { useIsMobile } from '../../../hooks/use-ui-state.ts';
import { useTranslation } from '../../../lib/i18n.ts';

export function EditorDialog({
  opened,
  onClose,
  title,
  onSubmit,
  pending,
  error,
  preview,
  children,
}: {
  opened: boolean;
  onClose: () => void;
  title: string;
  onSubmit: (event: FormEvent<HTMLFormElement>) => void;
  pending: boolean;
  error: string | null;
  /** The rendered content, in the language it is written in. */
  preview: ReactNode;
  /** The fields. */
  children: ReactNode;
}) {
  const { t } = useTranslation(['admin-content', 'common']);
  const previewId = useId();
  return (
    <Modal
      opened={opened}
      onClose={() => !pending && onClose()}
      title={title}
      size="min(1200px, 96vw)"
      fullScreen={useIsMobile()}
      closeButtonProps={{ 'aria-label': t('common:close') }}
    >
      <form onSubmit={onSubmit} noValidate>
        <Stack gap="md">
          <SimpleGrid cols={{ base: 1, md: 2 }} spacing="lg">
            <Stack gap="sm">{children}</Stack>
            <Paper withBorder p="md" component="section" aria-labelledby={previewId} miw={0}>
              <Text fw={600} size="sm" c={MUTED} mb="sm" id={previewId}>
                {t('preview')}
              </Text>
              {preview}
            </Paper>
          </SimpleGrid>
          <FormFooter
            error={error}
            label={t('save')}
            pending={pending}
            cancel={{ label: t('cancel'), onClick: onClose }}
          />
        </Stack>
      </form>
    </Modal>
  );
}
