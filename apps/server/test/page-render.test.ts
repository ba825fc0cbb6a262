/**
 * Pages rendered by the server with the web app's own renderer (decision 91), on the real web build: a public page
 * comes with its text, the data it shows, the links to its route's styles, compressed when the client accepts it,
 * rendered again once the content changes; a cabinet page comes as its layout and skeletons with no one's data
 * (decision 96); the console is left to the browser.
 */
import path from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { bearer, investor, PASSWORD } from './helpers/accounts.ts';
import { createTestApp, engine, type TestApp } from './helpers/test-app.ts';

const WEB_DIST = path.resolve(import.meta.dirname, '../../web/dist');

describe(`pages rendered by the server on ${engine}`, () => {
  let t: TestApp;
  let article: { slug: string; title: string };
  beforeAll(async () => {
    t = await createTestApp({ WEB_DIST });
    article = (await t.app.inject({ method: 'GET', url: '/api/v1/articles?locale=en' })).json().items[0];
  });
  afterAll(async () => {
    await t?.close();
  });

  const page = (url: string, headers: Record<string, string> = {}) =>
    t.app.inject({ method: 'GET', url, headers: { host: 'localhost', ...headers } });
  const stateOf = (html: string) =>
    JSON.parse(/<script type="application\/json" id="yc-state">(.*?)<\/script>/s.exec(html)?.[1] ?? 'null');

  it("renders an article with its title, its text and its data for the browser's query cache", async () => {
    const res = await page(`/learn/${article.slug}`);
    expect(res.statusCode).toBe(200);
    const root = /<div id="root">(.*)<\/div>\s*<script type="application\/json" id="yc-state">/s.exec(res.body)?.[1];
    expect(root).toContain(`>${article.title}</h1>`);
    const state = stateOf(res.body);
    const keys = state.queries.map((q: { queryKey: unknown[] }) => q.queryKey.join('/'));
    expect(keys).toEqual(expect.arrayContaining(['brand', `article/en/${article.slug}`]));
    // The route's own styles come with it, so nothing moves when its script arrives.
    expect(res.body).toMatch(/<link rel="stylesheet" crossorigin href="\/assets\/article-[\w-]+\.css">/);
    // Nothing is painted before the page is parsed to its end: the head holds rendering until the element after
    // #root (a browser painting half a page would move what it painted when the rest arrives).
    const head = res.body.slice(0, res.body.indexOf('</head>'));
    const expected = /<link rel="expect" href="#([\w-]+)" blocking="render">/.exec(head)?.[1];
    // (the element after #root, as the match of `root` above shows)
    expect(expected).toBe('yc-state');
    // Its scripts are asked once it has painted, by one inline script at the end: none in the head competes with the
    // stylesheets for the first paint. The entry first, the article route's chunk among the rest.
    expect(head).not.toMatch(/<script type="module"|rel="modulepreload"/);
    const scripts = JSON.parse(
      /<script nonce="[^"]+">\(\(scripts\) => \{[\s\S]*?\}\)\((\[.*?\])\)<\/script>\s*<\/body>/.exec(res.body)?.[1] ??
        '[]',
    );
    expect(scripts[0]).toMatch(/^\/assets\/index-[\w-]+\.js$/);
    expect(scripts).toEqual(expect.arrayContaining([expect.stringMatching(/^\/assets\/article-[\w-]+\.js$/)]));
    // Every <style> and the two inline scripts carry this answer's nonce.
    const nonce = /'nonce-([^']+)'/.exec(String(res.headers['content-security-policy']))?.[1];
    expect(nonce).toMatch(/^[A-Za-z0-9+/]{22}==$/);
    expect(res.body).not.toContain('__CSP_NONCE__');
    expect(res.body).toContain(`<style data-mantine-styles="true" nonce="${nonce}">`);
    expect(res.body).toContain(`<script nonce="${nonce}">`);
  });

  it('renders a Russian page in Russian and the 404 page with its status', async () => {
    const ru = await page('/ru/sign-in');
    expect(ru.body).toContain('<html lang="ru" data-mantine-color-scheme="light">');
    expect(ru.body).toMatch(/<h1[^>]*>Вход<\/h1>/);
    const missing = await page('/no/such/page');
    expect(missing.statusCode).toBe(404);
    expect(missing.body).toMatch(/<h1[^>]*>Oops! Something goes wrong<\/h1>/);
  });

  it("sends a Russian visitor's first visit to the Russian twin before anything renders", async () => {
    const ru = 'ru-RU,ru;q=0.9,en;q=0.8';
    const first = await page('/sign-in?ref=abc', { 'accept-language': ru });
    expect(first.statusCode).toBe(302);
    expect(first.headers.location).toBe('/ru/sign-in?ref=abc');
    expect(first.headers.vary).toMatch(/accept-language/);
    // The kept choice wins over the browser's language, both ways.
    expect((await page('/sign-in', { 'accept-language': ru, cookie: 'i18n_redirected=en' })).statusCode).toBe(200);
    const kept = await page('/learn', { cookie: 'i18n_redirected=ru' });
    expect(kept.headers.location).toBe('/ru/learn');
    // A Russian address stays; an unknown path is still a 404.
    expect((await page('/ru/sign-in', { 'accept-language': 'en' })).statusCode).toBe(200);
    expect((await page('/no/such/page', { 'accept-language': ru })).statusCode).toBe(404);
  });

  it("renders a cabinet page as its layout and skeletons, with no one's data", async () => {
    const someone = await investor(t);
    for (const [url, heading, section] of [
      ['/cabinet/dashboard', 'Dashboard', 'Cabinet sections'],
      ['/ru/cabinet/pools/stable', 'Стабильный пул', 'Разделы кабинета'],
    ] as const) {
      // A visitor's cookie or token changes nothing: the page is the same for everyone, and may be kept as such.
      const res = await page(url, {
        cookie: `refresh_token=${someone.refreshToken}; signed_in=1`,
        ...bearer(someone.token),
      });
      expect(res.statusCode, url).toBe(200);
      const root = /<div id="root">(.*)<\/div>\s*<script type="application\/json" id="yc-state">/s.exec(res.body)?.[1];
      expect(root, url).toContain(`aria-label="${section}"`);
      expect(root, url).toMatch(new RegExp(`<h1[^>]*>${heading}</h1>`));
      expect(root, url).toContain('mantine-Skeleton-root');
      // Only the brand: the page's own queries are the browser's, with its token.
      const keys = stateOf(res.body).queries.map((q: { queryKey: unknown[] }) => q.queryKey[0]);
      expect(keys, url).toEqual(['brand']);
      expect(res.body, url).not.toContain(someone.login);
      // The route's styles come with it, so nothing moves when its script arrives.
      expect(res.body, url).toMatch(/<link rel="stylesheet" crossorigin href="\/assets\/[\w-]+\.css">/);
    }
  });

  it('sends a browser without a session from a cabinet page to sign-in before rendering anything', async () => {
    const login = await t.app.inject({
      method: 'POST',
      url: '/api/v1/login',
      payload: { login: (await investor(t)).login, password: PASSWORD },
    });
    // Signing in marks the browser for pages too, without the refresh token's secret.
    const marker = login.cookies.find((cookie) => cookie.name === 'signed_in');
    expect(marker).toMatchObject({ value: '1', path: '/', httpOnly: true, sameSite: 'Lax' });
    for (const [url, to] of [
      ['/cabinet/dashboard', '/sign-in?error=auth'],
      ['/ru/cabinet/pools/stable', '/ru/sign-in?error=auth'],
    ] as const) {
      const res = await page(url);
      expect(res.statusCode, url).toBe(302);
      expect(res.headers.location, url).toBe(to);
      expect(res.headers.vary, url).toMatch(/cookie/);
    }
    expect((await page('/cabinet/dashboard', { cookie: 'signed_in=1' })).statusCode).toBe(200);
    // A route that only sends the visitor on does so before rendering.
    const index = await page('/ru/cabinet?tab=1', { cookie: 'signed_in=1' });
    expect([index.statusCode, index.headers.location]).toEqual([302, '/ru/cabinet/dashboard?tab=1']);
    const referral = await page('/cabinet/referral', { cookie: 'signed_in=1' });
    expect(referral.headers.location).toBe('/cabinet/refferal');
    // Signing out takes the marker away.
    const out = await t.app.inject({ method: 'POST', url: '/api/v1/logout', cookies: { signed_in: '1' } });
    expect(out.cookies.find((cookie) => cookie.name === 'signed_in')?.maxAge).toBe(0);
  });

  it('leaves the console to the browser', async () => {
    for (const url of ['/admin', '/admin/users', '/ru/admin/pools']) {
      const res = await page(url);
      expect(res.body, url).toContain('<div id="root"></div>');
      expect(res.body, url).not.toContain('id="yc-state"');
      expect(res.body, url).toMatch(/<script type="module" crossorigin src="\/assets\/index-[\w-]+\.js"><\/script>/);
    }
  });

  it('compresses the page for a client that accepts it', async () => {
    const plain = await page('/sign-up');
    const br = await page('/sign-up', { 'accept-encoding': 'gzip, deflate, br' });
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers.vary).toMatch(/accept-encoding/);
    const gz = await page('/sign-up', { 'accept-encoding': 'gzip, br;q=0' });
    expect(gz.headers['content-encoding']).toBe('gzip');
    // The same page but for its nonce (the <style> tags', the script's and the meta tag's).
    const strip = (html: string) => html.replace(/"[A-Za-z0-9+/]{22}=="/g, '"nonce"');
    expect(strip(brotliDecompressSync(br.rawPayload).toString())).toBe(strip(plain.body));
    expect(strip(gunzipSync(gz.rawPayload).toString())).toBe(strip(plain.body));
    expect(br.rawPayload.length).toBeLessThan(plain.rawPayload.length / 4);
  });

  it('serves a page rendered a while ago at once and renders it anew for the next visitor', async () => {
    const url = '/learn';
    // The first card's title: a link inside the card's heading.
    const lead = (body: string) => /<h2[^>]*><a[^>]*>([^<]*)<\/a><\/h2>/.exec(body)?.[1];
    const first = lead((await page(url)).body);
    expect(first).toBeTruthy();
    // A change that announces nothing (as a pool's value locked moves), seen after the page's first seconds.
    const title = `${first} (renamed)`;
    await t.app.db.updateTable('articles').set({ title }).where('title', '=', first!).execute();
    const later = Date.now() + 6_000;
    const clock = vi.spyOn(Date, 'now').mockReturnValue(later);
    try {
      expect(lead((await page(url)).body)).toBe(first);
      await expect.poll(async () => lead((await page(url)).body)).toBe(title);
    } finally {
      clock.mockRestore();
    }
  });

  it('keeps one page per host and page, however many paths, queries and hosts are asked', async () => {
    const lead = (body: string) => /<h2[^>]*><a[^>]*>([^<]*)<\/a><\/h2>/.exec(body)?.[1];
    // The clock stands still: every kept page stays fresh however slow the machine.
    const clock = vi.spyOn(Date, 'now').mockReturnValue(Date.now() + 60 * 60_000);
    try {
      const kept = lead((await page('/ru/learn')).body);
      await page('/ru/learn', { host: 'one.example' });
      // A change that announces nothing: a page rendered anew shows it, a kept one does not.
      const title = `${kept} (renamed)`;
      await t.app.db.updateTable('articles').set({ title }).where('title', '=', kept!).execute();
      // More unknown paths and unread queries than the pages kept: they share the 404 page and the page itself.
      for (let i = 0; i < 510; i++) {
        expect((await page(`/ru/no-such-page-${i}`)).statusCode).toBe(404);
        expect((await page(`/ru/learn?utm_source=s${i}&invite=FRIEND${i}`)).statusCode).toBe(200);
      }
      expect(lead((await page('/ru/learn')).body)).toBe(kept);
      // Hosts no brand names share the default brand's pages.
      expect(lead((await page('/ru/learn', { host: 'two.example' })).body)).toBe(kept);
      // A query the page reads is rendered for its request alone.
      expect(lead((await page('/ru/learn?page=1')).body)).toBe(title);
    } finally {
      clock.mockRestore();
    }
  });

  it("keeps a referral link's invite and utm parameters in cookies with the page itself", async () => {
    const res = await page(
      `/?invite=FRIEND42&utm_source=news&utm_term=yield+farming&utm_medium=&utm_content=${'x'.repeat(300)}`,
    );
    expect(res.statusCode).toBe(200);
    const cookies = Object.fromEntries(res.cookies.map((c) => [c.name, c]));
    expect(Object.keys(cookies).sort()).toEqual(['invite', 'utm_source', 'utm_term']);
    expect(cookies.invite).toMatchObject({ value: 'FRIEND42', path: '/', sameSite: 'Lax', maxAge: 2147483647 });
    // The app reads them for sign-up.
    expect(cookies.invite?.httpOnly).toBeFalsy();
    expect(cookies.utm_term?.value).toBe('yield farming');
    // A Russian visitor's redirect carries them too, and the query on to the twin.
    const ru = await page('/?invite=FRIEND42', { 'accept-language': 'ru' });
    expect(ru.statusCode).toBe(302);
    expect(ru.headers.location).toBe('/ru?invite=FRIEND42');
    expect(ru.cookies.map((c) => c.name)).toEqual(['invite']);
  });

  it('renders a page again once its content changes', async () => {
    const url = `/learn/${article.slug}`;
    expect((await page(url)).body).toContain(`>${article.title}</h1>`);
    const title = `${article.title} (edited)`;
    await t.app.db.updateTable('articles').set({ title }).where('slug', '=', article.slug).execute();
    // What the content console does with its change.
    await t.app.configBus.changed(t.app.db, 'content');
    expect((await page(url)).body).toContain(`>${title}</h1>`);
  });
});
