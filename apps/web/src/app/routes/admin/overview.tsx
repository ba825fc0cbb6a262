import { PageTitle } from '../../../components/ui/page-title.tsx';
import { Overview } from '../../../features/admin-overview/components/overview.tsx';
import { useTranslation } from '../../../lib/i18n.ts';

export default function OverviewRoute() {
  const { t } = useTranslation('admin-overview');
  return (
    <>
      <PageTitle>{t('title')}</PageTitle>
      <Overview />
    </>
  );
}
