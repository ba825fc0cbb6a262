import { PageTitle } from '../../../components/ui/page-title.tsx';
import { DaoConsole } from '../../../features/admin-dao/components/dao-console.tsx';
import { useTranslation } from '../../../lib/i18n.ts';

export default function DaoRoute() {
  const { t } = useTranslation('admin-dao');
  return (
    <>
      <PageTitle>{t('title')}</PageTitle>
      <DaoConsole />
    </>
  );
}
