import { useParams } from 'react-router';
import { PageTitle } from '../../../components/ui/page-title.tsx';
import { UserPage } from '../../../features/admin-users/components/user-page.tsx';
import { useTranslation } from '../../../lib/i18n.ts';

export default function UserRoute() {
  const { t } = useTranslation('admin-users');
  const { id = '' } = useParams();
  return (
    <>
      <PageTitle>{t('userTitle')}</PageTitle>
      <UserPage id={id} />
    </>
  );
}
