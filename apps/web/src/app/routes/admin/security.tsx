import { PageTitle } from '../../../components/ui/page-title.tsx';
import { SecurityPage } from '../../../features/admin-security/components/security-page.tsx';
import { useTranslation } from '../../../lib/i18n.ts';

export default function SecurityRoute() {
  const { t } = useTranslation('admin-security');
  return (
    <>
      <PageTitle>{t('title')}</PageTitle>
      <SecurityPage />
    </>
  );
}
