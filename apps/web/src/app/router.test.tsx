/**
 * The router and the contract's route table agree (decision 86): the server answers 404 for what the table does not
 * know, so a page added to one and not the other must fail here, in both languages. A page whose code is loaded
 * renders at once, with no fallback, as the server renders it and the browser hydrates it (decision 99).
 */
import { LOCALES, type LocaleCode, localizePath } from '@yc/contract/constants';
import { examplePaths, matchPage, PAGE_ROUTES } from '@yc/contract/routes';
import { renderToString } from 'react-dom/server';
import { matchRoutes, type RouteObject, StaticRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import { changeLanguage } from '../lib/i18n.ts';
import { AppProvider } from './provider.tsx';
import { AppRoutes, loadRoutes, routes } from './router.tsx';

/** The full pattern of every route that renders a page (splats, the 404 pages, left out). */
function leafPatterns(list: readonly RouteObject[], parent = ''): string[] {
  return list.flatMap((route) => {
    if (route.path === '*') return [];
    const own = route.path ? `${parent}/${route.path}` : parent;
    if (route.children) return leafPatterns(route.children, own);
    return [own || '/'];
  });
}

const rootOf = (locale: LocaleCode) => routes.find((r) => r.path === localizePath('/', locale));

/** The last route matched: a page, or the splat that shows the 404 page. */
const leafOf = (pathname: string) => matchRoutes(routes, pathname)?.at(-1)?.route;

describe('the router and the route table', () => {
  it('have the same pages, in every language', () => {
    const table = PAGE_ROUTES.map((route) => route.pattern).sort();
    for (const locale of LOCALES) {
      const root = rootOf(locale);
      expect(root, locale).toBeDefined();
      const router = leafPatterns(root?.children ?? []).sort();
      expect(router, locale).toEqual(table);
    }
  });

  it('open a page, not the 404, for every path the table knows', () => {
    for (const locale of LOCALES) {
      for (const route of PAGE_ROUTES) {
        for (const path of examplePaths(route)) {
          const url = localizePath(path, locale);
          expect(matchPage(url)?.route, url).toBe(route);
          expect(leafOf(url)?.path, url).not.toBe('*');
        }
      }
    }
  });

  it('show the 404 page for a path the table does not know', () => {
    for (const url of [
      '/no-such-page',
      '/ru/nope',
      '/cabinet/dashboard/more',
      '/admin/nope',
      '/en/learn',
      '/cabinet//dao',
    ]) {
      expect(matchPage(url), url).toBeNull();
      expect(leafOf(url)?.path, url).toBe('*');
    }
  });

  it('read case, trailing slashes and encoded segments the same way', () => {
    for (const url of ['/RU/Cabinet/FAQ//', '/Learn/', '/ru/LEARN/some-slug', '/cabinet/d%61o', '/admin/users/a%2Fb']) {
      expect(matchPage(url), url).not.toBeNull();
      expect(leafOf(url)?.path, url).not.toBe('*');
    }
  });

  it('render a page whose code is loaded at once, not the loader (the server renders it, the browser hydrates it)', async () => {
    await changeLanguage('ru');
    const handles = await loadRoutes('/ru/sign-in');
    expect(handles.map((handle) => handle.file)).toEqual([
      undefined,
      'src/app/routes/layouts/auth.tsx',
      'src/app/routes/sign-in.tsx',
    ]);
    const html = renderToString(
      <AppProvider>
        <StaticRouter location="/ru/sign-in">
          <AppRoutes />
        </StaticRouter>
      </AppProvider>,
    );
    expect(html).toContain('<h1');
    expect(html).not.toContain('role="status"');
  });
});
