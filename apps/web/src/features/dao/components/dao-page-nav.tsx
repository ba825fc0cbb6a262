/** The DAO cards' pagination, labelled from the dao catalogue. */
import { PageNav } from '../../../components/ui/page-nav.tsx';
import { useTranslation } from '../../../lib/i18n.ts';

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
