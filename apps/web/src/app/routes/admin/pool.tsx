import { poolNameSchema } from '@yc/contract/pools';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { NotFound } from '../../../components/errors/route-error.tsx';
import { PageTitle } from '../../../components/ui/page-title.tsx';
import { PoolPage } from '../../../features/admin-pools/components/pool-page.tsx';

export default function PoolRoute() {
  const { t } = useTranslation('admin-pools');
  const pool = poolNameSchema.safeParse(useParams().pool);
  if (!pool.success) return <NotFound />;
  return (
    <>
      <PageTitle>{t(`pool.${pool.data}`)}</PageTitle>
      <PoolPage pool={pool.data} />
    </>
  );
}
