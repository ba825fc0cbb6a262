/**
 * The frame around the screens: languages in the URL and the switch, the theme, the
 * cabinet sidebar at desktop and phone widths, and the 404 page (docs/product.md §2, §4, §9).
 */
import { beforeAll, describe, expect, it } from 'vitest';
import {
  appPerFile,
  button,
  colorScheme,
  cookie,
  cookieWrites,
  createAccount,
  newPage,
  openWatched,
  PHONE,
  pathOf,
  recordCookieWrites,
  sidebar,
  sidebarBox,
  signInContext,
  uniqueLogin,
  waitFor,
  waitForHeading,
  waitForPath,
  watchProblems,
} from './helpers/app.ts';

const YEAR_SECONDS = 365 * 24 * 60 * 60;

const app = appPerFile();
let investor: string;
beforeAll(async () => {
  investor = uniqueLogin('layout');
  await createAccount(app, investor);
});

/** The ENG / RUS segmented control: its radios are visually hidden behind their labels. */
const chooseLanguage = (page: import('playwright-core').Page, label: 'ENG' | 'RUS') =>
  page
    .getByRole('radiogroup', { name: /^(Language|Язык)$/ })
    .getByText(label, { exact: true })
    .click();

/** A page whose browser asks for `locale`, with the i18n_redirected cookie already saying `language`. */
async function pageWithLanguageCookie(locale: string, language: 'en' | 'ru') {
  const page = await newPage(app, { locale });
  await page
    .context()
    .addCookies([{ name: 'i18n_redirected', value: language, url: app.url('/'), expires: Date.now() / 1000 + 3600 }]);
  return page;
}

describe('languages', () => {
  it('serves the Russian screens under /ru with Russian links', async () => {
    const { page, problems } = await openWatched(app, '/ru/sign-in');
    await waitForHeading(page, 'Вход');
    expect(await page.evaluate(() => document.documentElement.lang)).toBe('ru');
    expect(await page.getByRole('link', { name: 'Регистрация' }).first().getAttribute('href')).toBe('/ru/sign-up');
    await page.goto(app.url('/ru/sign-up'));
    await waitForHeading(page, 'Регистрация');
    await page.goto(app.url('/ru/password-recovery'));
    await waitForHeading(page, 'Восстановление пароля');
    await page.context().close();
    expect(problems).toEqual([]);
  });

  it('switches language on the same page and keeps the choice in i18n_redirected for 365 days', async () => {
    const page = await newPage(app);
    await recordCookieWrites(page.context());
    await page.goto(app.url('/sign-in?login=someone%40example.com'));
    await waitForHeading(page, 'Sign in');

    await chooseLanguage(page, 'RUS');
    await waitForPath(page, '/ru/sign-in?login=someone%40example.com');
    const ru = await cookie(page, 'i18n_redirected');
    expect(ru?.value).toBe('ru');
    expect(ru?.path).toBe('/');
    expect(Math.abs((ru?.expires ?? 0) - (Date.now() / 1000 + YEAR_SECONDS))).toBeLessThan(120);
    expect(await cookieWrites(page)).toContain(`i18n_redirected=ru; Max-Age=${YEAR_SECONDS}; Path=/; SameSite=Lax`);
    // The same page, now in Russian.
    await waitForHeading(page, 'Вход');

    await chooseLanguage(page, 'ENG');
    await waitForPath(page, '/sign-in?login=someone%40example.com');
    await waitForHeading(page, 'Sign in');
    expect((await cookie(page, 'i18n_redirected'))?.value).toBe('en');

    // A reload stays in the chosen language.
    await page.reload();
    await waitForHeading(page, 'Sign in');
    await page.context().close();
  });

  it('switches language inside the cabinet on the same section', async () => {
    const page = await newPage(app);
    await signInContext(app, page.context(), investor);
    await page.goto(app.url('/cabinet/dao'));
    await waitForHeading(page, 'DAO');
    await chooseLanguage(page, 'RUS');
    await waitForPath(page, '/ru/cabinet/dao');
    await page.getByText(`Здравствуйте, ${investor}`).first().waitFor();
    expect(await page.getByRole('link', { name: 'Партнёры' }).getAttribute('href')).toBe('/ru/cabinet/affiliates');
    await page.context().close();
  });

  it('sends a first visit from a Russian browser to /ru and remembers it', async () => {
    const page = await newPage(app, { locale: 'ru-RU' });
    await page.goto(app.url('/sign-in'));
    await waitForPath(page, '/ru/sign-in');
    await waitForHeading(page, 'Вход');
    expect((await cookie(page, 'i18n_redirected'))?.value).toBe('ru');
    await page.context().close();

    const home = await newPage(app, { locale: 'ru-RU' });
    await home.goto(app.url('/'));
    await waitForPath(home, '/ru');
    await waitForHeading(home, /.+/);
    expect(await home.evaluate(() => document.documentElement.lang)).toBe('ru');
    await home.context().close();
  });

  it('takes the language from the i18n_redirected cookie before the browser language (docs/product.md §4)', async () => {
    const page = await pageWithLanguageCookie('en-US', 'ru');
    await page.goto(app.url('/sign-in'));
    await waitForPath(page, '/ru/sign-in');
    await waitForHeading(page, 'Вход');
    await page.context().close();
  });

  it('keeps English for a Russian browser whose i18n_redirected cookie says en', async () => {
    const page = await pageWithLanguageCookie('ru-RU', 'en');
    await page.goto(app.url('/sign-in'));
    await waitForHeading(page, 'Sign in');
    expect(pathOf(page)).toBe('/sign-in');
    await page.context().close();
  });

  it('keeps English for an English browser on its first visit', async () => {
    const page = await newPage(app, { locale: 'en-GB' });
    await page.goto(app.url('/sign-in'));
    await waitForHeading(page, 'Sign in');
    expect(pathOf(page)).toBe('/sign-in');
    expect((await cookie(page, 'i18n_redirected'))?.value).toBe('en');
    await page.context().close();
  });
});

describe('theme', () => {
  it('switches to dark in the cabinet sidebar, stays dark after a reload and goes back to system', async () => {
    const page = await newPage(app, { context: { colorScheme: 'light' } });
    await signInContext(app, page.context(), investor);
    await page.goto(app.url('/cabinet/dashboard'));
    await waitForHeading(page, 'Dashboard');
    expect(await colorScheme(page)).toBe('light');
    const theme = page.getByRole('radiogroup', { name: 'Theme' });
    expect(await theme.getByRole('radio', { name: 'System' }).isChecked()).toBe(true);

    // Mantine's control hides the radio input under its label: the label is what a user clicks.
    await theme.getByText('Dark', { exact: true }).click();
    await waitFor('the dark scheme', async () => (await colorScheme(page)) === 'dark');

    await page.reload();
    await waitForHeading(page, 'Dashboard');
    expect(await colorScheme(page)).toBe('dark');
    // The server's markup knows no browser's storage: the control shows the stored choice once the app has started.
    await waitFor('the dark choice', () => page.getByRole('radio', { name: 'Dark' }).isChecked());
    const background = await page.evaluate(() => getComputedStyle(document.body).backgroundColor);
    expect(background).not.toBe('rgb(255, 255, 255)');

    // Back to the system's choice (light in this context), remembered as such.
    await page.getByRole('radiogroup', { name: 'Theme' }).getByText('System', { exact: true }).click();
    await waitFor('the light scheme', async () => (await colorScheme(page)) === 'light');
    expect(await page.evaluate(() => localStorage.getItem('yc:color-scheme'))).toBe('auto');
    await page.context().close();
  });

  it('follows the system preference until one is chosen', async () => {
    const page = await newPage(app, { context: { colorScheme: 'dark' } });
    await page.goto(app.url('/sign-in'));
    await waitForHeading(page, 'Sign in');
    expect(await colorScheme(page)).toBe('dark');
    await page.context().close();
  });
});

describe('cabinet sidebar', () => {
  it('collapses to 125 px and expands to 320 px at 1280 px', async () => {
    const page = await newPage(app, { width: 1280 });
    await signInContext(app, page.context(), investor);
    await page.goto(app.url('/cabinet/dashboard'));
    await waitForHeading(page, 'Dashboard');
    expect((await sidebarBox(page)).width).toBe(320);
    // Phone-only parts are not shown on a desktop (the server's markup has them, hidden, until hydration).
    expect(await page.getByTestId('mobile-profile').isVisible()).toBe(false);
    expect(await page.getByRole('banner').getByRole('heading').count()).toBe(0);
    expect(await button(page, 'Open the menu').count()).toBe(0);

    await button(page, 'Collapse the sidebar').click();
    await waitFor('a 125 px sidebar', async () => (await sidebarBox(page)).width === 125);
    // The sections stay reachable by their names.
    expect(await sidebar(page).getByRole('link', { name: 'DAO' }).isVisible()).toBe(true);

    await button(page, 'Expand the sidebar').click();
    await waitFor('a 320 px sidebar', async () => (await sidebarBox(page)).width === 320);
    await page.context().close();
  });

  it('keeps the inner layout at most 1240 px wide on a wide screen', async () => {
    const page = await newPage(app, { width: 1920 });
    await signInContext(app, page.context(), investor);
    await page.goto(app.url('/cabinet/dashboard'));
    await waitForHeading(page, 'Dashboard');
    // The page heading is a block as wide as the inner layout.
    const content = await page.getByRole('main').getByRole('heading', { level: 1 }).boundingBox();
    expect(content?.width).toBeLessThanOrEqual(1240);
    expect(content?.width).toBeGreaterThan(1000);
    await page.context().close();
  });

  it('is a full-width overlay from the menu button at 375 px, with the profile and the page title, closed by a route change', async () => {
    const page = await newPage(app, { width: PHONE });
    const problems = watchProblems(page);
    await signInContext(app, page.context(), investor);
    await page.goto(app.url('/cabinet/dashboard'));
    await waitForHeading(page, 'Dashboard');
    const offScreen = async () => {
      const box = await sidebarBox(page);
      return !(await sidebar(page).isVisible()) || box.x + box.width <= 0;
    };
    await waitFor('a hidden sidebar', offScreen);
    // The page title shows in the header on phones.
    expect(await page.getByRole('banner').getByRole('heading', { name: 'Dashboard' }).isVisible()).toBe(true);

    await button(page, 'Open the menu').click();
    await waitFor('a full-width sidebar', async () => {
      const box = await sidebarBox(page);
      return box.x === 0 && box.width === PHONE;
    });
    const profile = page.getByTestId('mobile-profile');
    expect(await profile.isVisible()).toBe(true);
    expect(await profile.getByText(`Hello, ${investor}`).isVisible()).toBe(true);
    expect(await button(page, 'Close the menu').isVisible()).toBe(true);
    // No collapse control on a phone.
    expect(await button(page, 'Collapse the sidebar').count()).toBe(0);

    await sidebar(page).getByRole('link', { name: 'DAO' }).click();
    await waitForPath(page, '/cabinet/dao');
    await waitFor('the sidebar to close', offScreen);
    expect(await page.getByRole('banner').getByRole('heading', { name: 'DAO' }).isVisible()).toBe(true);
    expect(await button(page, 'Open the menu').isVisible()).toBe(true);
    await page.context().close();
    expect(problems).toEqual([]);
  });
});

describe('the 404 page', () => {
  it("says 'Oops! Something goes wrong' and links to the dashboard, in both languages", async () => {
    const page = await newPage(app);
    await page.goto(app.url('/no/such/page'));
    await waitForHeading(page, 'Oops! Something goes wrong');
    expect(await page.getByText('This page could not be found').isVisible()).toBe(true);
    expect(await page.getByRole('link', { name: 'Go to the dashboard' }).getAttribute('href')).toBe(
      '/cabinet/dashboard',
    );
    await page.goto(app.url('/ru/no/such/page'));
    await waitForHeading(page, 'Упс! Что-то пошло не так');
    expect(await page.getByRole('link', { name: 'Перейти на дашборд' }).getAttribute('href')).toBe(
      '/ru/cabinet/dashboard',
    );
    await page.context().close();
  });

  it('shows the 404 page for an unknown pool inside the cabinet and its link leads to the dashboard', async () => {
    const page = await newPage(app);
    await signInContext(app, page.context(), investor);
    await page.goto(app.url('/cabinet/pools/unknown'));
    await waitForHeading(page, 'Oops! Something goes wrong');
    await page.getByRole('link', { name: 'Go to the dashboard' }).click();
    await waitForPath(page, '/cabinet/dashboard');
    await waitForHeading(page, 'Dashboard');
    await page.context().close();
  });
});
