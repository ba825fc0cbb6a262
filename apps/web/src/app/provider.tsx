import { localStorageColorSchemeManager, MantineProvider } from '@mantine/core';
import { QueryClientProvider } from '@tanstack/react-query';
import { setNonce } from 'get-nonce';
import { type ReactNode, useSyncExternalStore } from 'react';
import { I18nextProvider } from 'react-i18next';
import { ConnectionNotice } from '../components/layouts/connection-notice.tsx';
import { i18n } from '../lib/i18n.ts';
import { notificationsContainer } from '../lib/notify.ts';
import { queryClient } from '../lib/react-query.ts';
import { cssVariablesResolver, theme } from './theme.ts';

/** Theme preference (system, light or dark) is kept in localStorage (docs/product.md §4). */
export const colorSchemeManager = localStorageColorSchemeManager({ key: 'yc:color-scheme' });

/** The server renders a CSP nonce into index.html; Mantine's <style> tags must carry it. */
const styleNonce = (): string => document.querySelector<HTMLMetaElement>('meta[name="csp-nonce"]')?.content ?? '';
// Modals lock scrolling with a <style> tag of react-remove-scroll, which takes its nonce from get-nonce.
setNonce(styleNonce());

/** Mantine's notifications container, once `notify.ts` has loaded it (first notification or idle time). */
function NotificationsSlot() {
  const Container = useSyncExternalStore(notificationsContainer.subscribe, notificationsContainer.get, () => null);
  return Container ? <Container /> : null;
}

export function AppProvider({ children }: { children: ReactNode }) {
  return (
    <I18nextProvider i18n={i18n}>
      <QueryClientProvider client={queryClient}>
        <MantineProvider
          theme={theme}
          cssVariablesResolver={cssVariablesResolver}
          colorSchemeManager={colorSchemeManager}
          defaultColorScheme="auto"
          getStyleNonce={styleNonce}
        >
          <NotificationsSlot />
          <ConnectionNotice />
          {children}
        </MantineProvider>
      </QueryClientProvider>
    </I18nextProvider>
  );
}
