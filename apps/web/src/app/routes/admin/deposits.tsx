import { useTranslation } from 'react-i18next';
import { PageTitle } from '../../../components/ui/page-title.tsx';
import { DepositsConsole } from '../../../features/admin-deposits/components/deposits-console.tsx';

export default function DepositsRoute() {
  const { t } = useTranslation('admin-deposits');
  return (
    <>
      <PageTitle>{t('title')}</PageTitle>
      <DepositsConsole />
    </>
  );
}
