/**
 * What the browser tests share: one built server and one Chromium per test file, pages
 * at a given width, language and theme, the dev mailbox, accounts made through the API,
 * notifications, an axe-core check, a sideways-overflow check and screenshots on request.
 */
import { mkdirSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import type { Browser, BrowserContext, BrowserContextOptions, Locator, Page } from 'playwright-core';
import { afterAll, beforeAll } from 'vitest';
import { artifactsDir, launchBrowser } from './browser.ts';
import { type RunningServer, startServer } from './server.ts';

export const PASSWORD = 'Start#2026';
export const DESKTOP = 1280;
export const PHONE = 375;
/** A 401 of a refused or expired call is the browser's console line, not an app error: for `watchProblems`. */
export const HTTP_401 = /status of 401/;
export type Theme = 'light' | 'dark';

/** The key Mantine's colour-scheme manager keeps the preference under (apps/web/src/app/provider.tsx). */
const COLOR_SCHEME_KEY = 'yc:color-scheme';

export interface App {
  server: RunningServer;
  browser: Browser;
  /** The server's address on a loopback host name: `localhost` (default) or `127.0.0.1`. */
  url(pathname?: string, host?: string): string;
  stop(): Promise<void>;
}

/**
 * One server on a fresh database and one Chromium. A browser suite signs in far more often
 * per minute than a person, and all its users share one IP (127.0.0.1), so the per-IP and
 * per-login limits on auth calls and the per-IP limit on the API are raised.
 */
export async function startApp(env: Record<string, string> = {}): Promise<App> {
  const [server, browser] = await Promise.all([
    startServer({
      AUTH_RATE_LIMIT_PER_IP: '10000',
      AUTH_RATE_LIMIT_PER_LOGIN: '10000',
      RATE_LIMIT_PER_MINUTE: '100000',
      ...env,
    }),
    launchBrowser(),
  ]);
  const port = new URL(server.url).port;
  return {
    server,
    browser,
    url: (pathname = '/', host = 'localhost') => `http://${host}:${port}${pathname}`,
    stop: async () => {
      await browser.close();
      await server.stop();
    },
  };
}

/**
 * The file's app: started before its tests (after the hooks registered earlier) and stopped after them. The object is
 * usable from the first test on.
 */
export function appPerFile(env: Record<string, string> | (() => Promise<Record<string, string>>) = {}): App {
  let app: App | undefined;
  beforeAll(async () => {
    app = await startApp(typeof env === 'function' ? await env() : env);
  });
  afterAll(async () => {
    await app?.stop();
  });
  const started = (): App => {
    if (!app) throw new Error('the app is not started yet: use it inside a hook or a test');
    return app;
  };
  return {
    get server() {
      return started().server;
    },
    get browser() {
      return started().browser;
    },
    url: (pathname, host) => started().url(pathname, host),
    stop: () => started().stop(),
  };
}

export interface PageOptions {
  width?: number;
  height?: number;
  locale?: string;
  theme?: Theme;
  /** Extra context options, e.g. `colorScheme`. */
  context?: BrowserContextOptions;
}

/** A page in its own context (own cookies and storage), with an explicit theme preference unless told otherwise. */
export async function newPage(app: App, options: PageOptions = {}): Promise<Page> {
  const context = await app.browser.newContext({
    viewport: { width: options.width ?? DESKTOP, height: options.height ?? 800 },
    locale: options.locale ?? 'en-US',
    colorScheme: options.theme ?? 'light',
    ...options.context,
  });
  if (options.theme) {
    await context.addInitScript(
      ([key, theme]) => {
        if (!localStorage.getItem(key as string)) localStorage.setItem(key as string, theme as string);
      },
      [COLOR_SCHEME_KEY, options.theme],
    );
  }
  const page = await context.newPage();
  page.setDefaultTimeout(10_000);
  return page;
}

/** Console errors and uncaught exceptions of a page, to assert there are none. */
export function watchProblems(page: Page, ignore: RegExp[] = [], { warnings = false } = {}): string[] {
  const problems: string[] = [];
  page.on('console', (m) => {
    const counted = m.type() === 'error' || (warnings && m.type() === 'warning');
    if (counted && !ignore.some((r) => r.test(m.text()))) problems.push(m.text());
  });
  page.on('pageerror', (e) => problems.push(e.message));
  return problems;
}

/**
 * Records the layout shifts of the context's pages from their first paint, each with what moved, so a failure says
 * where (read with `layoutShiftsOf`).
 */
export async function recordLayoutShifts(context: BrowserContext): Promise<void> {
  await context.addInitScript(() => {
    const shifts: string[] = [];
    Object.assign(window, { layoutShifts: shifts });
    type Shift = PerformanceEntry & { value: number; sources: Array<{ node?: Node | null }> };
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as Shift[]) {
        const moved = entry.sources.map((s) => `${s.node?.nodeName} "${s.node?.textContent?.slice(0, 40)}"`);
        shifts.push(`${entry.value} at ${Math.round(entry.startTime)} ms: ${moved.join(', ')}`);
      }
    }).observe({ type: 'layout-shift', buffered: true });
  });
}

/** The page's layout shifts so far (`recordLayoutShifts`) and their sum, the layout shift score. */
export async function layoutShiftsOf(page: Page): Promise<{ cls: number; shifts: string[] }> {
  const shifts = await page.evaluate(() => (window as unknown as { layoutShifts: string[] }).layoutShifts);
  return { cls: shifts.reduce((sum, shift) => sum + Number.parseFloat(shift), 0), shifts };
}

/** A fresh page (`newPage`) watched for problems (`watchProblems`), opened at `pathname`. */
export async function openWatched(
  app: App,
  pathname: string,
  options: PageOptions = {},
): Promise<{ page: Page; problems: string[] }> {
  const page = await newPage(app, options);
  const problems = watchProblems(page);
  await page.goto(app.url(pathname));
  return { page, problems };
}

/** Waits until `fn` returns a truthy value; the last error or value is in the failure message. */
export async function waitFor<T>(what: string, fn: () => Promise<T> | T, timeoutMs = 10_000): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  let last: unknown;
  for (;;) {
    try {
      const value = await fn();
      if (value) return value;
      last = value;
    } catch (error) {
      last = error;
    }
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}; last: ${String(last)}`);
    await new Promise((r) => setTimeout(r, 50));
  }
}

/** The path (and query) of the page's URL. */
export const pathOf = (page: Page): string => {
  const url = new URL(page.url());
  return `${url.pathname}${url.search}`;
};

export const waitForPath = (page: Page, expected: string, timeoutMs = 10_000) =>
  waitFor(`the URL ${expected} (now ${pathOf(page)})`, () => pathOf(page) === expected, timeoutMs);

/**
 * A notification (top centre): an alert that can be closed (the alert above a form cannot), with this text in its
 * title or description.
 */
export const notification = (page: Page, text: string | RegExp): Locator =>
  page
    .getByRole('alert')
    .filter({ has: page.getByRole('button', { name: /^(Close|Закрыть)$/ }) })
    .filter({ hasText: text });

/** Waits for a notification and answers its title (null without one) and description: its texts in reading order. */
export async function readNotification(
  page: Page,
  text: string | RegExp,
): Promise<{ title: string | null; description: string | null }> {
  const item = notification(page, text).first();
  await item.waitFor({ state: 'visible', timeout: 5_000 });
  const texts = await item.evaluate((alert) =>
    [...alert.querySelectorAll('*')]
      .filter((el) => [...el.childNodes].some((n) => n.nodeType === Node.TEXT_NODE && n.textContent?.trim()))
      .map((el) => el.textContent?.trim() ?? ''),
  );
  if (texts.length > 2) throw new Error(`a notification with more than a title and a description: ${texts}`);
  return texts.length === 2
    ? { title: texts[0] ?? null, description: texts[1] ?? null }
    : { title: null, description: texts[0] ?? null };
}

/** The value shown right after a label: a figure card's number, a data list's value, a table row's cell. */
export const shownAfter = (label: Locator): Locator => label.locator('xpath=following-sibling::*[1]');

/** The value shown after the first text `label` in `scope`. */
export const figure = (scope: Page | Locator, label: string): Locator =>
  shownAfter(scope.getByText(label, { exact: true }).first());

export const heading = (page: Page, name: string | RegExp, level = 1): Locator =>
  page.getByRole('heading', { name, level });

/**
 * Waits for React to run the page: a page the server rendered shows its text before its script has run, and a
 * button pressed then does nothing (decision 91).
 */
export async function waitForApp(page: Page): Promise<void> {
  await page.waitForFunction(
    () => Object.keys(document.getElementById('root') ?? {}).some((key) => key.startsWith('__reactContainer')),
    undefined,
    { timeout: 10_000 },
  );
}

export async function waitForHeading(page: Page, name: string | RegExp, level = 1): Promise<void> {
  await heading(page, name, level).first().waitFor({ state: 'visible', timeout: 10_000 });
  await waitForApp(page);
}

/** Fields by accessible name: Mantine puts an aria-hidden asterisk in the label of a required field. */
export const field = (page: Page, name: string | RegExp): Locator =>
  page.getByRole('textbox', { name, exact: typeof name === 'string' });

export const button = (page: Page, name: string | RegExp): Locator =>
  page.getByRole('button', { name, exact: typeof name === 'string' });

interface MailMessage {
  to: string;
  subject: string;
  text: string;
  createdAt: string;
}

async function mailbox(app: Pick<App, 'url'>, login: string): Promise<MailMessage[]> {
  const res = await fetch(app.url(`/api/v1/dev/mailbox?to=${encodeURIComponent(login)}`));
  if (!res.ok) throw new Error(`dev mailbox answered ${res.status}`);
  return ((await res.json()) as { messages: MailMessage[] }).messages;
}

/** How many messages a login has received so far. */
export const mailCount = async (app: Pick<App, 'url'>, login: string): Promise<number> =>
  (await mailbox(app, login)).length;

/** The 6-digit code of the newest message once the login has more than `after` messages (the outbox is async). */
export async function mailCode(app: Pick<App, 'url'>, login: string, after = 0): Promise<string> {
  return waitFor(`message ${after + 1} to ${login} in the dev mailbox`, async () => {
    const messages = await mailbox(app, login);
    if (messages.length <= after) return '';
    const code = /\b(\d{6})\b/.exec(messages[0]?.text ?? '')?.[1];
    if (!code) throw new Error(`no 6-digit code in: ${messages[0]?.text}`);
    return code;
  });
}

// biome-ignore lint/suspicious/noExplicitAny: a test reads whatever shape the call it made answers.
type ApiBody = any;

/** A JSON call to the API of the server at `origin`, with a bearer token when given. */
export async function callApi(
  origin: string,
  method: string,
  pathname: string,
  body?: unknown,
  token?: string | null,
): Promise<{ status: number; body: ApiBody }> {
  const res = await fetch(new URL(pathname, origin), {
    method,
    headers: {
      accept: 'application/json',
      ...(body === undefined ? {} : { 'content-type': 'application/json' }),
      ...(token ? { authorization: `Bearer ${token}` } : {}),
    },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  return { status: res.status, body: await res.json() };
}

let counter = 0;
/** A login no other test of the run uses. */
export const uniqueLogin = (prefix: string): string => `${prefix}.${Date.now()}.${++counter}@example.com`;

/** Registers through the API; with `confirm`, enters the mailed code too, so the account is an investor. */
export async function createAccount(app: App, login: string, { confirm = true, password = PASSWORD } = {}) {
  const registered = await callApi(app.url(), 'POST', '/api/v1/register', { login, password });
  if (registered.status !== 201) throw new Error(`register ${login}: ${JSON.stringify(registered)}`);
  if (!confirm) return;
  const code = await mailCode(app, login);
  const confirmed = await callApi(app.url(), 'POST', '/api/v1/confirm-login', { login, code });
  if (confirmed.status !== 200) throw new Error(`confirm ${login}: ${JSON.stringify(confirmed)}`);
}

/**
 * Signs a context in the way a returning visitor is: the refresh cookie from `/api/v1/login`
 * (the context's request client shares its cookie jar) plus the app's "may have a session" hint,
 * so the next page load restores the session as a reload does.
 */
export async function signInContext(app: App, context: BrowserContext, login: string, password = PASSWORD) {
  const res = await context.request.post(app.url('/api/v1/login'), { data: { login, password } });
  if (res.status() !== 200) throw new Error(`login ${login}: ${res.status()} ${await res.text()}`);
  await context.addInitScript(() => localStorage.setItem('yc:session', '1'));
}

/** Signs in through the sign-in form. */
export async function signInWithForm(page: Page, login: string, password = PASSWORD): Promise<void> {
  await field(page, /^Login/).fill(login);
  await field(page, 'Password').fill(password);
  await button(page, 'Sign in').click();
}

/** Opens /sign-in and signs in through its form. */
export async function signInAtSignIn(app: App, page: Page, login: string, password = PASSWORD): Promise<void> {
  await page.goto(app.url('/sign-in'));
  await waitForHeading(page, 'Sign in');
  await signInWithForm(page, login, password);
}

/** A new account (`createAccount`'s options) and a fresh page, not signed in yet. */
export async function newAccountPage(
  app: App,
  prefix: string,
  options: Parameters<typeof createAccount>[2] = {},
): Promise<{ page: Page; login: string }> {
  const login = uniqueLogin(prefix);
  await createAccount(app, login, options);
  return { page: await newPage(app), login };
}

/** A new investor signed in through the sign-in form, on the dashboard. */
export async function newInvestorSignedIn(app: App, prefix: string): Promise<{ page: Page; login: string }> {
  const { page, login } = await newAccountPage(app, prefix);
  await signInAtSignIn(app, page, login);
  await waitForPath(page, '/cabinet/dashboard');
  return { page, login };
}

/** Fills the open sign-up form (e-mail, the password twice, the terms accepted) without sending it. */
export async function fillSignUp(page: Page, login: string, password = PASSWORD): Promise<void> {
  await waitForHeading(page, 'Sign up');
  await field(page, 'E-mail').fill(login);
  await field(page, 'Password').fill(password);
  await field(page, 'Repeat the password').fill(password);
  await page.getByRole('checkbox', { name: /I accept the/ }).check();
}

/** The navbar of the cabinet (Mantine AppShell.Navbar). */
export const sidebar = (page: Page): Locator => page.getByRole('navigation', { name: 'Cabinet', exact: true });

export async function sidebarBox(page: Page) {
  return (await sidebar(page).boundingBox()) ?? { x: 0, y: 0, width: 0, height: 0 };
}

const axeSource = readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');

interface AxeViolation {
  id: string;
  impact: string | null;
  help: string;
  nodes: Array<{ target: unknown[]; html: string }>;
}

/** axe's rules that judge colours: all a change of theme can change on the same page. */
export const COLOUR_RULES = ['color-contrast', 'link-in-text-block'];

/**
 * Runs axe-core in the page (evaluated through the DevTools protocol, so the app's strict CSP
 * stays on) and fails on any serious or critical violation, naming rules and targets. `rules`
 * runs only those.
 */
export async function checkA11y(page: Page, screen: string, rules?: string[]): Promise<void> {
  // A notification or dialog still fading in has its final colours only at the end: contrast is judged then
  // (endless animations, such as loaders, are not waited for).
  await page.evaluate(() =>
    Promise.all(
      document
        .getAnimations()
        .filter((a) => a.effect?.getComputedTiming().iterations !== Number.POSITIVE_INFINITY)
        .map((a) => a.finished.catch(() => undefined)),
    ),
  );
  await page.evaluate(axeSource);
  const violations = await page.evaluate(async (runOnly) => {
    // biome-ignore lint/suspicious/noExplicitAny: axe is a global the evaluated source defines.
    const axe = (window as any).axe;
    const result = await axe.run(document, { resultTypes: ['violations'], ...(runOnly ? { runOnly } : {}) });
    return result.violations as AxeViolation[];
  }, rules);
  const serious = violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
  if (serious.length) {
    const lines = serious.map(
      (v) =>
        `  ${v.id} (${v.impact}): ${v.help}\n${v.nodes
          .slice(0, 5)
          .map((n) => `    ${JSON.stringify(n.target)} ${n.html.slice(0, 160)}`)
          .join('\n')}`,
    );
    throw new Error(`axe found ${serious.length} serious or critical violation(s) on ${screen}:\n${lines.join('\n')}`);
  }
}

/**
 * What makes a phone scroll sideways: the page wider than the window, or a shown element sticking out of it (more
 * than a pixel, for sub-pixel layout). An element inside a box that clips or scrolls sideways is left to that box
 * (a wide table in its scroller); one wholly outside the window (a closed off-canvas panel) is not shown.
 */
export const sidewaysOverflow = (page: Page): Promise<string[]> =>
  page.evaluate(() => {
    const problems: string[] = [];
    const root = document.scrollingElement ?? document.documentElement;
    const width = root.clientWidth;
    if (root.scrollWidth > width) problems.push(`the page is ${root.scrollWidth} px wide in ${width} px`);
    const describe = (el: Element) => {
      const label = el.getAttribute('aria-label') ?? (el as HTMLElement).innerText?.trim().slice(0, 40);
      return `<${el.tagName.toLowerCase()}>${label ? ` "${label}"` : ''}`;
    };
    const clippedByAncestor = (el: Element) => {
      for (let up = el.parentElement; up && up !== document.body; up = up.parentElement)
        if (getComputedStyle(up).overflowX !== 'visible') return true;
      return false;
    };
    // An element that sticks out is named once, not with every child that sticks out with it.
    const named = new Set<Element>();
    for (const el of document.body.querySelectorAll('*')) {
      if (el.parentElement && named.has(el.parentElement)) {
        named.add(el);
        continue;
      }
      const box = el.getBoundingClientRect();
      if (box.width < 1 || box.height < 1) continue;
      if (box.left >= -1 && box.right <= width + 1) continue;
      if (box.right <= 0 || box.left >= width) continue;
      if (!el.checkVisibility({ visibilityProperty: true, opacityProperty: true }) || clippedByAncestor(el)) continue;
      named.add(el);
      problems.push(`${describe(el)} spans ${Math.round(box.left)}…${Math.round(box.right)} px of ${width} px`);
    }
    return problems;
  });

export const screensDir = path.join(artifactsDir, 'screens');

/** Saves `e2e/artifacts/screens/<screen>-<width>-<theme>.png` (the whole page), for a person to look at. */
export async function saveScreen(page: Page, screen: string, theme: Theme): Promise<string> {
  mkdirSync(screensDir, { recursive: true });
  const width = page.viewportSize()?.width ?? 0;
  const file = path.join(screensDir, `${screen}-${width}-${theme}.png`);
  await page.screenshot({ path: file, fullPage: true, animations: 'disabled' });
  return file;
}

/** The colour scheme Mantine applied to <html>. */
export const colorScheme = (page: Page) =>
  page.evaluate(() => document.documentElement.getAttribute('data-mantine-color-scheme'));

/** Cookies of the page's context by name. */
export async function cookie(page: Page, name: string) {
  return (await page.context().cookies()).find((c) => c.name === name);
}

/**
 * Records every string the page assigns to document.cookie, so a test can read the Max-Age the
 * app asked for (Chromium caps stored expiry at 400 days, which hides 2147483647).
 */
export async function recordCookieWrites(context: BrowserContext): Promise<void> {
  await context.addInitScript(() => {
    const descriptor = Object.getOwnPropertyDescriptor(Document.prototype, 'cookie');
    if (!descriptor?.set || !descriptor.get) return;
    const writes: string[] = [];
    (window as unknown as { __cookieWrites: string[] }).__cookieWrites = writes;
    Object.defineProperty(document, 'cookie', {
      configurable: true,
      get: () => descriptor.get?.call(document),
      set: (value: string) => {
        writes.push(value);
        descriptor.set?.call(document, value);
      },
    });
  });
}

export const cookieWrites = (page: Page): Promise<string[]> =>
  page.evaluate(() => (window as unknown as { __cookieWrites?: string[] }).__cookieWrites ?? []);
