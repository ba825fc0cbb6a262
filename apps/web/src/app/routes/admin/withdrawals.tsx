import { PageTitle } from '../../../components/ui/page-title.tsx';
import { WithdrawalsConsole } from '../../../features/admin-withdrawals/components/withdrawals-console.tsx';
import { useTranslation } from '../../../lib/i18n.ts';

export default function WithdrawalsRoute() {
  const { t } = useTranslation('admin-withdrawals');
  return (
    <>
      <PageTitle>{t('title')}</PageTitle>
      <WithdrawalsConsole />
    </>
  );
}
