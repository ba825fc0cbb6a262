import { useTranslation } from 'react-i18next';
import { PageTitle } from '../../../components/ui/page-title.tsx';
import { SecurityPage } from '../../../features/admin-security/components/security-page.tsx';

export default function SecurityRoute() {
  const { t } = useTranslation('admin-security');
  return (
    <>
      <PageTitle>{t('title')}</PageTitle>
      <SecurityPage />
    </>
  );
}
