import { useTranslation } from 'react-i18next';
import { PageTitle } from '../../../components/ui/page-title.tsx';
import { DaoConsole } from '../../../features/admin-dao/components/dao-console.tsx';

export default function DaoRoute() {
  const { t } = useTranslation('admin-dao');
  return (
    <>
      <PageTitle>{t('title')}</PageTitle>
      <DaoConsole />
    </>
  );
}
