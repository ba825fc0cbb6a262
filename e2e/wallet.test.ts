/**
 * The wallet half of the product in Chromium against the built server and its anvil dev
 * chain (issue 4): an injected EIP-1193 wallet that signs with anvil keys drives the app's
 * real wagmi injected connector through connect, balances, SIWE sign-up and sign-in,
 * linking, account and chain switches; the server's own dev wallet lets a newcomer in.
 */
import type { Page } from 'playwright-core';
import { type Address, createWalletClient, getAddress, http, parseAbi } from 'viem';
import { mnemonicToAccount } from 'viem/accounts';
import { beforeAll, describe, expect, it, onTestFinished } from 'vitest';
import {
  appPerFile,
  createAccount,
  HTTP_401,
  newPage,
  notification,
  type PageOptions,
  PHONE,
  readNotification,
  signInWithForm,
  uniqueLogin,
  waitFor,
  waitForHeading,
  waitForPath,
  watchProblems,
} from './helpers/app.ts';
import { connectAndLinkWallet } from './helpers/money.ts';
import {
  DEV_CHAIN_ID,
  type DevToken,
  devChainTokens,
  devChainUrl,
  type InjectedWallet,
  injectWallet,
} from './helpers/wallet.ts';

const app = appPerFile();
let rpcUrl: string;
let tokens: DevToken[];

beforeAll(async () => {
  rpcUrl = devChainUrl(app);
  tokens = await devChainTokens(app);
});

/** A page with an injected wallet on anvil account `account`. */
/**
 * A page closed when its test ends: an open cabinet keeps polling the server and the chain, which on a loaded machine
 * starved the pages of later tests (a sign-in page that took over 10 s to render).
 */
async function testPage(options: PageOptions = {}): Promise<Page> {
  const page = await newPage(app, options);
  onTestFinished(() => page.context().close());
  return page;
}

async function walletPage(account: number, width?: number): Promise<{ page: Page; wallet: InjectedWallet }> {
  const page = await testPage({ width });
  await page.context().grantPermissions(['clipboard-read', 'clipboard-write'], { origin: app.url('/') });
  const wallet = await injectWallet(page, { rpcUrl, account });
  return { page, wallet };
}

/** Chooses a wallet by name in the chooser (the dev wallet is always offered beside it in dev mode). */
async function choose(page: Page, name: string) {
  const dialog = page.getByRole('dialog', { name: 'Choose a wallet' });
  await dialog.waitFor();
  await dialog.getByRole('button', { name }).click();
}

const short = (address: string) => `${address.slice(0, 6)}...${address.slice(-6)}`;

/** Only `personal_sign` and `eth_sendTransaction` of a token `transfer` or a plain ETH send ever ask to sign. */
function expectOnlyAllowedSigning(wallet: InjectedWallet) {
  for (const call of wallet.calls) {
    expect(call.method).not.toMatch(/^eth_sign|signTypedData|wallet_sendCalls/);
    if (call.method === 'eth_sendTransaction') {
      const data = (call.params[0] as { data?: string }).data ?? '0x';
      expect(data === '0x' || data.startsWith('0xa9059cbb'), `a transaction with data ${data.slice(0, 10)}`).toBe(true);
    }
  }
}

async function profileOf(page: Page) {
  return page.evaluate(async () => {
    const refresh = await fetch('/api/v1/refresh', { method: 'POST' });
    const { token } = (await refresh.json()) as { token: string };
    const res = await fetch('/api/v1/profile', { headers: { authorization: `Bearer ${token}` } });
    return ((await res.json()) as { user: { id: string; metaMaskAddress: string | null; role: string } }).user;
  });
}

async function sendToken(symbol: string, to: Address, amount: bigint) {
  const token = tokens.find((t) => t.symbol === symbol);
  if (!token) throw new Error(`no ${symbol} on the dev chain`);
  // Anvil account 2 is a demo wallet the dev deployment funded with every token.
  const client = createWalletClient({
    account: mnemonicToAccount('test test test test test test test test test test test junk', { addressIndex: 2 }),
    transport: http(rpcUrl),
  });
  await client.writeContract({
    chain: null,
    address: token.address,
    abi: parseAbi(['function transfer(address to, uint256 amount) returns (bool)']),
    functionName: 'transfer',
    args: [to, amount],
  });
}

describe('signing up and in with a wallet', () => {
  it('signs up with the injected wallet on /sign-up and shows its shortened address, which a click copies', async () => {
    const { page, wallet } = await walletPage(5);
    const problems = watchProblems(page);
    await page.goto(app.url('/sign-up'));
    await waitForHeading(page, 'Sign up');
    await page.getByRole('button', { name: 'Sign up with a wallet' }).click();
    await choose(page, 'E2E Wallet');
    await waitForPath(page, '/cabinet/dashboard', 20_000);

    expect(wallet.calls.map((c) => c.method)).toContain('personal_sign');
    expectOnlyAllowedSigning(wallet);
    const user = await profileOf(page);
    expect(user).toMatchObject({ metaMaskAddress: wallet.address(), role: 'investor' });

    const address = page.getByTestId('wallet-address').first();
    await expect.poll(() => address.textContent()).toBe(short(wallet.address()));
    const box = await page.getByTestId('wallet-button').boundingBox();
    expect(box?.width ?? 0).toBeLessThanOrEqual(200);
    await address.click();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(wallet.address());
    expect(problems).toEqual([]);
  });

  it('signs the same account in again on /sign-in', async () => {
    const first = await walletPage(6);
    await first.page.goto(app.url('/sign-up'));
    await first.page.getByRole('button', { name: 'Sign up with a wallet' }).click();
    await choose(first.page, 'E2E Wallet');
    await waitForPath(first.page, '/cabinet/dashboard', 20_000);
    const id = (await profileOf(first.page)).id;
    await first.page.context().close();

    const { page, wallet } = await walletPage(6);
    await page.goto(app.url('/sign-in'));
    await waitForHeading(page, 'Sign in');
    await page.getByRole('button', { name: 'Sign in with a wallet' }).click();
    await choose(page, 'E2E Wallet');
    await waitForPath(page, '/cabinet/dashboard', 20_000);
    expect((await profileOf(page)).id).toBe(id);
    expectOnlyAllowedSigning(wallet);
  });

  it('lets a newcomer in with the dev wallet, no extension needed', async () => {
    const page = await testPage();
    await page.goto(app.url('/sign-up'));
    await page.getByRole('button', { name: 'Sign up with a wallet' }).click();
    // Without an injected wallet the dev wallet is the only one, so it connects at once.
    await waitForPath(page, '/cabinet/dashboard', 20_000);
    const user = await profileOf(page);
    expect(user.role).toBe('investor');
    expect(user.metaMaskAddress).toMatch(/^0x[0-9a-fA-F]{40}$/);
  });

  it('warns on an unsupported network before asking for a signature', async () => {
    const { page, wallet } = await walletPage(7);
    await page.goto(app.url('/sign-in'));
    await waitForHeading(page, 'Sign in');
    await wallet.switchChain(999);
    await page.getByRole('button', { name: 'Sign in with a wallet' }).click();
    await choose(page, 'E2E Wallet');
    const note = await readNotification(page, /not supported now/);
    expect(`${note.title ?? ''} ${note.description ?? ''}`).toContain(
      'Metamask networkId: 999 not supported now - work in progress',
    );
    expect(wallet.calls.map((c) => c.method)).not.toContain('personal_sign');
    expect(new URL(page.url()).pathname).toBe('/sign-in');
  });
});

describe('the wallet in the cabinet', () => {
  it('shows on-chain balances, and follows a token transfer, an account switch (mismatch) and the network', async () => {
    const { page, wallet } = await walletPage(8);
    const problems = watchProblems(page, [HTTP_401]);
    await page.goto(app.url('/sign-in'));
    await page.getByRole('button', { name: 'Sign in with a wallet' }).click();
    await choose(page, 'E2E Wallet');
    await waitForPath(page, '/cabinet/dashboard', 20_000);

    await page.getByTestId('wallet-widget-toggle').click();
    const widget = page.getByTestId('wallet-widget');
    await widget.waitFor();
    await expect.poll(() => widget.getByTestId('wallet-balance-ETH').textContent(), { timeout: 10_000 }).toBe('10,000');
    await expect.poll(() => widget.getByTestId('wallet-balance-USDT').textContent()).toBe('0');

    await sendToken('USDT', wallet.address(), 12_500_000n);
    await sendToken('SOL', wallet.address(), 1_000_000_001n);
    await expect.poll(() => widget.getByTestId('wallet-balance-USDT').textContent(), { timeout: 15_000 }).toBe('12.5');
    // Shown at display precision, exact on hover (decision 40).
    await expect
      .poll(() => widget.getByTestId('wallet-balance-SOL').getAttribute('title'), { timeout: 15_000 })
      .toBe('1.000000001');
    expect(await widget.getByTestId('wallet-balance-SOL').textContent()).toBe('1');
    await expect.poll(() => widget.textContent()).toContain('Anvil');

    // A chain change reaches the widget; back on the dev chain the balances are there again.
    await wallet.switchChain(999);
    await expect.poll(() => widget.textContent(), { timeout: 10_000 }).toContain('Not supported');
    await wallet.switchChain(DEV_CHAIN_ID);
    await expect.poll(() => widget.textContent(), { timeout: 10_000 }).toContain('Anvil');
    await expect.poll(() => widget.getByTestId('wallet-balance-USDT').textContent(), { timeout: 10_000 }).toBe('12.5');

    // The wallet now shows another account than the one this cabinet belongs to.
    await wallet.switchAccount(9);
    await waitForPath(page, '/sign-in', 15_000);
    await notification(page, 'Metamask is not valid!').waitFor({ timeout: 10_000 });
    expect(problems).toEqual([]);
  });

  it('links the connected wallet to a password account, and Settings shows it', async () => {
    const login = uniqueLogin('link');
    await createAccount(app, login);
    const { page, wallet } = await walletPage(10);
    await page.goto(app.url('/sign-in'));
    await signInWithForm(page, login);
    await waitForPath(page, '/cabinet/dashboard');
    await connectAndLinkWallet(page);
    expect((await profileOf(page)).metaMaskAddress).toBe(wallet.address());
    expectOnlyAllowedSigning(wallet);

    await page.goto(app.url('/cabinet/settings'));
    const wallets = page.getByRole('region', { name: 'Wallets' });
    await expect.poll(() => wallets.textContent(), { timeout: 10_000 }).toContain(getAddress(wallet.address()));
  });

  it('a wallet that belongs to another account logs the password account out', async () => {
    const login = uniqueLogin('taken');
    await createAccount(app, login);
    // Account 5 signed up with its wallet in the first test.
    const { page } = await walletPage(5);
    await page.goto(app.url('/sign-in'));
    await signInWithForm(page, login);
    await waitForPath(page, '/cabinet/dashboard');
    await page.getByTestId('wallet-connect').first().click();
    await choose(page, 'E2E Wallet');
    // docs/product.md §4: a failed link logs out silently; then the sign-in page says why (not the mismatch's 'Metamask is not
    // valid!', which a wallet differing from the account's own gets).
    await waitForPath(page, '/sign-in?error=wallet-taken', 15_000);
    await page.getByRole('alert').filter({ hasText: 'This wallet is already linked to another account' }).waitFor();
    expect(await notification(page, /Metamask/).count()).toBe(0);
  });
});

describe('no wallet in the browser', () => {
  const withoutDevWallet = async (page: Page) => {
    await page.route('**/dev/wallet-provider.js', (route) =>
      route.fulfill({ contentType: 'text/javascript', body: '' }),
    );
  };

  it('warns on a desktop', async () => {
    const page = await testPage();
    await withoutDevWallet(page);
    await page.goto(app.url('/sign-in'));
    await page.getByRole('button', { name: 'Sign in with a wallet' }).click();
    await notification(page, /No wallet found/).waitFor();
  });

  it('offers to open the page in a wallet app on a 375 px phone', async () => {
    const page = await testPage({
      width: PHONE,
      context: { isMobile: true, hasTouch: true, userAgent: 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X)' },
    });
    await withoutDevWallet(page);
    await page.goto(app.url('/sign-in'));
    await page.getByRole('button', { name: 'Sign in with a wallet' }).click();
    const dialog = page.getByRole('dialog', { name: 'Open in a wallet app' });
    await dialog.waitFor();
    const link = dialog.getByRole('link', { name: 'Open in MetaMask' });
    const port = new URL(app.url('/')).port;
    expect(await link.getAttribute('href')).toBe(`https://metamask.app.link/dapp/localhost:${port}/sign-in`);
    await waitFor('the dialog to fit the phone', async () => ((await dialog.boundingBox())?.width ?? 999) <= PHONE);
  });
});
