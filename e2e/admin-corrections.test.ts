/**
 * Ledger corrections in Chromium (decision 76): operator A proposes a credit to an investor; A cannot approve it;
 * operator B, in a browser context of their own, approves it; the investor's balance shows it; the audit log shows the
 * proposal and the approval with the position before and after. The page fits a phone's width, in Russian too.
 */
import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  appPerFile,
  button,
  createAccount,
  figure,
  newPage,
  PHONE,
  sidewaysOverflow,
  signInAtSignIn,
  uniqueLogin,
  waitForHeading,
  waitForPath,
} from './helpers/app.ts';
import { createOperator, type Operator, signInOperator } from './helpers/operator.ts';

const app = appPerFile();
let investor: string;
let a: Operator;
let b: Operator;
beforeAll(async () => {
  investor = uniqueLogin('adjusted-investor');
  await createAccount(app, investor);
  [a, b] = await Promise.all([
    createOperator(app, { prefix: 'proposer' }),
    createOperator(app, { prefix: 'approver' }),
  ]);
});

const REASON = 'Deposit credited short by the chain watcher';

async function openCorrections(page: Page, path = '/admin/corrections', title = 'Ledger corrections') {
  await page.goto(app.url(path));
  await waitForHeading(page, title);
}

/** The row of the waiting list that holds this test's correction. */
const waitingRow = (page: Page) =>
  page.getByRole('table', { name: 'Waiting for approval' }).getByRole('row').filter({ hasText: REASON });

describe('a ledger correction with four eyes', () => {
  it('is proposed by one operator, approved by another, and reaches the investor and the audit log', async () => {
    const pageA = await newPage(app);
    await signInOperator(pageA, a);
    await openCorrections(pageA);
    await button(pageA, 'New correction').click();
    const dialog = pageA.getByRole('dialog', { name: 'New correction' });
    await dialog.getByText('Adjustment', { exact: true }).click();
    await dialog.getByRole('textbox', { name: 'User', exact: true }).fill(investor);
    await dialog.getByText(`${investor} holds 0 USDT in stable now.`).waitFor();
    await dialog.getByRole('textbox', { name: 'Amount, USDT' }).fill('25');
    await dialog.getByRole('textbox', { name: 'Reason' }).fill(REASON);
    await dialog.getByRole('button', { name: 'Propose' }).click();
    await dialog.waitFor({ state: 'hidden' });

    // A proposed it: approving is not theirs, and the page says why.
    const rowA = waitingRow(pageA);
    await rowA.getByText(`Credit 25 USDT to ${investor} in stable`).waitFor();
    expect(await rowA.getByRole('button', { name: 'Approve' }).isDisabled()).toBe(true);
    await rowA.getByText('You proposed it: another operator must approve or reject it.', { exact: false }).waitFor();

    const pageB = await newPage(app, { theme: 'dark' });
    await signInOperator(pageB, b);
    await openCorrections(pageB);
    const rowB = waitingRow(pageB);
    await rowB.getByRole('button', { name: 'Approve' }).click();
    const confirm = pageB.getByRole('dialog', { name: 'Approve this correction?' });
    await confirm.getByText(`Credit 25 USDT to ${investor} in stable`, { exact: false }).waitFor();
    await confirm.getByRole('button', { name: 'Approve and post' }).click();
    await confirm.waitFor({ state: 'hidden' });
    const posted = pageB.getByRole('table', { name: 'History' }).getByRole('row').filter({ hasText: REASON });
    await posted.getByText('Posted', { exact: true }).waitFor();
    expect(await posted.innerText()).toContain(b.login);

    const investorPage = await newPage(app);
    await signInAtSignIn(app, investorPage, investor);
    await waitForPath(investorPage, '/cabinet/dashboard');
    const balance = figure(investorPage, 'Total balance');
    await expect.poll(() => balance.textContent(), { timeout: 10_000 }).toMatch(/25/);

    await pageB.goto(app.url('/admin/audit'));
    await waitForHeading(pageB, 'Audit log');
    const proposal = pageB.getByRole('row').filter({ hasText: 'correction.propose' }).first();
    await proposal.waitFor();
    expect(await proposal.innerText()).toContain(a.login);
    const approval = pageB.getByRole('row').filter({ hasText: 'correction.approve' }).first();
    const approvalText = await approval.innerText();
    expect(approvalText).toContain(b.login);
    expect(approvalText).toMatch(/status: proposed → posted/);
    // The dev pool has accrued yield, so the price per share is above one: the credit is at most 25 and short by
    // less than one share's price, in base units (decision 76).
    expect(approvalText).toMatch(/value: 0 → (25|24\.99999[89])\n/);

    // The proposer's page at a phone's width, in English and Russian: nothing scrolls sideways.
    await pageA.setViewportSize({ width: PHONE, height: 800 });
    await openCorrections(pageA);
    await pageA.getByRole('table', { name: 'History' }).getByRole('row').filter({ hasText: REASON }).waitFor();
    expect(await sidewaysOverflow(pageA)).toEqual([]);
    await openCorrections(pageA, '/ru/admin/corrections', 'Корректировки учёта');
    await pageA.getByText('Зачислить 25 USDT', { exact: false }).first().waitFor();
    expect(await sidewaysOverflow(pageA)).toEqual([]);

    for (const page of [pageA, pageB, investorPage]) await page.context().close();
  });
});
