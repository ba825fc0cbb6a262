import { shortenAddress } from '@yc/contract/chain';
import { utcDay } from '@yc/contract/days';
import { STATEMENT_TABLE_COLUMNS, type Transaction } from '@yc/contract/ledger';
import { Cell, ColumnHeading, tableCards } from '../../../components/ui/table-cards.tsx';
import { useLocale } from '../../../hooks/use-locale.ts';
import { useTranslation } from '../../../lib/i18n.ts';
import { formatFiat, formatToken } from '../../../utils/money.ts';
import classes from './dashboard.module.css';

/** Transactions as a table; on phones each row becomes a card (components/ui/table-cards). */
export function TransactionsTable({ items, label }: { items: Transaction[]; label: string }) {
  const { t } = useTranslation('dashboard');
  const locale = useLocale();
  // The statement's columns, as the CSV export has them (decision 51).
  const columns = STATEMENT_TABLE_COLUMNS;
  const numeric = new Set<string>(['amount', 'fee', 'netAmount', 'fiatValue']);
  const heading = (column: (typeof columns)[number]) => t(`column.${column}`);
  return (
    // Scrolls sideways when the columns do not fit; focusable so keyboard users can scroll it too.
    // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrollable region must be reachable by keyboard (WCAG 2.1.1).
    <section className={`${classes.scroll} ${tableCards.cardsOnPhones}`} aria-label={label} tabIndex={0}>
      <table className={`${tableCards.table} ${classes.transactions}`}>
        <thead>
          <tr>
            {columns.map((column) => (
              <ColumnHeading key={column} numeric={numeric.has(column)}>
                {heading(column)}
              </ColumnHeading>
            ))}
          </tr>
        </thead>
        <tbody>
          {items.map((tx) => (
            <tr key={tx.id}>
              <Cell label={heading('type')}>{t(`type.${tx.type}`)}</Cell>
              <Cell label={heading('pool')}>{tx.pool ? t(`pool.${tx.pool}`) : '—'}</Cell>
              <Cell label={heading('currency')}>{tx.currency}</Cell>
              <Cell label={heading('amount')} numeric>
                {formatToken(tx.amount, locale)}
              </Cell>
              <Cell label={heading('fee')} numeric>
                {formatToken(tx.fee, locale)}
              </Cell>
              <Cell label={heading('netAmount')} numeric>
                {formatToken(tx.netAmount, locale)}
              </Cell>
              <Cell label={heading('fiatValue')} numeric>
                {formatFiat(tx.fiatValue, locale)}
              </Cell>
              <Cell label={heading('status')}>{t(`status.${tx.status}`)}</Cell>
              <Cell label={heading('txHash')}>
                {tx.txHash ? <abbr title={tx.txHash}>{shortenAddress(tx.txHash)}</abbr> : '—'}
              </Cell>
              <Cell label={heading('date')}>{utcDay(tx.createdAt)}</Cell>
            </tr>
          ))}
        </tbody>
      </table>
    </section>
  );
}
