/**
 * The console's overview and operator alerts (docs/product.md §10, decision 70): with every withdrawal needing an
 * operator (PAYOUT_AUTO_LIMIT_USD=0), a newcomer deposits and asks for a withdrawal; the operator gets the alert in
 * the dev mailbox with a link to the withdrawal's console page, and the overview shows it as a figure and a warning,
 * in English and Russian, at 1280 and 375 px, in the dark theme too.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import {
  appPerFile,
  callApi,
  checkA11y,
  DESKTOP,
  figure,
  HTTP_401,
  newPage,
  PHONE,
  sidewaysOverflow,
  waitFor,
  waitForHeading,
  watchProblems,
} from './helpers/app.ts';
import { requestWithdrawal, signUpAndDeposit } from './helpers/money.ts';
import { createOperator, type Operator, operatorPage } from './helpers/operator.ts';

const app = appPerFile({ PAYOUT_AUTO_LIMIT_USD: '0' });
let operator: Operator;

beforeAll(async () => {
  operator = await createOperator(app);
});

describe('the console overview and operator alerts', () => {
  it('mails the operator when a withdrawal waits for approval, with a link to its console page', async () => {
    const newcomer = await newPage(app);
    const issues = watchProblems(newcomer, [HTTP_401]);
    await signUpAndDeposit(app, newcomer, { pool: 'coin', currency: 'USDT', amount: '25' });
    await requestWithdrawal(newcomer, 'USDT', '10');

    const mail = await waitFor(
      'the approval alert in the dev mailbox',
      async () => {
        const box = await callApi(app.url(), 'GET', `/api/v1/dev/mailbox?to=${encodeURIComponent(operator.login)}`);
        return box.body.messages.find((m: { subject: string }) => /waits for approval/.test(m.subject));
      },
      20_000,
    );
    expect(mail.subject).toMatch(/Withdrawal of 10 USDT waits for approval$/);
    expect(mail.text).toMatch(/https?:\/\/[^/\s]+\/admin\/withdrawals\/[0-9a-f-]{36}/);
    expect(issues).toEqual([]);
  });

  it('shows the figures and the waiting withdrawal as a warning, in English at 1280 px', async () => {
    const page = await operatorPage(app, operator, DESKTOP);
    const problems = watchProblems(page);
    await page.goto(app.url('/admin'));
    await waitForHeading(page, 'Overview');
    const warning = page.getByRole('link', { name: 'Withdrawals waiting for approval: 1' });
    await warning.waitFor();
    expect(await warning.getAttribute('href')).toBe('/admin/withdrawals');
    expect(await figure(page, 'Withdrawals waiting for approval').textContent()).toContain('1');
    expect(await page.getByRole('region', { name: 'Users' }).textContent()).toMatch(/Active in 7 days: \d/);
    const tvl = page.getByRole('table', { name: 'Value locked per pool and asset' });
    expect(await tvl.getByRole('row').filter({ hasText: 'Coin' }).filter({ hasText: 'USDT' }).count()).toBe(1);
    await page.getByRole('table', { name: 'Hot wallets against their payout queue' }).waitFor();
    await page.getByRole('table', { name: 'Background jobs of this instance' }).getByText('operator-alerts').waitFor();
    await checkA11y(page, 'admin overview');
    expect(await sidewaysOverflow(page)).toEqual([]);
    expect(problems).toEqual([]);
  });

  it('reads in Russian at 375 px in the dark theme, without sideways scrolling', async () => {
    const page = await operatorPage(app, operator, PHONE, 'dark');
    await page.goto(app.url('/ru/admin'));
    await waitForHeading(page, 'Обзор');
    await page.getByRole('link', { name: 'Выводов ждут одобрения: 1' }).waitFor();
    await page.getByRole('table', { name: 'Под управлением по пулам и активам' }).waitFor();
    await checkA11y(page, 'admin overview ru phone dark');
    expect(await sidewaysOverflow(page)).toEqual([]);
  });
});
