/**
 * Routes of docs/product.md §2, once per language: English without a prefix, Russian under /ru.
 * Every page is its own chunk; a chunk that fails to load reloads the page once a minute at most.
 */
import type { LocaleCode } from '@yc/contract/constants';
import { createBrowserRouter, Navigate, type RouteObject } from 'react-router';
import { NotFound, RouteError } from '../components/errors/route-error.tsx';
import { FullPageLoader } from '../components/ui/full-page-loader.tsx';
import { paths } from '../config/paths.ts';
import { isChunkLoadError, reloadOnceForChunkError } from '../lib/chunk-reload.ts';
import { loadCabinetCatalogues } from '../lib/i18n.ts';
import { localizePath } from '../lib/locale.ts';
import type { CabinetHandle } from './layouts/cabinet-layout.tsx';
import { LocaleRoot } from './locale-root.tsx';

type RouteModule = { default: React.ComponentType };

const routeModules = import.meta.glob<RouteModule>(['./routes/**/*.tsx', '!./routes/**/*.test.tsx']);

/** A route's module as the build's manifest names it: the server sends its styles and scripts with the page. */
export interface RouteFile {
  file: string;
}

/** The cabinet's layout route: the server renders its pages with no session, so never with their data (decision 96). */
export interface SignedInHandle {
  signedIn: true;
}

/**
 * A code-split page or layout, with `alongside` loaded beside its chunk. Its handle names its module, so the server's
 * renderer knows which styles and scripts a page it renders needs (decision 91).
 */
const page = (
  file: string,
  alongside?: () => Promise<unknown>,
  handle?: object,
): Pick<RouteObject, 'lazy' | 'handle'> => ({
  handle: { ...handle, file: `src/app/${file.slice(2)}` } satisfies RouteFile,
  lazy: async () => {
    try {
      const load = routeModules[file];
      if (!load) throw new Error(`no route module ${file}`);
      const [module] = await Promise.all([load(), alongside?.()]);
      return { Component: module.default };
    } catch (error) {
      if (isChunkLoadError(error)) reloadOnceForChunkError();
      throw error;
    }
  },
});

const cabinet = (path: string, titleKey: string, file: string): RouteObject => ({
  path,
  ...page(file, undefined, { titleKey } satisfies CabinetHandle),
});

function pages(locale: LocaleCode): RouteObject[] {
  const to = (path: string) => localizePath(path, locale);
  return [
    {
      ...page('./routes/layouts/default.tsx'),
      children: [
        { index: true, ...page('./routes/home.tsx') },
        { path: 'learn', ...page('./routes/learn/articles.tsx') },
        { path: 'learn/:slug', ...page('./routes/learn/article.tsx') },
      ],
    },
    {
      ...page('./routes/layouts/auth.tsx'),
      children: [
        { path: 'sign-in', ...page('./routes/sign-in.tsx') },
        { path: 'sign-up', ...page('./routes/sign-up.tsx') },
        { path: 'password-recovery', ...page('./routes/password-recovery.tsx') },
      ],
    },
    {
      ...page('./routes/layouts/register.tsx'),
      children: [{ path: 'registration-confirm', ...page('./routes/registration-confirm.tsx') }],
    },
    {
      path: 'cabinet',
      // The cabinet's catalogues arrive with its layout, so a public page never loads them (decision 88).
      ...page('./routes/layouts/cabinet.tsx', () => loadCabinetCatalogues(locale), {
        signedIn: true,
      } satisfies SignedInHandle),
      children: [
        { index: true, element: <Navigate to={to(paths.cabinet.dashboard)} replace /> },
        cabinet('dashboard', 'cabinet:dashboard.title', './routes/cabinet/dashboard.tsx'),
        cabinet('pools/:name?', 'cabinet:pools.title', './routes/cabinet/pools.tsx'),
        cabinet('dao', 'cabinet:dao.title', './routes/cabinet/dao.tsx'),
        cabinet('affiliates', 'cabinet:affiliates.title', './routes/cabinet/affiliates.tsx'),
        cabinet('refferal', 'cabinet:referral.title', './routes/cabinet/referral.tsx'),
        // The spec spells the route 'refferal'; the correct spelling leads there too.
        { path: 'referral', element: <Navigate to={to(paths.cabinet.referral)} replace /> },
        cabinet('settings', 'cabinet:settings.title', './routes/cabinet/settings.tsx'),
        cabinet('faq', 'cabinet:faq.title', './routes/cabinet/faq.tsx'),
      ],
    },
    {
      // The operator console (docs/product.md §10): its own lazy area; the guard shows anyone else the 404 page.
      path: 'admin',
      ...page('./routes/layouts/admin.tsx'),
      children: [
        // One line per console page, each its own chunk under routes/admin/.
        { index: true, ...page('./routes/admin/overview.tsx') },
        { path: 'withdrawals', ...page('./routes/admin/withdrawals.tsx') },
        { path: 'withdrawals/:id', ...page('./routes/admin/withdrawal.tsx') },
        { path: 'corrections', ...page('./routes/admin/corrections.tsx') },
        { path: 'audit', ...page('./routes/admin/audit.tsx') },
        { path: 'reconciliation', ...page('./routes/admin/reconciliation.tsx') },
        { path: 'reports', ...page('./routes/admin/reports.tsx') },
        { path: 'brands', ...page('./routes/admin/brands.tsx') },
        { path: 'prices', ...page('./routes/admin/prices.tsx') },
        { path: 'deposits', ...page('./routes/admin/deposits.tsx') },
        { path: 'users', ...page('./routes/admin/users.tsx') },
        { path: 'users/:id', ...page('./routes/admin/user.tsx') },
        { path: 'pools', ...page('./routes/admin/pools.tsx') },
        { path: 'pools/:pool', ...page('./routes/admin/pool.tsx') },
        { path: 'content', ...page('./routes/admin/content.tsx') },
        { path: 'config', ...page('./routes/admin/config.tsx') },
        { path: 'programme', ...page('./routes/admin/programme.tsx') },
        { path: 'dao', ...page('./routes/admin/dao.tsx') },
        { path: 'security', ...page('./routes/admin/security.tsx') },
        // An unknown console path is a 404 inside the guard, so it reveals nothing either.
        { path: '*', element: <NotFound /> },
      ],
    },
    { path: '*', element: <NotFound /> },
  ];
}

export const routes: RouteObject[] = [
  // The loader shows while the first page's lazy chunks arrive.
  {
    path: '/ru',
    element: <LocaleRoot locale="ru" />,
    errorElement: <RouteError />,
    HydrateFallback: FullPageLoader,
    children: pages('ru'),
  },
  {
    path: '/',
    element: <LocaleRoot locale="en" />,
    errorElement: <RouteError />,
    HydrateFallback: FullPageLoader,
    children: pages('en'),
  },
];

export const createRouter = () => createBrowserRouter(routes);
