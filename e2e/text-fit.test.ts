/**
 * No text is cut: on every route, in English and Russian, at 375 and 1280 px, each button, link, label, tab, radio
 * and menu item shows its whole text. A text counts as cut when it or a descendant is wider than its clipping box
 * (scrollWidth > clientWidth with overflow hidden or an ellipsis), when it spills out of its own box, or when a
 * clipping ancestor or the window's edge cuts into it. One browser; per width, one anonymous and one signed-in context.
 * Two layout checks of the same kind ride along: the home page's pool cards keep their rows level, and a pool's
 * balances fit a phone without a sideways swipe.
 */
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  appPerFile,
  createAccount,
  DESKTOP,
  PHONE,
  pathOf,
  signInContext,
  uniqueLogin,
  waitFor,
} from './helpers/app.ts';

const PUBLIC = [
  '/',
  '/learn',
  '/learn/:slug',
  '/sign-in',
  '/sign-in?error=auth',
  '/sign-in?error=wallet-taken',
  '/sign-up',
  '/password-recovery',
  '/password-recovery?login=someone%40example.com&code=123456',
  '/registration-confirm',
  '/no/such/page',
];
const CABINET = [
  '/cabinet/dashboard',
  '/cabinet/pools',
  '/cabinet/pools/stable',
  '/cabinet/pools/coin',
  '/cabinet/pools/dex',
  '/cabinet/pools/strategy',
  '/cabinet/dao',
  '/cabinet/affiliates',
  '/cabinet/refferal',
  '/cabinet/settings',
  '/cabinet/faq',
];
const LANGUAGES = ['', '/ru'] as const;

const app = appPerFile();
let investor: string;
let articleSlug: string;

beforeAll(async () => {
  investor = uniqueLogin('text-fit');
  await createAccount(app, investor);
  const { items } = (await (await fetch(app.url('/api/v1/articles'))).json()) as { items: Array<{ slug: string }> };
  articleSlug = items[0]?.slug ?? '';
});

async function contextAt(browser: Browser, width: number, signedIn: boolean): Promise<BrowserContext> {
  const context = await browser.newContext({ viewport: { width, height: 800 }, locale: 'en-US', colorScheme: 'light' });
  if (signedIn) await signInContext(app, context, investor);
  return context;
}

/** Opens a route and waits until it has settled: its heading, its lazy sections and its data are in. */
async function open(page: Page, path: string): Promise<void> {
  await page.goto(app.url(path));
  await page.getByRole('heading', { level: 1 }).first().waitFor({ state: 'attached' });
  await page.evaluate(() => document.fonts.ready);
  // Sections far below the fold render when scrolled near (WhenVisible): scroll down until the page stops growing
  // and nothing is loading any more.
  await waitFor(
    `${path} to finish loading`,
    () =>
      page.evaluate(() => {
        const bottom = document.documentElement.scrollHeight;
        window.scrollTo(0, bottom);
        const pending = document.querySelectorAll('[aria-busy="true"]');
        return pending.length === 0 && Math.ceil(scrollY + innerHeight) >= bottom;
      }),
    15_000,
  );
  await page.evaluate(() => window.scrollTo(0, 0));
}

/** Every cut text on the page, as "text: why". Runs in the page. */
function cutTexts(): string[] {
  const CONTROLS =
    'button, a[href], label, [role="button"], [role="link"], [role="tab"], [role="menuitem"], [role="radio"], [role="option"]';
  const problems: string[] = [];
  const clips = (style: CSSStyleDeclaration) => style.overflowX !== 'visible' || style.textOverflow === 'ellipsis';
  const shown = (el: Element) => {
    const box = el.getBoundingClientRect();
    const style = getComputedStyle(el);
    // Visually hidden helpers (1 px, clipped) carry text for screen readers only.
    return box.width > 1 && box.height > 1 && style.visibility !== 'hidden' && el.checkVisibility();
  };
  for (const el of document.querySelectorAll(CONTROLS)) {
    const text = (el as HTMLElement).innerText?.trim().replace(/\s+/g, ' ');
    if (!text || !shown(el)) continue;
    const box = el.getBoundingClientRect();
    // An off-canvas panel (the phone's closed sidebar) is out of sight as a whole, not cut.
    if (box.right <= 0 || box.left >= innerWidth) continue;
    const say = (why: string) => problems.push(`"${text}" (${el.tagName.toLowerCase()}): ${why}`);
    for (const node of [el, ...el.querySelectorAll('*')]) {
      if (!(node as HTMLElement).innerText?.trim() || !shown(node)) continue;
      if (node.scrollWidth > node.clientWidth + 1 && clips(getComputedStyle(node))) {
        say(`truncated (${node.scrollWidth} px of text in ${node.clientWidth} px)`);
        break;
      }
    }
    const range = document.createRange();
    range.selectNodeContents(el);
    const inked = range.getBoundingClientRect();
    if (inked.width > 0 && (inked.right > box.right + 1 || inked.left < box.left - 1))
      say(`overflows its box (${Math.round(inked.width)} px of text in ${Math.round(box.width)} px)`);
    if (box.left < -1 || box.right > innerWidth + 1) say(`cut by the window's edge (${Math.round(box.right)} px)`);
    for (let up = el.parentElement; up && up !== document.body; up = up.parentElement) {
      if (!clips(getComputedStyle(up))) continue;
      const frame = up.getBoundingClientRect();
      // A scrolling list shows the rest on scrolling; only sideways cuts hide part of one line.
      if (box.right > frame.right + 1 || box.left < frame.left - 1) {
        say(
          `cut by a clipping ${up.tagName.toLowerCase()} (${Math.round(box.width)} px in ${Math.round(frame.width)} px)`,
        );
        break;
      }
    }
  }
  return problems;
}

async function check(context: BrowserContext, paths: string[]): Promise<string[]> {
  const page = await context.newPage();
  page.setDefaultTimeout(15_000);
  const problems: string[] = [];
  for (const language of LANGUAGES) {
    for (const route of paths) {
      const path = `${language}${route === '/' && language ? '' : route.replace(':slug', articleSlug)}`;
      await open(page, path);
      // Guards redirect on an unexpected state: the route itself must be what was checked.
      expect(pathOf(page)).toBe(path);
      for (const problem of await page.evaluate(cutTexts)) problems.push(`${path}: ${problem}`);
    }
  }
  await page.close();
  return problems;
}

describe.each([PHONE, DESKTOP])('at %i px', (width) => {
  it('cuts no text on the public pages, in both languages', async () => {
    const context = await contextAt(app.browser, width, false);
    expect(await check(context, PUBLIC)).toEqual([]);
    await context.close();
  }, 240_000);

  it('cuts no text in the cabinet of a signed-in investor without a wallet, in both languages', async () => {
    const context = await contextAt(app.browser, width, true);
    expect(await check(context, CABINET)).toEqual([]);
    await context.close();
  }, 240_000);
});

describe('cards', () => {
  it('home page pool cards keep their figures and asset rows level, whatever their text and token lists', async () => {
    const context = await contextAt(app.browser, DESKTOP, false);
    const page = await context.newPage();
    await open(page, '/');
    const pools = page.getByRole('region', { name: 'Four pools, one cabinet' });
    const rows = await pools.evaluate((section) =>
      [...section.querySelectorAll('article')].map((card) => ({
        figures: card.querySelector('dl')?.getBoundingClientRect().top ?? null,
        assets: card.querySelector('ul')?.getBoundingClientRect().top ?? null,
      })),
    );
    expect(rows).toHaveLength(4);
    expect(rows.every((r) => r.figures !== null)).toBe(true);
    for (const key of ['figures', 'assets'] as const) {
      const tops = rows.map((r) => Math.round(r[key] ?? -1));
      expect(new Set(tops).size, `${key} rows at ${tops.join(', ')}`).toBe(1);
    }
    await context.close();
  });

  it("a pool's balances fit a phone without a sideways swipe", async () => {
    const context = await contextAt(app.browser, PHONE, true);
    const page = await context.newPage();
    await open(page, '/cabinet/pools/stable');
    const table = page.getByRole('table', { name: 'Balances' });
    await table.waitFor();
    const fit = await table.evaluate((el) => ({
      table: el.getBoundingClientRect().width,
      room: (el.parentElement as HTMLElement).clientWidth,
      window: innerWidth,
    }));
    expect(fit.table).toBeLessThanOrEqual(fit.room);
    expect(fit.table).toBeLessThan(fit.window);
    await context.close();
  });
});
