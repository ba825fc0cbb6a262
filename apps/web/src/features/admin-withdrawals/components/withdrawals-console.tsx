/**
 * The withdrawals console: the approval queue (oldest first, what an operator works through), the failed payouts
 * to retry, and every withdrawal with the filters and their CSV. Each tab is a keyset list with its pager.
 */
import '@mantine/core/styles/Tabs.css';
import { Badge, Group, Stack, Tabs } from '@mantine/core';
import { useState } from 'react';
import { CsvButton } from '../../../components/ui/csv-button.tsx';
import { KeysetListView } from '../../../components/ui/keyset-list-view.tsx';
import { useListFilters } from '../../../hooks/use-list-filters.ts';
import { useTranslation } from '../../../lib/i18n.ts';
import {
  downloadWithdrawalsCsv,
  type WithdrawalFilters as Filters,
  useWithdrawalCounts,
  useWithdrawals,
} from '../api/get-withdrawals.ts';
import { WithdrawalFilters } from './withdrawal-filters.tsx';
import { WithdrawalsTable } from './withdrawals-table.tsx';

type Tab = 'queue' | 'failed' | 'all';

function FixedList({ filters, empty }: { filters: Filters; empty: string }) {
  const list = useWithdrawals(filters);
  return (
    <KeysetListView list={list} empty={empty}>
      {(items) => <WithdrawalsTable items={items} />}
    </KeysetListView>
  );
}

function FilteredList() {
  const { t } = useTranslation('admin-withdrawals');
  const { typed, setTyped, filters, rangeInvalid } = useListFilters<Filters>();
  const list = useWithdrawals(filters, { enabled: !rangeInvalid });
  return (
    <Stack gap="md">
      <WithdrawalFilters value={typed} onChange={setTyped} rangeInvalid={rangeInvalid} />
      <Group justify="flex-end">
        <CsvButton disabled={rangeInvalid} download={() => downloadWithdrawalsCsv(filters)} />
      </Group>
      <KeysetListView list={list} empty={t('empty.filtered')}>
        {(items) => <WithdrawalsTable items={items} />}
      </KeysetListView>
    </Stack>
  );
}

export function WithdrawalsConsole() {
  const { t } = useTranslation('admin-withdrawals');
  const counts = useWithdrawalCounts();
  const [tab, setTab] = useState<Tab>('queue');
  const count = (n: number | undefined) =>
    n ? (
      <Badge size="sm" variant="filled" circle={n < 10}>
        {n}
      </Badge>
    ) : null;
  return (
    <Tabs value={tab} onChange={(next) => setTab((next as Tab | null) ?? 'queue')} keepMounted={false}>
      <Tabs.List mb="md">
        <Tabs.Tab value="queue" rightSection={count(counts.data?.requested)}>
          {t('tab.queue')}
        </Tabs.Tab>
        <Tabs.Tab value="failed" rightSection={count(counts.data?.failed)}>
          {t('tab.failed')}
        </Tabs.Tab>
        <Tabs.Tab value="all">{t('tab.all')}</Tabs.Tab>
      </Tabs.List>
      <Tabs.Panel value="queue">
        <FixedList filters={{ status: 'requested' }} empty={t('empty.queue')} />
      </Tabs.Panel>
      <Tabs.Panel value="failed">
        <FixedList filters={{ status: 'failed' }} empty={t('empty.failed')} />
      </Tabs.Panel>
      <Tabs.Panel value="all">
        <FilteredList />
      </Tabs.Panel>
    </Tabs>
  );
}
