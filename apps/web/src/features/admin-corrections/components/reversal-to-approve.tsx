/** Inside the approval's confirmation: the entry the reversal will undo, as it stands now. */
import { Alert, Loader } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { ALERT_STYLES } from '../../../components/ui/text-styles.ts';
import { messageOf } from '../../../lib/api-client.ts';
import { useLedgerEntry } from '../api/get-ledger-entry.ts';
import { EntryPreview } from './entry-preview.tsx';

export function ReversalToApprove({ entryId }: { entryId: string }) {
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
  return <EntryPreview entry={entry.data} />;
}
