/** A content query that failed: the content's error title and retry label, and a button that asks again. */
import { LoadError } from '../../../components/ui/load-error.tsx';
import { useTranslation } from '../../../lib/i18n.ts';

export function ContentLoadError({
  query,
  message,
}: {
  query: { refetch: () => unknown; isFetching: boolean };
  message: string;
}) {
  const { t } = useTranslation('content');
  return (
    <LoadError
      title={t('error.title')}
      retryLabel={t('error.retry')}
      message={message}
      onRetry={() => void query.refetch()}
      retrying={query.isFetching}
    />
  );
}
