import { useTranslation } from 'react-i18next';
import { PageTitle } from '../../../components/ui/page-title.tsx';
import { ContentConsole } from '../../../features/admin-content/components/content-console.tsx';

export default function ContentRoute() {
  const { t } = useTranslation('admin-content');
  return (
    <>
      <PageTitle>{t('title')}</PageTitle>
      <ContentConsole />
    </>
  );
}
