import { PageTitle } from '../../../components/ui/page-title.tsx';
import { ContentConsole } from '../../../features/admin-content/components/content-console.tsx';
import { useTranslation } from '../../../lib/i18n.ts';

export default function ContentRoute() {
  const { t } = useTranslation('admin-content');
  return (
    <>
      <PageTitle>{t('title')}</PageTitle>
      <ContentConsole />
    </>
  );
}
