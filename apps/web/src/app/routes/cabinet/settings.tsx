import { useTranslation } from 'react-i18next';
import { PageTitle } from '../../../components/ui/page-title.tsx';
import { AccountSettings } from '../../../features/settings/components/account-settings.tsx';

export default function SettingsRoute() {
  const { t } = useTranslation('cabinet');
  return (
    <>
      <PageTitle>{t('settings.title')}</PageTitle>
      <AccountSettings />
    </>
  );
}
