/** Auth layout (spec §2): header with title, Sign in / Sign up and the language switch; footer with the terms. */
import { Button, Group } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { paths } from '../../config/paths.ts';
import { LanguageSwitch } from '../ui/language-switch.tsx';
import { LocalizedLink } from '../ui/localized-link.tsx';
import { SiteShell } from './site-shell.tsx';

export function AuthLayout() {
  const { t } = useTranslation();
  return (
    <SiteShell
      width={440}
      actions={
        <Group gap="xs">
          <Button component={LocalizedLink} to={paths.signIn} variant="subtle" size="sm">
            {t('nav.signIn')}
          </Button>
          <Button component={LocalizedLink} to={paths.signUp} size="sm">
            {t('nav.signUp')}
          </Button>
          <LanguageSwitch />
        </Group>
      }
    />
  );
}
