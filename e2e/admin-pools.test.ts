/**
 * A pool's settings from the console in Chromium (decision 79): the operator changes the stable pool's APY and fees —
 * the console shows the APY booked for tomorrow and the investor the new fees at once and the APY change on the pool
 * page; closes the pool for deposits and the investor's deposit dialog says so; pauses withdrawals with a message and
 * the investor's withdrawal dialog shows it. The pages pass axe and fit 375 px and 1280 px, in both themes.
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
const session = consoleSession(app, { investor: 'pools-investor' });

const PAUSED_EN = 'Withdrawals resume on Monday after the vault migration';

async function openStable() {
  await session.page.goto(app.url('/admin/pools/stable'));
  await waitForHeading(session.page, 'Stable pool');
  await button(session.page, 'Save settings').waitFor();
}

async function save() {
  await button(session.page, 'Save settings').click();
  await notification(session.page, 'The pool settings are saved').waitFor();
}

/** Opens the investor's stable pool page and the dialog of `action` ('Deposit' or 'Withdraw'). */
async function investorDialog(action: 'Deposit' | 'Withdraw') {
  await session.investor.goto(app.url('/cabinet/pools/stable'));
  await session.investor.getByRole('button', { name: action, exact: true }).first().click();
  return session.investor.getByRole('dialog');
}

describe('a pool’s settings from the console', () => {
  it('lists the pools, then changes the APY (from tomorrow) and the fees (at once)', async () => {
    await session.page.goto(app.url('/admin/pools'));
    await waitForHeading(session.page, 'Pools');
    const table = session.page.getByRole('table', { name: 'Pools and their settings' });
    await table.getByRole('row').filter({ hasText: 'Coin pool' }).waitFor();
    await checkA11y(session.page, 'pools list');
    await table.getByRole('link', { name: 'Stable pool' }).click();
    await waitForHeading(session.page, 'Stable pool');

    await field(session.page, /^APY, %/).fill('15');
    await session.page.getByText(/The new APY takes effect from the next accrual day/).waitFor();
    await field(session.page, /^Deposit fee, %/).fill('2');
    await field(session.page, /^Withdrawal fee, %/).fill('1.5');
    // Out of bounds: the form says what the API would, and nothing is sent.
    await field(session.page, /^Minimum deposit, USD/).fill('1.234');
    await button(session.page, 'Save settings').click();
    await session.page.getByText(/The minimum deposit is an amount in USD from 0 to 1000000/).waitFor();
    await field(session.page, /^Minimum deposit, USD/).fill('0');
    await save();
    const tomorrow = addDays(utcDay(new Date()), 1);
    await session.page.getByText(`From ${tomorrow}: 15%.`).waitFor();
    await session.page
      .getByRole('table', { name: 'APY history' })
      .getByRole('row')
      .filter({ hasText: tomorrow })
      .waitFor();
    await checkA11y(session.page, 'pool settings');

    await session.investor.goto(app.url('/cabinet/pools/stable'));
    await expect.poll(() => session.investor.getByTestId('pool-deposit-fee').textContent()).toContain('2%');
    await expect.poll(() => session.investor.getByTestId('pool-withdrawal-fee').textContent()).toContain('1.5%');
    await session.investor.getByTestId('pool-apy-booked').getByText(`From ${tomorrow} the APY is 15%`).waitFor();
  });

  it('closes the pool for deposits: the investor’s deposit dialog says so', async () => {
    await openStable();
    await session.page.getByRole('checkbox', { name: 'Open for deposits' }).uncheck();
    await save();
    await session.page.getByText('Closed for deposits').first().waitFor();
    const dialog = await investorDialog('Deposit');
    await dialog.getByText('This pool is closed for new deposits').waitFor();
    await checkA11y(session.investor, 'deposit dialog of a closed pool');
  });

  it('pauses withdrawals with a message: the investor’s withdrawal dialog shows it', async () => {
    await openStable();
    await session.page.getByRole('checkbox', { name: 'Pause withdrawals' }).check();
    await field(session.page, 'Message to investors (English)').fill(PAUSED_EN);
    await field(session.page, 'Message to investors (Russian)').fill(
      'Вывод возобновится в понедельник после миграции хранилища',
    );
    await save();
    await session.page.getByText('Withdrawals paused').first().waitFor();
    const dialog = await investorDialog('Withdraw');
    await dialog.getByText(`Withdrawals from this pool are paused: ${PAUSED_EN}`).waitFor();
  });

  it('fits a phone and a desktop, in the dark theme too', async () => {
    for (const [width, theme] of [
      [PHONE, 'dark'],
      [DESKTOP, 'light'],
    ] as const) {
      const small = await newPage(app, { width, theme });
      await signInOperator(small, session.operator);
      await small.goto(app.url('/admin/pools'));
      await waitForHeading(small, 'Pools');
      await small.getByRole('link', { name: 'Coin pool' }).waitFor();
      expect(await sidewaysOverflow(small), `${width} list`).toEqual([]);
      await small.goto(app.url('/ru/admin/pools/stable'));
      await waitForHeading(small, 'Стабильный пул');
      await small.getByRole('button', { name: 'Сохранить настройки' }).waitFor();
      expect(await sidewaysOverflow(small), `${width} pool`).toEqual([]);
      await checkA11y(small, `pool settings ${width} ${theme}`);
      await small.context().close();
    }
  });
});
