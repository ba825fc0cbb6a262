/** The user's ledger statement (the cabinet's), page by page, and its CSV. */
import { Button, Group, Skeleton, Stack, Text } from '@mantine/core';
import { IconDownload } from '@tabler/icons-react';
import type { Transaction } from '@yc/contract/ledger';
import { useState } from 'react';
import { ColumnsTable } from '../../../components/ui/columns-table.tsx';
import { LoadError } from '../../../components/ui/load-error.tsx';
import { MUTED } from '../../../components/ui/text-styles.ts';
import { useLocale } from '../../../hooks/use-locale.ts';
import { messageOf } from '../../../lib/api-client.ts';
import { useTranslation } from '../../../lib/i18n.ts';
import { notifyError } from '../../../lib/notify.ts';
import { formatToken } from '../../../utils/money.ts';
import { downloadUserTransactionsCsv, useUserTransactions } from '../api/get-user-transactions.ts';
import { Section } from './section.tsx';

export function UserStatement({ id }: { id: string }) {
  const { t } = useTranslation('admin-users');
  const locale = useLocale();
  const [page, setPage] = useState(1);
  const [exporting, setExporting] = useState(false);
  const statement = useUserTransactions(id, page);
  const pages = statement.data ? Math.max(1, Math.ceil(statement.data.total / statement.data.pageSize)) : 1;

  const exportCsv = async () => {
    setExporting(true);
    try {
      await downloadUserTransactionsCsv(id);
    } catch (error) {
      notifyError(error, t('statement.exportFailed'));
    } finally {
      setExporting(false);
    }
  };

  return (
    <Section
      title={t('statement.title')}
      actions={
        <Button
          variant="light"
          size="xs"
          leftSection={<IconDownload size={14} />}
          loading={exporting}
          onClick={exportCsv}
        >
          {t('statement.csv')}
        </Button>
      }
    >
      {statement.isPending ? (
        <Skeleton h={160} />
      ) : statement.isError ? (
        <LoadError
          title={t('loadFailed')}
          message={messageOf(statement.error, t('loadFailedHint'))}
          retryLabel={t('retry')}
          onRetry={() => void statement.refetch()}
          retrying={statement.isFetching}
        />
      ) : (
        <Stack gap="sm">
          <ColumnsTable<Transaction>
            label={t('statement.title')}
            rows={statement.data.items}
            rowKey={(r) => r.id}
            empty={t('statement.empty')}
            columns={[
              { heading: t('statement.date'), cell: (r) => r.createdAt.slice(0, 10) },
              { heading: t('statement.type'), cell: (r) => t(`statement.types.${r.type}`) },
              { heading: t('statement.pool'), cell: (r) => r.pool ?? '—' },
              {
                heading: t('statement.amount'),
                numeric: true,
                cell: (r) => formatToken(r.netAmount, locale, r.currency),
              },
              { heading: t('statement.status'), cell: (r) => t(`statement.statuses.${r.status}`) },
            ]}
          />
          {pages > 1 && (
            <Group justify="space-between" gap="sm" wrap="nowrap">
              <Button variant="default" size="xs" disabled={page <= 1} onClick={() => setPage(page - 1)}>
                {t('statement.previous')}
              </Button>
              <Text size="sm" c={MUTED}>
                {t('statement.page', { page, pages })}
              </Text>
              <Button variant="default" size="xs" disabled={page >= pages} onClick={() => setPage(page + 1)}>
                {t('statement.next')}
              </Button>
            </Group>
          )}
        </Stack>
      )}
    </Section>
  );
}
