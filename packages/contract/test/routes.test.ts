import { describe, expect, it } from 'vitest';
import { examplePaths, fillPattern, matchPage, PAGE_ROUTES, renderedUrl } from '../src/index.ts';

const patternOf = (path: string) => matchPage(path)?.route.pattern ?? null;

describe('matchPage', () => {
  it('names the route, the language, the parameters and the canonical path', () => {
    expect(matchPage('/ru/cabinet/pools/dex')).toMatchObject({
      route: { pattern: '/cabinet/pools/:name?', area: 'cabinet' },
      locale: 'ru',
      params: { name: 'dex' },
      path: '/ru/cabinet/pools/dex',
    });
    expect(matchPage('/')).toMatchObject({ route: { pattern: '/', area: 'public' }, locale: 'en', path: '/' });
    expect(matchPage('/ru')).toMatchObject({ route: { pattern: '/' }, locale: 'ru', path: '/ru' });
    expect(matchPage('/ru/')).toMatchObject({ locale: 'ru', path: '/ru' });
    expect(matchPage('/cabinet/pools')).toMatchObject({ params: {}, path: '/cabinet/pools' });
    expect(matchPage('/admin')).toMatchObject({ route: { area: 'console' } });
  });

  it('keeps a constrained parameter to its values and decodes a free one', () => {
    expect(patternOf('/cabinet/pools/foo')).toBeNull();
    expect(patternOf('/cabinet/pools/Stable')).toBeNull();
    expect(patternOf('/admin/pools/gold')).toBeNull();
    expect(patternOf('/admin/pools/strategy')).toBe('/admin/pools/:pool');
    expect(matchPage('/learn/a%20b')).toMatchObject({ params: { slug: 'a b' }, path: '/learn/a%20b' });
    expect(matchPage('/learn/%E0%A4%A')).toBeNull();
  });

  it('reads static segments in any case and with trailing slashes, like the web router', () => {
    expect(matchPage('/RU/Cabinet/FAQ//')).toMatchObject({ locale: 'ru', path: '/ru/cabinet/faq' });
  });

  it('knows no other path', () => {
    for (const path of ['/nope', '/ru/nope', '/en', '/en/learn', '/cabinet//dao', '/cabinet/dao/x', 'learn']) {
      expect(patternOf(path), path).toBeNull();
    }
  });

  it('matches every example path of every route to that route', () => {
    for (const route of PAGE_ROUTES) {
      for (const path of examplePaths(route)) expect(matchPage(path)?.route, path).toBe(route);
    }
    expect(examplePaths(PAGE_ROUTES.find((r) => r.pattern === '/cabinet/pools/:name?')!)).toEqual([
      '/cabinet/pools',
      '/cabinet/pools/stable',
      '/cabinet/pools/coin',
      '/cabinet/pools/dex',
      '/cabinet/pools/strategy',
    ]);
    expect(fillPattern('/admin/users/:id', { id: 'a/b' })).toBe('/admin/users/a%2Fb');
  });

  it('gives every public page a description with the brand in both languages, and no other page one', () => {
    for (const route of PAGE_ROUTES) {
      const isPublic = route.area === 'public';
      expect(route.description !== undefined, route.pattern).toBe(isPublic);
      if (route.description) for (const text of Object.values(route.description)) expect(text).toContain('{brand}');
    }
  });
});

describe('renderedUrl', () => {
  it('keeps the path and the query parameters a page reads, in one order', () => {
    expect(renderedUrl('/learn')).toBe('/learn');
    expect(renderedUrl('/?invite=FRIEND42&utm_source=news')).toBe('/');
    expect(renderedUrl('/ru/learn?utm_term=x&page=2&foo=1')).toBe('/ru/learn?page=2');
    expect(renderedUrl('/password-recovery?code=ABC&login=a%40b.c')).toBe('/password-recovery?login=a%40b.c&code=ABC');
    expect(renderedUrl('/sign-in?error=auth&error=idle')).toBe('/sign-in?error=auth&error=idle');
    expect(renderedUrl('/sign-in?')).toBe('/sign-in');
  });
});
