import '@mantine/core/styles/ScrollArea.css';
import '@mantine/core/styles/Overlay.css';
import '@mantine/core/styles/ModalBase.css';
import '@mantine/core/styles/Modal.css';
import { Modal, ScrollArea, Stack, Text, Title } from '@mantine/core';
import { useBrand } from '../../lib/brand.ts';
import { useTranslation } from '../../lib/i18n.ts';

const SECTIONS = ['acceptance', 'services', 'risks', 'accounts', 'fees', 'liability', 'law'] as const;

export default function TermsDialog({ opened, onClose }: { opened: boolean; onClose: () => void }) {
  const { t } = useTranslation('legal');
  const brand = useBrand();
  // Where the terms name the brand, a white-label host's title stands instead of the default one; the party to them
  // is the legal entity the operator named for the brand, else the brand itself (decision 84).
  const text = (key: string) => t(key, { brand: brand.title, entity: brand.legalEntity ?? brand.title });
  return (
    <Modal
      opened={opened}
      onClose={onClose}
      title={t('terms.title')}
      size="lg"
      scrollAreaComponent={ScrollArea.Autosize}
      closeButtonProps={{ 'aria-label': t('common:close') }}
    >
      <Stack gap="md">
        <Text size="sm" c="dimmed">
          {text('terms.updated')}
        </Text>
        <Text>{text('terms.intro')}</Text>
        <Text>{text('terms.operator')}</Text>
        {SECTIONS.map((s) => (
          <section key={s}>
            <Title order={3} size="h5" mb={4}>
              {text(`terms.${s}.title`)}
            </Title>
            <Text size="sm">{text(`terms.${s}.body`)}</Text>
          </section>
        ))}
      </Stack>
    </Modal>
  );
}
