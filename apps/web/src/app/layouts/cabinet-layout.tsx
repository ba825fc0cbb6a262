/**
 * Inner cabinet layout (docs/product.md §2): a collapsible sidebar (125 px / 320 px) that is a
 * full-width overlay up to 600 px, a header with greeting, language and the wallet
 * slot (at most 200 px), and content at most 1240 px wide.
 */
import '@mantine/core/styles/AppShell.css';
import '@mantine/core/styles/Avatar.css';
import { ActionIcon, AppShell, Box, Button, Container, Group, Stack, Title } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import {
  IconBook,
  IconBrandDiscord,
  IconBrandTelegram,
  IconBrandX,
  IconBuildingBank,
  IconChevronLeft,
  IconChevronRight,
  IconHelpCircle,
  IconLayoutDashboard,
  IconLogout,
  IconSettings,
  IconShare,
  IconUsersGroup,
  IconWallet,
} from '@tabler/icons-react';
import { UI } from '@yc/contract/constants';
import { useEffect } from 'react';
import { Outlet, useLocation } from 'react-router';
import { MenuBurger, sidebarNavbar } from '../../components/layouts/phone-menu.tsx';
import { useScreenParts } from '../../components/layouts/screen-parts.ts';
import { type SidebarItem, SidebarLink } from '../../components/layouts/sidebar-link.tsx';
import { Copyright } from '../../components/layouts/site-footer.tsx';
import { UserAvatar, UserGreeting } from '../../components/layouts/user-identity.tsx';
import { TermsLink } from '../../components/terms/terms-link.tsx';
import { LanguageSwitch } from '../../components/ui/language-switch.tsx';
import { HeaderShowsTitle } from '../../components/ui/page-title.tsx';
import { ThemeSwitch } from '../../components/ui/theme-switch.tsx';
import { paths } from '../../config/paths.ts';
import { WalletButton } from '../../features/wallet/components/wallet-button.tsx';
import { useWalletLinking } from '../../features/wallet/hooks/use-wallet-linking.ts';
import { useHydrated } from '../../hooks/use-hydrated.ts';
import { useSidebarCollapsed } from '../../hooks/use-sidebar-collapsed.ts';
import { useIsMobile } from '../../hooks/use-ui-state.ts';
import { useBrand } from '../../lib/brand.ts';
import { useTranslation } from '../../lib/i18n.ts';
import { useSignOut } from '../../lib/sign-out.ts';
import { useRouteHandles } from '../router.tsx';
import classes from './cabinet-layout.module.css';

function SocialLinks() {
  const { t } = useTranslation();
  const { social } = useBrand();
  const links = [
    { href: social.twitter, label: t('social.twitter'), icon: <IconBrandX size={18} /> },
    { href: social.telegram, label: t('social.telegram'), icon: <IconBrandTelegram size={18} /> },
    { href: social.discord, label: t('social.discord'), icon: <IconBrandDiscord size={18} /> },
    { href: social.docs, label: t('social.docs'), icon: <IconBook size={18} /> },
  ].filter((l) => l.href);
  if (!links.length) return null;
  return (
    <Group gap={4}>
      {links.map((l) => (
        <ActionIcon
          key={l.label}
          component="a"
          href={l.href ?? undefined}
          target="_blank"
          rel="noopener noreferrer"
          variant="subtle"
          aria-label={l.label}
        >
          {l.icon}
        </ActionIcon>
      ))}
    </Group>
  );
}

/** The sections list scrolls on its own when the navbar is short; a thin scrollbar, no horizontal scrolling. */
const navScroll = { minHeight: 0, overflowX: 'hidden', overflowY: 'auto', scrollbarWidth: 'thin' } as const;

export function CabinetLayout() {
  const { t } = useTranslation();
  const isMobile = useIsMobile();
  const { phone, wide } = useScreenParts();
  const [mobileOpened, { toggle: toggleMobile, close: closeMobile }] = useDisclosure(false);
  const [collapsed, setCollapsed] = useSidebarCollapsed();
  const hydrated = useHydrated();
  const location = useLocation();
  const { signOut, pending } = useSignOut();
  useWalletLinking();
  const titleKey = useRouteHandles().findLast((handle) => handle.titleKey)?.titleKey;

  // Narrow screens: a route change closes the overlay (docs/product.md §2).
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs on navigation only
  useEffect(() => closeMobile(), [location.pathname]);

  const narrowSidebar = collapsed && !isMobile;
  // The server's markup has both forms of the sidebar; CSS shows the investor's (cabinet-layout.module.css).
  const expandedForm = !hydrated || !narrowSidebar;
  const narrowForm = !hydrated || narrowSidebar;
  const items: SidebarItem[] = [
    { label: t('nav.dashboard'), to: paths.cabinet.dashboard, icon: <IconLayoutDashboard size={20} /> },
    {
      label: t('nav.pools'),
      to: paths.cabinet.pools(),
      icon: <IconBuildingBank size={20} />,
      children: [
        { label: t('nav.stable'), to: paths.cabinet.pools('stable') },
        { label: t('nav.coin'), to: paths.cabinet.pools('coin') },
        { label: t('nav.dex'), to: paths.cabinet.pools('dex') },
      ],
    },
    { label: t('nav.dao'), to: paths.cabinet.dao, icon: <IconUsersGroup size={20} /> },
    { label: t('nav.affiliates'), to: paths.cabinet.affiliates, icon: <IconShare size={20} /> },
    { label: t('nav.referral'), to: paths.cabinet.referral, icon: <IconWallet size={20} /> },
    { label: t('nav.settings'), to: paths.cabinet.settings, icon: <IconSettings size={20} /> },
    { label: t('nav.faq'), to: paths.cabinet.faq, icon: <IconHelpCircle size={20} /> },
  ];

  /** Sign-out and the collapse toggle at the sidebar's foot, labelled in its expanded form, icons in its narrow one. */
  const sidebarButtons = (narrow: boolean) => (
    <>
      <Button
        variant="subtle"
        size="compact-sm"
        justify={narrow ? 'center' : 'flex-start'}
        leftSection={<IconLogout size={16} />}
        onClick={signOut}
        loading={pending}
        aria-label={narrow ? t('nav.signOut') : undefined}
      >
        {narrow ? null : t('nav.signOut')}
      </Button>
      <ActionIcon
        variant="default"
        onClick={() => setCollapsed(!narrow)}
        aria-label={t(narrow ? 'nav.expand' : 'nav.collapse')}
        aria-expanded={!narrow}
      >
        {narrow ? <IconChevronRight size={16} /> : <IconChevronLeft size={16} />}
      </ActionIcon>
    </>
  );

  return (
    <AppShell
      header={{ height: 64 }}
      navbar={sidebarNavbar(narrowSidebar ? UI.sidebar.collapsedPx : UI.sidebar.expandedPx, mobileOpened)}
      padding="md"
    >
      <AppShell.Header>
        <Group h="100%" px="md" justify="space-between" wrap="nowrap" gap="sm">
          <Group gap="sm" wrap="nowrap" miw={0}>
            {phone && (
              <Group gap="sm" wrap="nowrap" miw={0} className={phone}>
                <MenuBurger opened={mobileOpened} onClick={toggleMobile} />
                <Title order={2} size="h4" lineClamp={1}>
                  {titleKey ? t(titleKey) : ''}
                </Title>
              </Group>
            )}
            {wide && (
              <Group gap="xs" wrap="nowrap" miw={0} className={wide}>
                <UserAvatar />
                <UserGreeting size="sm" />
              </Group>
            )}
          </Group>
          <Group gap="sm" wrap="nowrap">
            <LanguageSwitch />
            <Box maw={UI.walletButtonMaxPx} data-testid="wallet-button">
              <WalletButton />
            </Box>
          </Group>
        </Group>
      </AppShell.Header>

      <AppShell.Navbar p="sm" aria-label={t('nav.cabinet')}>
        {phone && (
          <Group gap="sm" mb="md" wrap="nowrap" data-testid="mobile-profile" className={phone}>
            <UserAvatar size={44} />
            <Box miw={0} style={{ flex: 1 }}>
              <UserGreeting fw={600} />
              <Button variant="subtle" size="compact-sm" px={0} onClick={signOut} loading={pending}>
                {t('nav.signOut')}
              </Button>
            </Box>
          </Group>
        )}
        {wide && expandedForm && <UserGreeting fw={600} mb="sm" className={`${wide} ${classes.expanded}`} />}
        {/* Native scrolling: Mantine's ScrollArea would bring floating-ui (shared with the wallet's popovers) into
            every cabinet page. */}
        <AppShell.Section grow style={navScroll}>
          <nav aria-label={t('nav.sections')}>
            {expandedForm && (
              <div className={classes.expanded}>
                {items.map((item) => (
                  <SidebarLink key={item.to} item={item} />
                ))}
              </div>
            )}
            {narrowForm && (
              <div className={classes.narrow}>
                {items.map((item) => (
                  <SidebarLink key={item.to} item={item} collapsed />
                ))}
              </div>
            )}
          </nav>
        </AppShell.Section>
        <AppShell.Section>
          <Stack pt="sm">
            {expandedForm && (
              <Stack gap="xs" className={classes.expanded}>
                <ThemeSwitch />
                <TermsLink />
                <SocialLinks />
                <Copyright />
                {wide && (
                  <Stack gap="xs" className={wide}>
                    {sidebarButtons(false)}
                  </Stack>
                )}
              </Stack>
            )}
            {wide && narrowForm && (
              <Stack gap="xs" align="center" className={`${wide} ${classes.narrow}`}>
                {sidebarButtons(true)}
              </Stack>
            )}
          </Stack>
        </AppShell.Section>
      </AppShell.Navbar>

      <AppShell.Main>
        <Container size={UI.innerLayoutMaxPx} px={0}>
          {/* On phones the header shows the page title; the page's own h1 stays for screen readers only. */}
          <HeaderShowsTitle.Provider value>
            <Outlet />
          </HeaderShowsTitle.Provider>
        </Container>
      </AppShell.Main>
    </AppShell>
  );
}
