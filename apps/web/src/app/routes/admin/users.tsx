import { useTranslation } from 'react-i18next';
import { PageTitle } from '../../../components/ui/page-title.tsx';
import { UsersSearch } from '../../../features/admin-users/components/users-search.tsx';

export default function UsersRoute() {
  const { t } = useTranslation('admin-users');
  return (
    <>
      <PageTitle>{t('title')}</PageTitle>
      <UsersSearch />
    </>
  );
}
