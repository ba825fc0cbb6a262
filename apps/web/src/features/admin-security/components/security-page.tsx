/** The console's security page: the enrolment until two-factor sign-in is on, then its status (docs/product.md §10). */
import { LoadError } from '../../../components/ui/load-error.tsx';
import { LoadPending } from '../../../components/ui/load-pending.tsx';
import { messageOf } from '../../../lib/api-client.ts';
import { useTranslation } from '../../../lib/i18n.ts';
import { useTwoFactorStatus } from '../api/two-factor.ts';
import { Enrolment } from './enrolment.tsx';
import { TwoFactorStatus } from './two-factor-status.tsx';

export function SecurityPage() {
  const { t } = useTranslation('admin-security');
  const status = useTwoFactorStatus();
  if (status.isError) {
    return (
      <LoadError
        title={t('loadFailed')}
        message={messageOf(status.error, t('loadFailedHint'))}
        retryLabel={t('retry')}
        onRetry={() => void status.refetch()}
        retrying={status.isFetching}
      />
    );
  }
  if (!status.data) return <LoadPending failed={false} />;
  return status.data.enabled ? <TwoFactorStatus status={status.data} /> : <Enrolment />;
}
