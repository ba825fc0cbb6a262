import { Paper, Text } from '@mantine/core';
import { utcDay } from '@yc/contract/days';
import { useTranslation } from '../../../lib/i18n.ts';

/** Stale prices are said so, never shown as current (decision F5). */
export function StalePrices({ updatedAt }: { updatedAt: string | null }) {
  const { t } = useTranslation('dashboard');
  return (
    <Paper role="status" withBorder p="md" style={{ borderColor: 'var(--mantine-color-yellow-outline)' }}>
      <Text fw={600}>{t('stale.title')}</Text>
      <Text size="sm">{updatedAt ? t('stale.since', { date: utcDay(updatedAt) }) : t('stale.never')}</Text>
    </Paper>
  );
}
