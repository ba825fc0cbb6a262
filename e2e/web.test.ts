import path from 'node:path';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { artifactsDir, launchBrowser } from './helpers/browser.ts';
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

  it('loads the home page under the strict CSP with no console error', async () => {
    const page = await browser.newPage({ viewport: { width: 1280, height: 800 } });
    const problems: string[] = [];
    page.on('console', (m) => {
      if (m.type() === 'error') problems.push(m.text());
    });
    page.on('pageerror', (e) => problems.push(e.message));
    const res = await page.goto(server.url);
    expect(res?.status()).toBe(200);
    expect(res?.headers()['content-security-policy']).toContain("script-src 'self'");
    await expect.poll(() => page.getByRole('status').textContent()).toBe('The service is online.');
    expect(await page.title()).toBe('Yield Finance');
    await page.screenshot({ path: path.join(artifactsDir, 'home-1280.png') });
    expect(problems).toEqual([]);
  });

  it('serves client routes with the app and missing files as 404', async () => {
    const page = await browser.newPage({ viewport: { width: 375, height: 740 } });
    const res = await page.goto(`${server.url}/cabinet/dashboard`);
    expect(res?.status()).toBe(200);
    await expect.poll(() => page.getByRole('heading').textContent()).toBe('Yield Finance');
    await page.screenshot({ path: path.join(artifactsDir, 'home-375.png') });
    const missing = await fetch(`${server.url}/assets/missing.js`);
    expect(missing.status).toBe(404);
    expect((await fetch(`${server.url}/api/v1/missing`)).headers.get('content-type')).toMatch(/application\/json/);
  });

  it('shows the API documentation', async () => {
    const page = await browser.newPage();
    const res = await page.goto(`${server.url}/api/docs`);
    expect(res?.status()).toBe(200);
    await expect
      .poll(() => page.locator('.swagger-ui .title').first().textContent(), { timeout: 15_000 })
      .toContain('Yield Cabinet API');
  });
});
