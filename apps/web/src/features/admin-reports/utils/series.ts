/** The chart's series from the report's rows: one figure, summed over the pools shown, every day of the range. */
import type { DailyFigure, DailyReportRow } from '@yc/contract/admin-reports';
import { addDays } from '@yc/contract/days';
import type { ChartPoint } from '../../../components/ui/line-chart.tsx';
import { addDecimals } from '../../../utils/decimal.ts';

/** A figure an operator can chart: a USD figure or the number of new investors. */
export type ChartFigure = DailyFigure | 'newUsers';

const figureOf = (row: DailyReportRow, figure: ChartFigure): string =>
  figure === 'newUsers' ? String(row.newUsers) : row.usd[figure];

/** Days without a row (nothing held or moved) are 0, so the line does not skip them. */
export function figureSeries(rows: DailyReportRow[], figure: ChartFigure, from: string, to: string): ChartPoint[] {
  const byDay = new Map<string, string>();
  for (const row of rows) byDay.set(row.day, addDecimals(byDay.get(row.day) ?? '0', figureOf(row, figure)));
  const points: ChartPoint[] = [];
  for (let day = from; day <= to; day = addDays(day, 1)) points.push({ date: day, value: byDay.get(day) ?? '0' });
  return points;
}
