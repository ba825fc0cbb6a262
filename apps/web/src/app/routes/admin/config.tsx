import { useTranslation } from 'react-i18next';
import { PageTitle } from '../../../components/ui/page-title.tsx';
import { ConfigTransfer } from '../../../features/admin-config/components/config-transfer.tsx';

export default function ConfigRoute() {
  const { t } = useTranslation('admin-config');
  return (
    <>
      <PageTitle>{t('title')}</PageTitle>
      <ConfigTransfer />
    </>
  );
}
