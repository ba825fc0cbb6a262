import { Button, Group, NativeSelect, Skeleton, Text, TextInput } from '@mantine/core';
import { ALL_POOLS } from '@yc/contract/constants';
import { TRANSACTION_TYPES } from '@yc/contract/ledger';
import { TOKEN_LABELS } from '@yc/contract/pools';
import { useState } from 'react';
import { useTranslation } from '../../../lib/i18n.ts';
import { notifyError } from '../../../lib/notify.ts';
import { downloadTransactionsCsv } from '../api/download-transactions-csv.ts';
import { type TransactionFilters, useTransactions } from '../api/get-transactions.ts';
import classes from './dashboard.module.css';
import { HISTORY_ANCHOR } from './history-anchor.ts';
import { LoadError } from './load-error.tsx';
import { Section } from './section.tsx';
import { TransactionsTable } from './transactions-table.tsx';

const PAGE_SIZE = 10;

type FilterName = keyof TransactionFilters;

/** The full history: filters, pages and the filtered rows as a CSV download. */
export function TransactionHistory() {
  const { t } = useTranslation('dashboard');
  const [filters, setFilters] = useState<TransactionFilters>({});
  const [page, setPage] = useState(1);
  const [exporting, setExporting] = useState(false);
  // YYYY-MM-DD strings compare in calendar order; the server refuses a range that ends before it starts.
  const rangeInvalid = Boolean(filters.from && filters.to && filters.from > filters.to);
  const history = useTransactions({ ...filters, page, pageSize: PAGE_SIZE }, { enabled: !rangeInvalid });
  const pages = Math.max(1, Math.ceil((history.data?.total ?? 0) / PAGE_SIZE));

  const setFilter = (name: FilterName, value: string) => {
    setFilters((current) => ({ ...current, [name]: value || undefined }));
    setPage(1);
  };

  const exportCsv = async () => {
    setExporting(true);
    try {
      await downloadTransactionsCsv(filters);
    } catch (error) {
      notifyError(error, t('history.exportFailed'));
    } finally {
      setExporting(false);
    }
  };

  const choices = (values: readonly string[], label: (value: string) => string) => [
    { value: '', label: t('history.any') },
    ...values.map((value) => ({ value, label: label(value) })),
  ];

  return (
    <Section
      id={HISTORY_ANCHOR}
      title={t('history.title')}
      actions={
        <Button size="xs" variant="light" loading={exporting} disabled={rangeInvalid} onClick={exportCsv}>
          {t('history.export')}
        </Button>
      }
    >
      <div className={classes.filters}>
        <NativeSelect
          label={t('history.filter.type')}
          value={filters.type ?? ''}
          onChange={(e) => setFilter('type', e.currentTarget.value)}
          data={choices(TRANSACTION_TYPES, (v) => t(`type.${v}`))}
        />
        <NativeSelect
          label={t('history.filter.pool')}
          value={filters.pool ?? ''}
          onChange={(e) => setFilter('pool', e.currentTarget.value)}
          data={choices(ALL_POOLS, (v) => t(`pool.${v}`))}
        />
        <NativeSelect
          label={t('history.filter.currency')}
          value={filters.currency ?? ''}
          onChange={(e) => setFilter('currency', e.currentTarget.value)}
          data={choices(TOKEN_LABELS, (v) => v)}
        />
        <TextInput
          type="date"
          label={t('history.filter.from')}
          value={filters.from ?? ''}
          max={filters.to}
          onChange={(e) => setFilter('from', e.currentTarget.value)}
        />
        <TextInput
          type="date"
          label={t('history.filter.to')}
          value={filters.to ?? ''}
          min={filters.from}
          error={rangeInvalid ? t('history.rangeInvalid') : undefined}
          onChange={(e) => setFilter('to', e.currentTarget.value)}
        />
      </div>
      <div style={{ marginTop: 'var(--mantine-spacing-md)' }}>
        {history.isPending && !rangeInvalid ? (
          <Skeleton h={160} />
        ) : history.isError ? (
          <LoadError error={history.error} onRetry={() => history.refetch()} retrying={history.isFetching} />
        ) : history.data && history.data.items.length > 0 ? (
          <TransactionsTable items={history.data.items} label={t('history.table')} />
        ) : (
          <Text c="dimmed">{t('history.empty')}</Text>
        )}
      </div>
      {pages > 1 && (
        <Group justify="space-between" mt="md">
          <Button size="xs" variant="default" disabled={page <= 1} onClick={() => setPage(page - 1)}>
            {t('history.previous')}
          </Button>
          <Text size="sm" aria-live="polite">
            {t('history.page', { page, pages })}
          </Text>
          <Button size="xs" variant="default" disabled={page >= pages} onClick={() => setPage(page + 1)}>
            {t('history.next')}
          </Button>
        </Group>
      )}
    </Section>
  );
}
