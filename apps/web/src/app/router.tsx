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

/** A code-split page or layout. */
const page = (load: () => Promise<RouteModule>) => async () => {
  try {
    return { Component: (await load()).default };
  } catch (error) {
    if (isChunkLoadError(error)) reloadOnceForChunkError();
    throw error;
  }
};

const cabinet = (path: string, titleKey: string, load: () => Promise<RouteModule>): RouteObject => ({
  path,
  handle: { titleKey } satisfies CabinetHandle,
  lazy: page(load),
});

function pages(locale: LocaleCode): RouteObject[] {
  const to = (path: string) => localizePath(path, locale);
  return [
    {
      lazy: page(() => import('./routes/layouts/default.tsx')),
      children: [
        { index: true, lazy: page(() => import('./routes/home.tsx')) },
        { path: 'learn', lazy: page(() => import('./routes/learn/articles.tsx')) },
        { path: 'learn/:slug', lazy: page(() => import('./routes/learn/article.tsx')) },
      ],
    },
    {
      lazy: page(() => import('./routes/layouts/auth.tsx')),
      children: [
        { path: 'sign-in', lazy: page(() => import('./routes/sign-in.tsx')) },
        { path: 'sign-up', lazy: page(() => import('./routes/sign-up.tsx')) },
        { path: 'password-recovery', lazy: page(() => import('./routes/password-recovery.tsx')) },
      ],
    },
    {
      lazy: page(() => import('./routes/layouts/register.tsx')),
      children: [{ path: 'registration-confirm', lazy: page(() => import('./routes/registration-confirm.tsx')) }],
    },
    {
      path: 'cabinet',
      // The cabinet's catalogues arrive with its layout, so a public page never loads them (decision 88).
      lazy: page(
        async () => (await Promise.all([import('./routes/layouts/cabinet.tsx'), loadCabinetCatalogues(locale)]))[0],
      ),
      children: [
        { index: true, element: <Navigate to={to(paths.cabinet.dashboard)} replace /> },
        cabinet('dashboard', 'cabinet:dashboard.title', () => import('./routes/cabinet/dashboard.tsx')),
        cabinet('pools/:name?', 'cabinet:pools.title', () => import('./routes/cabinet/pools.tsx')),
        cabinet('dao', 'cabinet:dao.title', () => import('./routes/cabinet/dao.tsx')),
        cabinet('affiliates', 'cabinet:affiliates.title', () => import('./routes/cabinet/affiliates.tsx')),
        cabinet('refferal', 'cabinet:referral.title', () => import('./routes/cabinet/referral.tsx')),
        // The spec spells the route 'refferal'; the correct spelling leads there too.
        { path: 'referral', element: <Navigate to={to(paths.cabinet.referral)} replace /> },
        cabinet('settings', 'cabinet:settings.title', () => import('./routes/cabinet/settings.tsx')),
        cabinet('faq', 'cabinet:faq.title', () => import('./routes/cabinet/faq.tsx')),
      ],
    },
    {
      // The operator console (docs/product.md §10): its own lazy area; the guard shows anyone else the 404 page.
      path: 'admin',
      lazy: page(() => import('./routes/layouts/admin.tsx')),
      children: [
        // One line per console page, each its own chunk under routes/admin/.
        { index: true, lazy: page(() => import('./routes/admin/overview.tsx')) },
        { path: 'withdrawals', lazy: page(() => import('./routes/admin/withdrawals.tsx')) },
        { path: 'withdrawals/:id', lazy: page(() => import('./routes/admin/withdrawal.tsx')) },
        { path: 'corrections', lazy: page(() => import('./routes/admin/corrections.tsx')) },
        { path: 'audit', lazy: page(() => import('./routes/admin/audit.tsx')) },
        { path: 'reconciliation', lazy: page(() => import('./routes/admin/reconciliation.tsx')) },
        { path: 'reports', lazy: page(() => import('./routes/admin/reports.tsx')) },
        { path: 'brands', lazy: page(() => import('./routes/admin/brands.tsx')) },
        { path: 'prices', lazy: page(() => import('./routes/admin/prices.tsx')) },
        { path: 'deposits', lazy: page(() => import('./routes/admin/deposits.tsx')) },
        { path: 'users', lazy: page(() => import('./routes/admin/users.tsx')) },
        { path: 'users/:id', lazy: page(() => import('./routes/admin/user.tsx')) },
        { path: 'pools', lazy: page(() => import('./routes/admin/pools.tsx')) },
        { path: 'pools/:pool', lazy: page(() => import('./routes/admin/pool.tsx')) },
        { path: 'content', lazy: page(() => import('./routes/admin/content.tsx')) },
        { path: 'config', lazy: page(() => import('./routes/admin/config.tsx')) },
        { path: 'programme', lazy: page(() => import('./routes/admin/programme.tsx')) },
        { path: 'dao', lazy: page(() => import('./routes/admin/dao.tsx')) },
        { path: 'security', lazy: page(() => import('./routes/admin/security.tsx')) },
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
