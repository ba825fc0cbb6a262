/**
 * Amounts on screen (issue 11, item 20; decision 40): after a real ETH deposit and a few accrued days, every figure
 * of the dashboard, the pool page, the DAO page and the wallet widget stays on one line inside its card, at 1280 and
 * 375 px, in English and Russian; an 18-decimal figure is shown shortened with the exact amount as its title.
 */
import { addDays, utcDay } from '@yc/contract/days';
import type { Locator, Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  appPerFile,
  createAccount,
  DESKTOP,
  figure,
  HTTP_401,
  newPage,
  PHONE,
  shownAfter,
  signInWithForm,
  uniqueLogin,
  waitForPath,
  watchProblems,
} from './helpers/app.ts';
import { connectAndLinkWallet, depositFromWallet } from './helpers/money.ts';
import { devChainUrl, type InjectedWallet, injectWallet } from './helpers/wallet.ts';

const app = appPerFile();
let page: Page;
let wallet: InjectedWallet;
let problems: string[];

const LABELS = {
  en: {
    prefix: '',
    pool: ['APY', 'Total value locked', 'Daily rewards', 'Share price', 'Supply', 'Deposit fee', 'Withdrawal fee'],
    position: ['Value', 'Shares', 'Deposited', 'Earned'],
    overview: ['Total balance', 'Earned', 'Daily rewards', 'Claimable rewards', 'CAPE price', 'CAPE market cap'],
    pools: ['Balance', 'TVL'],
    dao: ['Cape token price', 'Market cap', 'Circulating supply', 'Total value locked', 'Treasury', 'SPOOL held'],
    regions: { position: 'Your position', overview: 'Overview', pools: 'Your pools' },
    widget: 'Wallet details',
  },
  ru: {
    prefix: '/ru',
    pool: ['APY', 'Общая заблокированная стоимость', 'Награды за день', 'Цена доли', 'Выпуск', 'Комиссия за депозит'],
    position: ['Стоимость', 'Доли', 'Внесено', 'Заработано'],
    overview: ['Общий баланс', 'Заработано', 'Доход в день', 'Доступно к получению', 'Капитализация CAPE'],
    pools: ['Баланс', 'TVL'],
    dao: ['Цена токена Cape', 'Рыночная капитализация', 'Циркулирующее предложение', 'Казна', 'SPOOL на балансе'],
    regions: { position: 'Ваша позиция', overview: 'Обзор', pools: 'Ваши пулы' },
    widget: 'Сведения о кошельке',
  },
} as const;
type Language = keyof typeof LABELS;

/**
 * How a figure lies on the page: the lines its text takes (text boxes starting below the previous line's bottom)
 * and whether it stays inside its card's content box (or the page's when it has none).
 */
function layoutOf(value: Locator) {
  return value.evaluate((element) => {
    const range = document.createRange();
    range.selectNodeContents(element);
    const boxes = [...range.getClientRects()].filter((r) => r.width > 0).sort((a, b) => a.top - b.top);
    let lines = 0;
    let bottom = Number.NEGATIVE_INFINITY;
    for (const box of boxes) {
      if (box.top >= bottom - 1) lines += 1;
      bottom = Math.max(bottom, box.bottom);
    }
    const text = range.getBoundingClientRect();
    // The card's content box (the nearest padded box around the figure: a card, the wallet's popover): a figure
    // running into the card's padding is already out of place.
    const padded = (el: Element) => {
      const style = getComputedStyle(el);
      return Number.parseFloat(style.paddingLeft) > 0 || Number.parseFloat(style.paddingRight) > 0;
    };
    let card: Element = element.parentElement ?? document.body;
    while (card !== document.body && !padded(card)) card = card.parentElement ?? document.body;
    const cardBox = card.getBoundingClientRect();
    const style = getComputedStyle(card);
    const left = cardBox.left + Number.parseFloat(style.paddingLeft);
    const right = cardBox.right - Number.parseFloat(style.paddingRight);
    return {
      text: element.textContent ?? '',
      lines,
      inside: text.left >= left - 0.5 && text.right <= right + 0.5,
    };
  });
}

/** Each figure named by `labels` in `scope` takes one line and stays in its card. */
async function expectOneLine(scope: Page | Locator, labels: readonly string[]) {
  for (const label of labels) {
    const value = figure(scope, label);
    await value.waitFor();
    const layout = await layoutOf(value);
    expect({ label, ...layout }).toEqual({ label, text: layout.text, lines: 1, inside: true });
  }
}

beforeAll(async () => {
  const login = uniqueLogin('amounts');
  await createAccount(app, login);
  page = await newPage(app);
  problems = watchProblems(page, [HTTP_401]);
  wallet = await injectWallet(page, { rpcUrl: devChainUrl(app), account: 6 });
  await page.goto(app.url('/sign-in'));
  await signInWithForm(page, login);
  await waitForPath(page, '/cabinet/dashboard');
  await connectAndLinkWallet(page);
  // A native deposit leaves the wallet an 18-decimal balance and the pool 18-decimal shares and supply.
  const dialog = await depositFromWallet(app, page, { pool: 'coin', currency: 'ETH', amount: '0.5' });
  await dialog.getByRole('button', { name: 'Close' }).first().click();
  // Days of yield move the share price off 1, so the shares are no round number.
  const through = addDays(utcDay(new Date()), 3);
  const accrued = await fetch(app.url('/api/v1/dev/accrue'), {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ through }),
  });
  if (accrued.status !== 200) throw new Error(`accrue: ${accrued.status} ${await accrued.text()}`);
});

describe.each([
  ['desktop', DESKTOP],
  ['phone', PHONE],
] as const)('figures on one line (%s)', (_name, width) => {
  it.each(['en', 'ru'] as const)('on the pool page (%s)', async (language: Language) => {
    const labels = LABELS[language];
    await page.setViewportSize({ width, height: 900 });
    await page.goto(app.url(`${labels.prefix}/cabinet/pools/coin`));
    await expectOneLine(page, labels.pool);
    await expectOneLine(page.getByRole('region', { name: labels.regions.position }), labels.position);
  });

  it.each(['en', 'ru'] as const)('on the dashboard (%s)', async (language: Language) => {
    const labels = LABELS[language];
    await page.setViewportSize({ width, height: 900 });
    await page.goto(app.url(`${labels.prefix}/cabinet/dashboard`));
    await expectOneLine(page.getByRole('region', { name: labels.regions.overview }), labels.overview);
    await expectOneLine(page.getByRole('region', { name: labels.regions.pools }), labels.pools);
  });

  it.each(['en', 'ru'] as const)('on the DAO page, the wallet address included (%s)', async (language: Language) => {
    const labels = LABELS[language];
    await page.setViewportSize({ width, height: 900 });
    await page.goto(app.url(`${labels.prefix}/cabinet/dao`));
    await expectOneLine(page, labels.dao);
    const address = page.getByTitle(wallet.address(), { exact: true });
    expect(await layoutOf(address)).toEqual({
      text: expect.stringMatching(/^0x\w{4}\.\.\.\w{6}$/),
      lines: 1,
      inside: true,
    });
  });

  it('in the wallet widget, the 18-decimal ETH balance shortened with the exact one on hover', async () => {
    await page.setViewportSize({ width, height: 900 });
    await page.goto(app.url('/cabinet/dashboard'));
    await page.getByRole('button', { name: LABELS.en.widget }).click();
    const balances = page.getByRole('table', { name: 'Balances' });
    for (const currency of ['BNB', 'BUSD', 'ETH', 'SOL', 'USDC', 'USDT', 'WAVES']) {
      const value = shownAfter(balances.getByRole('rowheader', { name: currency }));
      await value.waitFor();
      expect({ currency, ...(await layoutOf(value)) }).toMatchObject({ currency, lines: 1, inside: true });
    }
    const eth = shownAfter(balances.getByRole('rowheader', { name: 'ETH' })).getByTitle(/\d/);
    const exact = (await eth.getAttribute('title')) ?? '';
    // Gas and the 0.5 deposit leave 9,999.49… with up to 18 decimals: two are shown, every one on hover.
    expect(exact).toMatch(/^9,999\.49\d{3,}$/);
    expect(await eth.textContent()).toBe(exact.slice(0, exact.indexOf('.') + 3));
    await page.keyboard.press('Escape');
  });
});

it('raises no console errors on the way', () => {
  expect(problems).toEqual([]);
});
