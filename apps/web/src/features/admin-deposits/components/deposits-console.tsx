/** The deposits page's body: tabs for claims, credited transfers and unmatched transfers, and the assignment dialog. */
import '@mantine/core/styles/Tabs.css';
import { Button, Group, NativeSelect, Skeleton, Stack, Tabs, Text, TextInput } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { IconDownload } from '@tabler/icons-react';
import { UNMATCHED_STATES } from '@yc/contract/admin-deposits';
import { type ReactNode, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FilterGrid } from '../../../components/ui/console-list.tsx';
import { KeysetPager } from '../../../components/ui/keyset-pager.tsx';
import { LoadError } from '../../../components/ui/load-error.tsx';
import { MUTED } from '../../../components/ui/text-styles.ts';
import type { KeysetList } from '../../../hooks/use-keyset-list.ts';
import { messageOf } from '../../../lib/api-client.ts';
import { notifyError } from '../../../lib/notify.ts';
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

/** Typing in a text filter asks the server once the typing pauses. */
const TYPING_PAUSE_MS = 400;
type Tab = 'claims' | 'transfers' | 'unmatched';

/** Trimmed values; an empty field is no filter. */
const cleaned = <F extends object>(filters: F): F =>
  Object.fromEntries(
    Object.entries(filters)
      .map(([key, value]) => [key, typeof value === 'string' ? value.trim() : value])
      .filter(([, value]) => value),
  ) as F;

function ListBody<T>({ list, children }: { list: KeysetList<T>; children: (items: T[]) => ReactNode }) {
  const { t } = useTranslation('admin-deposits');
  return (
    <>
      {list.isLoading ? (
        <Skeleton h={240} />
      ) : list.isError ? (
        <LoadError
          title={t('loadFailed')}
          message={messageOf(list.error, t('loadFailedHint'))}
          retryLabel={t('retry')}
          onRetry={list.refetch}
          retrying={list.isFetching}
        />
      ) : list.items.length === 0 ? (
        <Text c={MUTED}>{t('empty')}</Text>
      ) : (
        children(list.items)
      )}
      <KeysetPager list={list} />
    </>
  );
}

function FilteredList({ tab }: { tab: 'claims' | 'transfers' }) {
  const { t } = useTranslation('admin-deposits');
  const [typed, setTyped] = useState<Filters>({});
  const [debounced] = useDebouncedValue(typed, TYPING_PAUSE_MS);
  const filters = cleaned(debounced);
  const rangeInvalid = Boolean(typed.from && typed.to && typed.from > typed.to);
  const claims = useDepositClaims(filters, { enabled: tab === 'claims' && !rangeInvalid });
  const transfers = useDepositTransfers(filters, { enabled: tab === 'transfers' && !rangeInvalid });
  const [exporting, setExporting] = useState(false);
  const exportCsv = async () => {
    setExporting(true);
    try {
      await downloadDepositsCsv(tab, filters);
    } catch (error) {
      notifyError(error, t('exportFailed'));
    } finally {
      setExporting(false);
    }
  };
  return (
    <Stack gap="md">
      <DepositFilters value={typed} onChange={setTyped} withStatus={tab === 'claims'} rangeInvalid={rangeInvalid} />
      <Group justify="flex-end">
        <Button
          variant="light"
          leftSection={<IconDownload size={16} />}
          loading={exporting}
          disabled={rangeInvalid}
          onClick={exportCsv}
        >
          {t('export')}
        </Button>
      </Group>
      {tab === 'claims' ? (
        <ListBody list={claims}>{(items) => <ClaimsTable items={items} />}</ListBody>
      ) : (
        <ListBody list={transfers}>{(items) => <TransfersTable items={items} />}</ListBody>
      )}
    </Stack>
  );
}

function UnmatchedList({ onAssign }: { onAssign: (target: AssignTarget) => void }) {
  const { t } = useTranslation('admin-deposits');
  const [typed, setTyped] = useState<UnmatchedFilters>({ state: 'open' });
  const [debounced] = useDebouncedValue(typed, TYPING_PAUSE_MS);
  const list = useUnmatchedTransfers(cleaned(debounced));
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
      <ListBody list={list}>{(items) => <UnmatchedTable items={items} onAssign={onAssign} />}</ListBody>
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
