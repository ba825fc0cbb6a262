import { Stack } from '@mantine/core';
import { PageTitle } from '../../../components/ui/page-title.tsx';
import { AccountSettings } from '../../../features/settings/components/account-settings.tsx';
import { SettingsSection } from '../../../features/settings/components/settings-section.tsx';
import { WalletSettings } from '../../../features/wallet/components/wallet-settings.tsx';
import { useTranslation } from '../../../lib/i18n.ts';

export default function SettingsRoute() {
  const { t } = useTranslation(['cabinet', 'wallet']);
  return (
    <>
      <PageTitle>{t('settings.title')}</PageTitle>
      <Stack gap="lg">
        <AccountSettings />
        <SettingsSection title={t('wallet:settings.title')}>
          <WalletSettings />
        </SettingsSection>
      </Stack>
    </>
  );
}
