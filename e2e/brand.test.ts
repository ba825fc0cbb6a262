/**
 * White label and attribution: the title and the terms follow the host (BRANDS_FILE), and
 * the invite and utm query parameters become cookies that sign-up sends (docs/product.md §1, §2, §9).
 */
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import {
  appPerFile,
  button,
  cookie,
  cookieWrites,
  fillSignUp,
  newPage,
  PASSWORD,
  recordCookieWrites,
  uniqueLogin,
  waitForHeading,
  waitForPath,
} from './helpers/app.ts';

const BRANDS = {
  default: { title: 'Generic Yield House' },
  hosts: {
    localhost: { title: 'Alpha Yield Club' },
    '127.0.0.1': { title: 'Beta Harvest Finance' },
  },
};

const app = appPerFile(async () => {
  const dir = mkdtempSync(path.join(tmpdir(), 'yc-e2e-brands-'));
  const brandsFile = path.join(dir, 'brands.json');
  writeFileSync(brandsFile, JSON.stringify(BRANDS));
  return { BRANDS_FILE: brandsFile };
});

async function openTerms(page: Page) {
  await page.getByRole('contentinfo').getByRole('button', { name: 'Terms and conditions' }).click();
  const dialog = page.getByRole('dialog', { name: 'Terms and conditions' });
  await dialog.waitFor();
  return dialog;
}

describe('brand by host', () => {
  for (const [host, title] of [
    ['localhost', BRANDS.hosts.localhost.title],
    ['127.0.0.1', BRANDS.hosts['127.0.0.1'].title],
  ] as const) {
    it(`shows ${host}'s title in the header, the document title and the terms`, async () => {
      const page = await newPage(app);
      await page.goto(app.url('/sign-in', host));
      await waitForHeading(page, 'Sign in');
      await page.getByRole('banner').getByText(title, { exact: true }).waitFor();
      expect(await page.title()).toBe(`Sign in — ${title}`);
      expect(await page.getByRole('contentinfo').textContent()).toContain(`${title}. All rights reserved.`);

      const dialog = await openTerms(page);
      const terms = (await dialog.textContent()) ?? '';
      expect(terms).toContain(`These terms govern your use of ${title}`);
      expect(terms).toContain('These terms are governed by the law of Singapore.');
      // The default brand name never shows through on a branded host.
      expect(terms).not.toContain(BRANDS.default.title);
      const other = host === 'localhost' ? BRANDS.hosts['127.0.0.1'].title : BRANDS.hosts.localhost.title;
      expect(terms).not.toContain(other);

      await page.keyboard.press('Escape');
      await dialog.waitFor({ state: 'hidden' });
      await page.context().close();
    });
  }

  it('shows the Russian terms with the host title and the law of Singapore', async () => {
    const page = await newPage(app, { locale: 'ru-RU' });
    await page.goto(app.url('/ru/sign-in', '127.0.0.1'));
    await waitForHeading(page, 'Вход');
    await page.getByRole('contentinfo').getByRole('button').click();
    const dialog = page.getByRole('dialog');
    await dialog.waitFor();
    const terms = (await dialog.textContent()) ?? '';
    expect(terms).toContain(BRANDS.hosts['127.0.0.1'].title);
    expect(terms).toMatch(/Сингапур/);
    await page.context().close();
  });

  it('answers the brand of the host the API is called on', async () => {
    const brand = async (host: string) => (await fetch(app.url('/api/v1/brand', host))).json();
    expect(await brand('localhost')).toMatchObject({
      title: BRANDS.hosts.localhost.title,
      defaultTitle: BRANDS.default.title,
    });
    expect(await brand('127.0.0.1')).toMatchObject({ title: BRANDS.hosts['127.0.0.1'].title });
  });
});

describe('invite and utm parameters', () => {
  const tracked = {
    invite: 'FRIEND42',
    utm_source: 'newsletter',
    utm_medium: 'email',
    utm_campaign: 'autumn-2026',
    utm_content: 'hero-button',
    utm_term: 'stable-yield',
  };

  it('stores them as cookies for 2147483647 s and sends them with the sign-up', async () => {
    const page = await newPage(app);
    await recordCookieWrites(page.context());
    // They arrive on a landing page; the visitor signs up later.
    await page.goto(app.url(`/?${new URLSearchParams(tracked)}`));
    await waitForHeading(page, /.+/);
    for (const [name, value] of Object.entries(tracked)) {
      expect((await cookie(page, name))?.value, name).toBe(value);
    }
    const writes = await cookieWrites(page);
    for (const [name, value] of Object.entries(tracked)) {
      expect(writes, name).toContain(`${name}=${encodeURIComponent(value)}; Max-Age=2147483647; Path=/; SameSite=Lax`);
    }

    const login = uniqueLogin('tracked');
    await page.goto(app.url('/sign-up'));
    await fillSignUp(page, login);
    const request = page.waitForRequest((r) => r.url().endsWith('/api/v1/register') && r.method() === 'POST');
    await button(page, 'Create an account').click();
    const body = (await request).postDataJSON();
    expect(body).toMatchObject({ login, password: PASSWORD, source: 'localhost', locale: 'en', ...tracked });
    await waitForPath(page, '/registration-confirm');
    // The browser sent the cookies too, for an API client that reads them.
    const cookies = (await (await request).allHeaders()).cookie ?? '';
    expect(cookies).toContain('invite=FRIEND42');
    await page.context().close();
  });

  it('keeps the first values when a later visit brings none, and replaces them when it brings new ones', async () => {
    const page = await newPage(app);
    await page.goto(app.url('/sign-up?invite=FIRST&utm_source=one'));
    await waitForHeading(page, 'Sign up');
    await page.goto(app.url('/sign-in'));
    await waitForHeading(page, 'Sign in');
    expect((await cookie(page, 'invite'))?.value).toBe('FIRST');
    await page.goto(app.url('/sign-in?invite=SECOND'));
    await waitForHeading(page, 'Sign in');
    expect((await cookie(page, 'invite'))?.value).toBe('SECOND');
    expect((await cookie(page, 'utm_source'))?.value).toBe('one');
    await page.context().close();
  });
});
