/**
 * Configuration as data (decision 85): an export imported on a fresh installation is a no-op; a modified
 * document's dry run lists exactly its changes and writes nothing; an invalid one is refused with its path; the
 * import is one audit row, bumps each scope it touched, and is all-or-nothing.
 */

import { randomUUID } from 'node:crypto';
import type { ConfigDiffResponse, ConfigDocument } from '@yc/contract';
import { sql } from 'kysely';
import sharp from 'sharp';
import { getAddress } from 'viem';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, investor } from './helpers/accounts.ts';
import { type OperatorSession, operatorSession } from './helpers/operators.ts';
import { createTestApp, engine, type TestApp } from './helpers/test-app.ts';

const ADDRESS = getAddress(`0x${'a1b2c3d4e5'.repeat(4)}`);
const BRAND_ID = randomUUID();
const webp = async (size: number) =>
  `data:image/webp;base64,${(
    await sharp({ create: { width: size, height: size, channels: 4, background: '#1c7ed6' } })
      .webp()
      .toBuffer()
  ).toString('base64')}`;
let LOGO: string;

describe(`configuration export and import on ${engine}`, () => {
  let a: TestApp;
  let b: TestApp;
  let opA: OperatorSession;
  let opB: OperatorSession;

  beforeAll(async () => {
    LOGO = await webp(16);
    [a, b] = await Promise.all([createTestApp(), createTestApp()]);
    [opA, opB] = await Promise.all([operatorSession(a), operatorSession(b)]);
  });
  afterAll(async () => {
    await Promise.all([a?.close(), b?.close()]);
  });

  const exported = async (t: TestApp, op: OperatorSession) => {
    const res = await t.app.inject({ method: 'GET', url: '/api/v1/admin/config/export', headers: op.headers });
    expect(res.statusCode, res.body).toBe(200);
    return res.json() as ConfigDocument;
  };
  const send = (t: TestApp, op: OperatorSession, what: 'dry-run' | 'import', doc: unknown, locale = 'en') =>
    t.app.inject({
      method: 'POST',
      url: `/api/v1/admin/config/${what}`,
      payload: doc as object,
      headers: { ...op.headers, 'x-locale': locale },
    });
  const diff = async (t: TestApp, op: OperatorSession, what: 'dry-run' | 'import', doc: unknown) => {
    const res = await send(t, op, what, doc);
    expect(res.statusCode, res.body).toBe(200);
    return res.json() as ConfigDiffResponse;
  };
  const state = async (t: TestApp) => ({
    audit: await t.app.db.selectFrom('audit_log').select(sql<string>`count(*)::text`.as('n')).executeTakeFirstOrThrow(),
    versions: await t.app.db.selectFrom('config_versions').selectAll().orderBy('scope').execute(),
  });

  /** A's configuration with one change in each part. */
  const modified = (doc: ConfigDocument): ConfigDocument => {
    const next = structuredClone(doc);
    next.pools.stable.apyHistory.push({ effectiveFrom: '2999-01-01', apy: '7.25' });
    next.pools.coin.settings.depositFee = '0.5';
    next.pools.dex.addresses.push({ chainId: 1, currency: 'USDT', address: ADDRESS });
    next.prices.push({
      token: 'ETH',
      fiat: 'usd',
      source: 'operator',
      price: '3000.5',
      marketCap: null,
      circulatingSupply: null,
      maxAgeSeconds: 3600,
    });
    const first = next.programme[0];
    if (!first) throw new Error('no programme');
    next.programme.push({
      effectiveFrom: '2999-01-01',
      programme: { ...first.programme, levels: first.programme.levels.map(() => '1') },
    });
    const faq = next.content.faq[0];
    if (!faq) throw new Error('no F.A.Q.');
    faq.question = 'Renamed question?';
    next.brands.push({
      id: BRAND_ID,
      isDefault: false,
      hosts: ['partner.example.com'],
      title: 'Partner',
      primaryColor: '#1c7ed6',
      social: { twitter: null, telegram: null, discord: null, docs: null },
      supportEmail: null,
      legalEntity: null,
      logoUrl: null,
      logo: LOGO,
      favicon: null,
    });
    return next;
  };

  it('answers 401 without a token and 403 to an investor', async () => {
    const user = await investor(a);
    expect((await a.app.inject({ method: 'GET', url: '/api/v1/admin/config/export' })).statusCode).toBe(401);
    const res = await a.app.inject({ method: 'GET', url: '/api/v1/admin/config/export', headers: bearer(user.token) });
    expect(res.statusCode).toBe(403);
  });

  it("exports every part, and a fresh installation's own export is a no-op dry run", async () => {
    const doc = await exported(a, opA);
    expect(doc).toMatchObject({ format: 'yield-cabinet/configuration', version: 1 });
    expect(Object.keys(doc.pools)).toEqual(['stable', 'coin', 'dex', 'strategy']);
    expect(doc.pools.stable.apyHistory[0]).toEqual({ effectiveFrom: '1970-01-01', apy: '0' });
    expect(doc.programme[0]?.effectiveFrom).toBe('1970-01-01');
    expect(doc.content.faq.length).toBeGreaterThan(0);
    expect(await diff(a, opA, 'dry-run', doc)).toEqual({ changes: [], applied: false });
    expect(await diff(a, opA, 'import', doc)).toEqual({ changes: [], applied: false });
  });

  it("lists exactly a modified document's changes in the dry run and writes nothing", async () => {
    const doc = modified(await exported(a, opA));
    const before = await state(a);
    const { changes, applied } = await diff(a, opA, 'dry-run', doc);
    expect(applied).toBe(false);
    const faqId = doc.content.faq[0]?.id;
    expect(changes.map((c) => [c.section, c.item, c.kind])).toEqual([
      ['pools', 'coin/settings', 'changed'],
      ['pools', 'stable/apy/2999-01-01', 'added'],
      ['pools', 'dex/addresses/1/USDT', 'added'],
      ['prices', 'ETH/usd', 'added'],
      ['programme', '2999-01-01', 'added'],
      ['content', `faq/${faqId}`, 'changed'],
      ['brands', BRAND_ID, 'added'],
    ]);
    expect(changes[0]).toMatchObject({
      before: expect.objectContaining({ depositFee: '0' }),
      after: expect.objectContaining({ depositFee: '0.5' }),
    });
    expect(changes[5]).toMatchObject({ after: expect.objectContaining({ question: 'Renamed question?' }) });
    expect(await state(a)).toEqual(before);
    expect(await exported(a, opA)).toMatchObject({ pools: { coin: { settings: { depositFee: '0' } } } });
  });

  it('refuses an invalid document with the path of what is wrong, in the language of the request', async () => {
    const doc = await exported(a, opA);
    const bad = structuredClone(doc);
    bad.pools.stable.settings.depositFee = '99';
    const res = await send(a, opA, 'dry-run', bad);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({
      code: expect.stringMatching(/feeRange$/),
      details: [expect.objectContaining({ field: 'body.pools.stable.settings.depositFee' })],
    });

    const version = await send(a, opA, 'import', { ...doc, version: 2 }, 'ru');
    expect(version.statusCode).toBe(400);
    expect(version.json()).toMatchObject({
      code: 'validation.config.format',
      message: 'Это не файл конфигурации или его версия не поддерживается этой установкой',
    });

    const weights = structuredClone(doc);
    for (const asset of weights.pools.stable.assets) if (asset.token === 'USDT') asset.weight = '60';
    expect((await send(a, opA, 'dry-run', weights)).json()).toMatchObject({
      code: 'validation.config.weightsSum',
      details: [expect.objectContaining({ field: 'body.pools.stable.assets' })],
    });

    const checksum = structuredClone(doc);
    checksum.pools.coin.addresses.push({ chainId: 1, currency: 'ETH', address: ADDRESS.toLowerCase() });
    const wrong = await send(a, opA, 'import', checksum);
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json()).toMatchObject({ code: 'configTransfer.addressChecksum' });
    expect(wrong.json().message).toMatch(/^pools\.coin\.addresses\.0\.address: /);

    const shared = structuredClone(doc);
    shared.pools.stable.addresses.push({ chainId: 1, currency: 'USDT', address: ADDRESS });
    shared.pools.coin.addresses.push({ chainId: 1, currency: 'USDT', address: ADDRESS });
    expect((await send(a, opA, 'import', shared)).json()).toMatchObject({ code: 'configTransfer.addressShared' });

    const feed = structuredClone(doc);
    feed.prices.push({
      token: 'AVAX',
      fiat: 'usd',
      source: 'aggregator',
      chainId: 999_999,
      address: ADDRESS,
      maxAgeSeconds: 3600,
      maxDeviationPercent: null,
    });
    // An aggregator named anew is read before anything is written, as the prices console does.
    const unread = await send(a, opA, 'import', feed);
    expect(unread.statusCode).toBe(400);
    expect(unread.json()).toMatchObject({ code: 'configTransfer.feedUnreadable' });
    expect(unread.json().message).toMatch(/^prices\.AVAX\/usd: the aggregator could not be read on network 999999: /);

    const image = structuredClone(doc);
    const brand = image.brands[0];
    if (!brand) throw new Error('no brand');
    brand.favicon = LOGO;
    expect((await send(a, opA, 'dry-run', image)).json()).toMatchObject({
      code: 'validation.config.image',
      details: [expect.objectContaining({ field: 'body.brands.0.favicon' })],
    });
    brand.favicon = null;
    brand.logo = await webp(600);
    const large = await send(a, opA, 'import', image);
    expect(large.json()).toMatchObject({ code: 'configTransfer.imageInvalid' });
    expect(large.json().message).toBe(`brands.${brand.id}.logo: this is not a webp image of at most 512 px`);
  });

  it("imports another installation's document as one audited change, then finds nothing left to do", async () => {
    const doc = modified(await exported(a, opA));
    const dry = await diff(b, opB, 'dry-run', doc);
    // The brands are B's own (seeded at start with ids of their own): A's default and partner replace them.
    expect(dry.changes.filter((c) => c.section !== 'brands')).toHaveLength(6);
    const brands = dry.changes.filter((c) => c.section === 'brands');
    expect(brands.filter((c) => c.kind === 'added')).toHaveLength(doc.brands.length);
    expect(brands.filter((c) => c.kind === 'removed')).toHaveLength(doc.brands.length - 1);
    const versionsBefore = await b.app.db.selectFrom('config_versions').selectAll().execute();
    const applied = await diff(b, opB, 'import', doc);
    expect(applied.applied).toBe(true);
    expect(applied.changes).toEqual(dry.changes);

    const audit = await b.app.db.selectFrom('audit_log').selectAll().where('action', '=', 'config.import').execute();
    expect(audit).toHaveLength(1);
    expect(audit[0]).toMatchObject({ actor_id: opB.id, object_type: 'configuration' });
    const after = audit[0]?.after as { summary: Record<string, Record<string, number>> };
    expect(after.summary.prices).toEqual({ added: 1, changed: 0, removed: 0 });
    const versions = await b.app.db.selectFrom('config_versions').selectAll().execute();
    for (const scope of ['pools', 'prices', 'programme', 'content', 'brands']) {
      const was = versionsBefore.find((v) => v.scope === scope)?.version ?? '0';
      expect(BigInt(versions.find((v) => v.scope === scope)?.version ?? '0')).toBe(BigInt(was) + 1n);
    }

    const { exportedAt: _a, ...mine } = await exported(b, opB);
    const { exportedAt: _b, ...theirs } = doc;
    // The export lists brands by title; the document added its partner last.
    const byId = (brands: ConfigDocument['brands']) => [...brands].sort((x, y) => x.id.localeCompare(y.id));
    expect({ ...mine, brands: byId(mine.brands) }).toEqual({ ...theirs, brands: byId(theirs.brands) });
    expect(await diff(b, opB, 'dry-run', doc)).toEqual({ changes: [], applied: false });
    // The brands' snapshot is reloaded: the partner's host is served its brand.
    await expect
      .poll(async () =>
        (await b.app.inject({ method: 'GET', url: '/api/v1/brand', headers: { host: 'partner.example.com' } })).json(),
      )
      .toMatchObject({ title: 'Partner' });
  });

  it('writes nothing when a change fails part-way', async () => {
    const doc = await exported(a, opA);
    const next = structuredClone(doc);
    next.pools.stable.settings.depositFee = '1';
    next.content.articles.push({
      slug: 'refused',
      locale: 'en',
      title: 'Refused',
      excerpt: 'Refused',
      body: 'Refused',
      coverUrl: null,
      publishedAt: '2026-01-01T00:00:00.000Z',
      published: true,
    });
    const before = await state(a);
    // The last part's write fails after the pools' has been made.
    await sql`
      create function refuse_article() returns trigger language plpgsql as $$
      begin raise exception 'refused'; end $$`.execute(a.app.db);
    await sql`create trigger refuse_article before insert on articles for each row execute function refuse_article()`.execute(
      a.app.db,
    );
    try {
      expect((await send(a, opA, 'import', next)).statusCode).toBe(500);
    } finally {
      await sql`drop trigger refuse_article on articles`.execute(a.app.db);
      await sql`drop function refuse_article()`.execute(a.app.db);
    }
    expect(await state(a)).toEqual(before);
    expect((await exported(a, opA)).pools.stable.settings.depositFee).toBe('0');
  });
});
