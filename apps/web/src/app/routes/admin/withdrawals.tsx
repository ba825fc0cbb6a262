import { useTranslation } from 'react-i18next';
import { PageTitle } from '../../../components/ui/page-title.tsx';
import { WithdrawalsConsole } from '../../../features/admin-withdrawals/components/withdrawals-console.tsx';

export default function WithdrawalsRoute() {
  const { t } = useTranslation('admin-withdrawals');
  return (
    <>
      <PageTitle>{t('title')}</PageTitle>
      <WithdrawalsConsole />
    </>
  );
}
