/** Withdrawals as a table; on phones each row becomes a card. The id opens the withdrawal's page. */
import { Code, Text } from '@mantine/core';
import type { AdminWithdrawal } from '@yc/contract/admin-withdrawals';
import { useTranslation } from 'react-i18next';
import { consoleList } from '../../../components/ui/console-list.tsx';
import { LocalizedLink } from '../../../components/ui/localized-link.tsx';
import { Cell, ColumnHeading, tableCards } from '../../../components/ui/table-cards.tsx';
import { paths } from '../../../config/paths.ts';
import { utcTime } from '../utils/time.ts';
import classes from './admin-withdrawals.module.css';
import { WithdrawalStatusBadge } from './status-badge.tsx';

const COLUMNS = ['time', 'withdrawal', 'user', 'pool', 'amount', 'status'] as const;

export function WithdrawalsTable({ items }: { items: AdminWithdrawal[] }) {
  const { t } = useTranslation('admin-withdrawals');
  const heading = (column: (typeof COLUMNS)[number]) => t(`column.${column}`);
  return (
    <div className={tableCards.cardsOnPhones}>
      <table className={tableCards.table} aria-label={t('table')}>
        <thead>
          <tr>
            {COLUMNS.map((column) => (
              <ColumnHeading key={column} numeric={column === 'amount'}>
                {heading(column)}
              </ColumnHeading>
            ))}
          </tr>
        </thead>
        <tbody>
          {items.map((w) => (
            <tr key={w.id}>
              <Cell label={heading('time')}>
                <time dateTime={w.createdAt}>{utcTime(w.createdAt)}</time>
              </Cell>
              <Cell label={heading('withdrawal')}>
                <LocalizedLink to={paths.admin.withdrawal(w.id)} aria-label={t('open', { id: w.id })}>
                  <Code>{w.id.slice(0, 8)}</Code>
                </LocalizedLink>
              </Cell>
              <Cell label={heading('user')}>
                <span className={consoleList.wrap}>{w.login}</span>
              </Cell>
              <Cell label={heading('pool')}>{w.pool}</Cell>
              <Cell label={heading('amount')} numeric>
                <Text span size="sm" className={classes.nowrap}>
                  {w.amount} {w.currency}
                </Text>
              </Cell>
              <Cell label={heading('status')}>
                <WithdrawalStatusBadge status={w.status} />
              </Cell>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
