import { shortenAddress } from '@yc/contract/chain';
import type { Transaction } from '@yc/contract/ledger';
import { useTranslation } from 'react-i18next';
import { useLocale } from '../../../hooks/use-locale.ts';
import { formatFiat, formatToken } from '../../../utils/money.ts';
import classes from './dashboard.module.css';

/** A calendar day as YYYY-MM-DD, as the product shows dates, in UTC so every reader sees the same date. */
const day = (iso: string) => new Date(iso).toISOString().slice(0, 10);

/** Transactions as a table; on phones each row becomes a card (dashboard.module.css). */
export function TransactionsTable({ items, label }: { items: Transaction[]; label: string }) {
  const { t } = useTranslation('dashboard');
  const locale = useLocale();
  // Gross, fee and net side by side: the statement adds up row by row (decision 51).
  const columns = [
    'type',
    'pool',
    'currency',
    'amount',
    'fee',
    'netAmount',
    'fiatValue',
    'status',
    'txHash',
    'date',
  ] as const;
  const numeric = new Set<string>(['amount', 'fee', 'netAmount', 'fiatValue']);
  const heading = (column: (typeof columns)[number]) => t(`column.${column}`);
  return (
    // Scrolls sideways when the columns do not fit; focusable so keyboard users can scroll it too.
    // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrollable region must be reachable by keyboard (WCAG 2.1.1).
    <section className={classes.scroll} aria-label={label} tabIndex={0}>
      <table className={classes.table}>
        <thead>
          <tr>
            {columns.map((column) => (
              <th key={column} scope="col" className={numeric.has(column) ? classes.number : undefined}>
                {heading(column)}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {items.map((tx) => (
            <tr key={tx.id}>
              <td data-label={heading('type')}>{t(`type.${tx.type}`)}</td>
              <td data-label={heading('pool')}>{tx.pool ? t(`pool.${tx.pool}`) : '—'}</td>
              <td data-label={heading('currency')}>{tx.currency}</td>
              <td data-label={heading('amount')} className={classes.number}>
                {formatToken(tx.amount, locale)}
              </td>
              <td data-label={heading('fee')} className={classes.number}>
                {formatToken(tx.fee, locale)}
              </td>
              <td data-label={heading('netAmount')} className={classes.number}>
                {formatToken(tx.netAmount, locale)}
              </td>
              <td data-label={heading('fiatValue')} className={classes.number}>
                {formatFiat(tx.fiatValue, locale)}
              </td>
              <td data-label={heading('status')}>{t(`status.${tx.status}`)}</td>
              <td data-label={heading('txHash')}>
                {tx.txHash ? <abbr title={tx.txHash}>{shortenAddress(tx.txHash)}</abbr> : '—'}
              </td>
              <td data-label={heading('date')}>{day(tx.createdAt)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </section>
  );
}
