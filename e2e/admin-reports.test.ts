/**
 * Reconciliation and daily reports in the console (docs/product.md §10, decision 71): the operator runs the
 * reconciliation from its page and reads the result per pool and asset (the dev chain is read on-chain), then opens
 * the daily reports, sees the chart and downloads the CSV.
 */
import { readFileSync } from 'node:fs';
import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { appPerFile, button, newPage, PHONE, sidewaysOverflow, waitFor, waitForHeading } from './helpers/app.ts';
import { createOperator, signInOperator } from './helpers/operator.ts';

const app = appPerFile();
let page: Page;
let phone: Page;

beforeAll(async () => {
  // Two operators: each sign-in spends a TOTP code, and one operator's third code within a step would wait for it.
  const [op, phoneOp] = await Promise.all([createOperator(app), createOperator(app)]);
  page = await newPage(app, { theme: 'light' });
  phone = await newPage(app, { theme: 'dark', width: PHONE });
  await Promise.all([signInOperator(page, op), signInOperator(phone, phoneOp)]);
});

describe('reconciliation and reports', () => {
  it('runs the reconciliation from the page and shows the result per pool and asset', async () => {
    await page.goto(app.url('/admin/reconciliation'));
    await waitForHeading(page, 'Reconciliation');
    await button(page, 'Run now').click();
    const history = page.getByRole('table', { name: 'History' });
    await history.getByRole('row').filter({ hasText: 'Operator' }).first().waitFor();
    const result = page.getByRole('table', { name: 'Per pool and asset: ledger against on-chain custody' });
    const stable = result.getByRole('row').filter({ hasText: 'Stable pool' }).filter({ hasText: 'USDT' });
    await stable.waitFor();
    // The dev chain answers, so the pool's addresses were read: a figure, not "Not checked".
    expect(await stable.getByRole('cell').nth(5).textContent()).toMatch(/^[0-9]/);
    await expect(page.getByText('No differences').first().isVisible()).resolves.toBe(true);
  });

  it('shows the daily figures as a chart and downloads them as CSV', async () => {
    await page.goto(app.url('/admin/reports'));
    await waitForHeading(page, 'Daily reports');
    await page.getByRole('group', { name: 'TVL per day' }).waitFor();
    await page.getByRole('combobox', { name: 'Chart' }).selectOption('deposits');
    await page.getByRole('group', { name: 'Deposits per day' }).waitFor();
    const [download] = await Promise.all([page.waitForEvent('download'), button(page, 'Download CSV').click()]);
    const csv = readFileSync(await waitFor('the CSV file', () => download.path()), 'utf8');
    expect(csv.split('\r\n')[0]).toBe(
      'day,pool,tvl_usd,deposits_usd,withdrawals_usd,fees_usd,yield_paid_usd,referral_bonuses_usd,profit_share_usd,new_users',
    );
  });

  it('fits a phone in Russian and the dark theme', async () => {
    await phone.goto(app.url('/ru/admin/reconciliation'));
    await waitForHeading(phone, 'Сверка');
    await phone.getByRole('table', { name: 'История' }).waitFor();
    expect(await sidewaysOverflow(phone)).toEqual([]);
    await phone.goto(app.url('/ru/admin/reports'));
    await waitForHeading(phone, 'Ежедневные отчёты');
    await phone.getByRole('group', { name: 'TVL по дням' }).waitFor();
    expect(await sidewaysOverflow(phone)).toEqual([]);
  });
});
