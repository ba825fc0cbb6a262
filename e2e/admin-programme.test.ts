/**
 * The referral programme and the DAO proposals from the console in Chromium (decision 82): the operator changes a
 * level's percent — the form refuses a sum over the cap first — and sees it in the history as tomorrow's, the
 * investor's referral page shows it "from <date>"; the operator publishes a proposal in English and Russian, the
 * investor reading Russian sees the Russian one, then the operator cancels it and the investor sees it cancelled.
 * The pages pass axe and fit 375 px and 1280 px, in both themes.
 */
import { addDays, utcDay } from '@yc/contract/days';
import { describe, expect, it } from 'vitest';
import {
  appPerFile,
  button,
  checkA11y,
  DESKTOP,
  field,
  newPage,
  notification,
  PHONE,
  sidewaysOverflow,
  waitForHeading,
} from './helpers/app.ts';
import { consoleSession, signInOperator } from './helpers/operator.ts';

const app = appPerFile();
const session = consoleSession(app, { investor: 'programme-investor' });

const TITLE_EN = 'Open a gold pool';
const TITLE_RU = 'Открыть золотой пул';

/** A `datetime-local` value `days` from now, in the browser's (and this process's) time zone. */
const localInput = (days: number) => {
  const d = new Date(Date.now() + days * 86_400_000);
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}T${pad(d.getHours())}:${pad(d.getMinutes())}`;
};

describe('the referral programme from the console', () => {
  it('changes a level’s percent from tomorrow: the history and the investor’s referral page show it', async () => {
    await session.page.goto(app.url('/admin/programme'));
    await waitForHeading(session.page, 'Referral programme');
    await button(session.page, 'Save the programme').waitFor();
    await checkA11y(session.page, 'programme');

    // Over the cap: the form says what the API would, and nothing is sent.
    await field(session.page, 'Level 1').fill('45');
    await button(session.page, 'Save the programme').click();
    await session.page.getByText('The levels together pay at most 50 %').waitFor();
    await field(session.page, 'Level 1').fill('7');
    await button(session.page, 'Save the programme').click();
    await notification(session.page, 'The programme is saved: it is in force from tomorrow').waitFor();

    const tomorrow = addDays(utcDay(new Date()), 1);
    const history = session.page.getByRole('table', { name: 'History' });
    await history
      .getByRole('row')
      .filter({ hasText: `${tomorrow} · scheduled` })
      .getByText('1: 7%')
      .waitFor();
    await history.getByRole('row').filter({ hasText: 'The start · in force' }).waitFor();
    await checkA11y(session.page, 'programme with a scheduled version');

    await session.investor.goto(app.url('/cabinet/refferal'));
    const rules = session.investor.getByTestId('referral-rules');
    await rules.getByText(`From ${tomorrow}:`, { exact: true }).waitFor();
    await rules
      .getByRole('list', { name: `From ${tomorrow}:` })
      .getByText('Level 1: 7% of the daily yield')
      .waitFor();
    // Today's programme is still the one in force.
    await rules.getByText('Level 1: 5% of the daily yield').waitFor();
  });
});

describe('DAO proposals from the console', () => {
  it('publishes a proposal in English and Russian; the investor reads his language; a cancel shows', async () => {
    await session.page.goto(app.url('/admin/dao'));
    await waitForHeading(session.page, 'DAO proposals');
    await button(session.page, 'New proposal').click();
    const dialog = session.page.getByRole('dialog', { name: 'New proposal' });
    await dialog.getByRole('textbox', { name: 'Title in English' }).fill(TITLE_EN);
    await dialog.getByRole('textbox', { name: 'Title in Russian' }).fill(TITLE_RU);
    await dialog.getByRole('textbox', { name: 'Text in English' }).fill('Should the platform open a gold pool?');
    await dialog.getByRole('textbox', { name: 'Text in Russian' }).fill('Открыть ли на платформе золотой пул?');
    await dialog.getByRole('textbox', { name: 'Options' }).fill('Yes\nNo');
    await dialog.getByLabel('Voting opens').fill(localInput(1));
    await dialog.getByLabel('Voting closes').fill(localInput(3));
    await checkA11y(session.page, 'new proposal dialog');
    await dialog.getByRole('button', { name: 'Publish' }).click();
    await notification(session.page, 'The proposal is published').waitFor();
    const row = session.page
      .getByRole('table', { name: 'DAO proposals' })
      .getByRole('row')
      .filter({ hasText: TITLE_EN });
    await row.getByText('Upcoming').waitFor();
    await row.getByText(TITLE_RU).waitFor();
    await checkA11y(session.page, 'proposals');

    await session.investor.goto(app.url('/ru/cabinet/dao'));
    const card = session.investor.getByRole('article', { name: TITLE_RU });
    await card.getByText('Открыть ли на платформе золотой пул?').waitFor();
    await card.getByText('Скоро').waitFor();

    await row.getByRole('button', { name: 'Cancel the proposal' }).click();
    const confirm = session.page.getByRole('dialog', { name: 'Cancel this proposal?' });
    await confirm.getByRole('button', { name: 'Cancel the proposal' }).click();
    await notification(session.page, 'The proposal is cancelled').waitFor();
    await row.getByText('Cancelled').waitFor();
    await expect.poll(() => row.getByRole('button').count()).toBe(0);

    await session.investor.reload();
    await card.getByText('Отменено', { exact: true }).waitFor();
    await card.getByText('Предложение отменено: голоса не учитываются').waitFor();
    await checkA11y(session.investor, 'cancelled proposal');
  });

  it('fits a phone and a desktop, in the dark theme too', async () => {
    for (const [width, theme] of [
      [PHONE, 'dark'],
      [DESKTOP, 'light'],
    ] as const) {
      const small = await newPage(app, { width, theme });
      await signInOperator(small, session.operator);
      await small.goto(app.url('/admin/programme'));
      await waitForHeading(small, 'Referral programme');
      await small.getByRole('table', { name: 'History' }).waitFor();
      expect(await sidewaysOverflow(small), `${width} programme`).toEqual([]);
      await checkA11y(small, `programme ${width} ${theme}`);
      await small.goto(app.url('/ru/admin/dao'));
      await waitForHeading(small, 'Предложения DAO');
      await small.getByRole('table', { name: 'Предложения DAO' }).getByText(TITLE_EN).waitFor();
      expect(await sidewaysOverflow(small), `${width} dao`).toEqual([]);
      await checkA11y(small, `dao ${width} ${theme}`);
      await small.context().close();
    }
  });
});
