/**
 * The reports page's body: the range (at most 366 days) and pool, the chosen figure's chart over the days, the
 * table of days and pools, and the same figures as CSV.
 */
import { Group, NativeSelect, Skeleton, Stack, Text } from '@mantine/core';
import { DAILY_FIGURES, DAILY_REPORT_MAX_DAYS, type DailyReportQuery } from '@yc/contract/admin-reports';
import { ALL_POOLS, type AnyPool } from '@yc/contract/constants';
import { addDays, daysBetween, utcDay } from '@yc/contract/days';
import { lazy, Suspense, useState } from 'react';
import { DayRangeInputs, FilterGrid } from '../../../components/ui/console-list.tsx';
import { CsvButton } from '../../../components/ui/csv-button.tsx';
import { MUTED } from '../../../components/ui/text-styles.ts';
import { useTranslation } from '../../../lib/i18n.ts';
import { downloadDailyReportCsv, useDailyReport } from '../api/get-daily-report.ts';
import type { ChartFigure } from '../utils/series.ts';
import { DailyTable } from './daily-table.tsx';
import { LoadFailed } from './load-failed.tsx';

const FigureChart = lazy(() => import('./figure-chart.tsx'));
const CHART_FIGURES: ChartFigure[] = [...DAILY_FIGURES, 'newUsers'];
/** The range the page opens with: the last 30 days, today included. */
const DEFAULT_DAYS = 30;

export function DailyReports() {
  const { t } = useTranslation('admin-reports');
  const today = utcDay(new Date());
  const [from, setFrom] = useState(addDays(today, 1 - DEFAULT_DAYS));
  const [to, setTo] = useState(today);
  const [pool, setPool] = useState<AnyPool | ''>('');
  const [figure, setFigure] = useState<ChartFigure>('tvl');
  const outOfOrder = Boolean(from && to && from > to);
  const tooLong = !outOfOrder && Boolean(from && to) && daysBetween(from, to) >= DAILY_REPORT_MAX_DAYS;
  const rangeInvalid = !from || !to || outOfOrder || tooLong;
  const query: DailyReportQuery = { from, to, ...(pool ? { pool } : {}) };
  const report = useDailyReport(query, { enabled: !rangeInvalid });
  const rows = report.data?.rows ?? [];
  const chartTo = to < today ? to : today;

  return (
    <Stack gap="md">
      <FilterGrid>
        <DayRangeInputs
          from={from}
          to={to}
          invalid={outOfOrder}
          onChange={(name, value) => (name === 'from' ? setFrom(value) : setTo(value))}
        />
        <NativeSelect
          label={t('reports.pool')}
          value={pool}
          onChange={(e) => setPool(e.currentTarget.value as AnyPool | '')}
          data={[{ value: '', label: t('pool.all') }, ...ALL_POOLS.map((p) => ({ value: p, label: t(`pool.${p}`) }))]}
        />
        <NativeSelect
          label={t('reports.figure')}
          value={figure}
          onChange={(e) => setFigure(e.currentTarget.value as ChartFigure)}
          data={CHART_FIGURES.map((f) => ({ value: f, label: t(`figure.${f}`) }))}
        />
      </FilterGrid>
      {tooLong && (
        <Text c="red" size="sm" role="alert">
          {t('reports.rangeTooLong', { days: DAILY_REPORT_MAX_DAYS })}
        </Text>
      )}
      <Group justify="flex-end">
        <CsvButton download={() => downloadDailyReportCsv(query)} disabled={rangeInvalid} />
      </Group>
      {report.isPending ? (
        <Skeleton h={220} />
      ) : report.isError ? (
        <LoadFailed query={report} />
      ) : (
        <>
          <Suspense fallback={<Skeleton h={220} />}>
            <FigureChart rows={rows} figure={figure} from={from} to={chartTo} />
          </Suspense>
          {rows.length === 0 ? <Text c={MUTED}>{t('reports.empty')}</Text> : <DailyTable rows={rows} />}
        </>
      )}
    </Stack>
  );
}
