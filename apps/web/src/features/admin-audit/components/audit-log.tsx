/** The audit log page's body: filters, the rows page by page, and the filter's CSV. */
import { Button, Group, Skeleton, Stack, Text } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { IconDownload } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { KeysetPager } from '../../../components/ui/keyset-pager.tsx';
import { LoadError } from '../../../components/ui/load-error.tsx';
import { MUTED } from '../../../components/ui/text-styles.ts';
import { messageOf } from '../../../lib/api-client.ts';
import { notifyError } from '../../../lib/notify.ts';
import { downloadAuditCsv } from '../api/download-audit-csv.ts';
import { type AuditFilters as Filters, useAuditLog } from '../api/get-audit.ts';
import { AuditFilters } from './audit-filters.tsx';
import { AuditTable } from './audit-table.tsx';

/** Typing in a text filter asks the server once the typing pauses. */
const TYPING_PAUSE_MS = 400;

/** Trimmed values; an empty field is no filter. */
const cleaned = (filters: Filters): Filters =>
  Object.fromEntries(
    Object.entries(filters)
      .map(([key, value]) => [key, typeof value === 'string' ? value.trim() : value])
      .filter(([, value]) => value),
  );

export function AuditLog() {
  const { t } = useTranslation('admin-audit');
  const [typed, setTyped] = useState<Filters>({});
  const [debounced] = useDebouncedValue(typed, TYPING_PAUSE_MS);
  const filters = cleaned(debounced);
  // YYYY-MM-DD strings compare in calendar order; the server refuses a range that ends before it starts.
  const rangeInvalid = Boolean(typed.from && typed.to && typed.from > typed.to);
  const log = useAuditLog(filters, { enabled: !rangeInvalid });
  const [exporting, setExporting] = useState(false);

  const exportCsv = async () => {
    setExporting(true);
    try {
      await downloadAuditCsv(filters);
    } catch (error) {
      notifyError(error, t('exportFailed'));
    } finally {
      setExporting(false);
    }
  };

  return (
    <Stack gap="md">
      <AuditFilters value={typed} onChange={setTyped} rangeInvalid={rangeInvalid} />
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
      {log.isLoading ? (
        <Skeleton h={240} />
      ) : log.isError ? (
        <LoadError
          title={t('loadFailed')}
          message={messageOf(log.error, t('loadFailedHint'))}
          retryLabel={t('retry')}
          onRetry={log.refetch}
          retrying={log.isFetching}
        />
      ) : log.items.length === 0 ? (
        <Text c={MUTED}>{t('empty')}</Text>
      ) : (
        <AuditTable items={log.items} />
      )}
      <KeysetPager list={log} />
    </Stack>
  );
}
