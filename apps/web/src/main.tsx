import './lib/zod-setup.ts';
import '@mantine/core/styles.css';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router';
import { AppProvider } from './app/provider.tsx';
import { createRouter } from './app/router.tsx';
import { restoreSession } from './lib/api-client.ts';
import { installChunkReload } from './lib/chunk-reload.ts';
import { setupI18n } from './lib/i18n.ts';
import { entryRedirect, splitLocale } from './lib/locale.ts';
import { loadNotificationsWhenIdle } from './lib/notify.ts';
import { captureTracking } from './lib/tracking.ts';

function start() {
  installChunkReload();
  captureTracking(location.search);
  const redirect = entryRedirect(location.pathname, location.search);
  if (redirect) history.replaceState(null, '', `${redirect}${location.hash}`);
  void restoreSession();
  // Not awaited: the catalogue loads while the router fetches the page's chunks; LocaleRoot waits for it.
  void setupI18n(splitLocale(location.pathname).locale);
  const root = document.getElementById('root');
  if (!root) return;
  const router = createRouter();
  // Notifications load on first use, or when the browser is idle once the first page's chunks are in.
  const unsubscribe = router.subscribe((state) => {
    if (!state.initialized) return;
    unsubscribe();
    loadNotificationsWhenIdle();
  });
  createRoot(root).render(
    <StrictMode>
      <AppProvider>
        <RouterProvider router={router} />
      </AppProvider>
    </StrictMode>,
  );
}

start();
