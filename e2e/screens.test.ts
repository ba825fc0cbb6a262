/**
 * Every screen, in English: axe-core finds no serious or critical violation at 1280 px
 * (light), and each is saved at 1280 and 375 px in light and dark as
 * e2e/artifacts/screens/<screen>-<width>-<theme>.png for people to look at.
 */
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  type App,
  button,
  checkA11y,
  colorScheme,
  createAccount,
  DESKTOP,
  newPage,
  PHONE,
  saveScreen,
  signInContext,
  startApp,
  type Theme,
  waitFor,
  waitForHeading,
} from './helpers/app.ts';

interface Screen {
  name: string;
  path: string;
  /** Needs a signed-in investor. */
  investor?: boolean;
  /** Waits until the screen shows what it is for. */
  ready: (page: Page) => Promise<void>;
  /** Brings the screen into the state to capture (a dialog open, a menu open). */
  prepare?: (page: Page) => Promise<void>;
  /** Widths the screen exists at; both by default. */
  widths?: number[];
}

const h1 = (name: string | RegExp) => (page: Page) => waitForHeading(page, name);

let app: App;
let investor: string;
let articleSlug: string;
let articleTitle: string;

const screens: Screen[] = [
  { name: 'home', path: '/', ready: h1('Put your crypto to work, every day') },
  { name: 'learn', path: '/learn', ready: h1('Learn') },
  { name: 'learn-article', path: '/learn/:slug', ready: (page) => waitForHeading(page, articleTitle) },
  { name: 'sign-in', path: '/sign-in', ready: h1('Sign in') },
  {
    name: 'sign-in-auth-error',
    path: '/sign-in?error=auth',
    ready: async (page) => {
      await waitForHeading(page, 'Sign in');
      await page.getByRole('main').getByRole('alert').waitFor();
    },
  },
  { name: 'sign-up', path: '/sign-up', ready: h1('Sign up') },
  {
    name: 'sign-up-invalid',
    path: '/sign-up',
    ready: h1('Sign up'),
    prepare: async (page) => {
      await button(page, 'Create an account').click();
      await page.getByText("It's required field!").first().waitFor();
    },
  },
  { name: 'password-recovery', path: '/password-recovery', ready: h1('Password recovery') },
  {
    name: 'password-recovery-code',
    path: '/password-recovery?login=someone%40example.com&code=123456',
    ready: async (page) => {
      await waitForHeading(page, 'Password recovery');
      await page.getByRole('textbox', { name: 'New password' }).waitFor();
    },
  },
  { name: 'registration-confirm', path: '/registration-confirm', ready: h1('Confirm your e-mail') },
  {
    name: 'terms',
    path: '/sign-in',
    ready: h1('Sign in'),
    prepare: async (page) => {
      await page.getByRole('contentinfo').getByRole('button', { name: 'Terms and conditions' }).click();
      await page
        .getByRole('dialog', { name: 'Terms and conditions' })
        .getByText(/law of Singapore/)
        .waitFor();
    },
  },
  { name: 'not-found', path: '/no/such/page', ready: h1('Oops! Something goes wrong') },
  { name: 'dashboard', path: '/cabinet/dashboard', investor: true, ready: h1('Dashboard') },
  { name: 'pools', path: '/cabinet/pools', investor: true, ready: h1('Pools') },
  { name: 'pools-stable', path: '/cabinet/pools/stable', investor: true, ready: h1('Stable pool') },
  { name: 'pools-coin', path: '/cabinet/pools/coin', investor: true, ready: h1('Coin pool') },
  { name: 'pools-dex', path: '/cabinet/pools/dex', investor: true, ready: h1('Dex pool') },
  { name: 'pools-strategy', path: '/cabinet/pools/strategy', investor: true, ready: h1('Strategy pool') },
  { name: 'dao', path: '/cabinet/dao', investor: true, ready: h1('DAO') },
  { name: 'affiliates', path: '/cabinet/affiliates', investor: true, ready: h1('Affiliates') },
  { name: 'referral', path: '/cabinet/refferal', investor: true, ready: h1('Referral') },
  {
    name: 'settings',
    path: '/cabinet/settings',
    investor: true,
    ready: async (page) => {
      await waitForHeading(page, 'Settings');
      await page.getByRole('textbox', { name: 'Phone' }).waitFor();
    },
  },
  {
    name: 'faq',
    path: '/cabinet/faq',
    investor: true,
    ready: async (page) => {
      await waitForHeading(page, 'F.A.Q.');
      await page.getByRole('heading', { level: 2 }).first().waitFor();
    },
  },
  {
    name: 'cabinet-terms',
    path: '/cabinet/dashboard',
    investor: true,
    widths: [DESKTOP],
    ready: h1('Dashboard'),
    prepare: async (page) => {
      await page
        .getByRole('navigation', { name: 'Cabinet', exact: true })
        .getByRole('button', { name: 'Terms and conditions' })
        .click();
      await page
        .getByRole('dialog', { name: 'Terms and conditions' })
        .getByText(/law of Singapore/)
        .waitFor();
    },
  },
  {
    name: 'sidebar-collapsed',
    path: '/cabinet/dashboard',
    investor: true,
    widths: [DESKTOP],
    ready: h1('Dashboard'),
    prepare: async (page) => {
      await button(page, 'Collapse the sidebar').click();
      await button(page, 'Expand the sidebar').waitFor();
      await settled(page);
    },
  },
  {
    name: 'cabinet-menu',
    path: '/cabinet/dashboard',
    investor: true,
    widths: [PHONE],
    ready: h1('Dashboard'),
    prepare: async (page) => {
      await button(page, 'Open the menu').click();
      await page.getByTestId('mobile-profile').waitFor();
      await settled(page);
    },
  },
];

/**
 * Waits until no finite CSS transition or animation is running: the screen as a person sees it once it stops moving
 * (a loader's endless spin never stops, so it does not count).
 */
const settled = (page: Page) =>
  page.waitForFunction(
    () =>
      document
        .getAnimations()
        .every(
          (a) => a.playState !== 'running' || a.effect?.getComputedTiming().iterations === Number.POSITIVE_INFINITY,
        ),
    undefined,
    { timeout: 10_000 },
  );

/** One page per (visitor kind, theme), reused across screens. */
const pages = new Map<string, Page>();
async function pageFor(investorPage: boolean, theme: Theme): Promise<Page> {
  const key = `${investorPage}-${theme}`;
  let page = pages.get(key);
  if (!page) {
    page = await newPage(app, { theme, context: { colorScheme: theme } });
    if (investorPage) await signInContext(app, page.context(), investor);
    // Every screen starts with the sidebar expanded, whatever an earlier screen did to it.
    await page.context().addInitScript(() => localStorage.removeItem('yc:sidebar-collapsed'));
    pages.set(key, page);
  }
  return page;
}

beforeAll(async () => {
  app = await startApp();
  // A fixed login keeps the avatar's initials and colour, and so the screenshots, the same from run to run.
  investor = 'investor.screens@example.com';
  await createAccount(app, investor);
  const { items } = (await (await fetch(app.url('/api/v1/articles'))).json()) as {
    items: Array<{ slug: string; title: string }>;
  };
  articleSlug = items[0]?.slug ?? '';
  articleTitle = items[0]?.title ?? '';
});
afterAll(async () => {
  await app?.stop();
});

async function show(page: Page, screen: Screen, width: number) {
  await page.setViewportSize({ width, height: 800 });
  await page.goto(app.url(screen.path.replace(':slug', articleSlug)));
  await screen.ready(page);
  // A fresh document reads the window size at start (its 100 ms resize throttle has nothing pending); what moves
  // still is a transition, and axe must not judge a half-faded colour.
  await settled(page);
  await screen.prepare?.(page);
}

describe('every screen', () => {
  for (const screen of screens) {
    it(`${screen.name}: no serious or critical axe violation, screenshots saved`, async () => {
      let a11y: Error | undefined;
      for (const theme of ['light', 'dark'] as const) {
        const page = await pageFor(Boolean(screen.investor), theme);
        for (const width of screen.widths ?? [DESKTOP, PHONE]) {
          await show(page, screen, width);
          await waitFor(`the ${theme} scheme`, async () => (await colorScheme(page)) === theme);
          await saveScreen(page, screen.name, theme);
          if (theme === 'light' && width === DESKTOP) a11y = await checkA11y(page, screen.name).catch((e) => e);
        }
      }
      expect(a11y?.message).toBeUndefined();
    });
  }
});
