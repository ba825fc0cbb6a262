/** A query of these pages that failed: the server's message and a retry. */
import { LoadError } from '../../../components/ui/load-error.tsx';
import { messageOf } from '../../../lib/api-client.ts';
import { useTranslation } from '../../../lib/i18n.ts';

export function LoadFailed({ query }: { query: { error: Error | null; isFetching: boolean; refetch: () => unknown } }) {
  const { t } = useTranslation('admin-reports');
  return (
    <LoadError
      title={t('loadFailed')}
      message={messageOf(query.error, t('loadFailedHint'))}
      retryLabel={t('retry')}
      onRetry={() => query.refetch()}
      retrying={query.isFetching}
    />
  );
}
