import { useTranslation } from 'react-i18next';
import { PageTitle } from '../../../components/ui/page-title.tsx';
import { CorrectionsConsole } from '../../../features/admin-corrections/components/corrections-console.tsx';

export default function CorrectionsRoute() {
  const { t } = useTranslation('admin-corrections');
  return (
    <>
      <PageTitle>{t('title')}</PageTitle>
      <CorrectionsConsole />
    </>
  );
}
