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
    const published = this.#published(locale);
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
    return this.#published(locale).select(summaryColumns).where('slug', '=', slug).executeTakeFirst();
  }

  /** What the article page's HTML head names (decision 86): one lookup by the primary key, without the body. */
  headline(slug: string, locale: LocaleCode) {
    return this.#published(locale).select(['title', 'excerpt']).where('slug', '=', slug).executeTakeFirst();
  }

  /** Articles readers may see: published, and dated today or before. */
  #published(locale: LocaleCode) {
    return this.db
      .selectFrom('articles')
      .where('locale', '=', locale)
      .where('published', '=', true)
      .where('published_at', '<=', sql<Date>`now()`);
  }
}
