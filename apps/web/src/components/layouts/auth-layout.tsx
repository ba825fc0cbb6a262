/** Auth layout (spec §2): header with title, Sign in / Sign up and the language switch; footer with the terms. */
import { Box, Button, Container, Group } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Outlet } from 'react-router';
import { paths } from '../../config/paths.ts';
import { LanguageSwitch } from '../ui/language-switch.tsx';
import { LocalizedLink } from '../ui/localized-link.tsx';
import { BrandTitle } from './brand-title.tsx';
import { SiteFooter } from './site-footer.tsx';

export function AuthLayout() {
  const { t } = useTranslation();
  return (
    <Box mih="100vh" style={{ display: 'flex', flexDirection: 'column' }}>
      <Group component="header" justify="space-between" px="md" py="sm" wrap="wrap" gap="sm">
        <BrandTitle />
        <Group gap="xs">
          <Button component={LocalizedLink} to={paths.signIn} variant="subtle" size="sm">
            {t('nav.signIn')}
          </Button>
          <Button component={LocalizedLink} to={paths.signUp} size="sm">
            {t('nav.signUp')}
          </Button>
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
