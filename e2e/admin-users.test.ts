/**
 * The users console in Chromium (decisions 74, 75): the operator finds an investor by e-mail and freezes them with a
 * reason; the investor can no longer sign in (and reads the reason) nor withdraw with the token they held; the audit
 * log shows the freeze with its before and after; unfreezing lets them in again. The pages fit a phone's width.
 */
import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  appPerFile,
  button,
  callApi,
  createAccount,
  field,
  newPage,
  PASSWORD,
  PHONE,
  sidewaysOverflow,
  signInAtSignIn,
  uniqueLogin,
  waitFor,
  waitForHeading,
} from './helpers/app.ts';
import { createOperator, type Operator } from './helpers/operator.ts';

const app = appPerFile();
let operator: Operator;
let investor: string;
beforeAll(async () => {
  investor = uniqueLogin('frozen-investor');
  await createAccount(app, investor);
  operator = await createOperator(app);
});

const REASON = 'Card chargeback under review';

/**
 * Signs the page's context in as the operator through the API's two steps (password, then a code), as a returning
 * operator's refresh cookie would; the sign-in form's own code step is the security part's test.
 */
async function signInOperator(page: Page, op: Operator): Promise<void> {
  const context = page.context();
  const step = await context.request.post(app.url('/api/v1/login'), {
    data: { login: op.login, password: op.password },
  });
  const { challenge } = (await step.json()) as { challenge: string };
  const signedIn = await context.request.post(app.url('/api/v1/login/totp'), {
    data: { challenge, code: await op.code() },
  });
  if (signedIn.status() !== 200) throw new Error(`operator sign-in: ${signedIn.status()} ${await signedIn.text()}`);
  await context.addInitScript(() => localStorage.setItem('yc:session', '1'));
}

/** Confirms the open dialog with its button `name`. */
const confirmDialog = (page: Page, name: string) => page.getByRole('dialog').getByRole('button', { name }).click();

async function openUser(page: Page, login: string) {
  await page.goto(app.url('/admin/users'));
  await waitForHeading(page, 'Users');
  await page.getByRole('searchbox', { name: 'Search' }).fill(login.slice(0, 20));
  await page.getByRole('link', { name: login }).click();
  await waitForHeading(page, 'User');
  await page.getByRole('heading', { name: 'Sign-in history', level: 2 }).waitFor();
}

describe('freezing an investor from the users console', () => {
  it('freezes with a reason, refuses sign-in and withdrawal, records it, and unfreezes', async () => {
    const held = await callApi(app.url(), 'POST', '/api/v1/login', { login: investor, password: PASSWORD });
    expect(held.status).toBe(200);

    const page = await newPage(app);
    await signInOperator(page, operator);
    await openUser(page, investor);
    await button(page, 'Freeze').click();
    await field(page, /^Reason/).fill(REASON);
    await confirmDialog(page, 'Freeze');
    await page.getByRole('dialog').waitFor({ state: 'detached' });
    await button(page, 'Unfreeze').waitFor();
    await page.getByText(REASON, { exact: false }).waitFor();

    // The investor: the sign-in form answers with the operator's reason; the token they held is dead.
    const investorPage = await newPage(app);
    await signInAtSignIn(app, investorPage, investor);
    await investorPage.getByText(`Your account is frozen: ${REASON}. Contact support.`).waitFor();
    const withdraw = await callApi(
      app.url(),
      'POST',
      '/api/v1/dashboard/withdraw',
      { pool: 'stable', amount: '1', currency: 'USDT' },
      held.body.token,
    );
    expect(withdraw.status).toBe(401);

    await page.goto(app.url('/admin/audit'));
    await waitForHeading(page, 'Audit log');
    const row = page.getByRole('row').filter({ hasText: 'user.freeze' });
    await row.first().waitFor();
    expect(await row.first().innerText()).toMatch(/status: active → frozen/);

    await openUser(page, investor);
    await button(page, 'Unfreeze').click();
    await confirmDialog(page, 'Unfreeze');
    await page.getByRole('dialog').waitFor({ state: 'detached' });
    await button(page, 'Freeze').waitFor();
    const again = await waitFor('the investor signed in again', async () => {
      const res = await callApi(app.url(), 'POST', '/api/v1/login', { login: investor, password: PASSWORD });
      return res.status === 200;
    });
    expect(again).toBe(true);
    await investorPage.context().close();
    await page.context().close();
  });

  it('fits a phone: the list and a user page scroll only downwards, in the dark theme too', async () => {
    const page = await newPage(app, { width: PHONE, theme: 'dark' });
    await signInOperator(page, operator);
    await openUser(page, investor);
    expect(await sidewaysOverflow(page)).toEqual([]);
    await page.goto(app.url('/ru/admin/users'));
    await waitForHeading(page, 'Пользователи');
    expect(await sidewaysOverflow(page)).toEqual([]);
    await page.context().close();
  });
});
