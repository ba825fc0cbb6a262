/**
 * The pool's APY history (GET /pools/:pool/apy-history, decision 79) as a daily step chart: the APY in force on each
 * day from a month before the first change to the last one (tomorrow's, when the operator booked one), and what is
 * booked for tomorrow in words.
 */
import { Stack, Text } from '@mantine/core';
import type { AnyPool } from '@yc/contract/constants';
import { addDays, utcDay } from '@yc/contract/days';
import type { PoolApyHistoryResponse } from '@yc/contract/pools';
import { useMemo } from 'react';
import { type ChartPoint, LineChart } from '../../../components/ui/line-chart.tsx';
import { MUTED } from '../../../components/ui/text-styles.ts';
import { useLocale } from '../../../hooks/use-locale.ts';
import { useTranslation } from '../../../lib/i18n.ts';
import { formatPercent } from '../../../utils/money.ts';
import { usePoolApyHistory } from '../api/get-pool-apy-history.ts';
import { PoolSection } from './pool-section.tsx';

/** Days shown before the first change, and at most in all. */
const LEAD_DAYS = 30;
const MAX_DAYS = 366;

/** One point per day: the APY of the latest change in force on it. */
export function apySteps(items: PoolApyHistoryResponse['items'], today: string): ChartPoint[] {
  if (!items.length) return [];
  const last = items.at(-1)?.effectiveFrom ?? today;
  const end = last > today ? last : today;
  const firstChange = items[1]?.effectiveFrom ?? today;
  let day = addDays(firstChange, -LEAD_DAYS);
  if (day < addDays(end, -(MAX_DAYS - 1))) day = addDays(end, -(MAX_DAYS - 1));
  const points: ChartPoint[] = [];
  let i = 0;
  for (; day <= end; day = addDays(day, 1)) {
    while (i + 1 < items.length && (items[i + 1]?.effectiveFrom ?? '') <= day) i++;
    points.push({ date: day, value: items[i]?.apy ?? '0' });
  }
  return points;
}

export function PoolApyHistory({ pool }: { pool: AnyPool }) {
  const { t } = useTranslation('pools');
  const locale = useLocale();
  const history = usePoolApyHistory(pool);
  const today = utcDay(new Date());
  const points = useMemo(() => apySteps(history.data?.items ?? [], today), [history.data, today]);
  const booked = history.data?.items.find((i) => i.effectiveFrom > today);
  return (
    <PoolSection title={t('apyHistory.title')} testId="pool-apy-history">
      {history.isError ? (
        <Text c={MUTED} role="alert">
          {t('graphs.unavailable')}
        </Text>
      ) : (
        <Stack gap="xs" aria-busy={history.isFetching}>
          {booked && (
            <Text size="sm" data-testid="pool-apy-booked">
              {t('apyHistory.booked', { apy: formatPercent(booked.apy, locale), date: booked.effectiveFrom })}
            </Text>
          )}
          <LineChart
            points={points}
            label={t('apyHistory.title')}
            formatValue={(v) => formatPercent(v, locale)}
            height={140}
            emptyText={t('graphs.empty')}
          />
        </Stack>
      )}
    </PoolSection>
  );
}
