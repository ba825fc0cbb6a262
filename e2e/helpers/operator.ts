/**
 * Operators in browser tests (decision 67). The server holds its embedded database, so `npm run admin` cannot add one
 * while it runs: dev mode's POST /api/v1/dev/operators does what the command does, and the API enrols the operator in
 * TOTP. A code is good once per 30-second step and the server accepts the next step's code too, so `code()` hands
 * out the current step, then the next, and only then waits for the clock.
 */

import { execFile } from 'node:child_process';
import { promisify } from 'node:util';
import { Secret, TOTP } from 'otpauth';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll } from 'vitest';
import {
  type App,
  appPerFile,
  button,
  callApi,
  field,
  newInvestorSignedIn,
  newPage,
  PASSWORD,
  type Theme,
  uniqueLogin,
  waitForPath,
} from './app.ts';
import { repoRoot, tempDataDir } from './server.ts';

const PERIOD_MS = 30_000;

export interface Operator {
  id: string;
  login: string;
  password: string;
  /** Base32 TOTP secret; null until enrolled. */
  secret: string | null;
  recoveryCodes: string[];
  /** The server's origin, for the sign-in page. */
  origin: string;
  /** A TOTP code the server has not seen yet. */
  code(): Promise<string>;
}

/**
 * The file's app on a data directory where `npm run admin -- create` made the operator `login` (password PASSWORD)
 * before the server opened it, as a deployment's first operator is made.
 */
export const appWithCliOperator = (login: string): App =>
  appPerFile(async () => {
    const dataDir = tempDataDir();
    await promisify(execFile)(
      process.execPath,
      ['apps/server/dist/admin.js', 'create', '--login', login, '--password', PASSWORD],
      { cwd: repoRoot, env: { PATH: process.env.PATH, DATA_DIR: dataDir, NODE_ENV: 'development' } },
    );
    return { DATA_DIR: dataDir };
  });

/** A fresh TOTP code of `secret` whose step is after `lastStep`: waits for the clock only when two are used up. */
export async function freshCode(secret: string, lastStep: { value: number }): Promise<string> {
  const nowStep = Math.floor(Date.now() / PERIOD_MS);
  const step = Math.max(nowStep, lastStep.value + 1);
  // The server takes one step ahead of its clock; a further one is waited for.
  const waitMs = (step - 1) * PERIOD_MS - Date.now();
  if (waitMs > 0) await new Promise((resolve) => setTimeout(resolve, waitMs));
  lastStep.value = step;
  return TOTP.generate({ secret: Secret.fromBase32(secret), timestamp: step * PERIOD_MS });
}

/** An operator as `npm run admin -- create` makes one; enrolled in TOTP through the API unless `enrol: false`. */
export async function createOperator(app: App, { enrol = true, prefix = 'operator' } = {}): Promise<Operator> {
  const login = uniqueLogin(prefix);
  const created = await callApi(app.url(), 'POST', '/api/v1/dev/operators', { login, password: PASSWORD });
  if (created.status !== 201) throw new Error(`create operator: ${JSON.stringify(created)}`);
  const operator = operatorOf(app, created.body.id, login, PASSWORD);
  return enrol ? enrolOperator(operator) : operator;
}

/** An existing operator account (one the command line made, say), not enrolled yet. */
export function operatorOf(app: App, id: string, login: string, password = PASSWORD): Operator {
  const lastStep = { value: 0 };
  const operator: Operator = {
    id,
    login,
    password,
    secret: null,
    recoveryCodes: [],
    origin: app.url(),
    code: () => {
      if (!operator.secret) throw new Error(`${login} is not enrolled`);
      return freshCode(operator.secret, lastStep);
    },
  };
  return operator;
}

/** Enrols the operator through the API: a secret, its first code, the ten recovery codes. */
export async function enrolOperator(operator: Operator): Promise<Operator> {
  const { origin, login, password } = operator;
  const session = await callApi(origin, 'POST', '/api/v1/login', { login, password });
  const token = session.body.token as string;
  const enrolment = await callApi(origin, 'POST', '/api/v1/admin/2fa/enrol', undefined, token);
  if (enrolment.status !== 200) throw new Error(`enrol: ${JSON.stringify(enrolment)}`);
  operator.secret = enrolment.body.secret as string;
  const confirmed = await callApi(origin, 'POST', '/api/v1/admin/2fa/confirm', { code: await operator.code() }, token);
  if (confirmed.status !== 200) throw new Error(`confirm: ${JSON.stringify(confirmed)}`);
  operator.recoveryCodes = confirmed.body.recoveryCodes;
  await callApi(origin, 'POST', '/api/v1/logout', undefined, token);
  return operator;
}

/** An access token of an enrolled operator: the password, then a code. */
export async function operatorToken(op: Operator): Promise<string> {
  const step = await callApi(op.origin, 'POST', '/api/v1/login', { login: op.login, password: op.password });
  if (!step.body.totpRequired) throw new Error(`login ${op.login}: ${JSON.stringify(step)}`);
  const res = await callApi(op.origin, 'POST', '/api/v1/login/totp', {
    challenge: step.body.challenge,
    code: await op.code(),
  });
  if (res.status !== 200) throw new Error(`code step ${op.login}: ${JSON.stringify(res)}`);
  return res.body.token as string;
}

/** Signs an enrolled operator in through the sign-in form and its code step; the console opens. */
export async function signInOperator(page: Page, op: Operator): Promise<void> {
  await page.goto(new URL('/sign-in', op.origin).href);
  await field(page, /^Login/).fill(op.login);
  await field(page, 'Password').fill(op.password);
  await button(page, 'Sign in').click();
  await field(page, 'Authentication code').fill(await op.code());
  await button(page, 'Verify').click();
  await waitForPath(page, '/admin');
}

/** A page at `width` whose context holds the operator's session (password, then a code, through the API). */
export async function operatorPage(app: App, op: Operator, width: number, theme: Theme = 'light'): Promise<Page> {
  const page = await newPage(app, { width, theme });
  const context = page.context();
  const credentials = { login: op.login, password: op.password };
  const { challenge } = await (await context.request.post(app.url('/api/v1/login'), { data: credentials })).json();
  const res = await context.request.post(app.url('/api/v1/login/totp'), {
    data: { challenge, code: await op.code() },
  });
  if (res.status() !== 200) throw new Error(await res.text());
  await context.addInitScript(() => localStorage.setItem('yc:session', '1'));
  return page;
}

export interface ConsoleSession {
  operator: Operator;
  /** The operator's page, signed in once through the form (each sign-in spends a TOTP code); unset with `page: false`. */
  page: Page;
  /** An investor's page, signed in; set only when `investor` (its login's prefix) is given. */
  investor: Page;
}

/**
 * The console test file's setup: before its tests an enrolled operator, signed in on a page of `theme` (unless
 * `page: false`, for files that open their own pages with `operatorPage`), and a signed-in investor when `investor`
 * names its login's prefix; after them the pages' contexts are closed. The fields are set once the tests run.
 */
export function consoleSession(
  app: App,
  { page = true, theme, investor }: { page?: boolean; theme?: Theme; investor?: string } = {},
): ConsoleSession {
  const session = {} as ConsoleSession;
  beforeAll(async () => {
    session.operator = await createOperator(app);
    if (!page) return;
    session.page = await newPage(app, { theme });
    await signInOperator(session.page, session.operator);
    if (investor) session.investor = (await newInvestorSignedIn(app, investor)).page;
  });
  afterAll(async () => {
    await session.page?.context().close();
    await session.investor?.context().close();
  });
  return session;
}

/** The operator's sessions entered their last code over five minutes ago: the next decision asks for a code. */
export async function makeStale(op: Operator): Promise<void> {
  const res = await callApi(op.origin, 'POST', '/api/v1/dev/operators/stale-second-factor', { login: op.login });
  if (res.status !== 200) throw new Error(`stale: ${JSON.stringify(res)}`);
}
