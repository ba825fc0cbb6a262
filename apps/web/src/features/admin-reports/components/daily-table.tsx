/** The report's rows, newest day first: per day and pool the USD figures and the new investors. */
import { DAILY_FIGURES, type DailyReportRow } from '@yc/contract/admin-reports';
import { ColumnsTable } from '../../../components/ui/columns-table.tsx';
import { useLocale } from '../../../hooks/use-locale.ts';
import { useTranslation } from '../../../lib/i18n.ts';
import { formatFiat } from '../../../utils/money.ts';

export function DailyTable({ rows }: { rows: DailyReportRow[] }) {
  const { t } = useTranslation('admin-reports');
  const locale = useLocale();
  return (
    <ColumnsTable<DailyReportRow>
      label={t('reports.table')}
      rows={rows.toReversed()}
      rowKey={(row) => `${row.day}:${row.pool}`}
      columns={[
        { heading: t('reports.column.day'), cell: (row) => row.day },
        { heading: t('reports.column.pool'), cell: (row) => t(`pool.${row.pool}`) },
        ...DAILY_FIGURES.map((f) => ({
          heading: t(`figure.${f}`),
          numeric: true,
          cell: (row: DailyReportRow) => formatFiat(row.usd[f], locale),
        })),
        { heading: t('figure.newUsers'), numeric: true, cell: (row) => row.newUsers },
      ]}
    />
  );
}
