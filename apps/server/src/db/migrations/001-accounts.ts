import { type Kysely, sql } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    create table users (
      id uuid primary key default gen_random_uuid(),
      login text unique,
      email text,
      name text,
      phone text,
      telegram text,
      locale text not null default 'en' check (locale in ('en', 'ru')),
      role text check (role in ('investor', 'admin')),
      password_hash text,
      meta_mask_address text unique check (meta_mask_address ~ '^0x[0-9a-f]{40}$'),
      avatar_url text,
      email_confirmed_at timestamptz,
      source text,
      invite text,
      utm_source text,
      utm_medium text,
      utm_campaign text,
      utm_content text,
      utm_term text,
      created_at timestamptz not null default now(),
      updated_at timestamptz not null default now(),
      check (login is not null or meta_mask_address is not null)
    )`.execute(db);
  await sql`
    create table sessions (
      id uuid primary key default gen_random_uuid(),
      user_id uuid not null references users (id) on delete cascade,
      created_at timestamptz not null default now(),
      last_used_at timestamptz not null default now(),
      revoked_at timestamptz,
      revoke_reason text,
      user_agent text,
      ip text
    )`.execute(db);
  await sql`create index sessions_user_id on sessions (user_id) where revoked_at is null`.execute(db);
  await sql`
    create table refresh_tokens (
      token_hash text primary key,
      session_id uuid not null references sessions (id) on delete cascade,
      expires_at timestamptz not null,
      created_at timestamptz not null default now(),
      used_at timestamptz
    )`.execute(db);
  await sql`create index refresh_tokens_session_id on refresh_tokens (session_id)`.execute(db);
  await sql`
    create table one_time_codes (
      id uuid primary key default gen_random_uuid(),
      user_id uuid not null references users (id) on delete cascade,
      purpose text not null check (purpose in ('confirm', 'recovery')),
      code_hash text not null,
      expires_at timestamptz not null,
      attempts integer not null default 0,
      consumed_at timestamptz,
      created_at timestamptz not null default now()
    )`.execute(db);
  await sql`create index one_time_codes_active on one_time_codes (user_id, purpose) where consumed_at is null`.execute(
    db,
  );
  await sql`
    create table mail_outbox (
      id uuid primary key default gen_random_uuid(),
      recipient text not null,
      subject text not null,
      text_body text not null,
      html_body text not null,
      status text not null default 'pending' check (status in ('pending', 'sent', 'failed')),
      attempts integer not null default 0,
      last_error text,
      next_attempt_at timestamptz not null default now(),
      created_at timestamptz not null default now(),
      sent_at timestamptz
    )`.execute(db);
  await sql`create index mail_outbox_due on mail_outbox (next_attempt_at) where status = 'pending'`.execute(db);
}
