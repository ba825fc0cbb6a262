import { articleSchema, articlesResponse, faqResponse, minutesToRead, wordCount } from '@yc/contract';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectError } from './helpers/errors.ts';
import { createTestApp, engine, type TestApp } from './helpers/test-app.ts';

const SLUGS = ['how-to-deposit-safely', 'stable-coin-and-dex-pools', 'what-is-apy-and-daily-compounding'];

describe(`F.A.Q. and learn articles on ${engine}`, () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  const get = (url: string, headers: Record<string, string> = {}) => t.app.inject({ method: 'GET', url, headers });

  it('answers the F.A.Q. in the language asked for, else the caller’s', async () => {
    const en = await get('/api/v1/faq?locale=en');
    expect(en.statusCode).toBe(200);
    const english = faqResponse.parse(en.json());
    expect(english.locale).toBe('en');
    expect(english.items.length).toBeGreaterThanOrEqual(8);
    expect(english.items[0]).toMatchObject({ question: 'What is this platform?', category: 'Getting started' });
    expect(english.items.map((i) => i.question).join(' ')).toMatch(/verified.*fees.*withdraw.*referral/is);

    const ru = faqResponse.parse((await get('/api/v1/faq?locale=ru')).json());
    expect(ru.locale).toBe('ru');
    expect(ru.items).toHaveLength(english.items.length);
    expect(ru.items[0]?.question).toBe('Что это за платформа?');

    const byHeader = (await get('/api/v1/faq', { 'accept-language': 'ru-RU,ru;q=0.9,en;q=0.8' })).json();
    expect(byHeader).toEqual(ru);
    const byCookie = await t.app.inject({ method: 'GET', url: '/api/v1/faq', cookies: { i18n_redirected: 'ru' } });
    expect(byCookie.json().locale).toBe('ru');
    // The web app's X-Locale is the language of the page calling: it outranks the cookie and Accept-Language.
    const byPage = await t.app.inject({
      method: 'GET',
      url: '/api/v1/faq',
      cookies: { i18n_redirected: 'en' },
      headers: { 'x-locale': 'ru', 'accept-language': 'en' },
    });
    expect(byPage.json().locale).toBe('ru');
    const unknownPage = await t.app.inject({
      method: 'GET',
      url: '/api/v1/faq',
      cookies: { i18n_redirected: 'ru' },
      headers: { 'x-locale': 'de' },
    });
    expect(unknownPage.json().locale).toBe('ru');
    expect((await get('/api/v1/faq?locale=en', { 'accept-language': 'ru' })).json().locale).toBe('en');
    expect((await get('/api/v1/faq', { 'accept-language': 'de-DE' })).json().locale).toBe('en');
  });

  it('refuses an unknown language or parameter with 400 JSON', async () => {
    for (const url of ['/api/v1/faq?locale=de', '/api/v1/faq?lang=ru', '/api/v1/articles?locale=xx']) {
      const res = await get(url);
      expect(res.statusCode, url).toBe(400);
      expect(res.json().statusCode).toBe(400);
    }
  });

  it('lists articles of one language, newest first, with the reading time', async () => {
    for (const locale of ['en', 'ru'] as const) {
      const res = await get(`/api/v1/articles?locale=${locale}`);
      expect(res.statusCode).toBe(200);
      const body = articlesResponse.parse(res.json());
      expect(body).toMatchObject({ page: 1, pageSize: 20, total: 3 });
      expect(body.items.map((a) => a.slug).sort()).toEqual(SLUGS);
      const dates = body.items.map((a) => a.publishedAt);
      expect(dates).toEqual([...dates].sort().reverse());
      for (const item of body.items) {
        expect(item.minutesToRead).toBeGreaterThanOrEqual(2);
        expect(item.minutesToRead).toBeLessThanOrEqual(5);
      }
    }
    const english = (await get('/api/v1/articles?locale=en')).json().items[0].title;
    const russian = (await get('/api/v1/articles', { 'accept-language': 'ru' })).json().items[0].title;
    expect(english).toBe('How to deposit safely from your wallet');
    expect(russian).toBe('Как безопасно внести депозит со своего кошелька');
  });

  it('pages through the articles', async () => {
    const first = (await get('/api/v1/articles?locale=en&page=1&pageSize=2')).json();
    const second = (await get('/api/v1/articles?locale=en&page=2&pageSize=2')).json();
    const beyond = (await get('/api/v1/articles?locale=en&page=3&pageSize=2')).json();
    expect(first).toMatchObject({ page: 1, pageSize: 2, total: 3 });
    expect(first.items).toHaveLength(2);
    expect(second.items).toHaveLength(1);
    expect(beyond).toMatchObject({ items: [], page: 3, total: 3 });
    expect([...first.items, ...second.items].map((a: { slug: string }) => a.slug).sort()).toEqual(SLUGS);
    for (const query of ['page=0', 'pageSize=0', 'pageSize=101', 'page=x']) {
      expect((await get(`/api/v1/articles?${query}`)).statusCode, query).toBe(400);
    }
  });

  it('answers one article with its Markdown body and the reading time computed from it', async () => {
    const res = await get('/api/v1/articles/what-is-apy-and-daily-compounding?locale=en');
    expect(res.statusCode).toBe(200);
    const article = articleSchema.parse(res.json());
    expect(article).toMatchObject({
      slug: 'what-is-apy-and-daily-compounding',
      locale: 'en',
      title: 'What is APY and how daily compounding works',
      coverUrl: null,
    });
    expect(article.body).toMatch(/^## /m);
    expect(article.body).toMatch(/^- /m);
    expect(article.minutesToRead).toBe(minutesToRead(article.body));

    const ru = articleSchema.parse(
      (await get('/api/v1/articles/what-is-apy-and-daily-compounding', { 'accept-language': 'ru' })).json(),
    );
    expect(ru.locale).toBe('ru');
    expect(ru.title).toBe('Что такое APY и как работает ежедневная капитализация');
  });

  it('seeds articles of 300 to 900 words in both languages', async () => {
    const rows = await t.app.db.selectFrom('articles').select(['slug', 'locale', 'body']).execute();
    expect(rows.filter((r) => r.locale === 'en')).toHaveLength(3);
    expect(rows.filter((r) => r.locale === 'ru')).toHaveLength(3);
    for (const row of rows) {
      const count = wordCount(row.body);
      expect(count, `${row.locale}/${row.slug}`).toBeGreaterThanOrEqual(300);
      expect(count, `${row.locale}/${row.slug}`).toBeLessThanOrEqual(900);
    }
  });

  it('answers 404 JSON with the catalogue message for a missing or unpublished article', async () => {
    const missing = await get('/api/v1/articles/no-such-article');
    expectError(missing, 404, 'content.articleNotFound', 'This article does not exist or is not published');
    const russian = await get('/api/v1/articles/no-such-article', { 'accept-language': 'ru' });
    expect(russian.json().message).toBe('Такой статьи нет или она ещё не опубликована');

    await sql`insert into articles (slug, locale, title, excerpt, body, published_at)
      values ('coming-soon', 'en', 'Soon', 'Soon', 'Soon.', now() + interval '1 day')`.execute(t.app.db);
    expect((await get('/api/v1/articles/coming-soon?locale=en')).statusCode).toBe(404);
    expect((await get('/api/v1/articles?locale=en')).json().total).toBe(3);
    await sql`update articles set published_at = now() - interval '1 second' where slug = 'coming-soon'`.execute(
      t.app.db,
    );
    expect((await get('/api/v1/articles/coming-soon?locale=en')).statusCode).toBe(200);
    const list = (await get('/api/v1/articles?locale=en')).json();
    expect(list.total).toBe(4);
    expect(list.items[0].slug).toBe('coming-soon');
    await sql`delete from articles where slug = 'coming-soon'`.execute(t.app.db);
  });

  it('refuses a malformed slug with 400 JSON', async () => {
    for (const slug of ['What-Is-APY', '..%2F..%2Fetc%2Fpasswd', `${'a'.repeat(101)}`, '-apy']) {
      const res = await get(`/api/v1/articles/${slug}`);
      expect(res.statusCode, slug).toBe(400);
      expect(res.json().statusCode).toBe(400);
    }
  });

  it('documents the language query of one article in the OpenAPI document', async () => {
    const doc = (await get('/api/docs/json')).json();
    const params = doc.paths['/api/v1/articles/{slug}'].get.parameters.map((p: { name: string }) => p.name);
    expect(params).toEqual(expect.arrayContaining(['slug', 'locale']));
  });
});
