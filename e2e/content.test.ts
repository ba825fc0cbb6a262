/**
 * The public content: the home page, the learn articles ('{min} min read') and the
 * cabinet's F.A.Q., checked against what the API serves (docs/product.md §1, §2, §7).
 */
import { describe, expect, it } from 'vitest';
import {
  appPerFile,
  newAccountPage,
  newPage,
  openWatched,
  pathOf,
  signInContext,
  waitForHeading,
  waitForPath,
  watchProblems,
} from './helpers/app.ts';

interface ArticleSummary {
  slug: string;
  title: string;
  minutesToRead: number;
  publishedAt: string;
}
interface FaqItem {
  question: string;
  answer: string;
  category: string;
}

const app = appPerFile();
const json = async <T>(pathname: string): Promise<T> => (await fetch(app.url(pathname))).json() as Promise<T>;

describe('home', () => {
  it('introduces the product and leads to sign-up and to learn', async () => {
    const { page, problems } = await openWatched(app, '/');
    await waitForHeading(page, 'Put your crypto to work, every day');
    expect(await page.title()).toBe('Yield Finance');
    const main = page.getByRole('main');
    expect(await main.getByRole('link', { name: 'Get started' }).getAttribute('href')).toBe('/sign-up');
    await main.getByRole('link', { name: 'Learn how it works' }).click();
    await waitForPath(page, '/learn');
    await waitForHeading(page, 'Learn');
    await page.context().close();
    expect(problems).toEqual([]);
  });

  it('shows the latest articles from the API', async () => {
    const { items } = await json<{ items: ArticleSummary[] }>('/api/v1/articles');
    expect(items.length).toBeGreaterThan(0);
    const page = await newPage(app);
    await page.goto(app.url('/'));
    await waitForHeading(page, 'Put your crypto to work, every day');
    await page.getByRole('link', { name: items[0]?.title }).first().waitFor();
    await page.context().close();
  });

  it('is in Russian under /ru', async () => {
    const page = await newPage(app);
    await page.goto(app.url('/ru'));
    await waitForHeading(page, /.+/);
    expect(await page.evaluate(() => document.documentElement.lang)).toBe('ru');
    const title = await page.getByRole('heading', { level: 1 }).first().textContent();
    expect(title).toMatch(/[а-яё]/i);
    await page.context().close();
  });
});

describe('learn', () => {
  it("lists the articles with their reading time and opens one with 'min read'", async () => {
    const { items } = await json<{ items: ArticleSummary[] }>('/api/v1/articles');
    const first = items[0] as ArticleSummary;
    const { page, problems } = await openWatched(app, '/learn');
    await waitForHeading(page, 'Learn');
    for (const article of items.slice(0, 3)) {
      await page.getByRole('link', { name: article.title }).first().waitFor();
    }
    expect(await page.getByText(`${first.minutesToRead} min read`).first().isVisible()).toBe(true);

    await page.getByRole('link', { name: first.title }).first().click();
    await waitForPath(page, `/learn/${first.slug}`);
    await waitForHeading(page, first.title);
    expect(await page.getByText(`${first.minutesToRead} min read`).isVisible()).toBe(true);
    // Dates are YYYY-MM-DD (docs/product.md §9).
    expect(await page.locator('time').first().textContent()).toBe(first.publishedAt.slice(0, 10));
    expect(await page.title()).toBe(`${first.title} — Yield Finance`);
    const body = await page.getByRole('main').textContent();
    expect(body?.length).toBeGreaterThan(500);

    await page.getByRole('link', { name: 'All articles' }).click();
    await waitForPath(page, '/learn');
    await page.context().close();
    expect(problems).toEqual([]);
  });

  it('says an unknown article is not found', async () => {
    const page = await newPage(app);
    await page.goto(app.url('/learn/no-such-article'));
    await waitForHeading(page, 'Article not found');
    await page.context().close();
  });

  it('shows the Russian articles under /ru/learn', async () => {
    const { items } = await json<{ items: ArticleSummary[] }>('/api/v1/articles?locale=ru');
    const page = await newPage(app);
    await page.goto(app.url('/ru/learn'));
    await page.getByRole('link', { name: items[0]?.title }).first().waitFor();
    await page.getByRole('link', { name: items[0]?.title }).first().click();
    await waitForPath(page, `/ru/learn/${items[0]?.slug}`);
    await waitForHeading(page, items[0]?.title ?? '');
    await page.context().close();
  });
});

describe('F.A.Q.', () => {
  it('shows the questions by category and opens an answer', async () => {
    const { items } = await json<{ items: FaqItem[] }>('/api/v1/faq?locale=en');
    expect(items.length).toBeGreaterThan(0);
    const { login, page } = await newAccountPage(app, 'faq');
    const problems = watchProblems(page);
    await signInContext(app, page.context(), login);
    await page.goto(app.url('/cabinet/dashboard'));
    await waitForHeading(page, 'Dashboard');
    await page.getByRole('navigation', { name: 'Cabinet sections' }).getByRole('link', { name: 'F.A.Q.' }).click();
    await waitForPath(page, '/cabinet/faq');
    await waitForHeading(page, 'F.A.Q.');
    const first = items[0] as FaqItem;
    await page.getByRole('heading', { name: first.category, level: 2 }).waitFor();
    const question = page.getByRole('button', { name: first.question });
    expect(await question.getAttribute('aria-expanded')).toBe('false');
    await question.click();
    expect(await question.getAttribute('aria-expanded')).toBe('true');
    const firstLine = first.answer.split('\n')[0] ?? '';
    await page.getByText(firstLine.slice(0, 60)).first().waitFor();
    for (const item of items) expect(await page.getByRole('button', { name: item.question }).count()).toBe(1);
    await page.context().close();
    expect(problems).toEqual([]);
  });

  it('is a cabinet page: anonymous visitors go to sign-in', async () => {
    const page = await newPage(app);
    await page.goto(app.url('/cabinet/faq'));
    await waitForPath(page, '/sign-in?error=auth');
    expect(pathOf(page)).toBe('/sign-in?error=auth');
    await page.context().close();
  });
});
