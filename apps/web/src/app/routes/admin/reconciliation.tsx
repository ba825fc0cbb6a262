import { PageTitle } from '../../../components/ui/page-title.tsx';
import { Reconciliation } from '../../../features/admin-reports/components/reconciliation.tsx';
import { useTranslation } from '../../../lib/i18n.ts';

export default function ReconciliationRoute() {
  const { t } = useTranslation('admin-reports');
  return (
    <>
      <PageTitle>{t('reconciliation.title')}</PageTitle>
      <Reconciliation />
    </>
  );
}
