/** Past harvests, newest first, with the amounts ready to harvest now per currency. */
import { Stack, Table, Text } from '@mantine/core';
import { utcDay } from '@yc/contract/days';
import { DataTable } from '../../../components/ui/data-table.tsx';
import { QueryCard } from '../../../components/ui/query-card.tsx';
import { MUTED } from '../../../components/ui/text-styles.ts';
import { useLocale } from '../../../hooks/use-locale.ts';
import { useTranslation } from '../../../lib/i18n.ts';
import { formatFiat, formatToken } from '../../../utils/money.ts';
import { useHarvestInfo } from '../api/get-harvest-info.ts';
import { useCardMessages } from './use-card-messages.ts';

export function HarvestHistory() {
  const { t } = useTranslation('referrals');
  const locale = useLocale();
  const info = useHarvestInfo();
  return (
    <QueryCard title={t('history.title')} query={info} messages={useCardMessages()} testId="harvest-history">
      {(data) => (
        <Stack gap="sm">
          <Text size="sm">
            {t('history.ready')}{' '}
            <Text span fw={600} data-testid="harvest-ready">
              {formatFiat(data.total, locale, data.fiat)}
            </Text>
          </Text>
          {data.amounts.length > 0 && (
            <Stack gap={2} data-testid="harvest-amounts">
              {data.amounts.map((a) => (
                <Text key={a.currency} size="sm" style={{ overflowWrap: 'anywhere' }}>
                  {formatToken(a.amount, locale, a.currency)} ({formatFiat(a.fiatValue, locale, data.fiat)})
                </Text>
              ))}
            </Stack>
          )}
          {data.history.length === 0 ? (
            <Text size="sm" c={MUTED}>
              {t('history.empty')}
            </Text>
          ) : (
            <DataTable
              label={t('history.title')}
              headings={[t('history.date'), t('history.amount'), t('history.value')]}
            >
              {data.history.map((row) => (
                <Table.Tr key={`${row.txId}`}>
                  <Table.Td>{utcDay(row.date)}</Table.Td>
                  <Table.Td style={{ overflowWrap: 'anywhere' }}>
                    {formatToken(row.amount, locale, row.currency)}
                  </Table.Td>
                  <Table.Td ta="end">{formatFiat(row.fiatValue, locale, data.fiat)}</Table.Td>
                </Table.Tr>
              ))}
            </DataTable>
          )}
        </Stack>
      )}
    </QueryCard>
  );
}
