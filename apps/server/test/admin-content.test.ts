/**
 * The content console (decision 83): the F.A.Q. and articles of a language, published or not; validation; creating,
 * editing, reordering, publishing and unpublishing (what the public API shows), deleting — each audited with its
 * before and after, and each bumping the config bus's 'content' version.
 */
import type {
  AdminArticle,
  AdminArticlesResponse,
  AdminFaqItem,
  AdminFaqResponse,
  ArticlesResponse,
  FaqResponse,
} from '@yc/contract';
import { minutesToRead } from '@yc/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, investor } from './helpers/accounts.ts';
import { expectError } from './helpers/errors.ts';
import { type OperatorSession, operatorSession } from './helpers/operators.ts';
import { createTestApp, engine, type TestApp } from './helpers/test-app.ts';

const FAQ = '/api/v1/admin/content/faq';
const ARTICLES = '/api/v1/admin/content/articles';

describe(`content console on ${engine}`, () => {
  let t: TestApp;
  let op: OperatorSession;

  beforeAll(async () => {
    t = await createTestApp();
    op = await operatorSession(t);
  });
  afterAll(async () => {
    await t?.close();
  });

  const call = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: unknown) =>
    t.app.inject({
      method,
      url,
      headers: op.headers,
      ...(payload === undefined ? {} : { payload: payload as object }),
    });
  const ok = async <T>(res: Awaited<ReturnType<typeof call>>, status = 200): Promise<T> => {
    expect(res.statusCode, res.body).toBe(status);
    return res.json() as T;
  };
  const consoleFaq = async (locale: string) =>
    (await ok<AdminFaqResponse>(await call('GET', `${FAQ}?locale=${locale}`))).items;
  const publicFaq = async (locale: string) => {
    const res = await t.app.inject({ method: 'GET', url: `/api/v1/faq?locale=${locale}` });
    return (res.json() as FaqResponse).items;
  };
  const publicArticles = async (locale: string) => {
    const res = await t.app.inject({ method: 'GET', url: `/api/v1/articles?locale=${locale}&pageSize=100` });
    return (res.json() as ArticlesResponse).items;
  };
  const audit = (objectId: string) =>
    t.app.db
      .selectFrom('audit_log')
      .select(['action', 'before', 'after', 'actor_id'])
      .where('object_id', '=', objectId)
      .orderBy('id')
      .execute();
  const contentVersion = async () => {
    const row = await t.app.db
      .selectFrom('config_versions')
      .select('version')
      .where('scope', '=', 'content')
      .executeTakeFirst();
    return BigInt(row?.version ?? 0);
  };

  const newFaq = { locale: 'ru', category: 'Депозиты', question: 'Новый вопрос?', answer: 'Ответ **жирным**.' };

  it('answers 401 without a token and 403 to an investor', async () => {
    expect((await t.app.inject({ method: 'GET', url: `${FAQ}?locale=en` })).statusCode).toBe(401);
    const someone = await investor(t);
    const res = await t.app.inject({ method: 'GET', url: `${FAQ}?locale=en`, headers: bearer(someone.token) });
    expect(res.statusCode).toBe(403);
  });

  it('refuses bad input with 400 and the field named', async () => {
    for (const payload of [
      { ...newFaq, published: true, question: '' },
      { ...newFaq, published: true, locale: 'de' },
      { ...newFaq, published: 'yes' },
      { ...newFaq, published: true, answer: 'x'.repeat(5001) },
      { ...newFaq, published: true, question: 'a\u202Eb' },
      { ...newFaq, published: true, extra: 1 },
    ]) {
      const res = await call('POST', FAQ, payload);
      expect(res.statusCode, JSON.stringify(payload)).toBe(400);
      expect(res.json()).toMatchObject({ statusCode: 400 });
    }
    const article = { slug: 'Bad Slug', locale: 'en', title: 'T', excerpt: 'E', body: 'B', coverUrl: null };
    for (const payload of [
      { ...article, publishedAt: '2026-01-01T00:00:00Z', published: true },
      { ...article, slug: 'ok-slug', publishedAt: 'yesterday', published: true },
      {
        ...article,
        slug: 'ok-slug',
        coverUrl: 'javascript:alert(1)',
        publishedAt: '2026-01-01T00:00:00Z',
        published: true,
      },
      { ...article, slug: `a${'-b'.repeat(60)}`, publishedAt: '2026-01-01T00:00:00Z', published: true },
    ]) {
      expect((await call('POST', ARTICLES, payload)).statusCode, JSON.stringify(payload)).toBe(400);
    }
    expect((await call('GET', `${FAQ}?locale=de`)).statusCode).toBe(400);
    expect((await call('PUT', `${FAQ}/not-a-uuid`, { ...newFaq, locale: undefined, published: true })).statusCode).toBe(
      400,
    );
    expectError(
      await call('POST', `${FAQ}/00000000-0000-4000-8000-000000000000/publish`, { published: false }),
      404,
      'content.faqItemNotFound',
      'This F.A.Q. entry does not exist',
    );
  });

  it('creates an unpublished F.A.Q. entry last, shows it once published, audits and bumps the version', async () => {
    const before = await consoleFaq('ru');
    const version = await contentVersion();
    const created = await ok<AdminFaqItem>(await call('POST', FAQ, { ...newFaq, published: false }), 201);
    expect(created).toMatchObject({ ...newFaq, published: false, position: before.length });
    expect((await consoleFaq('ru')).at(-1)?.id).toBe(created.id);
    expect((await publicFaq('ru')).some((i) => i.id === created.id)).toBe(false);
    expect(await contentVersion()).toBe(version + 1n);

    const published = await ok<AdminFaqItem>(await call('POST', `${FAQ}/${created.id}/publish`, { published: true }));
    expect(published.published).toBe(true);
    expect((await publicFaq('ru')).at(-1)).toMatchObject({ id: created.id, answer: newFaq.answer });
    expect(await publicFaq('en')).not.toContainEqual(expect.objectContaining({ id: created.id }));

    const edited = await ok<AdminFaqItem>(
      await call('PUT', `${FAQ}/${created.id}`, {
        category: 'Депозиты',
        question: 'Изменённый вопрос?',
        answer: 'Новый ответ.',
        published: true,
      }),
    );
    expect(edited.question).toBe('Изменённый вопрос?');
    expect((await publicFaq('ru')).at(-1)?.question).toBe('Изменённый вопрос?');

    const rows = await audit(created.id);
    expect(rows.map((r) => r.action)).toEqual(['content.faq.create', 'content.faq.publish', 'content.faq.update']);
    expect(rows.every((r) => r.actor_id === op.id)).toBe(true);
    expect(rows[0]?.before).toBeNull();
    expect(rows[0]?.after).toMatchObject({ question: newFaq.question, published: false });
    expect(rows[1]?.before).toMatchObject({ published: false });
    expect(rows[1]?.after).toMatchObject({ published: true });
    expect(rows[2]?.before).toMatchObject({ question: newFaq.question, answer: newFaq.answer });
    expect(rows[2]?.after).toMatchObject({ question: 'Изменённый вопрос?', answer: 'Новый ответ.' });
    expect(await contentVersion()).toBe(version + 3n);
  });

  it('moves an entry up and down within its language, the public order following', async () => {
    const start = await consoleFaq('en');
    const [first, second] = start;
    if (!first || !second) throw new Error('the seed has F.A.Q. entries');
    const moved = (await ok<AdminFaqResponse>(await call('POST', `${FAQ}/${second.id}/move`, { direction: 'up' })))
      .items;
    expect(moved.slice(0, 2).map((i) => i.id)).toEqual([second.id, first.id]);
    expect(moved.map((i) => i.position)).toEqual(moved.map((_, n) => n));
    expect((await publicFaq('en')).slice(0, 2).map((i) => i.id)).toEqual([second.id, first.id]);
    expect((await audit(second.id)).at(-1)).toMatchObject({
      action: 'content.faq.move',
      before: { locale: 'en', position: 1 },
      after: { locale: 'en', position: 0 },
    });

    // At the top, up changes nothing and records nothing.
    const version = await contentVersion();
    const same = (await ok<AdminFaqResponse>(await call('POST', `${FAQ}/${second.id}/move`, { direction: 'up' })))
      .items;
    expect(same.map((i) => i.id)).toEqual(moved.map((i) => i.id));
    expect(await contentVersion()).toBe(version);

    const back = (await ok<AdminFaqResponse>(await call('POST', `${FAQ}/${second.id}/move`, { direction: 'down' })))
      .items;
    expect(back.map((i) => i.id)).toEqual(start.map((i) => i.id));
    expect((await consoleFaq('ru')).length).toBeGreaterThan(0);
  });

  it('deletes an entry with an audit row keeping what it was', async () => {
    const created = await ok<AdminFaqItem>(await call('POST', FAQ, { ...newFaq, published: true }), 201);
    const res = await ok<{ code: string }>(await call('DELETE', `${FAQ}/${created.id}`));
    expect(res.code).toBe('content.faqItemDeleted');
    expect((await consoleFaq('ru')).some((i) => i.id === created.id)).toBe(false);
    expect((await publicFaq('ru')).some((i) => i.id === created.id)).toBe(false);
    expect((await audit(created.id)).at(-1)).toMatchObject({
      action: 'content.faq.delete',
      before: { question: newFaq.question },
      after: null,
    });
    expect((await call('DELETE', `${FAQ}/${created.id}`)).statusCode).toBe(404);
  });

  it('writes an article with its reading time, refuses a taken slug, and unpublishes it from the public list', async () => {
    const body = `# Heading\n\n${Array.from({ length: 450 }, (_, i) => `word${i}`).join(' ')}`;
    const article = {
      slug: 'console-written-article',
      locale: 'en',
      title: 'Written in the console',
      excerpt: 'An article the operator wrote.',
      body,
      coverUrl: null,
      publishedAt: '2026-01-02T10:00:00.000Z',
      published: true,
    };
    const created = await ok<AdminArticle>(await call('POST', ARTICLES, article), 201);
    expect(created).toMatchObject({ ...article, minutesToRead: 3 });
    expect(created.minutesToRead).toBe(minutesToRead(body));
    expectError(
      await call('POST', ARTICLES, article),
      409,
      'content.slugTaken',
      'An article in this language already has this address (slug): choose another one',
    );
    // The same slug in the other language is another article.
    await ok(await call('POST', ARTICLES, { ...article, locale: 'ru', title: 'Статья' }), 201);

    const listed = (await publicArticles('en')).find((a) => a.slug === article.slug);
    expect(listed?.minutesToRead).toBe(3);
    expect((await t.app.inject({ method: 'GET', url: `/api/v1/articles/${article.slug}?locale=en` })).statusCode).toBe(
      200,
    );

    const off = await ok<AdminArticle>(
      await call('POST', `${ARTICLES}/en/${article.slug}/publish`, { published: false }),
    );
    expect(off.published).toBe(false);
    expect((await publicArticles('en')).some((a) => a.slug === article.slug)).toBe(false);
    expect((await t.app.inject({ method: 'GET', url: `/api/v1/articles/${article.slug}?locale=en` })).statusCode).toBe(
      404,
    );
    expect((await publicArticles('ru')).some((a) => a.slug === article.slug)).toBe(true);
    const consoleList = await ok<AdminArticlesResponse>(await call('GET', `${ARTICLES}?locale=en`));
    expect(consoleList.items.find((a) => a.slug === article.slug)).toMatchObject({
      published: false,
      minutesToRead: 3,
    });

    const edited = await ok<AdminArticle>(
      await call('PUT', `${ARTICLES}/en/${article.slug}`, {
        ...article,
        slug: undefined,
        locale: undefined,
        body: 'Short.',
      }),
    );
    expect(edited).toMatchObject({ body: 'Short.', minutesToRead: 1, published: true });
    expect((await publicArticles('en')).find((a) => a.slug === article.slug)?.minutesToRead).toBe(1);

    const rows = await audit(`en/${article.slug}`);
    expect(rows.map((r) => r.action)).toEqual([
      'content.article.create',
      'content.article.unpublish',
      'content.article.update',
    ]);
    expect(rows[2]?.before).toMatchObject({ body, published: false });
    expect(rows[2]?.after).toMatchObject({ body: 'Short.', published: true });

    await ok(await call('DELETE', `${ARTICLES}/en/${article.slug}`));
    expect((await call('GET', `${ARTICLES}/en/${article.slug}`)).statusCode).toBe(404);
    expect((await call('GET', `${ARTICLES}/ru/${article.slug}`)).statusCode).toBe(200);
    expect((await audit(`en/${article.slug}`)).at(-1)).toMatchObject({ action: 'content.article.delete', after: null });
  });
});
