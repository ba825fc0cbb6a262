/**
 * The deposits console in Chromium on the built server and its dev chain (docs/product.md §10, decision 73): USDT
 * sent to the stable pool from a wallet nobody linked appears under Unmatched; the operator assigns it to the
 * investor after the server has shown the verified transfer; the investor's dashboard shows the credit; and the audit
 * log shows the assignment with its before and after.
 */
import type { Page } from 'playwright-core';
import { type Address, createPublicClient, createWalletClient, type Hash, http, parseAbi } from 'viem';
import { mnemonicToAccount } from 'viem/accounts';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  appPerFile,
  callApi,
  checkA11y,
  createAccount,
  DESKTOP,
  figure,
  newPage,
  notification,
  PASSWORD,
  PHONE,
  sidewaysOverflow,
  signInContext,
  uniqueLogin,
  waitFor,
} from './helpers/app.ts';
import { createOperator, signInOperator } from './helpers/operator.ts';
import { devChainTokens, devChainUrl } from './helpers/wallet.ts';

const MNEMONIC = 'test test test test test test test test test test test junk';
const ERC20 = parseAbi(['function transfer(address to, uint256 amount) returns (bool)']);
/** Anvil funds it with ETH and no part of the dev deployment or another suite uses it: nobody ever links it. */
const STRANGER_ACCOUNT = 8;
/** A demo wallet the dev deployment funded with every token. */
const FUNDER_ACCOUNT = 2;

const app = appPerFile();
let investor: string;
let page: Page;
let txHash: Hash;

beforeAll(async () => {
  investor = uniqueLogin('stray-deposit');
  await createAccount(app, investor);
  const session = await callApi(app.url(), 'POST', '/api/v1/login', { login: investor, password: PASSWORD });
  const pool = await callApi(app.url(), 'GET', '/api/v1/dashboard/pools/stable', undefined, session.body.token);
  const poolAddress = pool.body.addresses.USDT as Address;
  const usdt = (await devChainTokens(app)).find((t) => t.symbol === 'USDT')?.address as Address;

  const rpc = http(devChainUrl(app));
  const chain = createPublicClient({ transport: rpc });
  const send = async (account: number, to: Address, amount: bigint) => {
    const wallet = createWalletClient({
      account: mnemonicToAccount(MNEMONIC, { addressIndex: account }),
      transport: rpc,
    });
    const hash = await wallet.writeContract({
      chain: null,
      address: usdt,
      abi: ERC20,
      functionName: 'transfer',
      args: [to, amount],
    });
    await chain.waitForTransactionReceipt({ hash, pollingInterval: 50 });
    return hash;
  };
  const stranger = mnemonicToAccount(MNEMONIC, { addressIndex: STRANGER_ACCOUNT }).address;
  await send(FUNDER_ACCOUNT, stranger, 40_000_000n);
  txHash = await send(STRANGER_ACCOUNT, poolAddress, 30_000_000n);

  page = await newPage(app, { theme: 'light' });
  await signInOperator(page, await createOperator(app));
});

describe('a transfer that matched nobody', () => {
  it('appears under Unmatched and is credited to the investor the operator names, after the server verified it', async () => {
    const row = page.getByRole('row').filter({ hasText: txHash });
    // The watcher scans the dev chain every two seconds; the list shows what it has found when it loads.
    await waitFor(
      'the transfer under Unmatched',
      async () => {
        await page.goto(app.url('/admin/deposits'));
        await page.getByRole('tab', { name: 'Unmatched' }).click();
        await page
          .getByRole('table', { name: 'Unmatched' })
          .or(page.getByText('Nothing matches the filters.'))
          .waitFor();
        return (await row.count()) > 0;
      },
      30_000,
    );
    await checkA11y(page, 'deposits, unmatched');
    await row.getByRole('button', { name: 'Assign to a user' }).click();

    const dialog = page.getByRole('dialog', { name: 'Assign a transfer to an investor' });
    expect(await dialog.getByRole('textbox', { name: 'Transaction hash' }).inputValue()).toBe(txHash);
    await dialog.getByRole('textbox', { name: "Investor's id or e-mail" }).fill(investor);
    await dialog.getByRole('combobox', { name: 'Pool' }).selectOption('stable');
    await dialog.getByRole('button', { name: 'Verify the transfer' }).click();
    const verified = dialog.getByRole('alert').filter({ hasText: 'Verified on the chain' });
    await verified.waitFor();
    expect(await verified.textContent()).toContain('30 USDT');
    expect(await verified.textContent()).toContain(investor);
    await checkA11y(page, 'the verified transfer');
    await dialog.getByRole('button', { name: 'Credit 30 USDT' }).click();
    await notification(page, `30 USDT credited to ${investor}`).waitFor();

    const creditedRow = async () => {
      await page.getByRole('tab', { name: 'Credited transfers' }).click();
      await page
        .getByRole('table', { name: 'Credited transfers' })
        .getByRole('row')
        .filter({ hasText: txHash })
        .waitFor();
    };
    await creditedRow();
    // At a phone's width the rows become cards and nothing sticks out sideways.
    await page.setViewportSize({ width: PHONE, height: 800 });
    await page.reload();
    await creditedRow();
    expect(await sidewaysOverflow(page)).toEqual([]);
    await page.setViewportSize({ width: DESKTOP, height: 800 });
  });

  it("shows the credit on the investor's dashboard", async () => {
    const cabinet = await newPage(app);
    await signInContext(app, cabinet.context(), investor);
    await cabinet.goto(app.url('/cabinet/dashboard'));
    // The investor had nothing before: the balance shows the credited 30 USDT less the pool's deposit fee.
    const balance = figure(cabinet, 'Total balance');
    await expect.poll(() => balance.textContent(), { timeout: 10_000 }).toMatch(/[1-9]/);
  });

  it('lists the assignment in the audit log with its before and after', async () => {
    await page.goto(app.url('/admin/audit'));
    await page.getByRole('textbox', { name: 'Action' }).fill('deposit.assign');
    const entry = page.getByRole('table', { name: 'Operator actions, newest first' }).getByRole('row').filter({
      hasText: 'deposit.assign',
    });
    await entry.waitFor();
    const text = (await entry.textContent()) ?? '';
    expect(text).toContain(txHash);
    expect(text).toContain('state: open → credited');
  });
});
