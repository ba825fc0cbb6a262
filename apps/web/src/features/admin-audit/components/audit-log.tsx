/** The audit log page's body: filters, the rows page by page, and the filter's CSV. */
import { Group, Stack } from '@mantine/core';
import { CsvButton } from '../../../components/ui/csv-button.tsx';
import { KeysetListView } from '../../../components/ui/keyset-list-view.tsx';
import { useListFilters } from '../../../hooks/use-list-filters.ts';
import { useTranslation } from '../../../lib/i18n.ts';
import { downloadAuditCsv } from '../api/download-audit-csv.ts';
import { type AuditFilters as Filters, useAuditLog } from '../api/get-audit.ts';
import { AuditFilters } from './audit-filters.tsx';
import { AuditTable } from './audit-table.tsx';

export function AuditLog() {
  const { t } = useTranslation('admin-audit');
  const { typed, setTyped, filters, rangeInvalid } = useListFilters<Filters>();
  const log = useAuditLog(filters, { enabled: !rangeInvalid });
  return (
    <Stack gap="md">
      <AuditFilters value={typed} onChange={setTyped} rangeInvalid={rangeInvalid} />
      <Group justify="flex-end">
        <CsvButton disabled={rangeInvalid} download={() => downloadAuditCsv(filters)} />
      </Group>
      <KeysetListView list={log} empty={t('empty')}>
        {(items) => <AuditTable items={items} />}
      </KeysetListView>
    </Stack>
  );
}
