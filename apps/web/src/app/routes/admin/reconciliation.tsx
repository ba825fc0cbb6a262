import { useTranslation } from 'react-i18next';
import { PageTitle } from '../../../components/ui/page-title.tsx';
import { Reconciliation } from '../../../features/admin-reports/components/reconciliation.tsx';

export default function ReconciliationRoute() {
  const { t } = useTranslation('admin-reports');
  return (
    <>
      <PageTitle>{t('reconciliation.title')}</PageTitle>
      <Reconciliation />
    </>
  );
}
