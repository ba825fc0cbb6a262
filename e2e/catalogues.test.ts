/**
 * What a page loads of the translations and the wallet (decision 88): the catalogues of its own language only (a
 * catalogue's chunk is named `<namespace>.<lang>-<hash>.js`, the API's messages `messages-<lang>-<hash>.js`), none of
 * the cabinet's on a public page, and no wallet library on the sign-in page before a wallet is asked for.
 */
import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { appPerFile, createAccount, newPage, signInContext, uniqueLogin, waitForHeading } from './helpers/app.ts';

const app = appPerFile();
let investor: string;
beforeAll(async () => {
  investor = uniqueLogin('catalogues');
  await createAccount(app, investor);
});

/** The scripts a page asked for, as paths, and their texts once they arrived. */
function recordScripts(page: Page): { paths: string[]; texts: Promise<string>[] } {
  const paths: string[] = [];
  const texts: Promise<string>[] = [];
  page.on('response', (response) => {
    const { pathname } = new URL(response.url());
    if (!pathname.endsWith('.js')) return;
    paths.push(pathname);
    texts.push(response.text());
  });
  return { paths, texts };
}

const catalogues = (paths: string[], lang: string) =>
  paths.filter((p) => new RegExp(`/assets/(?:[\\w-]+\\.${lang}|messages-${lang})-[^/]*\\.js$`).test(p));
const CABINET_CATALOGUE = /\/assets\/(?:cabinet|settings|dashboard|pools|referrals|dao)\.(?:en|ru)-/;

describe('the catalogues a page loads', () => {
  it("loads the English home page's catalogues and neither the Russian ones nor the cabinet's", async () => {
    const page = await newPage(app);
    const { paths } = recordScripts(page);
    await page.goto(app.url('/'));
    await waitForHeading(page, 'Put your crypto to work, every day');
    await page.waitForLoadState('networkidle');
    expect(catalogues(paths, 'en').length).toBeGreaterThan(1);
    expect(catalogues(paths, 'ru')).toEqual([]);
    expect(paths.filter((p) => CABINET_CATALOGUE.test(p))).toEqual([]);
    await page.context().close();
  });

  it("loads the Russian cabinet's catalogues with its layout and none of the English ones", async () => {
    const page = await newPage(app, { locale: 'ru-RU' });
    await signInContext(app, page.context(), investor);
    const { paths } = recordScripts(page);
    await page.goto(app.url('/ru/cabinet/dashboard'));
    await waitForHeading(page, 'Дашборд');
    await page.waitForLoadState('networkidle');
    expect(paths.filter((p) => CABINET_CATALOGUE.test(p)).length).toBeGreaterThan(0);
    expect(catalogues(paths, 'ru').length).toBeGreaterThan(1);
    expect(catalogues(paths, 'en')).toEqual([]);
    await page.context().close();
  });
});

describe('the wallet on the sign-in page', () => {
  it('loads no wallet library until a wallet is asked for', async () => {
    const page = await newPage(app);
    const { paths, texts } = recordScripts(page);
    await page.goto(app.url('/sign-in'));
    await waitForHeading(page, /sign in/i);
    await page.waitForLoadState('networkidle');
    expect(paths.length).toBeGreaterThan(1);
    // viem stamps its version into its errors: the wallet chunk holds `viem@` (apps/web/src/lib/web3/bundle.test.ts).
    expect((await Promise.all(texts)).filter((text) => text.includes('viem@'))).toEqual([]);
    await page.context().close();
  });
});
