/**
 * Configuration versions (docs/product.md §10 "Configuration", decision 78): one row per kind of configuration the
 * console edits, whose version every change bumps in its own transaction. An instance that keeps a copy of that
 * configuration in memory compares versions to know when to read it again.
 */
import { type Kysely, sql } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    create table config_versions (
      scope text primary key check (scope ~ '^[a-z]{1,32}$'),
      version bigint not null check (version > 0),
      changed_at timestamptz not null default now()
    )`.execute(db);
}
