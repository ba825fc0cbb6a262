import type { I18n } from '@lingui/core';
import { I18nProvider } from '@lingui/react';
import { localStorageColorSchemeManager, MantineProvider } from '@mantine/core';
import { type QueryClient, QueryClientProvider, useQuery } from '@tanstack/react-query';
import { setNonce } from 'get-nonce';
import { type ReactNode, useMemo, useSyncExternalStore } from 'react';
import { ConnectionNotice } from '../components/layouts/connection-notice.tsx';
import { getBrandQueryOptions } from '../lib/brand.ts';
import { lingui } from '../lib/i18n.ts';
import { notificationsContainer } from '../lib/notify.ts';
import { queryClient } from '../lib/react-query.ts';
import { brandTheme, cssVariablesResolver } from './theme.ts';

/** Theme preference (system, light or dark) is kept in localStorage (docs/product.md §4). */
export const colorSchemeManager = localStorageColorSchemeManager({ key: 'yc:color-scheme' });

const inBrowser = typeof document !== 'undefined';

/** The server renders a CSP nonce into index.html; Mantine's <style> tags must carry it. */
const pageNonce = (): string =>
  (inBrowser && document.querySelector<HTMLMetaElement>('meta[name="csp-nonce"]')?.content) || '';
// Modals lock scrolling with a <style> tag of react-remove-scroll, which takes its nonce from get-nonce.
if (inBrowser) setNonce(pageNonce());

/** Mantine's notifications container, once `notify.ts` has loaded it on the first notification. */
function NotificationsSlot() {
  const Container = useSyncExternalStore(notificationsContainer.subscribe, notificationsContainer.get, () => null);
  return Container ? <Container /> : null;
}

/** The host brand's colour as the server rendered it into index.html (decision 84). */
const pageThemeColor = (): string | null =>
  (inBrowser && document.querySelector<HTMLMetaElement>('meta[name="theme-color"]')?.content) || null;

/** What the server's renderer gives a page instead of the browser's singletons and the document (decision 91). */
interface RenderScope {
  client?: QueryClient;
  i18n?: I18n;
  nonce?: string;
  themeColor?: string | null;
}

/**
 * The theme in the host brand's colour: the brand API's answer once a page has asked for it (it never asks for it
 * only for the theme), else the colour the page came with.
 */
function BrandedMantineProvider({ children, nonce, themeColor }: RenderScope & { children: ReactNode }) {
  const { data: brand } = useQuery({ ...getBrandQueryOptions(), enabled: false });
  const colour = brand ? brand.primaryColor : themeColor !== undefined ? themeColor : pageThemeColor();
  const theme = useMemo(() => brandTheme(colour), [colour]);
  return (
    <MantineProvider
      theme={theme}
      cssVariablesResolver={cssVariablesResolver}
      colorSchemeManager={colorSchemeManager}
      defaultColorScheme="auto"
      getStyleNonce={nonce === undefined ? pageNonce : () => nonce}
    >
      {children}
    </MantineProvider>
  );
}

export function AppProvider({ children, ...scope }: RenderScope & { children: ReactNode }) {
  return (
    <I18nProvider i18n={scope.i18n ?? lingui}>
      <QueryClientProvider client={scope.client ?? queryClient}>
        <BrandedMantineProvider nonce={scope.nonce} themeColor={scope.themeColor}>
          <NotificationsSlot />
          <ConnectionNotice />
          {children}
        </BrandedMantineProvider>
      </QueryClientProvider>
    </I18nProvider>
  );
}
