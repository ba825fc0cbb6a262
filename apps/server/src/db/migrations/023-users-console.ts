/**
 * The users console (docs/product.md §10, decisions 74 and 75): an account can be frozen by an operator (who, when,
 * why — the reason is shown to the user at sign-in), every sign-in attempt of a known account is kept (the newest
 * 100 per account, trimmed at insert), and the search finds a user among millions by an index range.
 */
import { type Kysely, sql } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    alter table users
      add column frozen_at timestamptz,
      add column frozen_reason text check (length(frozen_reason) between 1 and 500),
      add column frozen_by uuid references users (id),
      add check ((frozen_at is null) = (frozen_reason is null))`.execute(db);

  await sql`
    create table sign_ins (
      id bigint generated always as identity primary key,
      user_id uuid not null references users (id) on delete cascade,
      created_at timestamptz not null default now(),
      ip text check (length(ip) <= 100),
      user_agent text check (length(user_agent) <= 512),
      method text not null check (method in ('password', 'wallet', 'code')),
      ok boolean not null,
      failure text check (failure in ('password', 'frozen')),
      check (ok = (failure is null))
    )`.execute(db);
  await sql`create index sign_ins_user on sign_ins (user_id, created_at desc, id desc)`.execute(db);

  // The search (decision 74): prefixes with text_pattern_ops, so `lower(x) like 'ab%'` is an index range under any
  // collation; the wallet, id and referral id are exact and already unique-indexed (migrations 001, 010).
  await sql`create index users_email_prefix on users (lower(email) text_pattern_ops)`.execute(db);
  await sql`create index users_login_prefix on users (lower(login) text_pattern_ops)`.execute(db);
  await sql`create index users_name_prefix on users (lower(name) text_pattern_ops)`.execute(db);
  // The list's order, and the rare statuses and roles a filter asks for, each its own small range.
  await sql`create index users_created on users (created_at desc, id desc)`.execute(db);
  await sql`create index users_frozen on users (created_at desc, id desc) where frozen_at is not null`.execute(db);
  await sql`create index users_operators on users (created_at desc, id desc) where role = 'admin'`.execute(db);
  await sql`create index users_unconfirmed on users (created_at desc, id desc) where role is null`.execute(db);
}
