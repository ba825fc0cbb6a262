/**
 * The reports page's body: the range (at most 366 days) and pool, the chosen figure's chart over the days, the
 * table of days and pools, and the same figures as CSV.
 */
import { Button, Group, NativeSelect, Skeleton, Stack, Text, TextInput } from '@mantine/core';
import { IconDownload } from '@tabler/icons-react';
import { DAILY_FIGURES, DAILY_REPORT_MAX_DAYS, type DailyReportQuery } from '@yc/contract/admin-reports';
import { ALL_POOLS, type AnyPool } from '@yc/contract/constants';
import { addDays, daysBetween, utcDay } from '@yc/contract/days';
import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { LoadError } from '../../../components/ui/load-error.tsx';
import { MUTED } from '../../../components/ui/text-styles.ts';
import { messageOf } from '../../../lib/api-client.ts';
import { notifyError } from '../../../lib/notify.ts';
import { downloadDailyReportCsv, useDailyReport } from '../api/get-daily-report.ts';
import type { ChartFigure } from '../utils/series.ts';
import classes from './admin-reports.module.css';
import { DailyTable } from './daily-table.tsx';

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
  const [exporting, setExporting] = useState(false);
  const rangeInvalid = !from || !to || from > to || daysBetween(from, to) >= DAILY_REPORT_MAX_DAYS;
  const query: DailyReportQuery = { from, to, ...(pool ? { pool } : {}) };
  const report = useDailyReport(query, { enabled: !rangeInvalid });
  const rows = report.data?.rows ?? [];
  const chartTo = to < today ? to : today;

  const exportCsv = async () => {
    setExporting(true);
    try {
      await downloadDailyReportCsv(query);
    } catch (error) {
      notifyError(error, t('reports.exportFailed'));
    } finally {
      setExporting(false);
    }
  };

  return (
    <Stack gap="md">
      <div className={classes.filters}>
        <TextInput
          type="date"
          label={t('reports.from')}
          value={from}
          max={to}
          onChange={(e) => setFrom(e.currentTarget.value)}
          error={rangeInvalid ? t('reports.rangeInvalid', { days: DAILY_REPORT_MAX_DAYS }) : undefined}
        />
        <TextInput
          type="date"
          label={t('reports.to')}
          value={to}
          min={from}
          onChange={(e) => setTo(e.currentTarget.value)}
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
      </div>
      <Group justify="flex-end">
        <Button
          variant="light"
          leftSection={<IconDownload size={16} />}
          loading={exporting}
          disabled={rangeInvalid}
          onClick={exportCsv}
        >
          {t('reports.export')}
        </Button>
      </Group>
      {report.isPending ? (
        <Skeleton h={220} />
      ) : report.isError ? (
        <LoadError
          title={t('loadFailed')}
          message={messageOf(report.error, t('loadFailedHint'))}
          retryLabel={t('retry')}
          onRetry={() => report.refetch()}
          retrying={report.isFetching}
        />
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
