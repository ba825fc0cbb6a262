/**
 * The prices console in Chromium (decision 81): the operator switches AVAX from its demo price to the dev chain's
 * mock aggregator and sees the price follow the feed (the feed's answer moved through the dev route, read at once
 * with "Read aggregators now"); a move beyond the allowed percentage waits for Confirm; a manual price is set by
 * hand. English at 1280 px, Russian at 375 px in the dark theme, without sideways scrolling, with axe's checks.
 */
import type { Locator, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import {
  appPerFile,
  button,
  callApi,
  checkA11y,
  DESKTOP,
  field,
  PHONE,
  sidewaysOverflow,
  waitForHeading,
  watchProblems,
} from './helpers/app.ts';
import { consoleSession, operatorPage } from './helpers/operator.ts';

const app = appPerFile();
const session = consoleSession(app, { page: false });

const pricesTable = (page: Page) => page.getByRole('table', { name: 'Prices by token and currency' });
const row = (page: Page, pair: string): Locator => pricesTable(page).getByRole('row').filter({ hasText: pair });

/** Moves the dev chain's mock aggregator of `token` to a new round answering `answer`. */
async function moveFeed(token: string, answer: string) {
  const res = await callApi(app.url(), 'POST', `/api/v1/dev/price-feeds/${token}`, { answer });
  expect(res.status, JSON.stringify(res.body)).toBe(200);
}

async function readNow(page: Page) {
  const read = page.waitForResponse((r) => r.url().endsWith('/api/v1/admin/prices/read') && r.status() === 200);
  await button(page, 'Read aggregators now').click();
  await read;
}

describe('the prices console', () => {
  it('switches a token to the mock aggregator, follows the feed, holds a big move for confirmation, sets a manual price', async () => {
    const feeds = await callApi(app.url(), 'GET', '/api/v1/dev/price-feeds');
    const avax = (feeds.body.items as Array<{ token: string; address: string; chainId: number }>).find(
      (f) => f.token === 'AVAX',
    );
    if (!avax) throw new Error(`no AVAX feed: ${JSON.stringify(feeds.body)}`);

    const page = await operatorPage(app, session.operator, DESKTOP);
    const problems = watchProblems(page);
    await page.goto(app.url('/admin/prices'));
    await waitForHeading(page, 'Prices');
    // The demo tokens fed from the start read their mock aggregator.
    await row(page, 'ETH / USD').getByText('Aggregator on network').waitFor();
    await row(page, 'AVAX / USD').getByText('Demo value').waitFor();

    await button(page, 'Edit AVAX / USD').click();
    const dialog = page.getByRole('dialog');
    await dialog.getByText('Aggregator', { exact: true }).click();
    await page.getByRole('combobox', { name: 'Network' }).selectOption(String(avax.chainId));
    await field(page, /^Aggregator address/).fill(avax.address);
    await field(page, /^Allowed move, %/).fill('50');
    await dialog.getByRole('button', { name: 'Save' }).click();
    await dialog.waitFor({ state: 'detached' });
    await row(page, 'AVAX / USD').getByText('Aggregator on network').waitFor();
    await row(page, 'AVAX / USD').getByText('27.3', { exact: true }).waitFor();

    // The feed moves by 10 %: within the allowed move, the price follows it.
    await moveFeed('AVAX', '30.03');
    await readNow(page);
    await row(page, 'AVAX / USD').getByText('30.03', { exact: true }).waitFor();

    // A move of 200 % waits for the operator; the price in force stays until Confirm.
    await moveFeed('AVAX', '90.09');
    await readNow(page);
    const held = page.getByRole('table', { name: 'Waiting for confirmation' });
    await held.getByRole('row').filter({ hasText: '90.09' }).waitFor();
    await row(page, 'AVAX / USD').getByText('Waiting for confirmation').waitFor();
    await row(page, 'AVAX / USD').getByText('30.03', { exact: true }).waitFor();
    await checkA11y(page, 'admin prices with a held price');
    await button(page, 'Confirm the new AVAX / USD price').click();
    await dialog.getByRole('button', { name: 'Confirm' }).click();
    await dialog.waitFor({ state: 'detached' });
    await row(page, 'AVAX / USD').getByText('90.09', { exact: true }).waitFor();
    await held.waitFor({ state: 'detached' });

    // A manual price.
    await button(page, 'Edit WAVES / USD').click();
    await dialog.getByText('Set by hand', { exact: true }).click();
    await field(page, /^Price, USD/).fill('2.5');
    await dialog.getByRole('button', { name: 'Save' }).click();
    await dialog.waitFor({ state: 'detached' });
    await row(page, 'WAVES / USD').getByText('Set by hand').waitFor();
    await row(page, 'WAVES / USD').getByText('2.5', { exact: true }).waitFor();

    await checkA11y(page, 'admin prices');
    expect(await sidewaysOverflow(page)).toEqual([]);
    expect(problems).toEqual([]);
    await page.context().close();
  });

  it('reads in Russian at 375 px in the dark theme, without sideways scrolling', async () => {
    const page = await operatorPage(app, session.operator, PHONE, 'dark');
    await page.goto(app.url('/ru/admin/prices'));
    await waitForHeading(page, 'Цены');
    await page.getByRole('table', { name: 'Цены по токенам и валютам' }).waitFor();
    await checkA11y(page, 'admin prices ru phone dark');
    expect(await sidewaysOverflow(page)).toEqual([]);
    await button(page, 'Изменить ETH / USD').click();
    await page.getByRole('dialog').getByText('Адрес агрегатора').waitFor();
    expect(await sidewaysOverflow(page)).toEqual([]);
    await page.context().close();
  });
});
