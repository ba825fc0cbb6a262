/** The DAO cards' pagination, labelled from the dao catalogue. */
import { useTranslation } from 'react-i18next';
import { PageNav } from '../../../components/ui/page-nav.tsx';

export function DaoPageNav({
  label,
  page,
  pages,
  onChange,
}: {
  label: string;
  page: number;
  pages: number;
  onChange: (page: number) => void;
}) {
  const { t } = useTranslation('dao');
  return (
    <PageNav
      label={label}
      page={page}
      pages={pages}
      onChange={onChange}
      controlLabel={(control) => t(`pagination.${control}`)}
      pageLabel={(n) => t('pagination.page', { page: n })}
      size="sm"
    />
  );
}
