/** Register layout (spec §2): the title, the language switch and, with a session, sign-out. */
import { Box, Button, Container, Group } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Outlet, useNavigate } from 'react-router';
import { paths } from '../../config/paths.ts';
import { useLogout } from '../../features/auth/api/logout.ts';
import { useLocalizedPath } from '../../hooks/use-locale.ts';
import { notifySuccess } from '../../lib/notify.ts';
import { useSession } from '../../lib/session.ts';
import { LanguageSwitch } from '../ui/language-switch.tsx';
import { BrandTitle } from './brand-title.tsx';
import { SiteFooter } from './site-footer.tsx';

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
    <Box mih="100vh" style={{ display: 'flex', flexDirection: 'column' }}>
      <Group component="header" justify="space-between" px="md" py="sm" gap="sm">
        <BrandTitle />
        <Group gap="xs">
          {session.status === 'authenticated' && (
            <Button variant="subtle" size="sm" onClick={signOut} loading={logout.isPending}>
              {t('nav.signOut')}
            </Button>
          )}
          <LanguageSwitch />
        </Group>
      </Group>
      <Container component="main" size={440} w="100%" py="xl" style={{ flex: 1 }}>
        <Outlet />
      </Container>
      <SiteFooter />
    </Box>
  );
}
