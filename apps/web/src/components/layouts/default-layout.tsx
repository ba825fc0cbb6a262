/** Default layout (spec §2): the site header for the public pages. */
import { Box, Button, Container, Group } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Outlet } from 'react-router';
import { paths } from '../../config/paths.ts';
import { useSession } from '../../lib/session.ts';
import { LanguageSwitch } from '../ui/language-switch.tsx';
import { LocalizedLink } from '../ui/localized-link.tsx';
import { BrandTitle } from './brand-title.tsx';
import { SiteFooter } from './site-footer.tsx';

export function DefaultLayout() {
  const { t } = useTranslation();
  const session = useSession();
  return (
    <Box mih="100vh" style={{ display: 'flex', flexDirection: 'column' }}>
      <Group component="header" justify="space-between" px="md" py="sm" wrap="wrap" gap="sm">
        <BrandTitle />
        <Group gap="xs" component="nav" aria-label={t('nav.site')}>
          <Button component={LocalizedLink} to={paths.learn} variant="subtle" size="sm">
            {t('nav.learn')}
          </Button>
          {session.status === 'authenticated' ? (
            <Button component={LocalizedLink} to={paths.cabinet.dashboard} size="sm">
              {t('nav.cabinet')}
            </Button>
          ) : (
            <>
              <Button component={LocalizedLink} to={paths.signIn} variant="subtle" size="sm">
                {t('nav.signIn')}
              </Button>
              <Button component={LocalizedLink} to={paths.signUp} size="sm">
                {t('nav.signUp')}
              </Button>
            </>
          )}
          <LanguageSwitch />
        </Group>
      </Group>
      <Container component="main" size={1240} w="100%" py="xl" style={{ flex: 1 }}>
        <Outlet />
      </Container>
      <SiteFooter />
    </Box>
  );
}
