/** The deposits page's body: tabs for claims, credited transfers and unmatched transfers, and the assignment dialog. */
import '@mantine/core/styles/Tabs.css';
import { Button, Group, NativeSelect, Stack, Tabs, Text, TextInput } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { UNMATCHED_STATES } from '@yc/contract/admin-deposits';
import { useState } from 'react';
import { FilterGrid } from '../../../components/ui/console-list.tsx';
import { CsvButton } from '../../../components/ui/csv-button.tsx';
import { KeysetListView } from '../../../components/ui/keyset-list-view.tsx';
import { MUTED } from '../../../components/ui/text-styles.ts';
import { cleanedFilters, TYPING_PAUSE_MS, useListFilters } from '../../../hooks/use-list-filters.ts';
import { useTranslation } from '../../../lib/i18n.ts';
import { downloadDepositsCsv } from '../api/download-deposits-csv.ts';
import {
  type DepositFilters as Filters,
  type UnmatchedFilters,
  useDepositClaims,
  useDepositTransfers,
  useUnmatchedTransfers,
} from '../api/get-deposit-lists.ts';
import { AssignDialog, type AssignTarget } from './assign-dialog.tsx';
import { DepositFilters } from './deposit-filters.tsx';
import { ClaimsTable, TransfersTable, UnmatchedTable } from './deposit-tables.tsx';

type Tab = 'claims' | 'transfers' | 'unmatched';

function FilteredList({ tab }: { tab: 'claims' | 'transfers' }) {
  const { typed, setTyped, filters, rangeInvalid } = useListFilters<Filters>();
  const claims = useDepositClaims(filters, { enabled: tab === 'claims' && !rangeInvalid });
  const transfers = useDepositTransfers(filters, { enabled: tab === 'transfers' && !rangeInvalid });
  return (
    <Stack gap="md">
      <DepositFilters value={typed} onChange={setTyped} withStatus={tab === 'claims'} rangeInvalid={rangeInvalid} />
      <Group justify="flex-end">
        <CsvButton disabled={rangeInvalid} download={() => downloadDepositsCsv(tab, filters)} />
      </Group>
      {tab === 'claims' ? (
        <KeysetListView list={claims}>{(items) => <ClaimsTable items={items} />}</KeysetListView>
      ) : (
        <KeysetListView list={transfers}>{(items) => <TransfersTable items={items} />}</KeysetListView>
      )}
    </Stack>
  );
}

function UnmatchedList({ onAssign }: { onAssign: (target: AssignTarget) => void }) {
  const { t } = useTranslation('admin-deposits');
  const [typed, setTyped] = useState<UnmatchedFilters>({ state: 'open' });
  const [debounced] = useDebouncedValue(typed, TYPING_PAUSE_MS);
  const list = useUnmatchedTransfers(cleanedFilters(debounced));
  return (
    <Stack gap="md">
      <FilterGrid>
        <NativeSelect
          label={t('filter.state')}
          value={typed.state ?? ''}
          onChange={(e) =>
            setTyped({ ...typed, state: (e.currentTarget.value || undefined) as UnmatchedFilters['state'] })
          }
          data={[
            { value: '', label: t('filter.any') },
            ...UNMATCHED_STATES.map((s) => ({ value: s, label: t(`state.${s}`) })),
          ]}
        />
        <TextInput
          label={t('filter.txHash')}
          value={typed.txHash ?? ''}
          spellCheck={false}
          autoCapitalize="none"
          onChange={(e) => setTyped({ ...typed, txHash: e.currentTarget.value || undefined })}
        />
      </FilterGrid>
      <KeysetListView list={list}>{(items) => <UnmatchedTable items={items} onAssign={onAssign} />}</KeysetListView>
    </Stack>
  );
}

export function DepositsConsole() {
  const { t } = useTranslation('admin-deposits');
  const [tab, setTab] = useState<Tab>('claims');
  const [assigning, setAssigning] = useState<AssignTarget | null>(null);
  return (
    <Stack gap="md">
      <Group justify="space-between" gap="sm">
        <Text c={MUTED} size="sm" style={{ flex: '1 1 16rem' }}>
          {t('intro')}
        </Text>
        <Button onClick={() => setAssigning({})}>{t('assign.open')}</Button>
      </Group>
      <Tabs value={tab} onChange={(value) => setTab((value as Tab | null) ?? 'claims')} keepMounted={false}>
        <Tabs.List>
          <Tabs.Tab value="claims">{t('tab.claims')}</Tabs.Tab>
          <Tabs.Tab value="transfers">{t('tab.transfers')}</Tabs.Tab>
          <Tabs.Tab value="unmatched">{t('tab.unmatched')}</Tabs.Tab>
        </Tabs.List>
        <Tabs.Panel value="claims" pt="md">
          <FilteredList tab="claims" />
        </Tabs.Panel>
        <Tabs.Panel value="transfers" pt="md">
          <FilteredList tab="transfers" />
        </Tabs.Panel>
        <Tabs.Panel value="unmatched" pt="md">
          <UnmatchedList onAssign={setAssigning} />
        </Tabs.Panel>
      </Tabs>
      <AssignDialog target={assigning} onClose={() => setAssigning(null)} />
    </Stack>
  );
}
