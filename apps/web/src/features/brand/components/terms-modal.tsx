/** Terms and conditions in a modal (spec §1): the host's title stands wherever the default brand name does. */
import { Anchor, Modal, ScrollArea, Stack, Text, Title } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { useTranslation } from 'react-i18next';
import { useBrand } from '../api/get-brand.ts';

const SECTIONS = ['acceptance', 'services', 'risks', 'accounts', 'fees', 'liability', 'law'] as const;

export function TermsContent() {
  const { t } = useTranslation('legal');
  const brand = useBrand();
  // Where the terms name the brand, a white-label host's title stands instead of the default one.
  const text = (key: string) => t(key, { brand: brand.title });
  return (
    <Stack gap="md">
      <Text size="sm" c="dimmed">
        {text('terms.updated')}
      </Text>
      <Text>{text('terms.intro')}</Text>
      {SECTIONS.map((s) => (
        <section key={s}>
          <Title order={3} size="h5" mb={4}>
            {text(`terms.${s}.title`)}
          </Title>
          <Text size="sm">{text(`terms.${s}.body`)}</Text>
        </section>
      ))}
    </Stack>
  );
}

/** A link that opens the terms; used in every footer and the sidebar. */
export function TermsLink({ label }: { label?: string }) {
  const { t } = useTranslation('legal');
  const [opened, { open, close }] = useDisclosure(false);
  return (
    <>
      <Anchor component="button" type="button" size="sm" onClick={open}>
        {label ?? t('terms.link')}
      </Anchor>
      <Modal
        opened={opened}
        onClose={close}
        title={t('terms.title')}
        size="lg"
        scrollAreaComponent={ScrollArea.Autosize}
      >
        <TermsContent />
      </Modal>
    </>
  );
}
