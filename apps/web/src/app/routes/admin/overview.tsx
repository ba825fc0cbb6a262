import { useTranslation } from 'react-i18next';
import { PageTitle } from '../../../components/ui/page-title.tsx';
import { Overview } from '../../../features/admin-overview/components/overview.tsx';

export default function OverviewRoute() {
  const { t } = useTranslation('admin-overview');
  return (
    <>
      <PageTitle>{t('title')}</PageTitle>
      <Overview />
    </>
  );
}
