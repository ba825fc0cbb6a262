import { describe, expect, it } from 'vitest';
import {
  appPerFile,
  button,
  COLOUR_RULES,
  callApi,
  checkA11y,
  colorScheme,
  DESKTOP,
  newAccountPage,
  newPage,
  PHONE,
  sidewaysOverflow,
  signInContext,
  waitFor,
  waitForHeading,
} from './helpers/app.ts';
import { consoleSession } from './helpers/operator.ts';

const app = appPerFile();
const session = consoleSession(app, { theme: 'light' });

const ANSWER = 'Депозит зачисляется **после проверки** в блокчейне.\n\n- первая строка\n- вторая строка';

interface FaqItem {
  id: string;
  question: string;
  category: string;
}

async function openContent(language: 'English' | 'Russian') {
  await session.page.goto(app.url('/admin/content'));
  await waitForHeading(session.page, 'Content');
  await session.page.getByRole('combobox', { name: 'Language of the content' }).selectOption({ label: language });
}

describe('the content console', () => {
  it('edits a Russian F.A.Q. answer with a live preview, and investors read it on /ru/cabinet/faq', async () => {
    const { body } = await callApi(app.url(), 'GET', '/api/v1/faq?locale=ru');
    const first = (body.items as FaqItem[])[0] as FaqItem;

    await openContent('Russian');
    const list = session.page.getByRole('list', { name: 'Questions, in the order shown' });
    const row = list.getByRole('listitem').filter({ hasText: first.question });
    await row.getByRole('button', { name: 'Edit' }).click();
    const dialog = session.page.getByRole('dialog', { name: 'Edit the question' });
    await dialog.waitFor();
    await dialog.getByRole('textbox', { name: /^Answer/ }).fill(ANSWER);
    const preview = dialog.getByRole('region', { name: 'Preview, as investors will see it' });
    await preview.locator('strong', { hasText: 'после проверки' }).waitFor();
    await preview.getByRole('listitem').filter({ hasText: 'вторая строка' }).waitFor();
    expect(await preview.getByRole('button', { name: first.question }).count()).toBe(1);

    await dialog.getByRole('button', { name: 'Save' }).click();
    await dialog.waitFor({ state: 'detached' });

    const { login, page: investor } = await newAccountPage(app, 'content-reader');
    await signInContext(app, investor.context(), login);
    await investor.goto(app.url('/ru/cabinet/faq'));
    await waitForHeading(investor, 'Вопросы и ответы');
    await investor.getByRole('button', { name: first.question }).click();
    await investor.locator('strong', { hasText: 'после проверки' }).waitFor();
    await investor.getByRole('listitem').filter({ hasText: 'вторая строка' }).waitFor();
    await investor.context().close();
  });

  it('unpublishes an article: it leaves the public list and stays in the console as unpublished', async () => {
    const { body } = await callApi(app.url(), 'GET', '/api/v1/articles?locale=en');
    const article = (body.items as Array<{ slug: string; title: string }>)[0] as { slug: string; title: string };

    await openContent('English');
    await session.page.getByRole('tab', { name: 'Articles' }).click();
    const list = session.page.getByRole('list', { name: 'Learn articles, newest first' });
    const row = list.getByRole('listitem').filter({ hasText: article.title });
    await row.getByText('Published', { exact: true }).waitFor();
    await row.getByRole('button', { name: 'Unpublish' }).click();
    await row.getByText('Unpublished', { exact: true }).waitFor();
    await row.getByRole('button', { name: 'Publish', exact: true }).waitFor();

    const visitor = await newPage(app);
    await visitor.goto(app.url('/learn'));
    await waitForHeading(visitor, 'Learn');
    const listed = (body.items as Array<{ title: string }>).find((a) => a.title !== article.title);
    if (listed) await visitor.getByRole('link', { name: listed.title }).first().waitFor();
    expect(await visitor.getByRole('link', { name: article.title }).count()).toBe(0);
    await visitor.goto(app.url(`/learn/${article.slug}`));
    await waitForHeading(visitor, 'Article not found');
    await visitor.context().close();
  });

  it('passes axe and fits a phone and a desktop in both themes, the editor open too', async () => {
    const problems: string[] = [];
    for (const theme of ['light', 'dark'] as const) {
      // The dark theme is checked for colours only, as the other console pages are (admin-console.test.ts).
      const rules = theme === 'dark' ? COLOUR_RULES : undefined;
      await session.page.evaluate((value) => localStorage.setItem('yc:color-scheme', value), theme);
      for (const width of [DESKTOP, PHONE]) {
        const where = `/admin/content, ${theme}, ${width} px`;
        await session.page.setViewportSize({ width, height: 800 });
        await openContent('Russian');
        await waitFor(`the ${theme} scheme`, async () => (await colorScheme(session.page)) === theme);
        await session.page.getByRole('list', { name: 'Questions, in the order shown' }).waitFor();
        for (const p of await sidewaysOverflow(session.page)) problems.push(`${where}: ${p}`);
        await checkA11y(session.page, where, rules).catch((e: Error) => problems.push(e.message));

        await button(session.page, 'Add a question').click();
        const dialog = session.page.getByRole('dialog', { name: 'New question' });
        await dialog.getByRole('textbox', { name: /^Question/ }).fill('Как долго идёт вывод?');
        await dialog.getByRole('textbox', { name: /^Answer/ }).fill('Обычно **несколько минут**.');
        await dialog.locator('strong', { hasText: 'несколько минут' }).waitFor();
        for (const p of await sidewaysOverflow(session.page)) problems.push(`${where}, editor: ${p}`);
        await checkA11y(session.page, `${where}, editor`, rules).catch((e: Error) => problems.push(e.message));
        await dialog.getByRole('button', { name: 'Cancel' }).click();
        await dialog.waitFor({ state: 'detached' });
      }
    }
    await session.page.setViewportSize({ width: DESKTOP, height: 800 });
    expect(problems).toEqual([]);
  });
});
