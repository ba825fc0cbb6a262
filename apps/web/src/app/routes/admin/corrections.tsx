import { PageTitle } from '../../../components/ui/page-title.tsx';
import { CorrectionsConsole } from '../../../features/admin-corrections/components/corrections-console.tsx';
import { useTranslation } from '../../../lib/i18n.ts';

export default function CorrectionsRoute() {
  const { t } = useTranslation('admin-corrections');
  return (
    <>
      <PageTitle>{t('title')}</PageTitle>
      <CorrectionsConsole />
    </>
  );
}
