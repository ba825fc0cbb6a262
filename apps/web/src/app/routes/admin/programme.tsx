import { useTranslation } from 'react-i18next';
import { PageTitle } from '../../../components/ui/page-title.tsx';
import { ProgrammeConsole } from '../../../features/admin-programme/components/programme-console.tsx';

export default function ProgrammeRoute() {
  const { t } = useTranslation('admin-programme');
  return (
    <>
      <PageTitle>{t('title')}</PageTitle>
      <ProgrammeConsole />
    </>
  );
}
