/**
 * The configuration page in Chromium (decision 85): the operator downloads the configuration, changes a pool's APY
 * schedule and a F.A.Q. question in the file, imports it — the dry run lists exactly those two changes with their
 * values — applies it, and investors read the new question; the same file then has nothing left to change. The page
 * with a dry run shown passes axe and fits a phone's and a desktop's width in both themes.
 */
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import {
  appPerFile,
  button,
  COLOUR_RULES,
  callApi,
  checkA11y,
  colorScheme,
  DESKTOP,
  PHONE,
  sidewaysOverflow,
  waitFor,
  waitForHeading,
} from './helpers/app.ts';
import { consoleSession } from './helpers/operator.ts';

const app = appPerFile();
const session = consoleSession(app, { theme: 'light' });

interface Doc {
  pools: { stable: { apyHistory: { effectiveFrom: string; apy: string }[] } };
  content: { faq: { id: string; locale: string; question: string }[] };
}

const QUESTION = 'How is my deposit credited, step by step?';
let file: Buffer;
let faqId: string;

async function openConfig() {
  await session.page.goto(app.url('/admin/config'));
  await waitForHeading(session.page, 'Configuration');
}

/** Chooses the modified file: the page checks it and shows the dry run's list, or says there is nothing to change. */
async function chooseFile() {
  const [chooser] = await Promise.all([
    session.page.waitForEvent('filechooser'),
    button(session.page, 'Choose a file…').click(),
  ]);
  await chooser.setFiles({ name: 'configuration.json', mimeType: 'application/json', buffer: file });
}

describe('the configuration page', () => {
  it('downloads the configuration as a JSON file', async () => {
    await openConfig();
    const [download] = await Promise.all([
      session.page.waitForEvent('download'),
      button(session.page, 'Download configuration').click(),
    ]);
    expect(download.suggestedFilename()).toMatch(/^configuration-\d{4}-\d{2}-\d{2}\.json$/);
    const doc = JSON.parse(readFileSync(await waitFor('the file', () => download.path()), 'utf8')) as Doc;
    doc.pools.stable.apyHistory.push({ effectiveFrom: '2999-01-01', apy: '9.5' });
    const faq = doc.content.faq.find((f) => f.locale === 'en');
    if (!faq) throw new Error('no English F.A.Q. entry');
    faq.question = QUESTION;
    faqId = faq.id;
    file = Buffer.from(JSON.stringify(doc, null, 2));
  });

  it('lists the dry run of a modified file, applies it, then finds nothing left to change', async () => {
    await openConfig();
    await chooseFile();
    await session.page.getByRole('heading', { name: 'Dry run — changes that would be made: 2' }).waitFor();
    const pools = session.page.getByRole('row').filter({ hasText: 'stable/apy/2999-01-01' });
    await pools.getByText('Added').waitFor();
    await pools.getByText('apy: 9.5').waitFor();
    const faq = session.page.getByRole('row').filter({ hasText: `faq/${faqId}` });
    await faq.getByText('Changed').waitFor();
    await faq.getByText(QUESTION).waitFor();
    expect(await session.page.getByRole('row').count()).toBe(4);

    await button(session.page, 'Apply').click();
    const dialog = session.page.getByRole('dialog', { name: 'Apply this configuration?' });
    await dialog.getByRole('button', { name: 'Apply' }).click();
    await dialog.waitFor({ state: 'detached' });
    await session.page.getByText('The configuration is applied').waitFor();

    const { body } = await callApi(app.url(), 'GET', '/api/v1/faq?locale=en');
    expect((body.items as { question: string }[]).map((f) => f.question)).toContain(QUESTION);
    await chooseFile();
    await session.page.getByText('Nothing to change').waitFor();
  });

  it('refuses a file that is not a configuration with the path of what is wrong', async () => {
    await openConfig();
    const doc = JSON.parse(file.toString()) as Doc & { pools: { stable: { settings: { depositFee: string } } } };
    doc.pools.stable.settings.depositFee = '99';
    const [chooser] = await Promise.all([
      session.page.waitForEvent('filechooser'),
      button(session.page, 'Choose a file…').click(),
    ]);
    await chooser.setFiles({
      name: 'bad.json',
      mimeType: 'application/json',
      buffer: Buffer.from(JSON.stringify(doc)),
    });
    const alert = session.page.getByRole('alert').filter({ hasText: 'The file cannot be imported' });
    await alert.getByText(/^pools\.stable\.settings\.depositFee: /).waitFor();
  });

  it('passes axe and fits a phone and a desktop in both themes, with a dry run shown', async () => {
    const problems: string[] = [];
    // A file the installation differs from: its dry run's list is on the page.
    const doc = JSON.parse(file.toString()) as Doc;
    const faq = doc.content.faq.find((f) => f.id === faqId);
    if (faq) faq.question = `${QUESTION} Once more.`;
    file = Buffer.from(JSON.stringify(doc));
    for (const theme of ['light', 'dark'] as const) {
      const rules = theme === 'dark' ? COLOUR_RULES : undefined;
      await session.page.evaluate((value) => localStorage.setItem('yc:color-scheme', value), theme);
      for (const width of [DESKTOP, PHONE]) {
        const where = `/admin/config, ${theme}, ${width} px`;
        await session.page.setViewportSize({ width, height: 800 });
        await openConfig();
        await waitFor(`the ${theme} scheme`, async () => (await colorScheme(session.page)) === theme);
        await chooseFile();
        await session.page.getByRole('heading', { name: 'Dry run — changes that would be made: 1' }).waitFor();
        for (const p of await sidewaysOverflow(session.page)) problems.push(`${where}: ${p}`);
        await checkA11y(session.page, where, rules).catch((e: Error) => problems.push(e.message));
      }
    }
    await session.page.setViewportSize({ width: DESKTOP, height: 800 });
    expect(problems).toEqual([]);
  });
});
