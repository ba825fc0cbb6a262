import { getAddress } from 'viem';
import { describe, expect, it } from 'vitest';
import { appPerFile, button, checkA11y, DESKTOP, field, notification, PHONE, sidewaysOverflow } from './helpers/app.ts';
import { consoleSession } from './helpers/operator.ts';

const app = appPerFile();
const session = consoleSession(app, { investor: 'pool-content-investor' });

/** A checksummed address and the same with one letter's case flipped: a wrong checksum. */
const GOOD = getAddress('0x52908400098527886e0f7030069857d2e4169ee7');
const BAD = GOOD.replace('F', 'f');
const RU_TITLE = 'Стабильный пул: доллары под залог';

async function openTab(tab: 'Assets and addresses' | 'Texts') {
  await session.page.goto(app.url('/admin/pools/stable'));
  await session.page.getByRole('tab', { name: tab }).click();
}

/** The currencies the investor's deposit dialog of the stable pool offers. */
async function offered(): Promise<string[]> {
  await session.investor.goto(app.url('/cabinet/pools/stable'));
  await session.investor.getByRole('button', { name: 'Deposit', exact: true }).first().click();
  const options = session.investor.getByRole('dialog').getByRole('combobox', { name: 'Currency' }).locator('option');
  await options.first().waitFor({ state: 'attached' });
  return options.evaluateAll((list) => list.map((o) => (o as HTMLOptionElement).value).sort());
}

describe('a pool’s tokens, deposit addresses and texts from the console', () => {
  it('unchecks a token: the deposit dialog no longer offers it', async () => {
    expect(await offered()).toEqual(['BUSD', 'USDC', 'USDT']);
    await openTab('Assets and addresses');
    const accepts = session.page.getByRole('checkbox', { name: 'USDC accepted for deposits' });
    await accepts.uncheck();
    await button(session.page, 'Save tokens').click();
    await notification(session.page, "The pool's tokens are saved").waitFor();
    await checkA11y(session.page, 'pool tokens and addresses');
    await expect.poll(offered).toEqual(['BUSD', 'USDT']);
  });

  it('refuses an address with a wrong checksum, sets a good one and removes one after a confirmation', async () => {
    await openTab('Assets and addresses');
    const addresses = session.page.getByTestId('pool-addresses');
    await addresses.getByRole('combobox', { name: 'Currency' }).selectOption('USDT');
    await field(session.page, /^Address/).fill(BAD);
    await button(session.page, 'Set address').click();
    await addresses.getByText(/checksum does not match/).waitFor();
    await checkA11y(session.page, 'an address refused');

    await field(session.page, /^Address/).fill(GOOD);
    await button(session.page, 'Set address').click();
    await notification(session.page, 'The deposit address is saved').waitFor();
    const usdt = addresses.getByRole('row').filter({ hasText: 'USDT' });
    await expect.poll(() => usdt.textContent()).toContain(GOOD);

    const busd = addresses.getByRole('row').filter({ hasText: 'BUSD' });
    await busd.getByRole('button', { name: 'Remove' }).click();
    const dialog = session.page.getByRole('dialog', { name: /Remove the BUSD address/ });
    await dialog.getByRole('button', { name: 'Remove' }).click();
    await dialog.waitFor({ state: 'detached' });
    await busd.waitFor({ state: 'detached' });
    // The investor is offered the new address, and no BUSD any more.
    await expect.poll(offered).toEqual(['USDT']);
    await session.investor.getByRole('dialog').getByText(GOOD).first().waitFor();
  });

  it('edits the Russian title: the preview follows, and the Russian pool page shows it once saved', async () => {
    await openTab('Texts');
    const preview = session.page.getByTestId('pool-text-preview-ru');
    await field(session.page, 'Title (Russian)').fill(RU_TITLE);
    await preview.getByText(RU_TITLE).waitFor();
    // An empty Russian description is shown in English, as on the investor's page.
    const english = await field(session.page, 'Description (English)').inputValue();
    await field(session.page, 'Description (Russian)').fill('');
    await expect.poll(() => preview.textContent()).toContain(english.split('\n')[0]);
    await checkA11y(session.page, 'pool texts with preview');
    await button(session.page, 'Save texts').click();
    await notification(session.page, "The pool's texts are saved").waitFor();

    await session.investor.goto(app.url('/ru/cabinet/pools/stable'));
    await session.investor.getByTestId('pool-strategy').getByText(RU_TITLE).waitFor();
  });

  it('fits a phone and a desktop, in Russian too', async () => {
    for (const width of [PHONE, DESKTOP]) {
      await session.page.setViewportSize({ width, height: 800 });
      for (const [tab, ready] of [
        ['Активы и адреса', 'Задать адрес'],
        ['Тексты', 'Сохранить тексты'],
      ] as const) {
        await session.page.goto(app.url('/ru/admin/pools/stable'));
        await session.page.getByRole('tab', { name: tab }).click();
        await session.page.getByRole('button', { name: ready }).waitFor();
        expect(await sidewaysOverflow(session.page), `${width} ${tab}`).toEqual([]);
      }
    }
  });
});
