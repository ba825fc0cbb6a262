/**
 * The withdrawals console in Chromium on the built server and its dev chain (decision 72): an investor's withdrawal
 * over the automatic limit waits; the operator approves it from the queue and the investor sees it paid on-chain;
 * another, requested on the Russian pages, is rejected with a reason in both languages and the investor reads the
 * Russian one; the audit log shows both decisions with the status before and after; the pages fit a phone.
 */
import type { Locator, Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  appPerFile,
  HTTP_401,
  newPage,
  PHONE,
  sidewaysOverflow,
  waitForHeading,
  watchProblems,
} from './helpers/app.ts';
import { signUpAndDeposit } from './helpers/money.ts';
import { createOperator, signInOperator } from './helpers/operator.ts';

// Any withdrawal worth more than 5 USD waits for an operator.
const app = appPerFile({ PAYOUT_AUTO_LIMIT_USD: '5' });
let investor: Page;
let ops: Page;
let problems: string[];

beforeAll(async () => {
  investor = await newPage(app);
  problems = watchProblems(investor, [HTTP_401]);
  await signUpAndDeposit(app, investor, { pool: 'coin', currency: 'USDT', amount: '25' });

  ops = await newPage(app);
  await signInOperator(ops, await createOperator(app));
});

/** The withdraw dialog's labels, and its status while a withdrawal waits for an operator, in each language. */
const DIALOG = {
  en: {
    open: 'Withdraw',
    currency: 'Currency',
    amount: 'Amount, USDT',
    submit: 'Request withdrawal',
    waiting: 'Waiting for approval',
  },
  ru: {
    open: 'Вывести',
    currency: 'Валюта',
    amount: 'Сумма, USDT',
    submit: 'Запросить вывод',
    waiting: 'Ожидает одобрения',
  },
};

/** Requests a USDT withdrawal from the open pool page's dialog, waits until it waits for approval, leaves it open. */
async function requestWithdrawal(amount: string, labels: (typeof DIALOG)['en']): Promise<Locator> {
  await investor.getByRole('button', { name: labels.open, exact: true }).first().click();
  const dialog = investor.getByRole('dialog');
  await dialog.getByRole('combobox', { name: labels.currency }).selectOption('USDT');
  await dialog.getByRole('textbox', { name: labels.amount }).fill(amount);
  await dialog.getByRole('button', { name: labels.submit }).click();
  const status = dialog.getByTestId('withdraw-status');
  await expect.poll(() => status.textContent()).toContain(labels.waiting);
  return status;
}

/** Opens the queue's only withdrawal from the console's first tab. */
async function openQueued() {
  await ops.goto(app.url('/admin/withdrawals'));
  await waitForHeading(ops, /^Withdrawals$/);
  const tab = ops.getByRole('tab', { name: /Waiting for approval/ });
  await expect.poll(() => tab.textContent()).toContain('1');
  await ops.getByRole('link', { name: /^Open withdrawal / }).click();
  await waitForHeading(ops, /^Withdrawal$/);
}

describe('the withdrawals console', () => {
  it('approves a withdrawal over the limit and the investor sees it paid on-chain', async () => {
    const status = await requestWithdrawal('10', DIALOG.en);

    await openQueued();
    await ops.getByRole('button', { name: 'Approve' }).click();
    const confirm = ops.getByRole('dialog', { name: 'Approve this withdrawal?' });
    await confirm.getByRole('button', { name: 'Approve' }).click();
    await confirm.waitFor({ state: 'hidden' });
    await ops.getByText('Decided by').waitFor();

    await expect.poll(() => status.textContent(), { timeout: 45_000 }).toContain('Paid');
    await investor.getByRole('dialog').getByRole('button', { name: 'Close' }).first().click();
  });

  it('rejects another with a reason in both languages; the investor reads it in Russian', async () => {
    await investor.goto(app.url('/ru/cabinet/pools/coin'));
    const status = await requestWithdrawal('6', DIALOG.ru);

    await openQueued();
    await ops.getByRole('button', { name: 'Reject' }).click();
    const dialog = ops.getByRole('dialog', { name: 'Reject this withdrawal?' });
    const confirm = dialog.getByRole('button', { name: 'Reject' });
    await dialog.getByRole('textbox', { name: 'Reason in English' }).fill('Source of funds unclear');
    expect(await confirm.isDisabled()).toBe(true);
    await dialog.getByRole('textbox', { name: 'Reason in Russian' }).fill('Источник средств неясен');
    await confirm.click();
    await dialog.waitFor({ state: 'hidden' });
    await ops.getByText('Источник средств неясен', { exact: true }).waitFor();

    const stopped = investor.getByRole('dialog').getByTestId('withdraw-stopped');
    await expect.poll(() => stopped.textContent(), { timeout: 15_000 }).toContain('Источник средств неясен');
    expect(await status.textContent()).toContain('Отклонено');
  });

  it('the audit log shows both decisions with the status before and after', async () => {
    await ops.goto(app.url('/admin/audit'));
    const log = ops.getByRole('table', { name: 'Operator actions, newest first' });
    await expect.poll(() => log.textContent()).toContain('withdrawal.reject');
    const text = (await log.textContent()) ?? '';
    expect(text).toContain('withdrawal.approve');
    expect(text).toContain('status: requested → approved');
    expect(text).toContain('status: requested → rejected');
    expect(problems).toEqual([]);
  });

  it('fits a phone in Russian: the list with its filters and a withdrawal scroll only downwards', async () => {
    await ops.setViewportSize({ width: PHONE, height: 800 });
    await ops.goto(app.url('/ru/admin/withdrawals'));
    await waitForHeading(ops, 'Выводы');
    await ops.getByRole('tab', { name: 'Все выводы' }).click();
    await ops
      .getByRole('link', { name: /^Открыть вывод / })
      .first()
      .waitFor();
    expect(await sidewaysOverflow(ops)).toEqual([]);
    await ops
      .getByRole('link', { name: /^Открыть вывод / })
      .first()
      .click();
    await ops.getByText('Журнал действий').waitFor();
    expect(await sidewaysOverflow(ops)).toEqual([]);
  });
});
