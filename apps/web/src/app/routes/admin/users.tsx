import { PageTitle } from '../../../components/ui/page-title.tsx';
import { UsersSearch } from '../../../features/admin-users/components/users-search.tsx';
import { useTranslation } from '../../../lib/i18n.ts';

export default function UsersRoute() {
  const { t } = useTranslation('admin-users');
  return (
    <>
      <PageTitle>{t('title')}</PageTitle>
      <UsersSearch />
    </>
  );
}
