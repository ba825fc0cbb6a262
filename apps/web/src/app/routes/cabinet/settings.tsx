import { useTranslation } from 'react-i18next';
import { PageTitle } from '../../../components/ui/page-title.tsx';

export default function SettingsRoute() {
  const { t } = useTranslation('content');
  return <PageTitle>{t('settings.title')}</PageTitle>;
}
