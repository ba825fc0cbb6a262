/**
 * The operator console's layout (docs/product.md §10): its own shell with every section in the sidebar, a header with
 * the brand, language and sign-out; on phones the sidebar is a full-width overlay behind a burger, as in the cabinet.
 * The console's catalogues load here, for the page's language only, so an investor's page never carries them
 * (decision 77).
 */
import '@mantine/core/styles/AppShell.css';
import { AppShell, Badge, Button, Container, Divider, Group, Stack } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import {
  IconAdjustments,
  IconAffiliate,
  IconArrowBackUp,
  IconArrowDownLeft,
  IconArrowUpRight,
  IconArticle,
  IconCoins,
  IconCurrencyDollar,
  IconGauge,
  IconGavel,
  IconHistory,
  IconLogout,
  IconPalette,
  IconReportAnalytics,
  IconScale,
  IconSettings,
  IconShieldLock,
  IconUsers,
} from '@tabler/icons-react';
import { useQueryClient } from '@tanstack/react-query';
import { OPERATOR, UI } from '@yc/contract/constants';
import { useEffect, useState } from 'react';
import { Outlet, useLocation } from 'react-router';
import { BrandTitle } from '../../components/layouts/brand-title.tsx';
import { MenuBurger, sidebarNavbar } from '../../components/layouts/phone-menu.tsx';
import { type SidebarItem, SidebarLink } from '../../components/layouts/sidebar-link.tsx';
import { StepUpHost } from '../../components/step-up/step-up-host.tsx';
import { FullPageLoader } from '../../components/ui/full-page-loader.tsx';
import { LanguageSwitch } from '../../components/ui/language-switch.tsx';
import { ThemeSwitch } from '../../components/ui/theme-switch.tsx';
import { paths } from '../../config/paths.ts';
import { EnrolmentGate } from '../../features/admin-security/components/enrolment-gate.tsx';
import { useIdle } from '../../hooks/use-idle.ts';
import { useLocale } from '../../hooks/use-locale.ts';
import { useIsMobile } from '../../hooks/use-ui-state.ts';
import { loadAdminCatalogues } from '../../lib/area-catalogues.ts';
import { useTranslation } from '../../lib/i18n.ts';
import { signOutSilently, useSignOut } from '../../lib/sign-out.ts';

/** The console's pages are tables; they get more width than the cabinet's. */
const CONSOLE_MAX_PX = 1440;

/** True once the console's catalogues of the page's language have arrived; false again while another loads. */
function useAdminCatalogues(): boolean {
  const locale = useLocale();
  const [loaded, setLoaded] = useState<string | null>(null);
  useEffect(() => {
    let live = true;
    void loadAdminCatalogues(locale).then(() => live && setLoaded(locale));
    return () => {
      live = false;
    };
  }, [locale]);
  return loaded === locale;
}

function ConsoleShell() {
  const { t } = useTranslation('admin');
  const isMobile = useIsMobile();
  const [opened, { toggle, close }] = useDisclosure(false);
  const location = useLocation();
  const { signOut, pending } = useSignOut();

  // Phones: a route change closes the overlay.
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs on navigation only
  useEffect(() => close(), [location.pathname]);

  const items: SidebarItem[] = [
    { label: t('nav.overview'), to: paths.admin.root, icon: <IconGauge size={20} />, exact: true },
    { label: t('nav.withdrawals'), to: paths.admin.withdrawals, icon: <IconArrowUpRight size={20} /> },
    { label: t('nav.deposits'), to: paths.admin.deposits, icon: <IconArrowDownLeft size={20} /> },
    { label: t('nav.users'), to: paths.admin.users, icon: <IconUsers size={20} /> },
    { label: t('nav.pools'), to: paths.admin.pools, icon: <IconCoins size={20} /> },
    { label: t('nav.prices'), to: paths.admin.prices, icon: <IconCurrencyDollar size={20} /> },
    { label: t('nav.content'), to: paths.admin.content, icon: <IconArticle size={20} /> },
    { label: t('nav.programme'), to: paths.admin.programme, icon: <IconAffiliate size={20} /> },
    { label: t('nav.dao'), to: paths.admin.dao, icon: <IconGavel size={20} /> },
    { label: t('nav.corrections'), to: paths.admin.corrections, icon: <IconAdjustments size={20} /> },
    { label: t('nav.reconciliation'), to: paths.admin.reconciliation, icon: <IconScale size={20} /> },
    { label: t('nav.reports'), to: paths.admin.reports, icon: <IconReportAnalytics size={20} /> },
    { label: t('nav.brands'), to: paths.admin.brands, icon: <IconPalette size={20} /> },
    { label: t('nav.config'), to: paths.admin.config, icon: <IconSettings size={20} /> },
    { label: t('nav.audit'), to: paths.admin.audit, icon: <IconHistory size={20} /> },
    { label: t('nav.security'), to: paths.admin.security, icon: <IconShieldLock size={20} /> },
  ];

  return (
    <AppShell header={{ height: 64 }} navbar={sidebarNavbar(UI.sidebar.expandedPx, opened)} padding="md">
      <AppShell.Header>
        <Group h="100%" px="md" justify="space-between" wrap="nowrap" gap="sm">
          <Group gap="sm" wrap="nowrap" miw={0}>
            {isMobile && <MenuBurger opened={opened} onClick={toggle} />}
            {!isMobile && <BrandTitle />}
            {/* A phone's header has room for the short name beside the burger and the language switch. */}
            <Badge variant="light" size="lg" style={{ flexShrink: 0 }}>
              {t(isMobile ? 'titleShort' : 'title')}
            </Badge>
          </Group>
          <Group gap="sm" wrap="nowrap">
            <LanguageSwitch />
            {!isMobile && (
              <Button
                variant="subtle"
                size="compact-sm"
                leftSection={<IconLogout size={16} />}
                onClick={signOut}
                loading={pending}
              >
                {t('nav.signOut', { ns: 'common' })}
              </Button>
            )}
          </Group>
        </Group>
      </AppShell.Header>

      <AppShell.Navbar p="sm" aria-label={t('title')}>
        <AppShell.Section grow style={{ minHeight: 0, overflowX: 'hidden', overflowY: 'auto' }}>
          <nav aria-label={t('nav.sections')}>
            {items.map((item) => (
              <SidebarLink key={item.to} item={item} />
            ))}
          </nav>
        </AppShell.Section>
        <AppShell.Section>
          <Divider my="sm" />
          <Stack gap="xs">
            <ThemeSwitch />
            <SidebarLink
              item={{ label: t('nav.cabinet'), to: paths.cabinet.dashboard, icon: <IconArrowBackUp size={20} /> }}
            />
            {isMobile && (
              <Button
                variant="subtle"
                justify="flex-start"
                leftSection={<IconLogout size={16} />}
                onClick={signOut}
                loading={pending}
              >
                {t('nav.signOut', { ns: 'common' })}
              </Button>
            )}
          </Stack>
        </AppShell.Section>
      </AppShell.Navbar>

      <AppShell.Main>
        <Container size={CONSOLE_MAX_PX} px={0}>
          <Outlet />
        </Container>
      </AppShell.Main>
    </AppShell>
  );
}

/** 30 minutes without activity sign the operator out, and the sign-in page says why (decision 68). */
function useIdleSignOut() {
  const queryClient = useQueryClient();
  useIdle(OPERATOR.idleSeconds * 1000, () => void signOutSilently(queryClient, 'idle'));
}

export function AdminLayout() {
  useIdleSignOut();
  if (!useAdminCatalogues()) return <FullPageLoader />;
  // Before anything else of the console, an operator without two-factor sign-in sets it up (decision 67).
  return (
    <EnrolmentGate>
      <ConsoleShell />
      <StepUpHost />
    </EnrolmentGate>
  );
}
