/** The report's rows, newest day first: per day and pool the USD figures and the new investors. */
import { DAILY_FIGURES, type DailyReportRow } from '@yc/contract/admin-reports';
import { useTranslation } from 'react-i18next';
import { Cell, ColumnHeading, tableCards } from '../../../components/ui/table-cards.tsx';
import { useLocale } from '../../../hooks/use-locale.ts';
import { formatFiat } from '../../../utils/money.ts';

export function DailyTable({ rows }: { rows: DailyReportRow[] }) {
  const { t } = useTranslation('admin-reports');
  const locale = useLocale();
  return (
    <div className={tableCards.cardsOnPhones}>
      <table className={tableCards.table} aria-label={t('reports.table')}>
        <thead>
          <tr>
            <ColumnHeading>{t('reports.column.day')}</ColumnHeading>
            <ColumnHeading>{t('reports.column.pool')}</ColumnHeading>
            {DAILY_FIGURES.map((f) => (
              <ColumnHeading key={f} numeric>
                {t(`figure.${f}`)}
              </ColumnHeading>
            ))}
            <ColumnHeading numeric>{t('figure.newUsers')}</ColumnHeading>
          </tr>
        </thead>
        <tbody>
          {rows.toReversed().map((row) => (
            <tr key={`${row.day}:${row.pool}`}>
              <Cell label={t('reports.column.day')}>{row.day}</Cell>
              <Cell label={t('reports.column.pool')}>{t(`pool.${row.pool}`)}</Cell>
              {DAILY_FIGURES.map((f) => (
                <Cell key={f} label={t(`figure.${f}`)} numeric>
                  {formatFiat(row.usd[f], locale)}
                </Cell>
              ))}
              <Cell label={t('figure.newUsers')} numeric>
                {row.newUsers}
              </Cell>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
