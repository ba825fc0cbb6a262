/** Light / dark switch; the preference (system by default) is kept in localStorage by Mantine (spec §4). */
import '@mantine/core/styles/InlineInput.css';
import '@mantine/core/styles/Switch.css';
import { Switch, useComputedColorScheme, useMantineColorScheme } from '@mantine/core';
import { useTranslation } from 'react-i18next';

export function ThemeSwitch() {
  const { t } = useTranslation();
  const { setColorScheme } = useMantineColorScheme();
  const computed = useComputedColorScheme('light');
  return (
    <Switch
      label={t('theme.dark')}
      checked={computed === 'dark'}
      onChange={(e) => setColorScheme(e.currentTarget.checked ? 'dark' : 'light')}
    />
  );
}
