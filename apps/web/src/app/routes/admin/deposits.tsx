import { PageTitle } from '../../../components/ui/page-title.tsx';
import { DepositsConsole } from '../../../features/admin-deposits/components/deposits-console.tsx';
import { useTranslation } from '../../../lib/i18n.ts';

export default function DepositsRoute() {
  const { t } = useTranslation('admin-deposits');
  return (
    <>
      <PageTitle>{t('title')}</PageTitle>
      <DepositsConsole />
    </>
  );
}
