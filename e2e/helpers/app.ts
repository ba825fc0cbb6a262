/**
 * What the browser tests share: one built server and one Chromium per test file, pages
 * at a given width, language and theme, the dev mailbox, accounts made through the API,
 * Mantine notifications, an axe-core check and screenshots.
 */
import { mkdirSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import type { Browser, BrowserContext, BrowserContextOptions, Locator, Page } from 'playwright-core';
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
export function watchProblems(page: Page, ignore: RegExp[] = []): string[] {
  const problems: string[] = [];
  page.on('console', (m) => {
    if (m.type() === 'error' && !ignore.some((r) => r.test(m.text()))) problems.push(m.text());
  });
  page.on('pageerror', (e) => problems.push(e.message));
  return problems;
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

/** A Mantine notification (top centre) with this text in its title or description. */
export const notification = (page: Page, text: string | RegExp): Locator =>
  page.locator('.mantine-Notification-root').filter({ hasText: text });

/** Waits for a notification and answers its title and description. */
export async function readNotification(
  page: Page,
  text: string | RegExp,
): Promise<{ title: string | null; description: string | null }> {
  const item = notification(page, text).first();
  await item.waitFor({ state: 'visible', timeout: 5_000 });
  const title = item.locator('.mantine-Notification-title');
  return {
    title: (await title.count()) ? await title.textContent() : null,
    description: await item.locator('.mantine-Notification-description').textContent(),
  };
}

export const heading = (page: Page, name: string | RegExp, level = 1): Locator =>
  page.getByRole('heading', { name, level });

export async function waitForHeading(page: Page, name: string | RegExp, level = 1): Promise<void> {
  await heading(page, name, level).first().waitFor({ state: 'visible', timeout: 10_000 });
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

async function api(
  app: App,
  pathname: string,
  body: unknown,
): Promise<{ status: number; body: Record<string, unknown> }> {
  const res = await fetch(app.url(pathname), {
    method: 'POST',
    headers: { 'content-type': 'application/json', accept: 'application/json' },
    body: JSON.stringify(body),
  });
  return { status: res.status, body: (await res.json()) as Record<string, unknown> };
}

let counter = 0;
/** A login no other test of the run uses. */
export const uniqueLogin = (prefix: string): string => `${prefix}.${Date.now()}.${++counter}@example.com`;

/** Registers through the API; with `confirm`, enters the mailed code too, so the account is an investor. */
export async function createAccount(app: App, login: string, { confirm = true, password = PASSWORD } = {}) {
  const registered = await api(app, '/api/v1/register', { login, password });
  if (registered.status !== 201) throw new Error(`register ${login}: ${JSON.stringify(registered)}`);
  if (!confirm) return;
  const code = await mailCode(app, login);
  const confirmed = await api(app, '/api/v1/confirm-login', { login, code });
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

/**
 * Runs axe-core in the page (evaluated through the DevTools protocol, so the app's strict CSP
 * stays on) and fails on any serious or critical violation, naming rules and targets.
 */
export async function checkA11y(page: Page, screen: string): Promise<void> {
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
  const violations = await page.evaluate(async () => {
    // biome-ignore lint/suspicious/noExplicitAny: axe is a global the evaluated source defines.
    const axe = (window as any).axe;
    const result = await axe.run(document, { resultTypes: ['violations'] });
    return result.violations as AxeViolation[];
  });
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

export const screensDir = path.join(artifactsDir, 'screens');

/** Saves `e2e/artifacts/screens/<screen>-<width>-<theme>.png` (the whole page). */
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
