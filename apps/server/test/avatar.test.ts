import { LIMITS } from '@yc/contract';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, countRows, investor } from './helpers/accounts.ts';
import { multipart, type Part } from './helpers/multipart.ts';
import { createTestApp, engine, type TestApp } from './helpers/test-app.ts';

const URL_PATTERN = /^\/media\/avatars\/[0-9a-f]{32}\.webp$/;

const canvas = (width: number, height: number, background = { r: 40, g: 120, b: 200 }) =>
  sharp({ create: { width, height, channels: 3, background } });

const png = () => canvas(600, 400).png().toBuffer();

describe(`POST /api/v1/user/avatar on ${engine}`, () => {
  let t: TestApp;
  let token: string;
  let userId: string;
  beforeAll(async () => {
    t = await createTestApp();
    const account = await investor(t);
    token = account.token;
    userId = account.user.id;
  });
  afterAll(() => t.close());

  const upload = (
    parts: Part[],
    headers: Record<string, string> = {},
    auth: Record<string, string> = bearer(token),
  ) => {
    const body = multipart(parts);
    return t.app.inject({
      method: 'POST',
      url: '/api/v1/user/avatar',
      payload: body.payload,
      headers: { ...body.headers, ...auth, ...headers },
    });
  };
  const uploadFile = (data: Buffer | string, filename = 'me.png', type = 'image/png') =>
    upload([{ name: 'file', filename, type, data }]);
  const fetchUrl = (url: string) => t.app.inject({ method: 'GET', url });

  /** Uploads, checks the answer and returns the served file. */
  async function uploaded(data: Buffer, filename = 'me.png', type = 'image/png') {
    const res = await uploadFile(data, filename, type);
    expect(res.statusCode, res.body).toBe(200);
    const { user } = res.json();
    expect(user.id).toBe(userId);
    expect(user.avatarUrl).toMatch(URL_PATTERN);
    const file = await fetchUrl(user.avatarUrl);
    expect(file.statusCode).toBe(200);
    return { url: user.avatarUrl as string, file, bytes: file.rawPayload };
  }

  /** What a failed upload must leave as it was. */
  const state = async () => ({
    avatars: await countRows(t, 'avatars'),
    user: await t.app.db.selectFrom('users').select(['avatar_url', 'updated_at']).where('id', '=', userId).execute(),
  });

  it.each([
    ['PNG', () => png(), 'image/png'],
    ['JPEG', () => canvas(400, 600).jpeg().toBuffer(), 'image/jpeg'],
    ['WebP', () => canvas(300, 300).webp().toBuffer(), 'image/webp'],
    ['GIF', () => canvas(320, 200).gif().toBuffer(), 'image/gif'],
    ['AVIF', () => canvas(320, 240).avif().toBuffer(), 'image/avif'],
  ])('re-encodes a %s to a 256×256 WebP served immutable as image/webp', async (_name, make, type) => {
    const { url, file, bytes } = await uploaded(await make(), 'photo', type);
    expect(file.headers['content-type']).toBe('image/webp');
    expect(file.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(file.headers['x-content-type-options']).toBe('nosniff');
    const meta = await sharp(bytes).metadata();
    expect(meta).toMatchObject({ format: 'webp', width: 256, height: 256 });
    const profile = await t.app.inject({ method: 'GET', url: '/api/v1/profile', headers: bearer(token) });
    expect(profile.json().user.avatarUrl).toBe(url);
  });

  it('crops to the centre of the image', async () => {
    // Red | green | blue thirds: covering 256×256 keeps only the green middle.
    const third = (r: number, g: number, b: number) => canvas(200, 200, { r, g, b }).png().toBuffer();
    const wide = await sharp({ create: { width: 600, height: 200, channels: 3, background: '#000' } })
      .composite([
        { input: await third(255, 0, 0), left: 0, top: 0 },
        { input: await third(0, 255, 0), left: 200, top: 0 },
        { input: await third(0, 0, 255), left: 400, top: 0 },
      ])
      .png()
      .toBuffer();
    const { bytes } = await uploaded(wide);
    const [red, green, blue] = (await sharp(bytes).stats()).channels;
    expect(green!.mean).toBeGreaterThan(200);
    expect(red!.mean).toBeLessThan(40);
    expect(blue!.mean).toBeLessThan(40);
  });

  it('strips EXIF and every other metadata', async () => {
    const jpeg = await canvas(500, 500)
      .jpeg()
      .withExif({ IFD0: { Copyright: 'secret-owner', ImageDescription: 'home at 51.5N 0.12W' } })
      .toBuffer();
    const input = await sharp(jpeg).metadata();
    expect(input.exif?.toString('latin1')).toContain('secret-owner');
    const { bytes } = await uploaded(jpeg, 'photo.jpg', 'image/jpeg');
    const output = await sharp(bytes).metadata();
    expect(output.exif).toBeUndefined();
    expect(output.xmp).toBeUndefined();
    expect(output.icc).toBeUndefined();
    expect(bytes.includes('secret-owner')).toBe(false);
    expect(bytes.includes('Exif')).toBe(false);
  });

  it('replaces the previous avatar: its URL answers 404 and one row is kept', async () => {
    const first = await uploaded(await png());
    const second = await uploaded(await canvas(300, 300, { r: 250, g: 10, b: 10 }).png().toBuffer());
    expect(second.url).not.toBe(first.url);
    const gone = await fetchUrl(first.url);
    expect(gone.statusCode).toBe(404);
    expect(gone.headers['content-type']).toMatch(/application\/json/);
    expect(gone.json().statusCode).toBe(404);
    const rows = await t.app.db.selectFrom('avatars').select('id').where('user_id', '=', userId).execute();
    expect(rows).toEqual([{ id: second.url.slice('/media/avatars/'.length, -'.webp'.length) }]);

    // The same picture again keeps the same address.
    const again = await uploaded(await canvas(300, 300, { r: 250, g: 10, b: 10 }).png().toBuffer());
    expect(again.url).toBe(second.url);
  });

  it('gives two users with the same picture different addresses', async () => {
    const other = await investor(t);
    const picture = await png();
    const mine = await uploaded(picture);
    const body = multipart([{ name: 'file', filename: 'a.png', type: 'image/png', data: picture }]);
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/v1/user/avatar',
      payload: body.payload,
      headers: { ...body.headers, ...bearer(other.token) },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().user.avatarUrl).not.toBe(mine.url);
  });

  it('answers 413 JSON for a file of 5 MB and one byte, and writes nothing', async () => {
    await uploaded(await png());
    const before = await state();
    // Just over the limit is read and refused; far over it is refused on its declared length alone.
    for (const size of [LIMITS.avatarBytes + 1, LIMITS.avatarBytes + LIMITS.bodyBytes + 1]) {
      const res = await uploadFile(Buffer.alloc(size, 0x89));
      expect(res.statusCode, String(size)).toBe(413);
      expect(res.json()).toEqual({
        statusCode: 413,
        error: 'Payload Too Large',
        message: 'The image is larger than 5 MB',
        code: 'avatar.tooLarge',
      });
      expect(res.headers.connection).toBe('close');
    }
    expect(await state()).toEqual(before);
  });

  it('answers 413 JSON for an image with too many pixels', async () => {
    const before = await state();
    const huge = await sharp({ create: { width: 10_000, height: 5_001, channels: 3, background: '#000' } })
      .png({ compressionLevel: 9 })
      .toBuffer();
    expect(huge.length).toBeLessThan(LIMITS.avatarBytes);
    const res = await uploadFile(huge);
    expect(res.statusCode).toBe(413);
    expect(res.json().code).toBe('avatar.tooManyPixels');
    expect(await state()).toEqual(before);
  });

  it('answers 415 JSON for a file that is not an accepted image, whatever its name and type', async () => {
    const before = await state();
    const pngHeaderOnly = Buffer.concat([(await png()).subarray(0, 60), Buffer.alloc(200, 7)]);
    const svg = '<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"><rect width="10" height="10"/></svg>';
    for (const [data, filename] of [
      ['just some text, not an image', 'photo.png'],
      [Buffer.alloc(2048, 0), 'photo.jpg'],
      [pngHeaderOnly, 'broken.png'],
      [svg, 'logo.png'],
      [await canvas(50, 50).tiff().toBuffer(), 'scan.png'],
    ] as const) {
      const res = await uploadFile(data, filename);
      expect(res.statusCode, filename).toBe(415);
      expect(res.json()).toMatchObject({
        statusCode: 415,
        message: 'This file is not an image: use JPEG, PNG, WebP, GIF or AVIF',
        code: 'avatar.notImage',
      });
    }
    const russian = await upload([{ name: 'file', filename: 'a.png', type: 'image/png', data: 'text' }], {
      'accept-language': 'ru',
    });
    expect(russian.json().message).toBe('Этот файл не изображение: используйте JPEG, PNG, WebP, GIF или AVIF');
    expect(await state()).toEqual(before);
  });

  it('answers 400 JSON without exactly one file in field "file"', async () => {
    const before = await state();
    const image = await png();
    for (const parts of [
      [],
      [{ name: 'file', data: 'not a file part' }],
      [{ name: 'image', filename: 'a.png', type: 'image/png', data: image }],
      [{ name: 'file', filename: 'empty.png', type: 'image/png', data: '' }],
      [
        { name: 'file', filename: 'a.png', type: 'image/png', data: image },
        { name: 'file', filename: 'b.png', type: 'image/png', data: image },
      ],
      [
        { name: 'image', filename: 'a.png', type: 'image/png', data: image },
        { name: 'file', filename: 'b.png', type: 'image/png', data: image },
      ],
    ] as Part[][]) {
      const res = await upload(parts);
      expect(res.statusCode, JSON.stringify(parts.map((p) => p.name))).toBe(400);
      expect(res.json()).toMatchObject({ statusCode: 400, code: 'avatar.fileRequired' });
    }
    expect(await state()).toEqual(before);
  });

  it('answers malformed and non-multipart bodies with 4xx JSON', async () => {
    const before = await state();
    const send = (payload: string | Buffer | undefined, contentType?: string) =>
      t.app.inject({
        method: 'POST',
        url: '/api/v1/user/avatar',
        payload,
        headers: { ...bearer(token), ...(contentType ? { 'content-type': contentType } : {}) },
      });
    const cases: Array<[string | Buffer | undefined, string | undefined, number]> = [
      [JSON.stringify({ file: 'iVBORw0KGgo=' }), 'application/json', 415],
      ['file=abc', 'application/x-www-form-urlencoded', 415],
      [await png(), 'image/png', 415],
      [undefined, undefined, 415],
      ['--x\r\ncontent-disposition: form-data; name="file"; filename="a.png"\r\n\r\nabc', 'multipart/form-data', 400],
      [
        '--x\r\ncontent-disposition: form-data; name="file"; filename="a.png"\r\n\r\nabc',
        'multipart/form-data; boundary=x',
        400,
      ],
      ['garbage', 'multipart/form-data; boundary=x', 400],
    ];
    for (const [payload, contentType, status] of cases) {
      const res = await send(payload, contentType);
      expect(res.statusCode, `${contentType}: ${res.body}`).toBe(status);
      expect(res.json().statusCode).toBe(status);
    }
    const manyFields = await upload([
      ...Array.from({ length: 10 }, (_, i) => ({ name: `field${i}`, data: 'x' })),
      { name: 'file', filename: 'a.png', type: 'image/png', data: await png() },
    ]);
    expect(manyFields.statusCode).toBe(413);
    expect(manyFields.json()).toMatchObject({ statusCode: 413, code: 'http.payloadTooLarge' });
    expect(await state()).toEqual(before);
  });

  it('answers 401 JSON without a valid token, before reading the body', async () => {
    const before = await state();
    for (const auth of [{}, { authorization: 'Bearer nope' }] as Record<string, string>[]) {
      const res = await upload([{ name: 'file', filename: 'a.png', type: 'image/png', data: await png() }], {}, auth);
      expect(res.statusCode).toBe(401);
      expect(res.json().statusCode).toBe(401);
    }
    expect(await state()).toEqual(before);
  });

  it('answers 404 JSON for unknown or malformed avatar names', async () => {
    for (const name of [`${'0'.repeat(32)}.webp`, 'nope.webp', `${'a'.repeat(32)}.png`, '..%2F..%2Fetc%2Fpasswd']) {
      const res = await fetchUrl(`/media/avatars/${name}`);
      expect(res.statusCode, name).toBe(404);
      expect(res.json()).toMatchObject({ statusCode: 404, code: 'http.notFound' });
    }
  });
});
