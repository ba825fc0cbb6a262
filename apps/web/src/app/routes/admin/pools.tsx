import { useTranslation } from 'react-i18next';
import { PageTitle } from '../../../components/ui/page-title.tsx';
import { PoolsList } from '../../../features/admin-pools/components/pools-list.tsx';

export default function PoolsRoute() {
  const { t } = useTranslation('admin-pools');
  return (
    <>
      <PageTitle>{t('title')}</PageTitle>
      <PoolsList />
    </>
  );
}
