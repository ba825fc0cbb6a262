import { Alert, Loader } from '@mantine/core';
import { useTranslation } from '../../lib/i18n.ts';
import { ALERT_STYLES } from './text-styles.ts';

/** In place of what still loads: a loader, or the server's generic error once loading failed. */
export function LoadPending({ failed }: { failed: boolean }) {
  const { t } = useTranslation(['api', 'common']);
  if (failed) {
    return (
      <Alert styles={ALERT_STYLES} color="red">
        {t('api:http.internal')}
      </Alert>
    );
  }
  return <Loader aria-label={t('common:loading')} />;
}
