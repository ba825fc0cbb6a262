import { Button, Paper, Text } from '@mantine/core';
import { messageOf } from '../../../lib/api-client.ts';
import { useTranslation } from '../../../lib/i18n.ts';

/** A failed load: what went wrong and a button that asks again. */
export function LoadError({ error, onRetry, retrying }: { error: unknown; onRetry: () => void; retrying: boolean }) {
  const { t } = useTranslation('dashboard');
  const message = messageOf(error);
  return (
    <Paper role="alert" withBorder p="md" style={{ borderColor: 'var(--mantine-color-error)' }}>
      <Text fw={600}>{t('error.title')}</Text>
      {message && <Text size="sm">{message}</Text>}
      <Button mt="sm" size="xs" variant="light" color="red" loading={retrying} onClick={onRetry}>
        {t('error.retry')}
      </Button>
    </Paper>
  );
}
