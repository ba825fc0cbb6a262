import { Button, Paper, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../../../lib/api-client.ts';

/** A failed load: what went wrong and a button that asks again. */
export function LoadError({ error, onRetry, retrying }: { error: unknown; onRetry: () => void; retrying: boolean }) {
  const { t } = useTranslation('dashboard');
  return (
    <Paper role="alert" withBorder p="md" style={{ borderColor: 'var(--mantine-color-error)' }}>
      <Text fw={600}>{t('error.title')}</Text>
      {error instanceof ApiError && error.message && <Text size="sm">{error.message}</Text>}
      <Button mt="sm" size="xs" variant="light" color="red" loading={retrying} onClick={onRetry}>
        {t('error.retry')}
      </Button>
    </Paper>
  );
}
