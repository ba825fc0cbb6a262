import { Text } from '@mantine/core';
import { utcDay } from '@yc/contract/days';
import { useTranslation } from '../../../lib/i18n.ts';

/** Stale prices are said so, never shown as current (decision F5). */
export function StaleNotice({ stale, updatedAt }: { stale: boolean; updatedAt: string | null }) {
  const { t } = useTranslation('dao');
  if (!stale) return null;
  return (
    <Text size="sm" c="orange.9" role="note" data-testid="stale-prices">
      {updatedAt ? t('stale.since', { date: utcDay(updatedAt) }) : t('stale.never')}
    </Text>
  );
}
