/** Component tests: jest-dom matchers, the browser APIs Mantine expects, and both catalogues loaded. */
import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { afterEach, beforeAll, expect } from 'vitest';
import { loadAdminCatalogues, loadCabinetCatalogues } from '../lib/area-catalogues.ts';
import { changeLanguage, lingui } from '../lib/i18n.ts';
import { cleanNotifications } from '../lib/notify.ts';

// The whole suite shares two cores with the server tests: give findBy* more than the default second.
configure({ asyncUtilTimeout: 4000 });

const missing: string[] = [];

beforeAll(async () => {
  await changeLanguage('ru');
  await changeLanguage('en');
  // The cabinet's and the console's catalogues too, as their layouts load them before any of their pages renders.
  await Promise.all([
    loadCabinetCatalogues('en'),
    loadCabinetCatalogues('ru'),
    loadAdminCatalogues('en'),
    loadAdminCatalogues('ru'),
  ]);
  // Every key a component asks for must exist: a missing one fails the test that rendered it.
  lingui.on('missing', ({ locale, id }) => missing.push(`${locale}:${id}`));
});

afterEach(() => {
  cleanup();
  // The store is global and shows at most three: one test's notifications must not queue the next one's.
  cleanNotifications();
  const found = missing.splice(0);
  expect(found, 'translation keys missing from the catalogues').toEqual([]);
});

if (!window.matchMedia) {
  window.matchMedia = (query: string) =>
    ({
      matches: false,
      media: query,
      onchange: null,
      addListener: () => {},
      removeListener: () => {},
      addEventListener: () => {},
      removeEventListener: () => {},
      dispatchEvent: () => false,
    }) as unknown as MediaQueryList;
}

class NoopResizeObserver {
  observe() {}
  unobserve() {}
  disconnect() {}
}
window.ResizeObserver ??= NoopResizeObserver as unknown as typeof ResizeObserver;
