/**
 * The referral programme, the affiliates and the DAO in Chromium against the built server and its dev chain
 * (issue 6): A shares the referral link; B signs up through it with a password and C through B's link with the dev
 * wallet; B and C deposit USDT into the stable pool (together past the bronze threshold, so A's second level
 * unlocks); the accrual runs for the next days; A sees both levels of members and bonuses, harvests, and the
 * dashboard balance rises; the rank moves from starter to bronze; an operator publishes a proposal and A, who holds
 * SPOOL, votes on the DAO page. The referral, affiliates and DAO pages are checked in English and in Russian.
 */
import { addDays, utcDay } from '@yc/contract/days';
import type { Locator, Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  button,
  callApi,
  checkA11y,
  cookie,
  createAccount,
  figure,
  fillSignUp,
  HTTP_401,
  mailCode,
  newPage,
  PASSWORD,
  readNotification,
  signInWithForm,
  uniqueLogin,
  waitFor,
  waitForHeading,
  waitForPath,
  watchProblems,
} from './helpers/app.ts';
import { connectAndLinkWallet, depositFromWallet } from './helpers/money.ts';
import { appWithCliOperator, enrolOperator, operatorOf, operatorToken } from './helpers/operator.ts';
import { devChainUrl, injectWallet } from './helpers/wallet.ts';

// Funded demo wallets of the dev deployment (anvil accounts 1–3 hold every token); 1 is the dev wallet (C's).
const B_ACCOUNT = 2;
const A_ACCOUNT = 3;
/** B's and C's deposits: 2 × 2,000 USDT (less the 0.1 % fee) puts A's downline past bronze's 1,000 usd. */
const DEPOSIT = '2000';
const ACCRUED_DAYS = 10;
const OPERATOR = 'ops@example.com';

const app = appWithCliOperator(OPERATOR);
let rpcUrl: string;
const pages: Page[] = [];
const problems: string[][] = [];

const loginA = uniqueLogin('referrer');
const loginB = uniqueLogin('referee');
let pageA: Page;
let pageB: Page;
let pageC: Page;
let linkA: string;
let linkB: string;
let idA: string;

const today = () => utcDay(new Date());
/** "$1,234.56" → 1234.56 (English figures only). */
const amountOf = (text: string | null) => Number((text ?? '').replace(/[^0-9.]/g, ''));

async function page(options: Parameters<typeof newPage>[1] = {}): Promise<Page> {
  const p = await newPage(app, options);
  pages.push(p);
  problems.push(watchProblems(p, [HTTP_401]));
  return p;
}

/** A titled section (QueryCard, dashboard section) by its heading. */
const region = (p: Page, name: string) => p.getByRole('region', { name, exact: true });

const api = (method: string, pathname: string, token: string | null, body?: unknown) =>
  callApi(app.url(), method, pathname, body, token);

async function tokenOf(login: string): Promise<string> {
  const res = await api('POST', '/api/v1/login', null, { login, password: PASSWORD });
  if (res.status !== 200) throw new Error(`login ${login}: ${JSON.stringify(res)}`);
  return res.body.token as string;
}

/** Deposits `amount` USDT from the page's connected wallet and closes the dialog once credited. */
async function depositUsdt(p: Page, pool: string, amount: string) {
  const dialog = await depositFromWallet(app, p, { pool, currency: 'USDT', amount });
  await dialog.getByRole('button', { name: 'Close' }).first().click();
}

/** The referral page's ID and link once loaded. */
async function readLink(p: Page): Promise<{ id: string; link: string }> {
  await p.goto(app.url('/cabinet/refferal'));
  await waitForHeading(p, 'Referral');
  const id = (await p.getByTestId('referral-id').textContent()) ?? '';
  const link = (await p.getByTestId('referral-url').textContent()) ?? '';
  return { id, link };
}

/** The row of a table whose text matches. */
const row = (table: Locator, text: string | RegExp) => table.getByRole('row').filter({ hasText: text });

beforeAll(() => {
  rpcUrl = devChainUrl(app);
});

// One scenario in steps that build on each other: a step run again would sign up or deposit twice.
describe('referrals, affiliates and the DAO', { retry: 0 }, () => {
  it('A, a starter with no members yet, reads the referral link', async () => {
    await createAccount(app, loginA);
    pageA = await page();
    await injectWallet(pageA, { rpcUrl, account: A_ACCOUNT });
    await pageA.goto(app.url('/sign-in'));
    await signInWithForm(pageA, loginA);
    await waitForPath(pageA, '/cabinet/dashboard');

    ({ id: idA, link: linkA } = await readLink(pageA));
    expect(idA).not.toBe('');
    expect(linkA).toBe(app.url(`/?invite=${encodeURIComponent(idA)}`));
    expect(await region(pageA, 'Your referral link').getByRole('button', { name: 'Copy link' }).isEnabled()).toBe(true);

    const ranks = region(pageA, 'Ranks');
    await expect.poll(() => ranks.getByTestId('rank-starter').getAttribute('aria-current')).toBe('true');
    expect(await ranks.getByTestId('rank-next').textContent()).toBe('0% of the way to Bronze');
    expect(await region(pageA, 'Referral rewards').getByRole('button', { name: 'Harvest' }).isDisabled()).toBe(true);
    await checkA11y(pageA, 'referral page, no members');
  });

  it('B signs up through A’s link with a password and links a wallet; C signs up through B’s link with the dev wallet', async () => {
    pageB = await page();
    await injectWallet(pageB, { rpcUrl, account: B_ACCOUNT });
    await pageB.goto(linkA);
    expect((await cookie(pageB, 'invite'))?.value).toBe(idA);
    await pageB.goto(app.url('/sign-up'));
    await fillSignUp(pageB, loginB);
    await button(pageB, 'Create an account').click();
    await waitForPath(pageB, '/registration-confirm');
    const code = await mailCode(app, loginB);
    // The sixth digit sends the code.
    await pageB.getByLabel('Code digit 1 of 6').click();
    await pageB.keyboard.type(code);
    await waitForPath(pageB, '/cabinet/dashboard');
    await connectAndLinkWallet(pageB);
    const b = await readLink(pageB);
    expect(b.id).not.toBe(idA);
    linkB = b.link;

    pageC = await page();
    await pageC.goto(linkB);
    expect((await cookie(pageC, 'invite'))?.value).toBe(b.id);
    await pageC.goto(app.url('/sign-up'));
    await pageC.getByRole('button', { name: 'Sign up with a wallet' }).click();
    // Without an injected wallet the dev wallet is the only one, so it connects at once.
    await waitFor('C on the dashboard', () => new URL(pageC.url()).pathname === '/cabinet/dashboard', 20_000);
  });

  it('B and C deposit USDT into the stable pool and A into the strategy pool (SPOOL); A reaches bronze', async () => {
    await connectAndLinkWallet(pageA);
    // Three wallets, three pages: the deposits run side by side, as three people would make them.
    await Promise.all([
      depositUsdt(pageB, 'stable', DEPOSIT),
      depositUsdt(pageC, 'stable', DEPOSIT),
      depositUsdt(pageA, 'strategy', '100'),
    ]);

    await pageA.goto(app.url('/cabinet/refferal'));
    const ranks = region(pageA, 'Ranks');
    await expect.poll(() => ranks.getByTestId('rank-bronze').getAttribute('aria-current')).toBe('true');
    expect(await ranks.getByTestId('rank-starter').getAttribute('aria-current')).toBeNull();
    // (2 × 1,998 − 1,000) / (10,000 − 1,000) of the way from bronze to silver.
    expect(await ranks.getByTestId('rank-next').textContent()).toBe('33.28% of the way to Silver');
    const levels = region(pageA, 'Bonuses per level');
    expect(await levels.getByTestId('level-1').textContent()).toBe('11$1,998.005%');
    expect(await levels.getByTestId('level-2').textContent()).toBe('21$1,998.003%');
    expect(await pageA.getByTestId('referral-liquidity').textContent()).toBe('$3,996.00');
  }, 90_000);

  it('the accrual runs: A earns 5 % of B’s yield, 3 % of C’s and a share of their fees; the members list shows both', async () => {
    const res = await api('POST', '/api/v1/dev/accrue', null, { through: addDays(today(), ACCRUED_DAYS) });
    expect(res.status).toBe(200);
    expect(res.body.days).toContain(addDays(today(), ACCRUED_DAYS));

    // B and C hold equal stable positions, so with both levels A earns (5 + 3) / 5 of what B earns from C. Both are
    // bronze, whose share of platform profit is 0.5 % of the deposit fees below: A's of B's and C's (2 × 2 USDT),
    // 0.02; B's of C's, 0.01. So A − 1.6 × B = 0.02 − 0.016.
    const [a, b] = await Promise.all([tokenOf(loginA), tokenOf(loginB)]);
    const earned = async (token: string) =>
      Number(((await api('GET', '/api/v1/referrals', token)).body.totals as { earned: string }).earned);
    const [earnedA, earnedB] = await Promise.all([earned(a), earned(b)]);
    expect(earnedB).toBeGreaterThan(0);
    expect(earnedA - 1.6 * earnedB).toBeCloseTo(0.004, 3);

    await pageA.goto(app.url('/cabinet/refferal'));
    const rewards = region(pageA, 'Referral rewards');
    await expect
      .poll(async () => amountOf(await pageA.getByTestId('referral-earned').textContent()))
      .toBeGreaterThan(0);
    expect(await pageA.getByTestId('referral-claimable').textContent()).toBe(
      await pageA.getByTestId('referral-earned').textContent(),
    );
    expect(await rewards.getByRole('button', { name: 'Harvest' }).isEnabled()).toBe(true);
    expect(await pageA.getByTestId('harvest-ready').textContent()).toBe(
      await pageA.getByTestId('referral-claimable').textContent(),
    );
    await checkA11y(pageA, 'referral page with bonuses');

    await pageA.goto(app.url('/cabinet/affiliates'));
    await waitForHeading(pageA, 'Affiliates');
    const members = region(pageA, 'Members');
    const table = members.getByRole('table', { name: 'Members' });
    await table.waitFor();
    expect(await members.getByTestId('members-total').textContent()).toBe('Members found: 2');
    const memberB = row(table, 're***@ex***.com');
    const memberC = row(table, /^0x7099\*\*\*79c8/i);
    expect(await memberB.getByRole('cell').nth(1).textContent()).toBe('1');
    expect(await memberC.getByRole('cell').nth(1).textContent()).toBe('2');
    // Each member's liquidity is their own position: 1,998 usd after the fee, grown by the accrued days.
    expect(amountOf(await memberB.getByRole('cell').nth(3).textContent())).toBeGreaterThan(1998);
    expect(amountOf(await memberC.getByRole('cell').nth(3).textContent())).toBeGreaterThan(1998);

    await members.getByRole('combobox', { name: 'Level', exact: true }).selectOption({ label: 'Level 2' });
    await expect.poll(() => members.getByTestId('members-total').textContent()).toBe('Members found: 1');
    expect(await memberC.count()).toBe(1);
    await members.getByRole('combobox', { name: 'Level', exact: true }).selectOption({ label: 'All levels' });
    await expect.poll(() => members.getByTestId('members-total').textContent()).toBe('Members found: 2');
    // The search matches the masked login the list shows.
    await members.getByRole('textbox', { name: 'Search by login' }).fill('re***');
    await expect.poll(() => members.getByTestId('members-total').textContent()).toBe('Members found: 1');
    expect(await memberB.count()).toBe(1);
    await checkA11y(pageA, 'affiliates page');
  });

  it('A harvests: claimable becomes 0 with a notice, and the dashboard balance rises by it', async () => {
    await pageA.goto(app.url('/cabinet/dashboard'));
    const balance = figure(pageA, 'Total balance');
    const claimable = figure(pageA, 'Claimable rewards');
    await balance.waitFor();
    const before = amountOf(await balance.textContent());
    const toHarvest = amountOf(await claimable.textContent());
    expect(toHarvest).toBeGreaterThan(0);

    await pageA.goto(app.url('/cabinet/refferal'));
    const rewards = region(pageA, 'Referral rewards');
    await rewards.getByRole('button', { name: 'Harvest' }).click();
    const notice = await readNotification(pageA, 'moved to your balance');
    expect(notice.title).toBe('Harvested');
    expect(notice.description).toMatch(/^\$\d+\.\d\d moved to your balance$/);
    await expect.poll(() => pageA.getByTestId('referral-claimable').textContent()).toBe('$0.00');
    expect(await rewards.getByRole('button', { name: 'Harvest' }).isDisabled()).toBe(true);
    expect(amountOf(await pageA.getByTestId('referral-earned').textContent())).toBeGreaterThan(0);
    const history = region(pageA, 'Harvest history').getByRole('table', { name: 'Harvest history' });
    await expect.poll(() => history.getByRole('row').count()).toBe(2);
    expect(await history.textContent()).toContain('USDT');

    await pageA.goto(app.url('/cabinet/dashboard'));
    await balance.waitFor();
    await expect.poll(async () => amountOf(await balance.textContent())).toBeGreaterThan(before);
    expect(amountOf(await balance.textContent()) - before).toBeCloseTo(toHarvest, 1);
    expect(await claimable.textContent()).toBe('$0.00');
  });

  it('an operator publishes a proposal; A sees the DAO values and votes with the SPOOL held', async () => {
    await pageA.goto(app.url('/cabinet/dao'));
    await waitForHeading(pageA, 'DAO');
    await region(pageA, 'Governance').getByText('No proposals yet', { exact: true }).waitFor();
    await region(pageA, 'Prices and values').getByTestId('treasury').waitFor();
    await region(pageA, 'Your DAO account').getByTestId('spool-held').waitFor();
    await region(pageA, 'Liquidity pools').getByText('Strategy pool').first().waitFor();
    await checkA11y(pageA, 'DAO page');

    // The command line's operator enrols at its first sign-in; the console's calls need the code (decision 67).
    const profile = await api('GET', '/api/v1/profile', await tokenOf(OPERATOR));
    const operator = await operatorToken(await enrolOperator(operatorOf(app, profile.body.user.id, OPERATOR)));
    const title = 'Raise the stable pool reserve';
    const created = await api('POST', '/api/v1/admin/dao/proposals', operator, {
      title,
      description: 'Keep 10 % of the stable pool in reserve.',
      options: ['Yes', 'No'],
      startsAt: new Date().toISOString(),
      endsAt: new Date(Date.now() + 7 * 86_400_000).toISOString(),
    });
    expect(created.status).toBe(201);
    const [yes] = created.body.options as { id: string }[];

    await pageA.goto(app.url('/cabinet/dao'));
    await waitForHeading(pageA, 'DAO');
    const values = region(pageA, 'Prices and values');
    await values.getByText('Cape token price', { exact: true }).waitFor();
    // The deposits are in the total value locked.
    const tvl = values.getByText('Total value locked', { exact: true }).locator('xpath=..');
    expect(amountOf(await tvl.textContent())).toBeGreaterThan(4000);
    await region(pageA, 'Liquidity pools').getByText('Strategy pool').first().waitFor();
    const personal = region(pageA, 'Your DAO account');
    await personal.getByTestId('spool-held').waitFor();
    expect(amountOf(await personal.getByTestId('spool-held').textContent())).toBeGreaterThan(0);

    const proposal = pageA.getByRole('article', { name: title });
    await proposal.getByText('Voting open', { exact: true }).waitFor();
    await checkA11y(pageA, 'DAO page with an open proposal');
    await proposal.getByRole('button', { name: 'Vote for Yes' }).click();
    expect((await readNotification(pageA, 'Your vote for Yes is counted')).title).toBe(title);
    await expect.poll(() => proposal.getByTestId('my-vote').textContent()).toBe('You voted for Yes');
    const tally = proposal.getByTestId(`option-${yes?.id}`);
    expect(await tally.textContent()).toMatch(/100% · [\d,.]+ SPOOL · votes: 1/);
    expect(await proposal.getByRole('button', { name: /^Vote for/ }).count()).toBe(0);
  });

  it('the same figures in Russian: rank, levels, members and the vote', async () => {
    await pageA.goto(app.url('/cabinet/refferal'));
    await waitForHeading(pageA, 'Referral');
    // The ENG / RUS switch keeps the page and remembers the language.
    await pageA.getByRole('radiogroup', { name: 'Language' }).getByText('RUS', { exact: true }).click();
    await waitForPath(pageA, '/ru/cabinet/refferal');
    await waitForHeading(pageA, 'Рефералы');
    // The rank names come from the API in the page's language: the switch fetches them again.
    const ranks = region(pageA, 'Ранги');
    await expect.poll(() => ranks.getByTestId('rank-bronze').textContent()).toContain('Бронза');
    expect(await ranks.getByTestId('rank-bronze').getAttribute('aria-current')).toBe('true');
    expect(await ranks.getByTestId('rank-next').textContent()).toMatch(/пути до ранга Серебро$/);
    const levels = region(pageA, 'Бонусы по уровням');
    expect(await levels.getByTestId('level-2').textContent()).toMatch(/^21.*3\s?%$/);
    expect(await pageA.getByTestId('referral-claimable').textContent()).toMatch(/^0,00\s\$$/);
    await checkA11y(pageA, 'referral page in Russian');

    await pageA.goto(app.url('/ru/cabinet/affiliates'));
    await waitForHeading(pageA, 'Партнёры');
    expect(await pageA.getByTestId('members-total').textContent()).toBe('Найдено участников: 2');

    await pageA.goto(app.url('/ru/cabinet/dao'));
    await waitForHeading(pageA, 'DAO');
    const proposal = pageA.getByRole('article', { name: 'Raise the stable pool reserve' });
    await expect.poll(() => proposal.getByTestId('my-vote').textContent()).toBe('Вы проголосовали за «Yes»');
    expect(await proposal.textContent()).toContain('голосов: 1');
    await region(pageA, 'Цены и показатели').getByTestId('treasury').waitFor();

    for (const p of pages) await p.context().close();
    expect(problems.flat()).toEqual([]);
  });
});
