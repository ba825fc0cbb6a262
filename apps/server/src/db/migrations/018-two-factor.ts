/**
 * Two-factor sign-in (decisions 67 and 68): a TOTP secret per user, encrypted (AES-256-GCM) so a copy of the database
 * alone cannot mint codes; single-use recovery codes stored hashed; and per session the time its last code was
 * entered, which decides whether an operator's decision may go ahead. Per user, not per operator, so investors'
 * second factor can reuse the tables.
 */
import { type Kysely, sql } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    create table user_totp (
      user_id uuid primary key references users (id) on delete cascade,
      -- The active secret, encrypted; null until the first code of a pending one confirms it.
      secret_encrypted text,
      -- A secret shown for enrolment and not yet confirmed, encrypted.
      pending_encrypted text,
      enabled_at timestamptz,
      -- The 30-second step of the last accepted code: a code is good once (compare-and-set).
      last_step bigint,
      created_at timestamptz not null default now(),
      updated_at timestamptz not null default now(),
      check ((secret_encrypted is null) = (enabled_at is null))
    )`.execute(db);
  await sql`
    create table user_recovery_codes (
      user_id uuid not null references users (id) on delete cascade,
      code_hash text not null,
      used_at timestamptz,
      created_at timestamptz not null default now(),
      primary key (user_id, code_hash)
    )`.execute(db);
  await sql`alter table sessions add column totp_verified_at timestamptz`.execute(db);
}
