import { poolNameSchema } from '@yc/contract/pools';
import { useParams } from 'react-router';
import { NotFound } from '../../../components/errors/route-error.tsx';
import { PageTitle } from '../../../components/ui/page-title.tsx';
import { PoolPage } from '../../../features/admin-pools/components/pool-page.tsx';
import { useTranslation } from '../../../lib/i18n.ts';

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
