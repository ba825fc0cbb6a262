/**
 * Sign-up, confirmation, sign-in, recovery, sign-out, the route guards and a reload, in
 * Chromium against the built server on a fresh database (docs/product.md §2, §4, §8).
 */
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import {
  appPerFile,
  button,
  createAccount,
  field,
  fillSignUp,
  HTTP_401,
  mailCode,
  mailCount,
  newAccountPage,
  newInvestorSignedIn,
  newPage,
  notification,
  openWatched,
  pathOf,
  readNotification,
  signInAtSignIn,
  signInContext,
  uniqueLogin,
  waitForApp,
  waitForHeading,
  waitForPath,
  watchProblems,
} from './helpers/app.ts';

const app = appPerFile();

describe('signing up, in and out', () => {
  it('signs up, confirms the mailed code on /registration-confirm and lands on the dashboard', async () => {
    const page = await newPage(app);
    const problems = watchProblems(page);
    const login = uniqueLogin('signup');
    await page.goto(app.url('/sign-up'));
    await fillSignUp(page, login);
    const register = page.waitForResponse((r) => r.url().endsWith('/api/v1/register'));
    await button(page, 'Create an account').click();
    expect((await register).status()).toBe(201);
    await waitForPath(page, '/registration-confirm');
    await waitForHeading(page, 'Confirm your e-mail');

    const code = await mailCode(app, login);
    // The code goes into the six boxes of the pin input, one digit each; the sixth sends it.
    await page.getByLabel('Code digit 1 of 6').click();
    await page.keyboard.type(code);
    await waitForPath(page, '/cabinet/dashboard');
    await waitForHeading(page, 'Dashboard');
    expect(await page.getByText(`Hello, ${login}`).first().isVisible()).toBe(true);
    await page.context().close();
    expect(problems).toEqual([]);
  });

  it('shows the sign-up success notification with a title and a description (docs/product.md §4)', async () => {
    const page = await newPage(app);
    const login = uniqueLogin('signup-note');
    await page.goto(app.url('/sign-up'));
    await fillSignUp(page, login);
    await button(page, 'Create an account').click();
    await waitForPath(page, '/registration-confirm');
    expect(await readNotification(page, /.+/)).toEqual({
      title: 'Registration is almost complete',
      description: `We have sent a confirmation code to ${login}`,
    });
    await page.context().close();
  });

  it("refuses a wrong password with 'Error' and 'Invalid password or login'", async () => {
    const { login, page } = await newAccountPage(app, 'wrong');
    const problems = watchProblems(page, [HTTP_401]);
    await signInAtSignIn(app, page, login, 'Wrong#2026');
    expect(await readNotification(page, 'Invalid password or login')).toEqual({
      title: 'Error',
      description: 'Invalid password or login',
    });
    expect(pathOf(page)).toBe('/sign-in');
    await page.context().close();
    expect(problems).toEqual([]);
  });

  it('recovers a forgotten password with the mailed code and signs in with the new one', async () => {
    const { login, page } = await newAccountPage(app, 'recovery');
    await page.goto(app.url('/sign-in'));
    await waitForHeading(page, 'Sign in');
    await page.getByRole('link', { name: 'Forgot your password?' }).click();
    await waitForPath(page, '/password-recovery');
    await waitForHeading(page, 'Password recovery');

    const before = await mailCount(app, login);
    await field(page, 'E-mail').fill(login);
    await button(page, 'Send the code').click();
    await notification(page, 'Instructions for changing your password have been successfully sent to your email!')
      .first()
      .waitFor();
    const code = await mailCode(app, login, before);

    // Step two: the e-mail is kept, the code and the new password twice.
    expect(await field(page, 'E-mail').inputValue()).toBe(login);
    await field(page, 'Code from the e-mail').fill(code);
    await field(page, 'New password').fill('Second#2026');
    await field(page, 'Repeat the password').fill('Other#2026');
    await button(page, 'Change the password').click();
    await page.getByText('Passwords do not match').first().waitFor();
    await notification(page, 'Not all fields are filled in correctly').first().waitFor();
    expect(pathOf(page)).toBe('/password-recovery');

    await field(page, 'Repeat the password').fill('Second#2026');
    await button(page, 'Change the password').click();
    await notification(page, 'Password changed successfully').first().waitFor();
    await waitForPath(page, `/sign-in?${new URLSearchParams({ login })}`);
    expect(await field(page, /^Login/).inputValue()).toBe(login);

    await field(page, 'Password').fill('Second#2026');
    await button(page, 'Sign in').click();
    await waitForPath(page, '/cabinet/dashboard');
    await waitForHeading(page, 'Dashboard');
    await page.context().close();
  });

  it('signs out from the cabinet and closes it again', async () => {
    const { page } = await newInvestorSignedIn(app, 'signout');

    const logout = page.waitForResponse((r) => r.url().endsWith('/api/v1/logout'));
    await button(page, 'Sign out').click();
    expect((await logout).status()).toBe(200);
    await waitForHeading(page, 'Sign in');
    expect(pathOf(page)).toMatch(/^\/sign-in/);

    await page.goto(app.url('/cabinet/dashboard'));
    await waitForPath(page, '/sign-in?error=auth');
    await page.reload();
    await waitForHeading(page, 'Sign in');
    expect(pathOf(page)).toBe('/sign-in?error=auth');
    await page.context().close();
  });

  const signOutFrom = {
    'the sidebar at 1280 px': async (page: Page) => {
      await waitForHeading(page, 'Dashboard');
      await button(page, 'Sign out').click();
    },
    'the phone menu at 375 px': async (page: Page) => {
      // The menu's button is in the rendered page before React runs it.
      await waitForApp(page);
      await button(page, 'Open the menu').click();
      await page.getByTestId('mobile-profile').getByRole('button', { name: 'Sign out' }).click();
    },
  };

  it.each(Object.entries(signOutFrom))(
    "says 'You have successfully logged out!' after sign-out from %s and lands on /sign-in (docs/product.md §8)",
    async (where, signOut) => {
      const login = uniqueLogin('signout-note');
      await createAccount(app, login);
      const page = await newPage(app, where.includes('375') ? { width: 375 } : {});
      await signInContext(app, page.context(), login);
      await page.goto(app.url('/cabinet/dashboard'));
      await signOut(page);
      await waitForHeading(page, 'Sign in');
      expect(await readNotification(page, /logged out|login to access/)).toEqual({
        title: null,
        description: 'You have successfully logged out!',
      });
      expect(pathOf(page)).toBe('/sign-in');
      await page.context().close();
    },
  );

  it('keeps the session over a reload through the refresh cookie', async () => {
    const { page, login } = await newInvestorSignedIn(app, 'reload');
    const refreshCookie = (await page.context().cookies()).find((c) => c.name === 'refresh_token');
    expect(refreshCookie).toMatchObject({ httpOnly: true, sameSite: 'Strict', path: '/api/v1' });

    const refreshed = page.waitForResponse((r) => r.url().endsWith('/api/v1/refresh'));
    await page.reload();
    expect((await refreshed).status()).toBe(200);
    await waitForHeading(page, 'Dashboard');
    expect(pathOf(page)).toBe('/cabinet/dashboard');
    expect(await page.getByText(`Hello, ${login}`).first().isVisible()).toBe(true);

    // A second reload uses the rotated token, not the first one.
    await page.reload();
    await waitForHeading(page, 'Dashboard');
    expect(pathOf(page)).toBe('/cabinet/dashboard');
    await page.context().close();
  });
});

describe('route guards', () => {
  it("sends an anonymous visitor of the cabinet to /sign-in?error=auth with 'Please login to access this page!'", async () => {
    const { page, problems } = await openWatched(app, '/cabinet/dashboard');
    await waitForPath(page, '/sign-in?error=auth');
    await notification(page, 'Please login to access this page!').first().waitFor();
    // The notification and an alert above the form say it.
    expect(await page.getByRole('main').getByRole('alert').textContent()).toBe('Please login to access this page!');
    await page.context().close();
    expect(problems).toEqual([]);
  });

  it('sends a signed-in investor away from the auth pages to the dashboard', async () => {
    const { login, page } = await newAccountPage(app, 'guest-only');
    await signInContext(app, page.context(), login);
    for (const route of ['/sign-in', '/sign-up', '/password-recovery', '/registration-confirm']) {
      await page.goto(app.url(route));
      await waitForPath(page, '/cabinet/dashboard');
      await waitForHeading(page, 'Dashboard');
    }
    await page.context().close();
  });

  it('keeps a registered but unconfirmed user at /registration-confirm', async () => {
    const { login, page } = await newAccountPage(app, 'unconfirmed', { confirm: false });
    await signInAtSignIn(app, page, login);
    await waitForPath(page, '/registration-confirm');
    await waitForHeading(page, 'Confirm your e-mail');

    await page.goto(app.url('/cabinet/dashboard'));
    await waitForPath(page, '/registration-confirm');
    await page.goto(app.url('/sign-in'));
    await waitForPath(page, '/registration-confirm');
    // The register layout offers sign-out to such a user.
    expect(await button(page, 'Sign out').isVisible()).toBe(true);
    await page.context().close();
  });

  it('redirects /cabinet to the dashboard and /cabinet/referral to /cabinet/refferal', async () => {
    const { login, page } = await newAccountPage(app, 'redirects');
    await signInContext(app, page.context(), login);
    await page.goto(app.url('/cabinet'));
    await waitForPath(page, '/cabinet/dashboard');
    await waitForHeading(page, 'Dashboard');
    await page.goto(app.url('/cabinet/referral'));
    await waitForPath(page, '/cabinet/refferal');
    await waitForHeading(page, 'Referral');
    await page.goto(app.url('/ru/cabinet/referral'));
    await waitForPath(page, '/ru/cabinet/refferal');
    await page.context().close();
  });
});
