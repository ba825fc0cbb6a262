/**
 * The money flow in Chromium against the built server, its anvil dev chain and its chain workers (issue 5): a
 * password account links an injected wallet, deposits USDT and ETH on-chain and watches both reach "Credited",
 * the accrual runs for the next days and the balance and chart grow, a withdrawal is paid on-chain to the linked
 * wallet, the history exports as CSV, and the ROI calculator matches a hand-computed case.
 */
import { readFileSync } from 'node:fs';
import { addDays, utcDay } from '@yc/contract/days';
import type { Locator, Page } from 'playwright-core';
import { type Address, createPublicClient, createWalletClient, http, parseAbi } from 'viem';
import { mnemonicToAccount } from 'viem/accounts';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  appPerFile,
  checkA11y,
  createAccount,
  figure,
  HTTP_401,
  newPage,
  signInWithForm,
  uniqueLogin,
  waitFor,
  waitForPath,
  watchProblems,
} from './helpers/app.ts';
import { connectAndLinkWallet, depositFromWallet, requestWithdrawal, signUpAndDeposit } from './helpers/money.ts';
import { devChainTokens, devChainUrl, type InjectedWallet, injectWallet } from './helpers/wallet.ts';

const MNEMONIC = 'test test test test test test test test test test test junk';
const ERC20 = parseAbi([
  'function transfer(address to, uint256 amount) returns (bool)',
  'function balanceOf(address owner) view returns (uint256)',
]);
// The user's wallet: an anvil account funded with ETH that no other part of the dev deployment uses.
const USER_ACCOUNT = 7;

const app = appPerFile();
let rpcUrl: string;
let usdt: Address;
let page: Page;
let wallet: InjectedWallet;
let problems: string[];

const today = () => utcDay(new Date());

/** Scrolls down until a section that loads when scrolled near is there, then brings it into view. */
async function reveal(locator: Locator) {
  await waitFor(
    'a section loaded on scroll',
    async () => {
      await page.mouse.wheel(0, 1500);
      return (await locator.count()) > 0;
    },
    15_000,
  );
  await locator.first().scrollIntoViewIfNeeded();
}

async function usdtBalance(owner: Address): Promise<bigint> {
  const client = createPublicClient({ transport: http(rpcUrl) });
  return client.readContract({ address: usdt, abi: ERC20, functionName: 'balanceOf', args: [owner] });
}

beforeAll(async () => {
  rpcUrl = devChainUrl(app);
  const token = (await devChainTokens(app)).find((t) => t.symbol === 'USDT');
  if (!token) throw new Error('no USDT on the dev chain');
  usdt = token.address;

  // Anvil account 2 is a demo wallet the dev deployment funded with every token: it gives the user 500 USDT.
  const funder = createWalletClient({
    account: mnemonicToAccount(MNEMONIC, { addressIndex: 2 }),
    transport: http(rpcUrl),
  });
  const userAddress = mnemonicToAccount(MNEMONIC, { addressIndex: USER_ACCOUNT }).address;
  await funder.writeContract({
    chain: null,
    address: usdt,
    abi: ERC20,
    functionName: 'transfer',
    args: [userAddress, 500_000_000n],
  });

  const login = uniqueLogin('money');
  await createAccount(app, login);
  page = await newPage(app);
  problems = watchProblems(page, [HTTP_401]);
  wallet = await injectWallet(page, { rpcUrl, account: USER_ACCOUNT });
  await page.goto(app.url('/sign-in'));
  await signInWithForm(page, login);
  await waitForPath(page, '/cabinet/dashboard');
  await connectAndLinkWallet(page);
});

/** What each pool's deposit dialog offers: its own tokens that are deposit currencies (decision 41). */
const OFFERED = { stable: ['BUSD', 'USDC', 'USDT'], coin: ['ETH', 'USDC', 'USDT'] };

/** Deposits from the wallet through the pool's dialog, checking what it offers and shows before sending. */
async function deposit(pool: keyof typeof OFFERED, currency: string, amount: string) {
  const dialog = await depositFromWallet(app, page, { pool, currency, amount }, async (filled) => {
    const options = filled.getByRole('combobox', { name: 'Currency' }).locator('option');
    const offered = () => options.evaluateAll((list) => list.map((o) => (o as HTMLOptionElement).value).sort());
    await expect.poll(offered).toEqual(OFFERED[pool]);
    // The full deposit address is shown before anything is sent.
    await expect.poll(() => filled.textContent()).toMatch(/0x[0-9a-fA-F]{40}/);
  });
  await checkA11y(page, `deposit ${currency} credited`);
  await dialog.getByRole('button', { name: 'Close' }).first().click();
}

describe('money in and out, on-chain', () => {
  it('deposits USDT and native ETH from the linked wallet; both are verified on-chain and credited', async () => {
    await deposit('stable', 'USDT', '200');
    await deposit('coin', 'ETH', '0.5');
    const sends = wallet.calls.filter((c) => c.method === 'eth_sendTransaction');
    expect(sends).toHaveLength(2);
    // Only a token `transfer` or a plain ETH send is ever asked for.
    for (const call of sends) {
      const data = (call.params[0] as { data?: string }).data ?? '0x';
      expect(data === '0x' || data.startsWith('0xa9059cbb')).toBe(true);
    }

    await page.goto(app.url('/cabinet/dashboard'));
    const history = page.getByRole('region', { name: 'Transactions', exact: true });
    await reveal(history);
    await expect.poll(() => history.textContent(), { timeout: 10_000 }).toContain('USDT');
    expect(await history.textContent()).toContain('ETH');
  });

  it('runs the accrual for the next days: the balance grows and the chart has the days', async () => {
    await page.goto(app.url('/cabinet/dashboard'));
    const balance = figure(page, 'Total balance');
    await balance.waitFor();
    const before = await balance.textContent();
    const res = await fetch(app.url('/api/v1/dev/accrue'), {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ through: addDays(today(), 3) }),
    });
    expect(res.status).toBe(200);
    expect(((await res.json()) as { days: string[] }).days).toContain(addDays(today(), 3));

    await page.reload();
    await balance.waitFor();
    await expect.poll(() => balance.textContent(), { timeout: 10_000 }).not.toBe(before);
    const asNumber = (text: string | null) => Number((text ?? '').replace(/[^0-9.]/g, ''));
    expect(asNumber(await balance.textContent())).toBeGreaterThan(asNumber(before));
    await expect
      .poll(() => page.getByRole('group', { name: /Balance/ }).count(), { timeout: 10_000 })
      .toBeGreaterThan(0);
    await checkA11y(page, 'dashboard after accrual');
  });

  it('withdraws USDT to the linked wallet: the payout is sent, confirmed, and the wallet balance rises', async () => {
    const before = await usdtBalance(wallet.address() as Address);
    await page.goto(app.url('/cabinet/pools/stable'));
    await page.getByRole('button', { name: 'Withdraw', exact: true }).first().click();
    const dialog = page.getByRole('dialog');
    await dialog.waitFor();
    await dialog.getByRole('combobox', { name: 'Currency' }).selectOption('USDT');
    await dialog.getByRole('textbox', { name: 'Amount, USDT' }).fill('50');
    expect(await dialog.textContent()).toContain(wallet.address());
    await dialog.getByRole('button', { name: 'Request withdrawal' }).click();
    await dialog.getByText('Paid', { exact: true }).first().waitFor({ timeout: 45_000 });
    await checkA11y(page, 'withdrawal paid');

    const after = await waitFor('the payout on-chain', async () => {
      const now = await usdtBalance(wallet.address() as Address);
      return now > before ? now : null;
    });
    // 50 USDT less the demo stable pool's 0.2 % withdrawal fee reaches the wallet.
    expect((after ?? before) - before).toBe(49_900_000n);
  });

  it('exports the history as CSV with the deposits and the withdrawal', async () => {
    await page.goto(app.url('/cabinet/dashboard'));
    const exportButton = page.getByRole('button', { name: 'Export CSV' });
    await reveal(exportButton);
    const [download] = await Promise.all([page.waitForEvent('download'), exportButton.click()]);
    const file = await download.path();
    const csv = readFileSync(file, 'utf8');
    const lines = csv.trim().split('\r\n');
    expect(lines[0]).toBe('id,type,pool,currency,amount,fee,netAmount,fiatValue,status,txHash,createdAt,date');
    const rows = lines.slice(1).map((l) => l.split(','));
    expect(rows.some((r) => r[1] === 'deposit' && r[2] === 'stable' && r[3] === 'USDT')).toBe(true);
    expect(rows.some((r) => r[1] === 'deposit' && r[2] === 'coin' && r[3] === 'ETH' && r[4] === '0.5')).toBe(true);
    // Gross, the 0.2 % fee and what reached the wallet.
    expect(
      rows.some((r) => r[1] === 'withdrawal' && r[3] === 'USDT' && r[4] === '50' && r[5] === '0.1' && r[6] === '49.9'),
    ).toBe(true);
  });

  it('the ROI calculator: $ 1000 in the stable pool (8.5 % APY) for 12 months gives $1,085.00', async () => {
    await page.goto(app.url('/cabinet/dashboard'));
    const calculator = page.getByRole('region', { name: 'ROI calculator' });
    await reveal(calculator);
    const amount = calculator.getByRole('textbox', { name: 'Amount, USD' });
    await amount.fill('1000');
    expect(await amount.inputValue()).toBe('$ 1000');
    await calculator.getByRole('combobox', { name: 'Pool' }).selectOption('stable');
    const interval = calculator.getByRole('combobox', { name: 'Interval' });
    await interval.selectOption('12');
    // 12 months = round(12 × 365 / 12) = 365 days of daily compounding at (1.085)^(1/365): exactly × 1.085.
    await expect.poll(() => calculator.textContent()).toContain("In 12 mo you'll have");
    expect(await calculator.textContent()).toContain('$1,085.00');
    expect(problems).toEqual([]);
  });
});

describe('a newcomer with the dev wallet (npm start, no extension)', () => {
  it('signs up with the dev wallet, deposits USDT, sees it credited, and withdraws it back', async () => {
    const newcomer = await newPage(app);
    const issues = watchProblems(newcomer, [HTTP_401]);
    // The coin pool takes USDT (the dex pool does not: decision 41).
    await signUpAndDeposit(app, newcomer, { pool: 'coin', currency: 'USDT', amount: '25' });

    const withdraw = await requestWithdrawal(newcomer, 'USDT', '10');
    await withdraw.getByText('Paid', { exact: true }).first().waitFor({ timeout: 45_000 });
    expect(issues).toEqual([]);
  });
});
