/** A journal entry loaded by id: a loader while it comes, the server's message if it cannot, then `children(entry)`. */
import { Alert, Loader } from '@mantine/core';
import type { LedgerEntry } from '@yc/contract/admin-corrections';
import type { ReactNode } from 'react';
import { ALERT_STYLES } from '../../../components/ui/text-styles.ts';
import { messageOf } from '../../../lib/api-client.ts';
import { useTranslation } from '../../../lib/i18n.ts';
import { useLedgerEntry } from '../api/get-ledger-entry.ts';
import { EntryPreview } from './entry-preview.tsx';

export function LoadedEntry({
  entryId,
  children = (entry) => <EntryPreview entry={entry} />,
}: {
  entryId: string;
  children?: (entry: LedgerEntry) => ReactNode;
}) {
  const { t } = useTranslation('admin-corrections');
  const entry = useLedgerEntry(entryId);
  if (entry.isPending) return <Loader size="sm" aria-label={t('form.entryLoading')} />;
  if (entry.isError) {
    return (
      <Alert styles={ALERT_STYLES} color="red" variant="light" role="alert">
        {messageOf(entry.error, t('form.entryFailed'))}
      </Alert>
    );
  }
  return children(entry.data);
}
