import { PageTitle } from '../../../components/ui/page-title.tsx';
import { DailyReports } from '../../../features/admin-reports/components/daily-reports.tsx';
import { useTranslation } from '../../../lib/i18n.ts';

export default function ReportsRoute() {
  const { t } = useTranslation('admin-reports');
  return (
    <>
      <PageTitle>{t('reports.title')}</PageTitle>
      <DailyReports />
    </>
  );
}
