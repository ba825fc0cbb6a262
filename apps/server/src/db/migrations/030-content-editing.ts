/**
 * The content console (docs/product.md §10 "Content", decision 83): a F.A.Q. entry or an article can be unpublished
 * (kept, shown only in the console), and a F.A.Q. entry records when it last changed, as an article does.
 */
import { type Kysely, sql } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`alter table faq_items add column published boolean not null default true`.execute(db);
  await sql`alter table faq_items add column updated_at timestamptz not null default now()`.execute(db);
  await sql`alter table articles add column published boolean not null default true`.execute(db);
}
