import { PageTitle } from '../../../components/ui/page-title.tsx';
import { PoolsList } from '../../../features/admin-pools/components/pools-list.tsx';
import { useTranslation } from '../../../lib/i18n.ts';

export default function PoolsRoute() {
  const { t } = useTranslation('admin-pools');
  return (
    <>
      <PageTitle>{t('title')}</PageTitle>
      <PoolsList />
    </>
  );
}
