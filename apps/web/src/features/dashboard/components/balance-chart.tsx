import { Group, NativeSelect, SegmentedControl, Skeleton } from '@mantine/core';
import { ALL_POOLS, type AnyPool } from '@yc/contract/constants';
import { useMemo, useState } from 'react';
import { LineChart } from '../../../components/ui/line-chart.tsx';
import { useLocale } from '../../../hooks/use-locale.ts';
import { useTranslation } from '../../../lib/i18n.ts';
import { formatFiat } from '../../../utils/money.ts';
import { useBalance } from '../api/get-balance.ts';
import { BALANCE_RANGES, type BalanceRange, rangeDates } from '../utils/balance-range.ts';
import { LoadError } from './load-error.tsx';
import { Section } from './section.tsx';

const CHART_HEIGHT = 220;

/** The daily balance over a chosen range, for all pools or one. */
export function BalanceChart() {
  const { t } = useTranslation('dashboard');
  const locale = useLocale();
  const [range, setRange] = useState<BalanceRange>('30d');
  const [pool, setPool] = useState<AnyPool | 'all'>('all');
  const dates = useMemo(() => rangeDates(range), [range]);
  const balance = useBalance({ ...dates, pool: pool === 'all' ? undefined : pool });
  const points = useMemo(
    () => (balance.data?.series ?? []).map((p) => ({ date: p.date, value: p.balance })),
    [balance.data],
  );
  const fiat = balance.data?.fiat;

  return (
    <Section
      title={t('chart.title')}
      actions={
        <Group gap="sm" align="end">
          <SegmentedControl
            size="xs"
            value={range}
            onChange={(value) => setRange(value as BalanceRange)}
            aria-label={t('chart.range')}
            data={Object.keys(BALANCE_RANGES).map((value) => ({ value, label: t(`chart.ranges.${value}`) }))}
          />
          <NativeSelect
            size="xs"
            aria-label={t('chart.pool')}
            value={pool}
            onChange={(event) => setPool(event.currentTarget.value as AnyPool | 'all')}
            data={['all', ...ALL_POOLS].map((value) => ({ value, label: t(`pool.${value}`) }))}
          />
        </Group>
      }
    >
      {balance.isPending ? (
        <Skeleton h={CHART_HEIGHT} />
      ) : balance.isError ? (
        <LoadError error={balance.error} onRetry={() => balance.refetch()} retrying={balance.isFetching} />
      ) : (
        <LineChart
          points={points}
          label={t('chart.title')}
          height={CHART_HEIGHT}
          formatValue={(value) => formatFiat(value, locale, fiat)}
          emptyText={t('chart.empty')}
        />
      )}
    </Section>
  );
}
