/**
 * The operator console as a separate area (docs/product.md §10, decision 77): anyone but an operator gets the 404
 * page at the console's URLs, an investor's cabinet loads none of the console's code or catalogues, and the operator
 * sees the console's frame in both languages and themes at a phone's and a desktop's width, with no axe violation and
 * nothing sticking out sideways; the audit log lists what an operator did, with its before and after.
 */
import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  appPerFile,
  button,
  COLOUR_RULES,
  callApi,
  checkA11y,
  colorScheme,
  createAccount,
  DESKTOP,
  newPage,
  PASSWORD,
  PHONE,
  pathOf,
  sidewaysOverflow,
  signInContext,
  type Theme,
  uniqueLogin,
  waitFor,
  waitForHeading,
} from './helpers/app.ts';
import { createOperator, operatorToken, signInOperator } from './helpers/operator.ts';

const app = appPerFile();
let investor: string;
/** The operator's page, signed in once: each sign-in spends a TOTP code, and a third within a minute waits. */
let page: Page;
beforeAll(async () => {
  investor = uniqueLogin('console-investor');
  await createAccount(app, investor);
  page = await newPage(app, { theme: 'light' });
  await signInOperator(page, await createOperator(app));
});

/** The console's own files: the layout's and pages' chunks and its catalogues (apps/web/src/locales/<lang>/admin*). */
const CONSOLE_FILE = /\/assets\/(admin|audit)[-.][^/]*$/;

/** Every URL the page requests from now on. */
function recordRequests(page: Page): string[] {
  const urls: string[] = [];
  page.on('request', (request) => urls.push(request.url()));
  return urls;
}

const NOT_FOUND = { en: 'Oops! Something goes wrong', ru: 'Упс! Что-то пошло не так' };

describe('who may open the console', () => {
  for (const who of ['an anonymous visitor', 'an investor'] as const) {
    it(`shows ${who} the 404 page at the console's URLs, without leaving them`, async () => {
      const visitor = await newPage(app);
      if (who === 'an investor') await signInContext(app, visitor.context(), investor);
      for (const [path, title] of [
        ['/admin', NOT_FOUND.en],
        ['/ru/admin/users', NOT_FOUND.ru],
        ['/admin/audit', NOT_FOUND.en],
      ] as const) {
        await visitor.goto(app.url(path));
        await waitForHeading(visitor, title);
        expect(pathOf(visitor)).toBe(path);
        expect(await visitor.getByRole('navigation', { name: 'Console sections' }).count()).toBe(0);
      }
      await visitor.context().close();
    });
  }

  it("loads none of the console's code or catalogues on the investor's dashboard, and loads them for the operator", async () => {
    const cabinet = await newPage(app);
    await signInContext(app, cabinet.context(), investor);
    const investorRequests = recordRequests(cabinet);
    await cabinet.goto(app.url('/cabinet/dashboard'));
    await waitForHeading(cabinet, 'Dashboard');
    await cabinet.waitForLoadState('networkidle');
    expect(investorRequests.filter((url) => CONSOLE_FILE.test(url))).toEqual([]);
    await cabinet.context().close();

    // The same check on the operator's console finds them: the pattern names the console's files.
    const operatorRequests = recordRequests(page);
    await page.goto(app.url('/admin/audit'));
    await waitForHeading(page, 'Audit log');
    expect(operatorRequests.filter((url) => CONSOLE_FILE.test(url)).length).toBeGreaterThan(1);
  });
});

describe("the operator's console", () => {
  /** The theme as the theme switch keeps it, applied by reloading the page at `path`. */
  async function show(path: string, theme: Theme, width: number) {
    await page.setViewportSize({ width, height: 800 });
    await page.evaluate((value) => localStorage.setItem('yc:color-scheme', value), theme);
    await page.goto(app.url(path));
    await waitFor(`the ${theme} scheme`, async () => (await colorScheme(page)) === theme);
  }

  it('shows every section in both languages and themes, at a phone and a desktop width, with no axe violation or sideways overflow', async () => {
    const problems: string[] = [];
    const languages = [
      {
        path: '/admin/audit',
        title: 'Audit log',
        nav: 'Console sections',
        menu: 'Open the menu',
        items: [
          'Overview',
          'Withdrawals',
          'Deposits',
          'Users',
          'Pools',
          'Prices',
          'Content',
          'Referral programme',
          'DAO proposals',
          'Corrections',
          'Reconciliation',
          'Reports',
          'Brands',
          'Configuration',
          'Audit log',
          'Security',
        ],
      },
      {
        path: '/ru/admin/audit',
        title: 'Журнал аудита',
        nav: 'Разделы консоли',
        menu: 'Открыть меню',
        items: [
          'Обзор',
          'Выводы',
          'Депозиты',
          'Пользователи',
          'Пулы',
          'Цены',
          'Контент',
          'Реферальная программа',
          'Предложения DAO',
          'Корректировки',
          'Сверка',
          'Отчёты',
          'Бренды',
          'Конфигурация',
          'Журнал аудита',
          'Безопасность',
        ],
      },
    ];
    for (const language of languages) {
      for (const theme of ['light', 'dark'] as const) {
        for (const width of [DESKTOP, PHONE]) {
          const where = `${language.path}, ${theme}, ${width} px`;
          await show(language.path, theme, width);
          await waitForHeading(page, language.title);
          const rules = theme === 'dark' ? COLOUR_RULES : undefined;
          if (width === PHONE) {
            for (const p of await sidewaysOverflow(page)) problems.push(`${where}: ${p}`);
            await button(page, language.menu).click();
          }
          const nav = page.getByRole('navigation', { name: language.nav });
          await nav.getByRole('link', { name: language.items[0] }).waitFor();
          // Where the menu slides in, the check waits until it has arrived.
          await waitFor('the menu in place', async () => ((await nav.boundingBox())?.x ?? -1) >= 0);
          expect(await nav.getByRole('link').allInnerTexts()).toEqual(language.items);
          await checkA11y(page, where, rules).catch((e: Error) => problems.push(e.message));
          if (width === PHONE) for (const p of await sidewaysOverflow(page)) problems.push(`${where}, menu open: ${p}`);
        }
      }
    }
    expect(problems).toEqual([]);
  });

  it("lists an operator's action in the audit log with what it changed", async () => {
    const login = uniqueLogin('console-frozen');
    await createAccount(app, login);
    const { body } = await callApi(app.url(), 'POST', '/api/v1/login', { login, password: PASSWORD });
    // Another operator acts, with a token of their own.
    const actor = await createOperator(app);
    const token = await operatorToken(actor);
    const frozen = await callApi(
      app.url(),
      'POST',
      `/api/v1/admin/users/${body.user.id}/freeze`,
      { reason: 'Audit e2e' },
      token,
    );
    expect(frozen.status).toBe(200);

    await show('/admin/audit', 'light', DESKTOP);
    await page.getByRole('textbox', { name: 'Object id' }).fill(body.user.id);
    const table = page.getByRole('table', { name: 'Operator actions, newest first' });
    const row = table.getByRole('row').filter({ hasText: body.user.id });
    await row.first().waitFor();
    expect(await row.count()).toBe(1);
    const text = await row.innerText();
    expect(text).toContain(actor.login);
    expect(text).toContain('user.freeze');
    expect(text).toMatch(/status: active → frozen/);
    expect(text).toMatch(/frozenReason: none → Audit e2e/);
  });
});
