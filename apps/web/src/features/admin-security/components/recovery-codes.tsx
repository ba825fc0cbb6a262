/** The ten recovery codes, shown once: copy, download, and a step that says they are kept somewhere safe. */
import { Alert, Button, CopyButton, Group, SimpleGrid, Stack, Text } from '@mantine/core';
import { IconCopy, IconDownload } from '@tabler/icons-react';
import { useTranslation } from '../../../lib/i18n.ts';
import { saveBlob } from '../../../utils/save-blob.ts';

export function RecoveryCodes({ codes, onSaved }: { codes: string[]; onSaved: () => void }) {
  const { t } = useTranslation('admin-security');
  const text = `${codes.join('\n')}\n`;
  return (
    <Stack>
      <Alert color="yellow" role="status" title={t('codes.title')}>
        {t('codes.intro')}
      </Alert>
      <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="xs" component="ol" aria-label={t('codes.list')} m={0} p={0}>
        {codes.map((code) => (
          <Text key={code} component="li" ff="monospace" fz="md" style={{ listStyle: 'none' }}>
            {code}
          </Text>
        ))}
      </SimpleGrid>
      <Group gap="sm">
        <CopyButton value={text}>
          {({ copied, copy }) => (
            <Button variant="light" leftSection={<IconCopy size={16} />} onClick={copy}>
              {copied ? t('codes.copied') : t('codes.copy')}
            </Button>
          )}
        </CopyButton>
        <Button
          variant="light"
          leftSection={<IconDownload size={16} />}
          onClick={() => saveBlob(new Blob([text], { type: 'text/plain' }), 'recovery-codes.txt')}
        >
          {t('codes.download')}
        </Button>
      </Group>
      <Button onClick={onSaved}>{t('codes.saved')}</Button>
    </Stack>
  );
}
