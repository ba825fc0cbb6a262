/** DAO reward distributions, newest first, paged. */
import { Stack, Table, Text } from '@mantine/core';
import { useState } from 'react';
import { DataTable } from '../../../components/ui/data-table.tsx';
import { QueryCard } from '../../../components/ui/query-card.tsx';
import { MUTED } from '../../../components/ui/text-styles.ts';
import { NO_WRAP, TokenValue } from '../../../components/ui/token-value.tsx';
import { useLocale } from '../../../hooks/use-locale.ts';
import { useTranslation } from '../../../lib/i18n.ts';
import { formatFiat } from '../../../utils/money.ts';
import { pageCount } from '../../../utils/pages.ts';
import { useDaoRewards } from '../api/get-dao-rewards.ts';
import { DaoPageNav } from './dao-page-nav.tsx';
import { useCardMessages } from './use-card-messages.ts';

export function DaoRewards() {
  const { t } = useTranslation('dao');
  const locale = useLocale();
  const [page, setPage] = useState(1);
  const rewards = useDaoRewards(page);
  return (
    <QueryCard title={t('rewards.title')} query={rewards} messages={useCardMessages()} testId="dao-rewards">
      {(data) => {
        const pages = pageCount(data);
        return data.items.length === 0 ? (
          <Text size="sm" c={MUTED}>
            {t('rewards.empty')}
          </Text>
        ) : (
          <Stack gap="sm">
            <DataTable
              label={t('rewards.title')}
              headings={[t('rewards.date'), t('rewards.amount'), t('rewards.value'), t('rewards.recipients')]}
            >
              {data.items.map((row) => (
                <Table.Tr key={`${row.date}|${row.currency}`}>
                  <Table.Td style={NO_WRAP}>{row.date}</Table.Td>
                  <Table.Td>
                    <TokenValue value={row.amount} symbol={row.currency} />
                  </Table.Td>
                  <Table.Td style={NO_WRAP}>{formatFiat(row.fiatValue, locale)}</Table.Td>
                  <Table.Td ta="end">{row.recipients.toLocaleString(locale)}</Table.Td>
                </Table.Tr>
              ))}
            </DataTable>
            <DaoPageNav label={t('pagination.rewards')} page={page} pages={pages} onChange={setPage} />
          </Stack>
        );
      }}
    </QueryCard>
  );
}
