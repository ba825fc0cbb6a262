import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { DEFAULT_BRAND_TITLE } from '@yc/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from '../src/config.ts';
import { Brands, type BrandsFile, brandsOfFile } from '../src/modules/brand/brands.ts';
import { bearer, investor, lastCode, PASSWORD, register, uniqueLogin } from './helpers/accounts.ts';
import { createTestApp, engine, type TestApp } from './helpers/test-app.ts';

const dir = mkdtempSync(path.join(tmpdir(), 'yc-brands-'));
let files = 0;
function brandsFile(content: BrandsFile | string): string {
  const file = path.join(dir, `brands-${files++}.json`);
  writeFileSync(file, typeof content === 'string' ? content : JSON.stringify(content));
  return file;
}

const acme: BrandsFile = {
  default: { supportEmail: 'help@yield.example', social: { docs: 'https://docs.yield.example' } },
  hosts: {
    'Cabinet.Acme.Example': {
      title: 'Acme Yield',
      logoUrl: '/media/acme.svg',
      social: { twitter: 'https://x.com/acme', telegram: 'https://t.me/acme' },
    },
    '*.partners.example': { title: 'Partner Yield', supportEmail: null },
    '*.eu.partners.example': { title: 'Partner Yield Europe' },
  },
};

describe(`GET /api/v1/brand on ${engine}`, () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ BRANDS_FILE: brandsFile(acme) });
  });
  afterAll(() => t.close());

  const brandOf = async (host: string) => {
    const res = await t.app.inject({ method: 'GET', url: '/api/v1/brand', headers: { host } });
    expect(res.statusCode).toBe(200);
    return res.json();
  };

  it('gives the referral link on the brand host the user is on, and on PUBLIC_URL for an unknown host', async () => {
    const { token } = await investor(t);
    const linkOn = async (host: string) =>
      (await t.app.inject({ method: 'GET', url: '/api/v1/referrals', headers: { host, ...bearer(token) } })).json() as {
        link: string;
        referralId: string;
      };
    const branded = await linkOn('cabinet.acme.example:8443');
    expect(branded.link).toBe(`http://cabinet.acme.example:8443/?invite=${branded.referralId}`);
    expect((await linkOn('evil.example')).link).toBe(`${t.app.config.publicUrl}/?invite=${branded.referralId}`);
  });

  it('answers the generic finance title and the default entry for an unknown host', async () => {
    expect(await brandOf('unknown.example')).toEqual({
      title: DEFAULT_BRAND_TITLE,
      defaultTitle: DEFAULT_BRAND_TITLE,
      logoUrl: null,
      social: { twitter: null, telegram: null, discord: null, docs: 'https://docs.yield.example' },
      supportEmail: 'help@yield.example',
      primaryColor: null,
      faviconUrl: null,
      legalEntity: null,
    });
  });

  it("answers a configured host's brand on top of the default, in any case and on any port", async () => {
    const expected = {
      title: 'Acme Yield',
      defaultTitle: DEFAULT_BRAND_TITLE,
      logoUrl: '/media/acme.svg',
      social: {
        twitter: 'https://x.com/acme',
        telegram: 'https://t.me/acme',
        discord: null,
        docs: 'https://docs.yield.example',
      },
      supportEmail: 'help@yield.example',
      primaryColor: null,
      faviconUrl: null,
      legalEntity: null,
    };
    expect(await brandOf('cabinet.acme.example')).toEqual(expected);
    expect(await brandOf('CABINET.ACME.EXAMPLE:8443')).toEqual(expected);
    expect(await brandOf('cabinet.acme.example.')).toEqual(expected);
    expect((await brandOf('acme.example')).title).toBe(DEFAULT_BRAND_TITLE);
  });

  it('matches wildcards on any subdomain, the most specific first, never the bare domain', async () => {
    expect(await brandOf('a.partners.example')).toMatchObject({ title: 'Partner Yield', supportEmail: null });
    expect((await brandOf('x.y.Partners.Example')).title).toBe('Partner Yield');
    expect((await brandOf('fr.eu.partners.example')).title).toBe('Partner Yield Europe');
    expect((await brandOf('partners.example')).title).toBe(DEFAULT_BRAND_TITLE);
    expect((await brandOf('evilpartners.example')).title).toBe(DEFAULT_BRAND_TITLE);
  });

  it('signs e-mails with the brand of the host the request came to', async () => {
    const login = uniqueLogin();
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/v1/register',
      headers: { host: 'cabinet.acme.example' },
      payload: { login, password: PASSWORD },
    });
    expect(res.statusCode).toBe(201);
    await lastCode(t, login);
    const confirm = t.sent.filter((m) => m.recipient === login).at(-1)!;
    expect(confirm.subject).toBe('Acme Yield: Confirm your e-mail');
    expect(confirm.text_body).toContain('— Acme Yield');

    await t.app.inject({
      method: 'POST',
      url: '/api/v1/send-password-recovery',
      headers: { host: 'shop.partners.example' },
      payload: { login },
    });
    await lastCode(t, login);
    expect(t.sent.filter((m) => m.recipient === login).at(-1)!.subject).toBe('Partner Yield: Change your password');

    const other = await register(t);
    await lastCode(t, other.login);
    expect(t.sent.filter((m) => m.recipient === other.login).at(-1)!.subject).toBe(
      `${DEFAULT_BRAND_TITLE}: Confirm your e-mail`,
    );
  });
});

describe(`the bundled brands file on ${engine}`, () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('names the demo host and keeps the generic title elsewhere', async () => {
    const brand = (host: string) =>
      t.app.inject({ method: 'GET', url: '/api/v1/brand', headers: { host } }).then((r) => r.json().title);
    expect(await brand('127.0.0.1:3000')).toBe('Yield Cabinet Demo');
    expect(await brand('localhost:3000')).toBe(DEFAULT_BRAND_TITLE);
    expect(await brand('cabinet.example')).toBe(DEFAULT_BRAND_TITLE);
  });
});

describe('BRANDS_FILE', () => {
  const load = (BRANDS_FILE: string) => () => loadConfig({ DATA_DIR: dir, BRANDS_FILE });

  it.each([
    ['bad JSON', '{"hosts": {', /BRANDS_FILE: .*not valid JSON/],
    ['a JSON array', '[]', /BRANDS_FILE: .*\(file\)/],
    ['an unknown key', JSON.stringify({ hosts: {}, colours: {} }), /BRANDS_FILE: .*colours/],
    [
      'a host without a title',
      JSON.stringify({ hosts: { 'a.example': {} } }),
      /BRANDS_FILE: .*hosts\.a\.example\.title/,
    ],
    ['an empty title', JSON.stringify({ default: { title: ' ' } }), /BRANDS_FILE: .*default\.title: must not be empty/],
    [
      'a script link',
      JSON.stringify({ hosts: { 'a.example': { title: 'A', social: { docs: 'javascript:alert(1)' } } } }),
      /BRANDS_FILE: .*social\.docs: must be an http\(s\) URL/,
    ],
    [
      'a protocol-relative logo',
      JSON.stringify({ default: { logoUrl: '//evil.example/logo.svg' } }),
      /BRANDS_FILE: .*logoUrl/,
    ],
    ['a bad host name', JSON.stringify({ hosts: { 'a b/c': { title: 'A' } } }), /BRANDS_FILE: .*host names/],
    ['a bad support address', JSON.stringify({ default: { supportEmail: 'nobody' } }), /BRANDS_FILE: .*supportEmail/],
  ])('stops start-up on %s, naming the variable', (_name, content, message) => {
    const file = brandsFile(content);
    expect(load(file)).toThrow(ConfigError);
    expect(load(file)).toThrow(message);
    expect(load(file)).toThrow(/^Invalid configuration:\n {2}BRANDS_FILE: /);
  });

  it('stops start-up when the file named cannot be read', () => {
    expect(load(path.join(dir, 'missing.json'))).toThrow(/^Invalid configuration:\n {2}BRANDS_FILE: cannot read /);
  });

  it('takes the bundled file when the variable is unset', () => {
    expect(new Brands(loadConfig({ DATA_DIR: dir }).brandsSeed).forHost('127.0.0.1').title).toBe('Yield Cabinet Demo');
  });
});

describe('Brands.knows', () => {
  it('names the hosts of the brands file, exactly or by wildcard, and nothing else', () => {
    const brands = new Brands(brandsOfFile(acme));
    expect(brands.knows('cabinet.acme.example')).toBe(true);
    expect(brands.knows('CABINET.ACME.EXAMPLE')).toBe(true);
    expect(brands.knows('x.eu.partners.example')).toBe(true);
    expect(brands.knows('acme.example')).toBe(false);
    expect(brands.knows('partners.example.evil')).toBe(false);
  });
});
