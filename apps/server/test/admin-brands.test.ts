/**
 * The brands console (decision 84): brands in the database, seeded once from BRANDS_FILE, validated, audited, their
 * images re-encoded; the HTML carries the host's brand; and a change made on one instance is served by another.
 */
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { type AdminBrand, type BrandBody, COOKIES } from '@yc/contract';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '../src/db/database.ts';
import { bearer, investor } from './helpers/accounts.ts';
import { multipart } from './helpers/multipart.ts';
import { type OperatorSession, operatorSession } from './helpers/operators.ts';
import { POOL_SETTINGS } from './helpers/pools.ts';
import { createTestApp, engine, openTestDatabase, redisUrl, type TestApp } from './helpers/test-app.ts';
import { webDist } from './helpers/web-dist.ts';

const BRANDS = '/api/v1/admin/brands';
const acme = (over: Partial<BrandBody> = {}): BrandBody => ({
  hosts: ['cabinet.acme.example'],
  title: 'Acme Yield',
  primaryColor: '#2B8A3E',
  social: { twitter: 'https://x.com/acme', telegram: null, discord: null, docs: null },
  supportEmail: 'Help@Acme.example',
  legalEntity: 'Acme Holdings Ltd',
  ...over,
});

describe(`the brands console on ${engine}`, () => {
  let t: TestApp;
  let op: OperatorSession;
  beforeAll(async () => {
    t = await createTestApp({ WEB_DIST: webDist() });
    op = await operatorSession(t);
  });
  afterAll(() => t?.close());

  const send = (method: 'POST' | 'PUT' | 'DELETE' | 'GET', url: string, payload?: unknown) =>
    t.app.inject({ method, url, payload: payload as object, headers: op.headers });
  const list = async () => (await send('GET', BRANDS)).json().brands as AdminBrand[];
  const brandOf = async (host: string) =>
    (await t.app.inject({ method: 'GET', url: '/api/v1/brand', headers: { host } })).json();
  // As a signed-in browser asks: a cabinet page without the marker is a redirect to sign-in (decision 96).
  const page = (host: string, url = '/') =>
    t.app.inject({ method: 'GET', url, headers: { host, cookie: `${COOKIES.signedIn.name}=1` } });
  const upload = (id: string, image: string, data: Buffer | string, type = 'image/png') => {
    const body = multipart([{ name: 'file', filename: 'a.png', type, data }]);
    return t.app.inject({
      method: 'POST',
      url: `${BRANDS}/${id}/${image}`,
      payload: body.payload,
      headers: { ...body.headers, ...op.headers },
    });
  };

  it('answers 401 without a token and 403 to an investor', async () => {
    expect((await t.app.inject({ method: 'GET', url: BRANDS })).statusCode).toBe(401);
    const { token } = await investor(t);
    expect((await t.app.inject({ method: 'GET', url: BRANDS, headers: bearer(token) })).statusCode).toBe(403);
  });

  it('seeds the table from the bundled brands file: the default brand first, then a brand per host', async () => {
    const brands = await list();
    expect(brands[0]).toMatchObject({ isDefault: true, hosts: [], title: 'Yield Finance' });
    expect(brands.find((b) => b.hosts.includes('127.0.0.1'))).toMatchObject({
      isDefault: false,
      title: 'Yield Cabinet Demo',
      supportEmail: 'support@example.com',
    });
  });

  it('creates a brand, normalising hosts, colour and e-mail, audits it and serves it at once', async () => {
    const res = await send('POST', BRANDS, acme({ hosts: ['Cabinet.Acme.Example', '*.acme.example'] }));
    expect(res.statusCode, res.body).toBe(201);
    const brand = res.json() as AdminBrand;
    expect(brand).toMatchObject({
      hosts: ['*.acme.example', 'cabinet.acme.example'],
      primaryColor: '#2b8a3e',
      supportEmail: 'help@acme.example',
      logoUrl: null,
      faviconUrl: null,
    });
    expect(await brandOf('cabinet.acme.example:8443')).toMatchObject({
      title: 'Acme Yield',
      defaultTitle: 'Yield Finance',
      primaryColor: '#2b8a3e',
      legalEntity: 'Acme Holdings Ltd',
    });
    expect((await brandOf('eu.acme.example')).title).toBe('Acme Yield');
    const audit = await t.app.db
      .selectFrom('audit_log')
      .select(['action', 'before', 'after', 'actor_id'])
      .where('object_id', '=', brand.id)
      .execute();
    expect(audit).toMatchObject([{ action: 'brand.create', before: null, actor_id: op.id }]);
    expect(audit[0]?.after).toMatchObject({ title: 'Acme Yield', hosts: ['*.acme.example', 'cabinet.acme.example'] });
  });

  it.each([
    ['a host with a path', { hosts: ['acme.example/x'] }, 'validation.brands.host'],
    ['a host with a space', { hosts: ['a b.example'] }, 'validation.brands.host'],
    ['a wildcard in the middle', { hosts: ['a.*.example'] }, 'validation.brands.host'],
    ['a host listed twice', { hosts: ['b.example', 'B.example'] }, 'validation.brands.hostRepeated'],
    ['a colour name', { primaryColor: 'green' }, 'validation.brands.colour'],
    ['a short colour', { primaryColor: '#0f0' }, 'validation.brands.colour'],
    ['a colour with a script', { primaryColor: '#000000"><script>' }, 'validation.brands.colour'],
    ['a bad e-mail', { supportEmail: 'nobody' }, 'validation.email'],
    [
      'a script link',
      { social: { twitter: 'javascript:alert(1)', telegram: null, discord: null, docs: null } },
      'validation.invalid',
    ],
    ['an empty title', { title: '  ' }, 'validation.required'],
    ['no host', { hosts: [] }, 'brands.hostsRequired'],
  ])('refuses %s with a 400 naming the rule', async (_name, over, code) => {
    const res = await send('POST', BRANDS, acme({ hosts: ['fresh.example'], ...over } as Partial<BrandBody>));
    expect(res.statusCode, res.body).toBe(400);
    expect(JSON.stringify(res.json())).toContain(code);
  });

  it('keeps a host name in one brand only, naming the brand that holds it', async () => {
    const res = await send('POST', BRANDS, acme({ hosts: ['other.example', 'cabinet.acme.example'], title: 'Other' }));
    expect(res.statusCode).toBe(409);
    expect(res.json()).toMatchObject({ code: 'brands.hostTaken' });
    expect(res.json().message).toContain('Acme Yield');
  });

  it('gives a host claimed by two brands at once to one of them, the other a 409', async () => {
    const claims = await Promise.all(
      ['Twin One', 'Twin Two'].map((title) => send('POST', BRANDS, acme({ hosts: ['twin.example'], title }))),
    );
    expect(claims.map((r) => r.statusCode).sort()).toEqual([201, 409]);
    const loser = claims.find((r) => r.statusCode === 409)!;
    expect(loser.json()).toMatchObject({ code: 'brands.hostTaken' });
    const winner = claims.find((r) => r.statusCode === 201)!.json() as AdminBrand;
    expect((await send('DELETE', `${BRANDS}/${winner.id}`)).statusCode).toBe(200);
  });

  it('edits the default brand (never with hosts) and never deletes it', async () => {
    const fallback = (await list())[0]!;
    const body = { ...acme({ hosts: [] }), title: 'Generic Yield', legalEntity: null };
    const res = await send('PUT', `${BRANDS}/${fallback.id}`, body);
    expect(res.statusCode, res.body).toBe(200);
    expect(await brandOf('unknown.example')).toMatchObject({ title: 'Generic Yield', defaultTitle: 'Generic Yield' });
    expect((await send('PUT', `${BRANDS}/${fallback.id}`, { ...body, hosts: ['x.example'] })).json()).toMatchObject({
      code: 'brands.defaultHasNoHosts',
    });
    expect((await send('DELETE', `${BRANDS}/${fallback.id}`)).statusCode).toBe(409);
    await send('PUT', `${BRANDS}/${fallback.id}`, { ...body, title: 'Yield Finance', primaryColor: null });
  });

  it('re-encodes an uploaded logo and favicon, serves them with cache headers and refuses what is no image', async () => {
    const brand = (await list()).find((b) => b.title === 'Acme Yield')!;
    const picture = await sharp({ create: { width: 900, height: 300, channels: 4, background: '#2b8a3e' } })
      .jpeg()
      .toBuffer();
    const logo = await upload(brand.id, 'logo', picture, 'image/jpeg');
    expect(logo.statusCode, logo.body).toBe(200);
    const { logoUrl } = logo.json() as AdminBrand;
    expect(logoUrl).toMatch(/^\/media\/brands\/[0-9a-f]{32}\.webp$/);
    const file = await t.app.inject({ method: 'GET', url: logoUrl! });
    expect(file.statusCode).toBe(200);
    expect(file.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(await sharp(file.rawPayload).metadata()).toMatchObject({ format: 'webp', width: 512, height: 171 });

    const favicon = await upload(brand.id, 'favicon', picture);
    const { faviconUrl } = favicon.json() as AdminBrand;
    expect(faviconUrl).toMatch(/^\/media\/brands\/[0-9a-f]{32}\.png$/);
    const icon = await t.app.inject({ method: 'GET', url: faviconUrl! });
    expect(icon.headers['content-type']).toBe('image/png');
    expect(await sharp(icon.rawPayload).metadata()).toMatchObject({ format: 'png', width: 64, height: 64 });
    expect((await brandOf('cabinet.acme.example')).faviconUrl).toBe(faviconUrl);

    const bad = await upload(brand.id, 'logo', '<svg onload="alert(1)"/>', 'image/svg+xml');
    expect(bad.statusCode).toBe(415);
    expect((await upload(brand.id, 'banner', picture)).statusCode).toBe(400);

    const removed = await send('DELETE', `${BRANDS}/${brand.id}/favicon`);
    expect(removed.json().faviconUrl).toBeNull();
    expect((await t.app.inject({ method: 'GET', url: faviconUrl! })).statusCode).toBe(404);
    expect((await upload(brand.id, 'favicon', picture)).statusCode).toBe(200);
  });

  it("renders the host's title, favicon and theme colour into the page, and the route's language", async () => {
    const html = (await page('cabinet.acme.example', '/ru/cabinet/faq')).body;
    expect(html).toContain('<html lang="ru">');
    expect(html).toContain('<title>Acme Yield</title>');
    expect(html).toContain('<meta name="theme-color" content="#2b8a3e" />');
    expect(html).toMatch(/<link rel="icon" href="\/media\/brands\/[0-9a-f]{32}\.png" type="image\/png" \/>/);
    expect(html).not.toContain('__CSP_NONCE__');

    const plain = (await page('unknown.example', '/cabinet/dashboard')).body;
    expect(plain).toContain('<html lang="en">');
    expect(plain).toContain('<title>Yield Finance</title>');
    expect(plain).toContain('href="/favicon.svg"');
    expect(plain).not.toContain('theme-color');
    expect((await page('unknown.example', '/russia')).body).toContain('<html lang="en">');
  });

  it('escapes a hostile title in the page', async () => {
    const brand = (await list()).find((b) => b.title === 'Acme Yield')!;
    const title = '</title><script>alert("x")</script> & $& $1';
    const res = await send('PUT', `${BRANDS}/${brand.id}`, acme({ hosts: brand.hosts, title }));
    expect(res.statusCode, res.body).toBe(200);
    const html = (await page('cabinet.acme.example')).body;
    expect(html).toContain(
      '<title>&lt;/title&gt;&lt;script&gt;alert(&quot;x&quot;)&lt;/script&gt; &amp; $&amp; $1</title>',
    );
    expect(html).not.toContain('<script>');
  });

  it('deletes a brand after which its hosts get the default one, audited with what it was', async () => {
    const brand = (await list()).find((b) => b.hosts.includes('cabinet.acme.example'))!;
    const res = await send('DELETE', `${BRANDS}/${brand.id}`);
    expect(res.statusCode).toBe(200);
    expect((await brandOf('cabinet.acme.example')).title).toBe('Yield Finance');
    expect((await send('DELETE', `${BRANDS}/${brand.id}`)).statusCode).toBe(404);
    const row = await t.app.db
      .selectFrom('audit_log')
      .select(['before', 'after'])
      .where('object_id', '=', brand.id)
      .where('action', '=', 'brand.delete')
      .executeTakeFirstOrThrow();
    expect(row).toMatchObject({ after: null, before: { hosts: brand.hosts } });
  });
});

describe(`BRANDS_FILE seeds only an empty table on ${engine}`, () => {
  it('keeps the console’s brands when an instance starts with another file', async () => {
    const database = await openTestDatabase();
    const dir = mkdtempSync(path.join(tmpdir(), 'yc-brands-'));
    const file = path.join(dir, 'brands.json');
    writeFileSync(file, JSON.stringify({ default: { title: 'First Seed' } }));
    const first = await createTestApp({ BRANDS_FILE: file }, { database });
    expect(first.app.brands.default.title).toBe('First Seed');
    await first.app.close();
    writeFileSync(file, JSON.stringify({ default: { title: 'Second Seed' } }));
    const second = await createTestApp({ BRANDS_FILE: file }, { database });
    try {
      expect(second.app.brands.default.title).toBe('First Seed');
    } finally {
      await second.close();
      await database.close();
    }
  });
});

describe.runIf(redisUrl)(`two instances on one database and Redis (${engine})`, () => {
  let database: DatabaseHandle;
  let a: TestApp;
  let b: TestApp;
  beforeAll(async () => {
    database = await openTestDatabase();
    a = await createTestApp({ REDIS_URL: redisUrl }, { database });
    b = await createTestApp({ REDIS_URL: redisUrl }, { database });
  });
  afterAll(async () => {
    await b?.close();
    await a?.close();
    await database?.close();
  });

  let op: OperatorSession;
  beforeAll(async () => {
    op = await operatorSession(a);
  });

  it('serves a brand change made on one instance from the other within 2 seconds', async () => {
    const fallback = (
      (await a.app.inject({ method: 'GET', url: BRANDS, headers: op.headers })).json().brands as AdminBrand[]
    )[0]!;
    const title = `Changed ${Date.now()}`;
    const res = await a.app.inject({
      method: 'PUT',
      url: `${BRANDS}/${fallback.id}`,
      payload: acme({ hosts: [], title }),
      headers: op.headers,
    });
    expect(res.statusCode, res.body).toBe(200);
    await expect
      .poll(
        async () =>
          (await b.app.inject({ method: 'GET', url: '/api/v1/brand', headers: { host: 'unknown.example' } })).json()
            .title,
        { timeout: 2000, interval: 20 },
      )
      .toBe(title);
  });

  it("serves a pool's new fee set on one instance from the other within 2 seconds", async () => {
    const settings = { ...POOL_SETTINGS, depositFee: '1.75' };
    const res = await a.app.inject({
      method: 'PUT',
      url: '/api/v1/admin/pools/stable/settings',
      payload: settings,
      headers: op.headers,
    });
    expect(res.statusCode, res.body).toBe(200);
    await expect
      .poll(
        async () =>
          (await b.app.inject({ method: 'GET', url: '/api/v1/pools/stable/strategy', headers: op.headers })).json()
            .depositFee,
        { timeout: 2000, interval: 20 },
      )
      .toBe('1.75');
  });
});
