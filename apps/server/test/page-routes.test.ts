/**
 * Page status codes and head tags (decision 86): every page of the contract's route table answers 200 with the app,
 * in both languages, anything else 404 with the same app; public pages carry their description, canonical address,
 * language twins and Open Graph, all escaped; the others ask not to be indexed.
 */
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { COOKIES, examplePaths, LOCALES, localizePath, PAGE_ROUTES } from '@yc/contract';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { DatabaseHandle } from '../src/db/database.ts';
import { createTestApp, engine, openTestDatabase, type TestApp } from './helpers/test-app.ts';
import { webDist } from './helpers/web-dist.ts';

const HOST = 'cabinet.acme.example';
const TITLE = 'Acme "Yield" <b> & $1';
const ESCAPED_TITLE = 'Acme &quot;Yield&quot; &lt;b&gt; &amp; $1';

function brandsFile(): string {
  const file = path.join(mkdtempSync(path.join(tmpdir(), 'yc-brands-')), 'brands.json');
  writeFileSync(file, JSON.stringify({ hosts: { [HOST]: { title: TITLE, logoUrl: '/media/acme.png?v=1&s="x"' } } }));
  return file;
}

describe(`page routes and their head on ${engine}`, () => {
  let t: TestApp;
  let database: DatabaseHandle;
  let slug: string;
  beforeAll(async () => {
    database = await openTestDatabase();
    t = await createTestApp({ WEB_DIST: webDist(), BRANDS_FILE: brandsFile() }, { database });
    slug = (await t.app.inject({ method: 'GET', url: '/api/v1/articles?locale=en' })).json().items[0].slug;
  });
  afterAll(async () => {
    await t?.close();
    await database?.close();
  });

  // As a signed-in browser asks: a cabinet page without the marker is a redirect to sign-in (decision 96).
  const page = (url: string, host = HOST) =>
    t.app.inject({ method: 'GET', url, headers: { host, cookie: `${COOKIES.signedIn.name}=1` } });
  const origin = `http://${HOST}`;

  it('answers 200 with the app for every route of the table, in every language, and 302 for a forwarding one', async () => {
    const pages = PAGE_ROUTES.flatMap((route) =>
      (route.pattern === '/learn/:slug' ? [`/learn/${slug}`] : examplePaths(route, 'x1')).map((p) => ({ route, p })),
    );
    expect(pages.length).toBeGreaterThan(PAGE_ROUTES.length);
    for (const locale of LOCALES) {
      for (const { route, p } of pages) {
        if (locale === 'ru' && route.pattern === '/learn/:slug') continue; // the article's slug is English only
        const url = localizePath(p, locale);
        const res = await page(url);
        if (route.redirectTo) {
          expect(res.statusCode, url).toBe(302);
          expect(res.headers.location, url).toBe(localizePath(route.redirectTo, locale));
          continue;
        }
        expect(res.statusCode, url).toBe(200);
        expect(res.headers['content-type'], url).toMatch(/^text\/html/);
        expect(res.headers['cache-control'], url).toBe('no-cache');
        expect(res.body, url).toContain(`<html lang="${locale}">`);
        expect(res.body, url).toContain('<div id="root">');
        const isPublic = route.area === 'public';
        expect(res.body.includes('<meta name="robots" content="noindex" />'), url).toBe(!isPublic);
        expect(res.body.includes(`<link rel="canonical" href="${origin}${url}" />`), url).toBe(isPublic);
        expect(res.body.includes('<meta name="description" content="'), url).toBe(isPublic);
      }
    }
  });

  it('tolerates a trailing slash and another case, and names the canonical path', async () => {
    const res = await page('/RU/Sign-In/');
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain('<html lang="ru">');
    expect(res.body).toContain(`<link rel="canonical" href="${origin}/ru/sign-in" />`);
  });

  it('gives a public page its description, language twins and Open Graph, escaped', async () => {
    const res = await page('/ru/learn?utm_source=x');
    expect(res.statusCode).toBe(200);
    const head = res.body;
    expect(head).toContain(
      `<meta name="description" content="Руководства и статьи ${ESCAPED_TITLE} о доходных пулах, депозитах, выводе средств, рефералах и DAO." />`,
    );
    expect(head).toContain(`<link rel="canonical" href="${origin}/ru/learn" />`);
    expect(head).toContain(`<link rel="alternate" hreflang="en" href="${origin}/learn" />`);
    expect(head).toContain(`<link rel="alternate" hreflang="ru" href="${origin}/ru/learn" />`);
    expect(head).toContain(`<link rel="alternate" hreflang="x-default" href="${origin}/learn" />`);
    expect(head).toContain('<meta property="og:type" content="website" />');
    expect(head).toContain(`<meta property="og:title" content="Обучение — ${ESCAPED_TITLE}" />`);
    expect(head).toContain(`<meta property="og:url" content="${origin}/ru/learn" />`);
    expect(head).toContain(`<meta property="og:image" content="${origin}/media/acme.png?v=1&amp;s=&quot;x&quot;" />`);
    expect(head).toContain('<meta property="og:locale" content="ru_RU" />');
    expect(head).toContain('<meta property="og:locale:alternate" content="en_US" />');
    expect(head).toContain('<meta name="twitter:card" content="summary" />');
    expect(head).not.toContain('<b>');
    expect(head).not.toContain('noindex');
  });

  it('names the home page after the brand and shares the default image on a host without a logo', async () => {
    const res = await page('/', 'unknown.example');
    const publicUrl = t.app.config.publicUrl;
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain('<meta property="og:title" content="Yield Finance" />');
    expect(res.body).toContain(`<link rel="canonical" href="${publicUrl}/" />`);
    expect(res.body).toContain(`<meta property="og:image" content="${publicUrl}/og-image.png" />`);
    expect(res.body).toContain('<meta name="twitter:card" content="summary_large_image" />');
    expect(res.body).toMatch(/<meta name="description" content="Yield Finance: deposit stablecoins/);
  });

  it("names an article after its title and excerpt, without language twins, and 404s one that isn't there", async () => {
    const article = (await t.app.inject({ method: 'GET', url: `/api/v1/articles/${slug}?locale=en` })).json();
    const res = await page(`/learn/${slug}`);
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain(`<meta property="og:title" content="${article.title} — ${ESCAPED_TITLE}" />`);
    expect(res.body).toContain('<meta name="description" content="');
    expect(res.body).not.toContain('hreflang');
    for (const url of ['/learn/no-such-article', '/ru/learn/no-such-article', '/learn/Not%20A%20Slug']) {
      const missing = await page(url);
      expect(missing.statusCode, url).toBe(404);
      expect(missing.body, url).toContain('<div id="root">');
      expect(missing.body, url).toContain('<meta name="robots" content="noindex" />');
    }
  });

  it('serves an article page, unnamed, when its lookup fails', async () => {
    vi.spyOn(t.app.contentRepository, 'headline').mockRejectedValueOnce(new Error('the database is away'));
    const res = await page(`/learn/${slug}`);
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain(`<meta property="og:title" content="Learn — ${ESCAPED_TITLE}" />`);
    expect(res.body).toContain('<meta name="description" content="An article from the ');
  });

  it('answers 404 with the app for a path that is no page, and JSON 404 for the API and missing files', async () => {
    for (const url of [
      '/no-such-page',
      '/cabinet/pools/foo',
      '/ru/cabinet/pools/foo',
      '/cabinet/pools/Stable',
      '/cabinet/dashboard/more',
      '/admin/nope',
      '/admin/pools/foo',
      '/ru/nope',
      '/en/cabinet/dashboard',
      '/cabinet//dashboard',
    ]) {
      const res = await page(url);
      expect(res.statusCode, url).toBe(404);
      expect(res.headers['content-type'], url).toMatch(/^text\/html/);
      expect(res.headers['cache-control'], url).toBe('no-cache');
      expect(res.body, url).toContain('<div id="root">');
      expect(res.body, url).toContain('<meta name="robots" content="noindex" />');
      expect(res.body, url).not.toContain('rel="canonical"');
    }
    expect((await page('/ru/nope')).body).toContain('<html lang="ru">');
    expect((await page('/RU/nope')).body).toContain('<html lang="ru">');
    for (const url of ['/api/v1/nope', '/dev/nope', '/healthz/x', '/assets/missing.js']) {
      const res = await page(url);
      expect(res.statusCode, url).toBe(404);
      expect(res.json(), url).toMatchObject({ statusCode: 404, code: 'http.notFound' });
    }
  });
});
