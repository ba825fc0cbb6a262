import type { LocaleCode } from '@yc/contract';
import { sql } from 'kysely';
import type { Db } from '../../db/database.ts';

const summaryColumns = ['slug', 'locale', 'title', 'excerpt', 'body', 'cover_url', 'published_at'] as const;

export class ContentRepository {
  constructor(private readonly db: Db) {}

  faq(locale: LocaleCode) {
    return this.db
      .selectFrom('faq_items')
      .select(['id', 'category', 'question', 'answer'])
      .where('locale', '=', locale)
      .where('published', '=', true)
      .orderBy('position')
      .orderBy('id')
      .execute();
  }

  /** Published articles of a language, newest first; ones dated in the future wait for their date (decision 83). */
  async articles(locale: LocaleCode, page: number, pageSize: number) {
    const published = this.db
      .selectFrom('articles')
      .where('locale', '=', locale)
      .where('published', '=', true)
      .where('published_at', '<=', sql<Date>`now()`);
    const [rows, count] = await Promise.all([
      published
        .select(summaryColumns)
        .orderBy('published_at', 'desc')
        .orderBy('slug')
        .limit(pageSize)
        .offset((page - 1) * pageSize)
        .execute(),
      published.select((eb) => eb.fn.countAll<string>().as('n')).executeTakeFirstOrThrow(),
    ]);
    return { rows, total: Number(count.n) };
  }

  article(slug: string, locale: LocaleCode) {
    return this.db
      .selectFrom('articles')
      .select(summaryColumns)
      .where('slug', '=', slug)
      .where('locale', '=', locale)
      .where('published', '=', true)
      .where('published_at', '<=', sql<Date>`now()`)
      .executeTakeFirst();
  }
}
