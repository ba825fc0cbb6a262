/** Withdrawals as a table; on phones each row becomes a card. The id opens the withdrawal's page. */
import { Code, Text } from '@mantine/core';
import type { AdminWithdrawal } from '@yc/contract/admin-withdrawals';
import { ColumnsTable } from '../../../components/ui/columns-table.tsx';
import { consoleList } from '../../../components/ui/console-list.tsx';
import { LocalizedLink } from '../../../components/ui/localized-link.tsx';
import { paths } from '../../../config/paths.ts';
import { useTranslation } from '../../../lib/i18n.ts';
import { utcTime } from '../utils/time.ts';
import classes from './admin-withdrawals.module.css';
import { WithdrawalStatusBadge } from './status-badge.tsx';

export function WithdrawalsTable({ items }: { items: AdminWithdrawal[] }) {
  const { t } = useTranslation('admin-withdrawals');
  const heading = (column: string) => t(`column.${column}`);
  return (
    <ColumnsTable<AdminWithdrawal>
      label={t('table')}
      rows={items}
      rowKey={(w) => w.id}
      columns={[
        { heading: heading('time'), cell: (w) => <time dateTime={w.createdAt}>{utcTime(w.createdAt)}</time> },
        {
          heading: heading('withdrawal'),
          cell: (w) => (
            <LocalizedLink to={paths.admin.withdrawal(w.id)} aria-label={t('open', { id: w.id })}>
              <Code>{w.id.slice(0, 8)}</Code>
            </LocalizedLink>
          ),
        },
        { heading: heading('user'), cell: (w) => <span className={consoleList.wrap}>{w.login}</span> },
        { heading: heading('pool'), cell: (w) => w.pool },
        {
          heading: heading('amount'),
          numeric: true,
          cell: (w) => (
            <Text span size="sm" className={classes.nowrap}>
              {w.amount} {w.currency}
            </Text>
          ),
        },
        { heading: heading('status'), cell: (w) => <WithdrawalStatusBadge status={w.status} /> },
      ]}
    />
  );
}
