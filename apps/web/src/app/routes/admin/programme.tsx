import { PageTitle } from '../../../components/ui/page-title.tsx';
import { ProgrammeConsole } from '../../../features/admin-programme/components/programme-console.tsx';
import { useTranslation } from '../../../lib/i18n.ts';

export default function ProgrammeRoute() {
  const { t } = useTranslation('admin-programme');
  return (
    <>
      <PageTitle>{t('title')}</PageTitle>
      <ProgrammeConsole />
    </>
  );
}
