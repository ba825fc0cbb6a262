import { useParams } from 'react-router';
import { PageTitle } from '../../../components/ui/page-title.tsx';
import { WithdrawalPage } from '../../../features/admin-withdrawals/components/withdrawal-page.tsx';
import { useTranslation } from '../../../lib/i18n.ts';

export default function WithdrawalRoute() {
  const { t } = useTranslation('admin-withdrawals');
  const { id = '' } = useParams();
  return (
    <>
      <PageTitle>{t('detailTitle')}</PageTitle>
      <WithdrawalPage id={id} />
    </>
  );
}
