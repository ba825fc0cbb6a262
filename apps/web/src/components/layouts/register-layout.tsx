/** Register layout (spec §2): the title, the language switch and, with a session, sign-out. */
import { Button, Group } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { paths } from '../../config/paths.ts';
import { useLogout } from '../../features/auth/api/logout.ts';
import { useLocalizedPath } from '../../hooks/use-locale.ts';
import { notifySuccess } from '../../lib/notify.ts';
import { useSession } from '../../lib/session.ts';
import { LanguageSwitch } from '../ui/language-switch.tsx';
import { SiteShell } from './site-shell.tsx';

export function RegisterLayout() {
  const { t } = useTranslation();
  const session = useSession();
  const logout = useLogout();
  const navigate = useNavigate();
  const to = useLocalizedPath();
  const signOut = () =>
    logout.mutate(undefined, {
      onSettled: () => {
        notifySuccess(t('api:auth.loggedOut'));
        navigate(to(paths.signIn));
      },
    });
  return (
    <SiteShell
      width={440}
      actions={
        <Group gap="xs">
          {session.status === 'authenticated' && (
            <Button variant="subtle" size="sm" onClick={signOut} loading={logout.isPending}>
              {t('nav.signOut')}
            </Button>
          )}
          <LanguageSwitch />
        </Group>
      }
    />
  );
}
