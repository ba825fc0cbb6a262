/**
 * F.A.Q. and learn articles, with their first content: it is product content, not demo
 * data, so every deployment (production included) starts with it.
 */
import { type Kysely, sql } from 'kysely';
import { ARTICLES } from './002-content/articles.ts';
import { FAQ } from './002-content/faq.ts';

export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    create table faq_items (
      id uuid primary key default gen_random_uuid(),
      locale text not null check (locale in ('en', 'ru')),
      category text not null,
      question text not null,
      answer text not null,
      position integer not null,
      created_at timestamptz not null default now()
    )`.execute(db);
  await sql`create index faq_items_locale on faq_items (locale, position)`.execute(db);
  await sql`
    create table articles (
      slug text not null check (slug ~ '^[a-z0-9]+(-[a-z0-9]+)*$' and length(slug) <= 100),
      locale text not null check (locale in ('en', 'ru')),
      title text not null,
      excerpt text not null,
      body text not null,
      cover_url text,
      published_at timestamptz not null,
      updated_at timestamptz not null default now(),
      primary key (slug, locale)
    )`.execute(db);
  await sql`create index articles_listing on articles (locale, published_at desc)`.execute(db);

  const faqRows = Object.entries(FAQ).flatMap(([locale, items]) =>
    items.map((item, position) => sql`(${locale}, ${item.category}, ${item.question}, ${item.answer}, ${position})`),
  );
  await sql`insert into faq_items (locale, category, question, answer, position) values ${sql.join(faqRows)}`.execute(
    db,
  );
  const articleRows = Object.entries(ARTICLES).flatMap(([locale, articles]) =>
    articles.map(
      (a) => sql`(${a.slug}, ${locale}, ${a.title}, ${a.excerpt}, ${a.body}, ${a.publishedAt}::timestamptz)`,
    ),
  );
  await sql`insert into articles (slug, locale, title, excerpt, body, published_at) values ${sql.join(articleRows)}`.execute(
    db,
  );
}
