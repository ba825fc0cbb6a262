/**
 * Settings (docs/product.md §2): personal info with the phone rule, and the avatar chosen, cropped in
 * the modal, uploaded and served from /media/avatars/; a file that is no image is refused.
 */
import type { Page } from 'playwright-core';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import {
  appPerFile,
  button,
  createAccount,
  field,
  newPage,
  notification,
  PASSWORD,
  signInContext,
  uniqueLogin,
  waitFor,
  waitForHeading,
  watchProblems,
} from './helpers/app.ts';

const app = appPerFile();

async function openSettings(width = 1280): Promise<{ page: Page; login: string }> {
  const login = uniqueLogin('settings');
  await createAccount(app, login);
  const page = await newPage(app, { width });
  await signInContext(app, page.context(), login);
  await page.goto(app.url('/cabinet/settings'));
  await waitForHeading(page, 'Settings');
  return { page, login };
}

describe('personal info', () => {
  it('refuses a bad phone number, then saves the profile and shows the new name', async () => {
    const { page, login } = await openSettings();
    const problems = watchProblems(page);
    expect(await field(page, 'Login').inputValue()).toBe(login);

    await field(page, 'Name').fill('Anna Tester');
    await field(page, 'Phone').fill('call me maybe');
    await field(page, 'Telegram').fill('@anna_tester');
    const updates: string[] = [];
    page.on('request', (r) => {
      if (r.url().endsWith('/api/v1/user/update')) updates.push(r.postData() ?? '');
    });
    await button(page, 'Save').click();
    await page.getByText('Please check your phone number!').waitFor();
    await notification(page, 'Not all fields are filled in correctly').first().waitFor();
    expect(updates).toEqual([]);

    await field(page, 'Phone').fill('+44 20 7946 0958');
    const saved = page.waitForResponse((r) => r.url().endsWith('/api/v1/user/update'));
    await button(page, 'Save').click();
    expect((await saved).status()).toBe(200);
    await notification(page, 'Your profile is saved').first().waitFor();
    expect(await page.getByText('Please check your phone number!').count()).toBe(0);
    // The greeting uses the name from now on.
    await page.getByRole('banner').getByText('Hello, Anna Tester').waitFor();

    await page.reload();
    await waitForHeading(page, 'Settings');
    await waitFor('the saved name', async () => (await field(page, 'Name').inputValue()) === 'Anna Tester');
    expect(await field(page, 'Phone').inputValue()).toBe('+44 20 7946 0958');
    expect(await field(page, 'Telegram').inputValue()).toBe('@anna_tester');
    await page.context().close();
    expect(problems).toEqual([]);
  });

  it('refuses a bad Telegram handle with the spec message', async () => {
    const { page } = await openSettings();
    await field(page, 'Telegram').fill('anna');
    await button(page, 'Save').click();
    await page.getByText('Enter the link in the format: @myname').waitFor();
    await page.context().close();
  });
});

/** Chooses a file as a person does: the button opens the file chooser. */
async function chooseImage(page: Page, file: { name: string; mimeType: string; buffer: Buffer }) {
  const chooser = page.waitForEvent('filechooser');
  await button(page, 'Choose an image').click();
  await (await chooser).setFiles(file);
}

describe('avatar', () => {
  it('crops and uploads a PNG and shows the new avatar served from /media/avatars/', async () => {
    const { page } = await openSettings();
    const problems = watchProblems(page);
    // A 640×400 picture: a wide image the crop modal has to square.
    const png = await sharp({ create: { width: 640, height: 400, channels: 3, background: '#1e88e5' } })
      .composite([
        {
          input: await sharp({ create: { width: 200, height: 200, channels: 3, background: '#ffb300' } })
            .png()
            .toBuffer(),
          left: 220,
          top: 100,
        },
      ])
      .png()
      .toBuffer();
    await chooseImage(page, { name: 'portrait.png', mimeType: 'image/png', buffer: png });
    const dialog = page.getByRole('dialog', { name: 'Crop your avatar' });
    await dialog.waitFor();
    await dialog.getByRole('group', { name: /Crop area/ }).waitFor();
    // Zoom in a little with the keyboard, as a user of the slider would.
    await dialog.getByRole('slider', { name: 'Zoom' }).focus();
    await page.keyboard.press('ArrowRight');
    await page.keyboard.press('ArrowRight');

    const upload = page.waitForResponse((r) => r.url().endsWith('/api/v1/user/avatar'));
    await dialog.getByRole('button', { name: 'Save' }).click();
    expect((await upload).status()).toBe(200);
    await notification(page, 'Your avatar is saved').first().waitFor();
    await dialog.waitFor({ state: 'hidden' });

    const avatar = page.getByRole('img', { name: 'Your avatar' });
    const src = await waitFor('the new avatar', async () => {
      const value = await avatar.getAttribute('src');
      return value?.includes('/media/avatars/') ? value : '';
    });
    expect(await avatar.evaluate((img) => (img as HTMLImageElement).naturalWidth)).toBeGreaterThan(0);
    const served = await fetch(new URL(src, app.url('/')));
    expect(served.status).toBe(200);
    expect(served.headers.get('content-type')).toBe('image/webp');
    const bytes = Buffer.from(await served.arrayBuffer());
    const meta = await sharp(bytes).metadata();
    expect({ format: meta.format, width: meta.width, height: meta.height }).toEqual({
      format: 'webp',
      width: 256,
      height: 256,
    });
    // The crop is the centred square: the orange block in the middle, the blue around it.
    const { data } = await sharp(bytes).removeAlpha().raw().toBuffer({ resolveWithObject: true });
    const pixel = (x: number, y: number) => [...data.subarray((y * 256 + x) * 3, (y * 256 + x) * 3 + 3)];
    const near = (actual: number[], expected: number[]) =>
      actual.every((v, i) => Math.abs(v - (expected[i] ?? 0)) < 40);
    expect(near(pixel(128, 128), [0xff, 0xb3, 0x00]), `centre ${pixel(128, 128)}`).toBe(true);
    expect(near(pixel(4, 4), [0x1e, 0x88, 0xe5]), `corner ${pixel(4, 4)}`).toBe(true);
    // The header shows the same picture.
    expect(await page.getByRole('banner').locator(`img[src="${src}"]`).count()).toBe(1);

    await page.reload();
    await waitForHeading(page, 'Settings');
    await waitFor('the avatar after a reload', async () => (await avatar.getAttribute('src')) === src);
    await page.context().close();
    expect(problems).toEqual([]);
  });

  it('refuses a text file named .png and uploads nothing', async () => {
    const { page } = await openSettings();
    const uploads: string[] = [];
    page.on('request', (r) => {
      if (r.url().endsWith('/api/v1/user/avatar')) uploads.push(r.method());
    });
    // A browser gives a .png file the image/png type by its name alone.
    await chooseImage(page, { name: 'notes.png', mimeType: 'image/png', buffer: Buffer.from('these are my notes\n') });
    const dialog = page.getByRole('dialog', { name: 'Crop your avatar' });
    await dialog.waitFor();
    await dialog.getByRole('alert').filter({ hasText: 'This image could not be opened: choose another one' }).waitFor();
    expect(await dialog.getByRole('button', { name: 'Save' }).isDisabled()).toBe(true);
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await dialog.waitFor({ state: 'hidden' });

    // A file whose type is not an image is refused before the modal.
    await chooseImage(page, { name: 'notes.txt', mimeType: 'text/plain', buffer: Buffer.from('these are my notes\n') });
    await page.getByRole('alert').filter({ hasText: 'This file is not an image' }).waitFor();
    expect(uploads).toEqual([]);
    expect(await page.locator('img[src*="/media/avatars/"]').count()).toBe(0);
    await page.context().close();
  });

  it("answers a text file named .png sent to the API with the server's message", async () => {
    const login = uniqueLogin('avatar-api');
    await createAccount(app, login);
    const session = await fetch(app.url('/api/v1/login'), {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ login, password: PASSWORD }),
    }).then((r) => r.json() as Promise<{ token: string }>);
    const form = new FormData();
    form.append('file', new Blob(['these are my notes\n'], { type: 'image/png' }), 'notes.png');
    const res = await fetch(app.url('/api/v1/user/avatar'), {
      method: 'POST',
      headers: { authorization: `Bearer ${session.token}`, accept: 'application/json' },
      body: form,
    });
    expect(res.status).toBeGreaterThanOrEqual(400);
    expect(res.status).toBeLessThan(500);
    expect((await res.json()).message).toBe('This file is not an image: use JPEG, PNG, WebP, GIF or AVIF');
  });
});
