/** A small notice while the API cannot be reached; it does not block the page and goes when the connection is back. */
import { Group, Loader, Paper, Text } from '@mantine/core';
import { useConnectionLost } from '../../lib/connection.ts';
import { useTranslation } from '../../lib/i18n.ts';

export function ConnectionNotice() {
  const { t } = useTranslation();
  const lost = useConnectionLost();
  if (!lost) return null;
  // An alert is announced when it appears; the notice only exists while the connection is lost.
  return (
    <Paper
      role="alert"
      shadow="md"
      radius="xl"
      px="md"
      py={6}
      withBorder
      pos="fixed"
      bottom={16}
      left="50%"
      style={{ transform: 'translateX(-50%)', zIndex: 1000, pointerEvents: 'none' }}
    >
      <Group gap="xs" wrap="nowrap">
        <Loader size={14} />
        <Text size="sm">{t('connection.lost')}</Text>
      </Group>
    </Paper>
  );
}
