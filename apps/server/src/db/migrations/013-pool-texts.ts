/**
 * A pool's title, description and risks per language (docs/product.md §1: the interface is in English and Russian). They
 * move out of `pools` into `pool_texts`, one row per pool and locale; English is the fallback of an empty
 * field, so an operator who describes a pool in English only still shows it whole to a Russian reader.
 */
import { type Kysely, sql } from 'kysely';

const RU_TITLES = [
  ['stable', 'Стабильный пул'],
  ['coin', 'Монетный пул'],
  ['dex', 'DEX-пул'],
  ['strategy', 'Стратегический пул'],
] as const;

export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    create table pool_texts (
      pool text not null references pools (name),
      locale text not null check (locale in ('en', 'ru')),
      title text not null check (length(title) between 1 and 200),
      description text not null default '' check (length(description) <= 5000),
      risks jsonb not null default '[]' check (jsonb_typeof(risks) = 'array'),
      primary key (pool, locale)
    )`.execute(db);
  await sql`
    insert into pool_texts (pool, locale, title, description, risks)
    select name, 'en', title, description, risks from pools`.execute(db);
  for (const [pool, title] of RU_TITLES) {
    await sql`insert into pool_texts (pool, locale, title) values (${pool}, 'ru', ${title})`.execute(db);
  }
  await sql`alter table pools drop column title, drop column description, drop column risks`.execute(db);
}
