/** The chosen figure over the days of the range: loaded on its own (lazy), after the filters and the table. */
import type { DailyReportRow } from '@yc/contract/admin-reports';
import { useMemo } from 'react';
import { LineChart } from '../../../components/ui/line-chart.tsx';
import { useLocale } from '../../../hooks/use-locale.ts';
import { useTranslation } from '../../../lib/i18n.ts';
import { formatFiat } from '../../../utils/money.ts';
import { type ChartFigure, figureSeries } from '../utils/series.ts';

export interface FigureChartProps {
  rows: DailyReportRow[];
  figure: ChartFigure;
  from: string;
  to: string;
}

export default function FigureChart({ rows, figure, from, to }: FigureChartProps) {
  const { t } = useTranslation('admin-reports');
  const locale = useLocale();
  const points = useMemo(() => figureSeries(rows, figure, from, to), [rows, figure, from, to]);
  return (
    <LineChart
      points={points}
      label={t('reports.chartLabel', { figure: t(`figure.${figure}`) })}
      height={220}
      formatValue={(value) => (figure === 'newUsers' ? value : formatFiat(value, locale))}
      emptyText={t('reports.empty')}
    />
  );
}
