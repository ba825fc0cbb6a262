import { PageTitle } from '../../../components/ui/page-title.tsx';
import { BrandsConsole } from '../../../features/admin-brands/components/brands-console.tsx';
import { useTranslation } from '../../../lib/i18n.ts';

export default function BrandsRoute() {
  const { t } = useTranslation('admin-brands');
  return (
    <>
      <PageTitle>{t('title')}</PageTitle>
      <BrandsConsole />
    </>
  );
}
