import { PageTitle } from '../../../components/ui/page-title.tsx';
import { ConfigTransfer } from '../../../features/admin-config/components/config-transfer.tsx';
import { useTranslation } from '../../../lib/i18n.ts';

export default function ConfigRoute() {
  const { t } = useTranslation('admin-config');
  return (
    <>
      <PageTitle>{t('title')}</PageTitle>
      <ConfigTransfer />
    </>
  );
}
