/**
 * The brands console in Chromium (decision 84): the operator changes the title and colour of the brand of one host
 * (127.0.0.1) while working on the other (localhost), and a visitor of that host sees them without a restart: in
 * the header, the document title, the HTML the server sends and the theme's primary colour; the other host keeps
 * its brand. The page and its dialog pass axe and fit a phone's and a desktop's width.
 */
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import {
  appPerFile,
  button,
  COLOUR_RULES,
  checkA11y,
  colorScheme,
  DESKTOP,
  newPage,
  PHONE,
  sidewaysOverflow,
  waitFor,
  waitForHeading,
} from './helpers/app.ts';
import { consoleSession } from './helpers/operator.ts';

const app = appPerFile();
const session = consoleSession(app, { theme: 'light' });

const TITLE = 'Orchard Yield';
const COLOUR = '#2b8a3e';

async function openBrands() {
  await session.page.goto(app.url('/admin/brands'));
  await waitForHeading(session.page, 'Brands');
  return session.page.getByRole('list', { name: 'Brands by host name' });
}

/** The value of a CSS custom property on the page's root, var() references resolved. */
const rootVariable = (visitor: Page, name: string) =>
  visitor.evaluate((n) => getComputedStyle(document.documentElement).getPropertyValue(n).trim(), name);

describe('the brands console', () => {
  it("changes a host's title and colour, and that host shows them at once", async () => {
    const list = await openBrands();
    await list.getByRole('listitem', { name: 'Yield Cabinet Demo' }).getByRole('button', { name: 'Edit' }).click();
    const dialog = session.page.getByRole('dialog', { name: 'Brand: Yield Cabinet Demo' });
    await dialog.getByRole('textbox', { name: /^Title/ }).fill(TITLE);
    await dialog.getByRole('textbox', { name: /^Primary colour/ }).fill(COLOUR);
    await dialog.getByRole('button', { name: 'Save' }).click();
    await dialog.waitFor({ state: 'detached' });
    const row = list.getByRole('listitem', { name: TITLE });
    await row.getByText(`Colour ${COLOUR}`).waitFor();
    await row.getByText('127.0.0.1').waitFor();

    const visitor = await newPage(app, { theme: 'light' });
    await visitor.goto(app.url('/sign-in', '127.0.0.1'));
    await waitForHeading(visitor, 'Sign in');
    await visitor.getByRole('banner').getByText(TITLE, { exact: true }).waitFor();
    expect(await visitor.title()).toBe(`Sign in — ${TITLE}`);
    expect(await rootVariable(visitor, '--mantine-primary-color-6')).toBe(COLOUR);
    const html = await (await visitor.context().request.get(app.url('/sign-in', '127.0.0.1'))).text();
    expect(html).toContain(`<title>Sign in — ${TITLE}</title>`);
    expect(html).toContain(`<meta name="theme-color" content="${COLOUR}" />`);

    // The operator's own host keeps its brand and the app's colour.
    await visitor.goto(app.url('/sign-in', 'localhost'));
    await waitForHeading(visitor, 'Sign in');
    expect(await visitor.title()).toBe('Sign in — Yield Finance');
    expect(await rootVariable(visitor, '--mantine-primary-color-6')).not.toBe(COLOUR);
    await visitor.context().close();
  });

  it('passes axe and fits a phone and a desktop in both themes, the dialog open too', async () => {
    const problems: string[] = [];
    for (const theme of ['light', 'dark'] as const) {
      // The dark theme is checked for colours only, as the other console pages are (admin-console.test.ts).
      const rules = theme === 'dark' ? COLOUR_RULES : undefined;
      await session.page.evaluate((value) => localStorage.setItem('yc:color-scheme', value), theme);
      for (const width of [DESKTOP, PHONE]) {
        const where = `/admin/brands, ${theme}, ${width} px`;
        await session.page.setViewportSize({ width, height: 800 });
        const list = await openBrands();
        await waitFor(`the ${theme} scheme`, async () => (await colorScheme(session.page)) === theme);
        await list.getByRole('listitem').first().waitFor();
        for (const p of await sidewaysOverflow(session.page)) problems.push(`${where}: ${p}`);
        await checkA11y(session.page, where, rules).catch((e: Error) => problems.push(e.message));

        await button(session.page, `Edit ${TITLE}`).click();
        const dialog = session.page.getByRole('dialog', { name: `Brand: ${TITLE}` });
        await dialog.getByRole('region', { name: 'Logo' }).waitFor();
        for (const p of await sidewaysOverflow(session.page)) problems.push(`${where}, dialog: ${p}`);
        await checkA11y(session.page, `${where}, dialog`, rules).catch((e: Error) => problems.push(e.message));
        await dialog.getByRole('button', { name: 'Cancel' }).click();
        await dialog.waitFor({ state: 'detached' });
      }
    }
    await session.page.setViewportSize({ width: DESKTOP, height: 800 });
    expect(problems).toEqual([]);
  });
});
