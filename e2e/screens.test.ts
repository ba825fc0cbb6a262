/**
 * Every screen, in English, at 1280 and 375 px in the light and the dark theme (decision 63): axe-core finds no
 * serious or critical violation (every rule in the light theme, the colour rules in the dark one), and at 375 px
 * nothing is wider than the phone: the page does not scroll sideways and no element sticks out of the window (what a
 * clipping or scrolling box holds is that box's business). E2E_SCREENSHOTS=1 also saves each screen as
 * e2e/artifacts/screens/<screen>-<width>-<theme>.png (git ignores the folder) for a person to look at; no test
 * compares them.
 */
import type { Locator, Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  appPerFile,
  button,
  COLOUR_RULES,
  checkA11y,
  colorScheme,
  createAccount,
  DESKTOP,
  newPage,
  PHONE,
  saveScreen,
  sidewaysOverflow,
  signInContext,
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

const app = appPerFile();
let investor: string;
let articleSlug: string;
let articleTitle: string;

/** Opens the terms from the button in `from` and waits for their text. */
async function openTerms(page: Page, from: Locator) {
  await from.getByRole('button', { name: 'Terms and conditions' }).click();
  await page
    .getByRole('dialog', { name: 'Terms and conditions' })
    .getByText(/law of Singapore/)
    .waitFor();
}

/** The investor's dashboard at one width, with something opened on it. */
const onDashboard = (name: string, width: number, prepare: (page: Page) => Promise<void>): Screen => ({
  name,
  path: '/cabinet/dashboard',
  investor: true,
  widths: [width],
  ready: h1('Dashboard'),
  prepare,
});

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
    prepare: (page) => openTerms(page, page.getByRole('contentinfo')),
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
  onDashboard('cabinet-terms', DESKTOP, (page) =>
    openTerms(page, page.getByRole('navigation', { name: 'Cabinet', exact: true })),
  ),
  onDashboard('sidebar-collapsed', DESKTOP, async (page) => {
    await button(page, 'Collapse the sidebar').click();
    await button(page, 'Expand the sidebar').waitFor();
    await settled(page);
  }),
  onDashboard('cabinet-menu', PHONE, async (page) => {
    await button(page, 'Open the menu').click();
    await page.getByTestId('mobile-profile').waitFor();
    await settled(page);
  }),
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
  // A fixed login keeps the avatar's initials and colour, and so the screenshots, the same from run to run.
  investor = 'investor.screens@example.com';
  await createAccount(app, investor);
  const { items } = (await (await fetch(app.url('/api/v1/articles'))).json()) as {
    items: Array<{ slug: string; title: string }>;
  };
  articleSlug = items[0]?.slug ?? '';
  articleTitle = items[0]?.title ?? '';
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

const SCREENSHOTS = process.env.E2E_SCREENSHOTS === '1';

describe('every screen', () => {
  for (const screen of screens) {
    it(`${screen.name}: no serious or critical axe violation in either theme, nothing wider than a phone`, async () => {
      const problems: string[] = [];
      for (const theme of ['light', 'dark'] as const) {
        const page = await pageFor(Boolean(screen.investor), theme);
        for (const width of screen.widths ?? [DESKTOP, PHONE]) {
          await show(page, screen, width);
          await waitFor(`the ${theme} scheme`, async () => (await colorScheme(page)) === theme);
          if (SCREENSHOTS) await saveScreen(page, screen.name, theme);
          const where = `${theme}, ${width} px`;
          // The dark theme is the same page in other colours: only the colour rules can judge it differently.
          const rules = theme === 'dark' ? COLOUR_RULES : undefined;
          await checkA11y(page, `${screen.name} (${where})`, rules).catch((e: Error) => problems.push(e.message));
          if (width === PHONE) for (const p of await sidewaysOverflow(page)) problems.push(`${where}: ${p}`);
        }
      }
      expect(problems).toEqual([]);
    });
  }
});

describe('the sideways check', () => {
  it('names what sticks out of a phone and leaves what a scroller holds to the scroller', async () => {
    const page = await pageFor(false, 'light');
    await show(page, { name: 'home', path: '/', ready: h1('Put your crypto to work, every day') }, PHONE);
    expect(await sidewaysOverflow(page)).toEqual([]);
    await page.evaluate(() => {
      const scroller = Object.assign(document.createElement('div'), { style: 'overflow-x: auto' });
      scroller.append(Object.assign(document.createElement('div'), { textContent: 'scrolled', style: 'width: 600px' }));
      const wide = Object.assign(document.createElement('div'), { textContent: 'wide', style: 'width: 500px' });
      document.body.append(scroller, wide);
    });
    const problems = await sidewaysOverflow(page);
    expect(problems).toContainEqual(expect.stringMatching(/^the page is \d+ px wide in \d+ px$/));
    expect(problems).toContainEqual(expect.stringMatching(/^<div> "wide" spans 0…500 px of \d+ px$/));
    expect(problems.join('\n')).not.toContain('scrolled');
  });
});
