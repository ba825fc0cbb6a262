/** Avatars as bytes in the database, so instances share them without a shared disk; one per user. */
import { type Kysely, sql } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    create table avatars (
      user_id uuid primary key references users (id) on delete cascade,
      id text not null unique check (id ~ '^[0-9a-f]{32}$'),
      data bytea not null,
      created_at timestamptz not null default now()
    )`.execute(db);
}
