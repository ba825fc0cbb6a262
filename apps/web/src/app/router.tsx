/**
 * Routes of docs/product.md §2, once per language: English without a prefix, Russian under /ru. React Router in its
 * declarative mode, a route table rendered by `useRoutes` (decision 99). Every page and layout is its own chunk; a
 * chunk that fails to load reloads the page once a minute at most.
 */
import type { LocaleCode } from '@yc/contract/constants';
import { type ComponentType, Suspense, use } from 'react';
import { matchRoutes, Navigate, type RouteMatch, type RouteObject, useLocation, useRoutes } from 'react-router';
import { NotFound, RouteErrorBoundary } from '../components/errors/route-error.tsx';
import { FullPageLoader } from '../components/ui/full-page-loader.tsx';
import { paths } from '../config/paths.ts';
import { isChunkLoadError, reloadOnceForChunkError } from '../lib/chunk-reload.ts';
import { localizePath } from '../lib/locale.ts';
import { LocaleRoot } from './locale-root.tsx';

export type RouteModule = { default: ComponentType };

/** The pages' and layouts' modules; the console's pages are listed by app/console-pages.ts (decision 103). */
const routeModules = import.meta.glob<RouteModule>([
  './routes/**/*.tsx',
  '!./routes/**/*.test.tsx',
  '!./routes/admin/*.tsx',
]);
const CONSOLE_PAGES = './routes/admin/';

const moduleOf = (file: string): Promise<RouteModule> => {
  if (file.startsWith(CONSOLE_PAGES)) return import('./console-pages.ts').then((m) => m.loadConsolePage(file));
  const module = routeModules[file];
  if (!module) throw new Error(`no route module ${file}`);
  return module();
};

/** A route's code, loaded once: its component, once it has arrived. */
interface RouteCode {
  load: () => Promise<ComponentType>;
  Component?: ComponentType;
}

/** What a route of the table carries beside React Router's fields, read from the routes a URL matches. */
export interface RouteHandle {
  /** The route's module as the build's manifest names it: the server sends its styles and scripts with the page. */
  file?: string;
  code?: RouteCode;
  /** The cabinet's layout route: the server renders its pages with no session, so never with their data (decision 96). */
  signedIn?: true;
  /** Catalogue key of a cabinet page's title, shown in the header on phones. */
  titleKey?: string;
}

/**
 * A code-split route's component: rendered at once when its code is in (a page the server rendered hydrates with no
 * fallback, decision 99), else suspended until it arrives.
 */
function LazyRoute({ code }: { code: RouteCode }) {
  const Component = code.Component ?? use(code.load());
  return <Component />;
}

/** Loads a route's module, with `alongside` beside its chunk, once. */
function routeCode(file: string, alongside?: () => Promise<unknown>): RouteCode {
  let loading: Promise<ComponentType> | undefined;
  const load = async () => {
    try {
      const [{ default: Component }] = await Promise.all([moduleOf(file), alongside?.()]);
      code.Component = Component;
      return Component;
    } catch (error) {
      if (isChunkLoadError(error)) reloadOnceForChunkError();
      throw error;
    }
  };
  const code: RouteCode = { load: () => (loading ??= load()) };
  return code;
}

/**
 * A code-split page or layout, with `alongside` loaded beside its chunk. Its handle names its module, so the server's
 * renderer knows which styles and scripts a page it renders needs (decision 91).
 */
const page = (
  file: string,
  alongside?: () => Promise<unknown>,
  handle?: RouteHandle,
): Pick<RouteObject, 'handle' | 'element'> => {
  const code = routeCode(file, alongside);
  return { handle: { ...handle, file: `src/app/${file.slice(2)}`, code }, element: <LazyRoute code={code} /> };
};

const cabinet = (path: string, titleKey: string, file: string): RouteObject => ({
  path,
  ...page(file, undefined, { titleKey }),
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
      ...page(
        './routes/layouts/cabinet.tsx',
        () => import('../lib/area-catalogues.ts').then((m) => m.loadCabinetCatalogues(locale)),
        { signedIn: true },
      ),
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
      // The console's pages' list arrives with its layout.
      ...page('./routes/layouts/admin.tsx', () => import('./console-pages.ts')),
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
  { path: '/ru', element: <LocaleRoot locale="ru" />, children: pages('ru') },
  { path: '/', element: <LocaleRoot locale="en" />, children: pages('en') },
];

const handleOf = (match: RouteMatch): RouteHandle => match.route.handle ?? {};

/** The handles of the routes a path matches, outermost first. */
const handlesAt = (pathname: string): RouteHandle[] => (matchRoutes(routes, pathname) ?? []).map(handleOf);

/** Loads the code of the routes a path matches, so they render at once (no fallback); gives their handles. */
export async function loadRoutes(pathname: string): Promise<RouteHandle[]> {
  const handles = handlesAt(pathname);
  await Promise.all(handles.map((handle) => handle.code?.load()));
  return handles;
}

/** The handles of the routes the current page matched, outermost first (the cabinet's title, say). */
export const useRouteHandles = (): RouteHandle[] => handlesAt(useLocation().pathname);

/**
 * The app's pages at the router's location. A page's code that has not arrived shows the loader the first time (the
 * router moves between pages as transitions, so later the page before stays until it is in); a page that fails to
 * render or load shows the error page (components/errors/route-error.tsx).
 */
export function AppRoutes() {
  const { pathname } = useLocation();
  // Every level's code at once, not each as its parent renders its outlet; a failure shows where its route renders.
  for (const handle of handlesAt(pathname)) handle.code?.load().catch(() => undefined);
  return (
    <RouteErrorBoundary pathname={pathname}>
      <Suspense fallback={<FullPageLoader />}>{useRoutes(routes)}</Suspense>
    </RouteErrorBoundary>
  );
}
