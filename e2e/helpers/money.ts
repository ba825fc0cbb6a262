/** Money steps the browser suites share: sign up with a wallet, link it, deposit from it, ask for a withdrawal. */
import type { Locator, Page } from 'playwright-core';
import { type App, notification, waitFor } from './app.ts';

/** Connects the injected "E2E Wallet" from the cabinet header; a signed-in account links it at once. */
export async function connectAndLinkWallet(page: Page): Promise<void> {
  await page.getByTestId('wallet-connect').first().click();
  const chooser = page.getByRole('dialog', { name: 'Choose a wallet' });
  await chooser.getByRole('button', { name: 'E2E Wallet' }).click();
  await notification(page, 'Metamask is successfully linked to the account!').waitFor({ timeout: 15_000 });
}

/**
 * Opens a pool's deposit dialog, sends `amount` of `currency` from the wallet and waits until the dialog says
 * "Credited"; `beforeSend` may look at the filled dialog first. The dialog is left open for the caller to look at
 * and close.
 */
export async function depositFromWallet(
  app: App,
  page: Page,
  deposit: { pool: string; currency: string; amount: string },
  beforeSend?: (dialog: Locator) => Promise<void>,
): Promise<Locator> {
  await page.goto(app.url(`/cabinet/pools/${deposit.pool}`));
  await page.getByRole('button', { name: 'Deposit', exact: true }).first().click();
  const dialog = page.getByRole('dialog');
  await dialog.waitFor();
  await dialog.getByRole('combobox', { name: 'Currency' }).selectOption(deposit.currency);
  await dialog.getByRole('textbox', { name: `Amount, ${deposit.currency}` }).fill(deposit.amount);
  await beforeSend?.(dialog);
  await dialog.getByRole('button', { name: 'Send from my wallet' }).click();
  await dialog.getByText('Credited', { exact: true }).first().waitFor({ timeout: 45_000 });
  return dialog;
}

/** Signs up on `page` with the dev wallet (no extension: it is the only wallet, so it connects at once). */
async function signUpWithDevWallet(app: App, page: Page): Promise<void> {
  await page.goto(app.url('/sign-up'));
  await page.getByRole('button', { name: 'Sign up with a wallet' }).click();
  await waitFor('the dashboard', () => new URL(page.url()).pathname === '/cabinet/dashboard', 20_000);
}

/** A newcomer's usual start: signs up with the dev wallet and deposits from it, the dialog closed again. */
export async function signUpAndDeposit(
  app: App,
  page: Page,
  deposit: { pool: string; currency: string; amount: string },
): Promise<void> {
  await signUpWithDevWallet(app, page);
  const dialog = await depositFromWallet(app, page, deposit);
  await dialog.getByRole('button', { name: 'Close' }).first().click();
}

/** Opens the withdraw dialog from the page's first "Withdraw" button and requests `amount` of `currency`. */
export async function requestWithdrawal(page: Page, currency: string, amount: string): Promise<Locator> {
  await page.getByRole('button', { name: 'Withdraw', exact: true }).first().click();
  const dialog = page.getByRole('dialog');
  await dialog.getByRole('combobox', { name: 'Currency' }).selectOption(currency);
  await dialog.getByRole('textbox', { name: `Amount, ${currency}` }).fill(amount);
  await dialog.getByRole('button', { name: 'Request withdrawal' }).click();
  return dialog;
}
