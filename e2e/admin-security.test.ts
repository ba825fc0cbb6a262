/**
 * Operator two-factor sign-in in Chromium (decisions 67, 68; docs/product.md §10): an operator made by `npm run admin`
 * signs in and is led to enrol; enrols with the text secret (its code computed with the same library), sees the
 * recovery codes once; signs in again with a code, then with a recovery code (whose second use is refused); a stale
 * session's decision opens the step-up dialog, and the decision goes through after the code.
 */
import type { Page } from 'playwright-core';
import { afterAll, describe, expect, it } from 'vitest';
import {
  button,
  field,
  HTTP_401,
  newPage,
  PASSWORD,
  sidewaysOverflow,
  waitForHeading,
  waitForPath,
  watchProblems,
} from './helpers/app.ts';
import { appWithCliOperator, makeStale, type Operator, operatorOf } from './helpers/operator.ts';

const LOGIN = 'security.ops@example.com';

const app = appWithCliOperator(LOGIN);

let page: Page;
let problems: string[];
let operator: Operator;
afterAll(async () => {
  await page?.context().close();
});

async function signInWithPassword(p: Page) {
  await p.goto(app.url('/sign-in'));
  await waitForHeading(p, 'Sign in');
  await field(p, /^Login/).fill(LOGIN);
  await field(p, 'Password').fill(PASSWORD);
  await button(p, 'Sign in').click();
}

async function signOut(p: Page) {
  await button(p, 'Sign out').click();
  await waitForPath(p, '/sign-in');
}

describe('operator two-factor sign-in', () => {
  it('leads a new operator to enrolment, which shows the recovery codes once', async () => {
    page = await newPage(app, { width: 375 });
    // The refused recovery code (400) and the stale decision (403) are answers the test asks for.
    problems = watchProblems(page, [HTTP_401, /status of 400/, /status of 403/]);
    await signInWithPassword(page);
    await waitForPath(page, '/admin');
    await waitForHeading(page, 'Set up two-factor sign-in');
    // Nothing else of the console is there: no sections.
    expect(await page.getByRole('navigation', { name: 'Console sections' }).count()).toBe(0);

    const secret = (await page.getByTestId('totp-secret').textContent()) ?? '';
    expect(secret).toMatch(/^[A-Z2-7]{32}$/);
    await expect(page.getByRole('img', { name: 'QR code of the authenticator secret' }).isVisible()).resolves.toBe(
      true,
    );
    operator = operatorOf(app, '', LOGIN);
    operator.secret = secret;
    await field(page, /Authentication code/).fill(await operator.code());
    await button(page, 'Turn on two-factor sign-in').click();

    const list = page.getByRole('list', { name: 'Recovery codes' });
    await list.waitFor();
    operator.recoveryCodes = (await list.getByRole('listitem').allTextContents()).map((c) => c.trim());
    expect(operator.recoveryCodes).toHaveLength(10);
    expect(await sidewaysOverflow(page)).toEqual([]);
    await button(page, 'I have saved them').click();
    // The console's first page, once its code and catalogues are in: opening the menu before could be undone by them.
    await waitForHeading(page, 'Overview');
    await signOutOfConsole(page);
  });

  it('signs in with a code, then with a recovery code once', async () => {
    await page.setViewportSize({ width: 1280, height: 800 });
    await signInWithPassword(page);
    await field(page, /Authentication code/).fill(await operator.code());
    await button(page, 'Verify').click();
    await waitForPath(page, '/admin');
    await signOutOfConsole(page);

    const [recovery] = operator.recoveryCodes as [string];
    await signInWithPassword(page);
    await button(page, 'Use a recovery code instead').click();
    await field(page, /Recovery code/).fill(recovery);
    await button(page, 'Verify').click();
    await waitForPath(page, '/admin');
    await signOutOfConsole(page);

    await signInWithPassword(page);
    await button(page, 'Use a recovery code instead').click();
    await field(page, /Recovery code/).fill(recovery);
    await button(page, 'Verify').click();
    await page.getByText('The recovery code is wrong or has already been used').waitFor();
  });

  it('asks for a fresh code before a decision of a stale session, then carries it out', async () => {
    await field(page, /Recovery code/).fill(operator.recoveryCodes[1] as string);
    await button(page, 'Verify').click();
    await waitForPath(page, '/admin');
    await makeStale(operator);
    await page.goto(app.url('/admin/security'));
    await waitForHeading(page, 'Security');
    await page.getByText('Recovery codes left: 8 of 10').waitFor();

    await button(page, 'New recovery codes').click();
    await button(page, 'Create new codes').click();
    const dialog = page.getByRole('dialog', { name: 'Confirm with a code' });
    await dialog.waitFor();
    await dialog.getByRole('textbox', { name: /Authentication code/ }).fill(await operator.code());
    await dialog.getByRole('button', { name: 'Confirm' }).click();
    const fresh = page.getByRole('list', { name: 'Recovery codes' });
    await fresh.waitFor();
    const codes = await fresh.getByRole('listitem').allTextContents();
    expect(codes).toHaveLength(10);
    expect(codes).not.toContain(operator.recoveryCodes[2]);
    expect(problems).toEqual([]);
  });
});

/** The console's sign-out: in the header on a desktop, in the menu on a phone. */
async function signOutOfConsole(p: Page) {
  const burger = p.getByRole('button', { name: 'Open the menu' });
  if (await burger.isVisible()) await burger.click();
  await signOut(p);
}
