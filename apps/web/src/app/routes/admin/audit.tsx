import { PageTitle } from '../../../components/ui/page-title.tsx';
import { AuditLog } from '../../../features/admin-audit/components/audit-log.tsx';
import { useTranslation } from '../../../lib/i18n.ts';

export default function AuditRoute() {
  const { t } = useTranslation('admin-audit');
  return (
    <>
      <PageTitle>{t('title')}</PageTitle>
      <AuditLog />
    </>
  );
}
