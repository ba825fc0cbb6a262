// Mantine's CSS per component, in the order of its styles.css: the global styles and the components of the entry and
// the public pages here; components only lazy modules use bring their CSS with them (e.g. Modal, Popover, AppShell).
import '@mantine/core/styles/baseline.css';
import '@mantine/core/styles/default-css-variables.css';
import '@mantine/core/styles/global.css';
import '@mantine/core/styles/UnstyledButton.css';
import '@mantine/core/styles/VisuallyHidden.css';
import '@mantine/core/styles/Paper.css';
import '@mantine/core/styles/Loader.css';
import '@mantine/core/styles/ActionIcon.css';
import '@mantine/core/styles/CloseButton.css';
import '@mantine/core/styles/Group.css';
import '@mantine/core/styles/Input.css';
import '@mantine/core/styles/FloatingIndicator.css';
import '@mantine/core/styles/Alert.css';
import '@mantine/core/styles/Text.css';
import '@mantine/core/styles/Anchor.css';
import '@mantine/core/styles/Badge.css';
import '@mantine/core/styles/Button.css';
import '@mantine/core/styles/Card.css';
import '@mantine/core/styles/Center.css';
import '@mantine/core/styles/Container.css';
import '@mantine/core/styles/Divider.css';
import '@mantine/core/styles/Image.css';
import '@mantine/core/styles/PasswordInput.css';
import '@mantine/core/styles/SegmentedControl.css';
import '@mantine/core/styles/SimpleGrid.css';
import '@mantine/core/styles/Skeleton.css';
import '@mantine/core/styles/Stack.css';
import '@mantine/core/styles/ThemeIcon.css';
import '@mantine/core/styles/Title.css';
import { type DehydratedState, hydrate } from '@tanstack/react-query';
import { StrictMode, startTransition } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router';
import { AppProvider } from './app/provider.tsx';
import { AppRoutes, loadRoutes } from './app/router.tsx';
import { restoreSession } from './lib/api-client.ts';
import { installChunkReload } from './lib/chunk-reload.ts';
import { changeLanguage } from './lib/i18n.ts';
import { entryRedirect, splitLocale } from './lib/locale.ts';
import { queryClient } from './lib/react-query.ts';
import { captureTracking } from './lib/tracking.ts';

/** The query cache the server rendered the page with (decision 91), if it rendered it. */
function serverState(): DehydratedState | undefined {
  const script = document.getElementById('yc-state');
  return script?.textContent ? JSON.parse(script.textContent) : undefined;
}

async function start() {
  installChunkReload();
  captureTracking(location.search);
  const redirect = entryRedirect(location.pathname, location.search);
  if (redirect) history.replaceState(null, '', `${redirect}${location.hash}`);
  void restoreSession();
  const root = document.getElementById('root');
  if (!root) return;
  const state = serverState();
  const app = () => (
    <StrictMode>
      <AppProvider>
        <BrowserRouter>
          <AppRoutes />
        </BrowserRouter>
      </AppProvider>
    </StrictMode>
  );
  // Notifications load on the first one (lib/notify.ts, decision 88).
  if (state !== undefined && !redirect) {
    // A server-rendered page: its language, code and data first, then React takes over the markup as it is (the page's
    // code loaded, its routes render at once rather than suspend, decision 99).
    hydrate(queryClient, state);
    await Promise.all([changeLanguage(splitLocale(location.pathname).locale), loadRoutes(location.pathname)]);
    // As a transition, hydration yields to the browser every few milliseconds instead of holding the main thread for
    // the whole page: a tap is answered sooner, and the page is already painted.
    startTransition(() => {
      hydrateRoot(root, app());
    });
    return;
  }
  // Not awaited: the catalogue loads while the page's chunks arrive; LocaleRoot waits for it.
  void changeLanguage(splitLocale(location.pathname).locale);
  createRoot(root).render(app());
}

void start();
