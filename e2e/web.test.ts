import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser } from './helpers/browser.ts';
import { type RunningServer, startServer } from './helpers/server.ts';

describe('the web app in Chromium', () => {
  let server: RunningServer;
  let browser: Browser;
  beforeAll(async () => {
    server = await startServer();
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser?.close();
    await server?.stop();
  });

  const open = async (url: string, width = 1280) => {
    const page = await browser.newPage({ viewport: { width, height: 800 } });
    const problems: string[] = [];
    page.on('console', (m) => {
      if (m.type() === 'error') problems.push(m.text());
    });
    page.on('pageerror', (e) => problems.push(e.message));
    const res = await page.goto(`${server.url}${url}`);
    return { page, res, problems };
  };
  const heading = (page: Page) => page.getByRole('heading', { level: 1 }).first().textContent();

  it('loads the home page under the strict CSP with no console error', async () => {
    const { page, res, problems } = await open('/');
    expect(res?.status()).toBe(200);
    const csp = res?.headers()['content-security-policy'] ?? '';
    expect(csp).toContain("script-src 'self'");
    expect(csp).toMatch(/style-src 'self' 'nonce-[A-Za-z0-9+/=]{24}'/);
    await expect.poll(() => heading(page)).toBe('Put your crypto to work, every day');
    expect(await page.title()).toBe('Yield Finance');
    expect(problems).toEqual([]);
  });

  it('sends an anonymous visitor of the cabinet to sign-in with the spec message', async () => {
    const { page, problems } = await open('/cabinet/dashboard', 375);
    await expect.poll(() => page.url()).toBe(`${server.url}/sign-in?error=auth`);
    await expect.poll(() => page.getByRole('alert').first().textContent()).toBe('Please login to access this page!');
    expect(problems).toEqual([]);
  });

  it('shows the 404 page for an unknown route, answered with status 404, and 404 JSON for a missing file', async () => {
    const { page, res, problems } = await open('/no/such/page');
    expect(res?.status()).toBe(404);
    await expect.poll(() => heading(page)).toBe('Oops! Something goes wrong');
    expect(await page.getByRole('link', { name: 'Go to the dashboard' }).getAttribute('href')).toBe(
      '/cabinet/dashboard',
    );
    expect((await fetch(`${server.url}/assets/missing.js`)).status).toBe(404);
    expect((await fetch(`${server.url}/index.html`)).status).toBe(404);
    expect((await fetch(`${server.url}/api/v1/missing`)).headers.get('content-type')).toMatch(/application\/json/);
    // Chromium reports the document's own 404 status; nothing else may fail.
    expect(problems).toEqual(['Failed to load resource: the server responded with a status of 404 (Not Found)']);
  });

  it('shows the API documentation', async () => {
    const { page, res } = await open('/api/docs');
    expect(res?.status()).toBe(200);
    await page
      .getByRole('heading', { name: /Yield Cabinet API/ })
      .first()
      .waitFor({ timeout: 15_000 });
  });
});
