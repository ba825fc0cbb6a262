import { useTranslation } from 'react-i18next';
import { PageTitle } from '../../../components/ui/page-title.tsx';
import { AuditLog } from '../../../features/admin-audit/components/audit-log.tsx';

export default function AuditRoute() {
  const { t } = useTranslation('admin-audit');
  return (
    <>
      <PageTitle>{t('title')}</PageTitle>
      <AuditLog />
    </>
  );
}
