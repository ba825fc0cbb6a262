/**
 * White-label brands in the database (decision 84), edited in the console; BRANDS_FILE only seeds an empty table at
 * start. A host name belongs to one brand (its own table's key); the default brand, for every other host, has none.
 * Logos and favicons are the re-encoded bytes of an upload, as avatars are, so instances share them without a disk.
 */
import { type Kysely, sql } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    create table brands (
      id uuid primary key default gen_random_uuid(),
      is_default boolean not null default false,
      title text not null,
      primary_color text check (primary_color ~ '^#[0-9a-f]{6}$'),
      -- A link from BRANDS_FILE; an uploaded logo replaces it.
      logo_url text,
      logo_id text unique check (logo_id ~ '^[0-9a-f]{32}$'),
      logo bytea,
      favicon_id text unique check (favicon_id ~ '^[0-9a-f]{32}$'),
      favicon bytea,
      twitter_url text,
      telegram_url text,
      discord_url text,
      docs_url text,
      support_email text,
      legal_entity text,
      updated_at timestamptz not null default now(),
      check ((logo_id is null) = (logo is null)),
      check ((favicon_id is null) = (favicon is null))
    )`.execute(db);
  await sql`create unique index brands_one_default on brands (is_default) where is_default`.execute(db);
  await sql`
    create table brand_hosts (
      host text primary key check (host = lower(host)),
      brand_id uuid not null references brands (id) on delete cascade
    )`.execute(db);
  await sql`create index brand_hosts_brand on brand_hosts (brand_id)`.execute(db);
}
