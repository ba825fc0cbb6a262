/**
 * The public pages come from the server already rendered (decision 91): read with JavaScript off, each shows its
 * heading, its text and the brand; with JavaScript on, React takes over the same markup with no hydration warning
 * and nothing moves.
 */
import { PAGE_ROUTES } from '@yc/contract/routes';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { layoutShiftsOf, recordLayoutShifts, waitForApp, watchProblems } from './helpers/app.ts';
import { launchBrowser } from './helpers/browser.ts';
import { type RunningServer, startServer } from './helpers/server.ts';

/** The English headings, as a person reads them; the Russian twins are held to what the same page shows with JS. */
const EN_HEADINGS: Record<string, string> = {
  '/': 'Put your crypto to work, every day',
  '/learn': 'Learn',
  '/sign-in': 'Sign in',
  '/sign-up': 'Sign up',
  '/password-recovery': 'Password recovery',
  '/registration-confirm': 'Confirm your e-mail',
};

describe('the public pages, rendered by the server', () => {
  let server: RunningServer;
  let browser: Browser;
  const slugs: Record<string, string> = {};
  beforeAll(async () => {
    server = await startServer();
    browser = await launchBrowser();
    for (const locale of ['en', 'ru']) {
      const res = await fetch(`${server.url}/api/v1/articles?locale=${locale}&pageSize=1`);
      const { items } = (await res.json()) as { items: Array<{ slug: string; title: string }> };
      slugs[locale] = items[0]?.slug ?? '';
    }
  });
  afterAll(async () => {
    await browser?.close();
    await server?.stop();
  });

  const publicPaths = PAGE_ROUTES.filter((route) => route.area === 'public').map((route) => route.pattern);
  const urls = ['en', 'ru'].flatMap((locale) =>
    publicPaths.map((pattern) => {
      const path = pattern.replace(':slug', () => slugs[locale] ?? '');
      return { locale, pattern, url: locale === 'en' ? path : `/ru${path === '/' ? '' : path}` };
    }),
  );

  /** The page's first heading, the text of its main part and the brand title in its header, read from the DOM. */
  const read = (page: Page) =>
    page.evaluate(() => ({
      heading: document.querySelector('h1')?.textContent?.trim() ?? '',
      main: document.querySelector('main')?.textContent?.trim() ?? '',
      header: document.querySelector('header')?.textContent ?? '',
      lang: document.documentElement.lang,
    }));

  it('shows every public page, en and ru, with JavaScript off: heading, text and brand', async () => {
    const context = await browser.newContext({ javaScriptEnabled: false, viewport: { width: 375, height: 800 } });
    try {
      for (const { locale, pattern, url } of urls) {
        const page = await context.newPage();
        const res = await page.goto(`${server.url}${url}`);
        expect(res?.status(), url).toBe(200);
        const seen = await read(page);
        if (locale === 'en') expect(seen.heading, url).toBe(EN_HEADINGS[pattern] ?? seen.heading);
        expect(seen.heading, url).not.toBe('');
        // The page's own text, beyond its heading.
        expect(seen.main.length, url).toBeGreaterThan(seen.heading.length + 20);
        expect(seen.header, url).toContain('Yield Finance');
        expect(seen.lang, url).toBe(locale);
        expect(await page.title(), url).toContain('Yield Finance');
        await page.close();
      }
    } finally {
      await context.close();
    }
  });

  it('hydrates every public page with no warning and no layout shift', async () => {
    const context = await browser.newContext({ viewport: { width: 375, height: 800 } });
    await recordLayoutShifts(context);
    try {
      for (const { url } of urls) {
        const page = await context.newPage();
        const problems = watchProblems(page, [], { warnings: true });
        await page.goto(`${server.url}${url}`);
        const before = await read(page);
        // React has taken the markup over, and the page is the one the server sent.
        await waitForApp(page);
        await page.waitForLoadState('networkidle');
        expect(await read(page), url).toEqual(before);
        // CLS 0 as Lighthouse and the bench state it, to three decimals: a sub-pixel move (3e-5, seen once as a
        // card's icon settled) is no shift; every shift this test caught so far was 8e-4 or more.
        const { cls, shifts } = await layoutShiftsOf(page);
        expect(cls, `${url}: ${shifts.join('; ')}`).toBeLessThan(0.0005);
        expect(problems, url).toEqual([]);
        await page.close();
      }
    } finally {
      await context.close();
    }
  });

  it('answers an unknown path with the 404 page already rendered', async () => {
    const context = await browser.newContext({ javaScriptEnabled: false });
    try {
      const page = await context.newPage();
      const res = await page.goto(`${server.url}/ru/no/such/page`);
      expect(res?.status()).toBe(404);
      expect((await read(page)).heading).toBe('Упс! Что-то пошло не так');
    } finally {
      await context.close();
    }
  });
});
