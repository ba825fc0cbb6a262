/**
 * Deposit claims checked at their own pace, and every Idempotency-Key bound (issue 11, decision 42).
 *
 * Each open claim carries when the watcher looks at it next: a receipt the node does not know puts that time off
 * further after every miss, so a pile of made-up hashes is looked at ever more rarely instead of on every pass.
 *
 * Keys move to their own table: a key names the claim its request was answered with, whether the request created
 * that claim or met one for the same transfer (reported earlier without a key, or under another key), with the
 * amount that request named, so the same key with another body is refused whichever way the first was answered.
 */
import { type Kysely, sql } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`alter table deposit_claims add column next_check_at timestamptz not null default now()`.execute(db);
  await sql`
    alter table deposit_claims add column missed_checks integer not null default 0 check (missed_checks >= 0)
  `.execute(db);
  await sql`drop index deposit_claims_open`.execute(db);
  await sql`
    create index deposit_claims_due on deposit_claims (next_check_at) where status in ('pending', 'confirming')
  `.execute(db);
  await sql`
    create index deposit_claims_user_open on deposit_claims (user_id) where status in ('pending', 'confirming')
  `.execute(db);

  await sql`
    create table deposit_claim_keys (
      user_id uuid not null references users (id),
      idempotency_key text not null check (length(idempotency_key) between 1 and 200),
      claim_id uuid not null references deposit_claims (id),
      -- The amount the keyed request named (the claim keeps the first report's).
      claimed_amount text not null,
      created_at timestamptz not null default now(),
      primary key (user_id, idempotency_key)
    )`.execute(db);
  await sql`
    insert into deposit_claim_keys (user_id, idempotency_key, claim_id, claimed_amount)
    select user_id, idempotency_key, id, claimed_amount from deposit_claims where idempotency_key is not null
  `.execute(db);
  await sql`alter table deposit_claims drop column idempotency_key`.execute(db);
}
