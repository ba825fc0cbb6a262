/**
 * The investors' notification centre (decision 104): one row per notification, written by the `notifications`
 * consumer of the events outbox, and the events it needs that the outbox did not have yet.
 *
 * `seq` numbers the rows for the live stream (its SSE `id`, resumed from with Last-Event-ID) and for paging. The one
 * writer is the consumer, one pass at a time under its lock, so a smaller seq never commits after a larger one and a
 * stream that has sent seq n has missed nothing below it.
 */
import { type Kysely, sql } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  // No foreign key to users, as events.user_id has none: a notification can never fail, and so never hold up the
  // consumer's position, for a row of its own.
  await sql`
    create table notifications (
      id uuid primary key default gen_random_uuid(),
      seq bigint generated always as identity unique,
      user_id uuid not null,
      event_id bigint not null,
      type text not null check (type ~ '^[a-z][a-z0-9_]*(\\.[a-z][a-z0-9_]*)+$' and length(type) <= 80),
      -- Amounts as decimal strings of token units.
      payload jsonb not null default '{}',
      created_at timestamptz not null default now(),
      read_at timestamptz,
      unique (event_id, user_id)
    )`.execute(db);
  // A user's page, newest first (read backwards), and a stream's catch-up after a seq.
  await sql`create index notifications_user on notifications (user_id, seq)`.execute(db);
  // The bell's unread count: only the unread rows are in it.
  await sql`create index notifications_unread on notifications (user_id) where read_at is null`.execute(db);

  // The consumer starts at the outbox's end: what happened before the notification centre existed is not news.
  await sql`
    insert into event_consumers (name, last_seq)
    select 'notifications', coalesce(max(seq), 0) from events
    on conflict (name) do nothing`.execute(db);

  // As in migration 019, the database emits the events in the change's transaction, whichever path makes it.
  // A reported deposit's transaction first seen in a block; once: a claim whose receipt went missing and came back
  // (a reorganisation) had its block number already.
  await eventTrigger(db, {
    name: 'deposit_claims_seen_events',
    on: 'after update of status on deposit_claims',
    when: "new.status = 'confirming' and old.status = 'pending' and old.block_number is null",
    values: `'deposit.seen', new.user_id, 'deposit_claim', new.id::text, jsonb_build_object('pool', new.pool,
      'currency', new.currency, 'chainId', new.chain_id, 'txHash', new.tx_hash, 'claimedAmount', new.claimed_amount)`,
  });
  // A wallet linked, replaced or unlinked: the cabinet, a wallet sign-in, the console.
  await eventTrigger(db, {
    name: 'users_wallet_events',
    on: 'after update of meta_mask_address on users',
    when: 'new.meta_mask_address is distinct from old.meta_mask_address',
    values: `case when new.meta_mask_address is null then 'wallet.unlinked' else 'wallet.linked' end, new.id, 'user',
      new.id::text, jsonb_build_object('address', coalesce(new.meta_mask_address, old.meta_mask_address),
      'previous', old.meta_mask_address)`,
  });
  // A password changed, recovered, or reset from the command line.
  await eventTrigger(db, {
    name: 'users_password_events',
    on: 'after update of password_hash on users',
    when: 'new.password_hash is distinct from old.password_hash',
    values: `'password.changed', new.id, 'user', new.id::text, '{}'::jsonb`,
  });
  // A referral reward harvested: one entry per pool asset.
  await eventTrigger(db, {
    name: 'journal_entries_harvest_events',
    on: 'after insert on journal_entries',
    when: "new.kind = 'harvest'",
    values: `'referral.harvested', new.user_id, 'journal_entry', new.id::text,
      jsonb_build_object('pool', new.pool, 'currency', new.token, 'amount', new.amount::text)`,
  });
  // A member joining a downline: each upline, with the level.
  await eventTrigger(db, {
    name: 'referral_tree_member_events',
    on: 'after insert on referral_tree',
    values: `'referral.member_joined', new.ancestor, 'user', new.descendant::text, jsonb_build_object('level', new.depth)`,
  });
}

/**
 * A trigger (and its function, of the same name) that writes one event for each row it fires on; `values` are the
 * SQL of the event's type, user, object type, object id and payload over the row (`new`, `old`).
 */
async function eventTrigger(db: Kysely<unknown>, t: { name: string; on: string; when?: string; values: string }) {
  await sql`
    create function ${sql.raw(t.name)}() returns trigger language plpgsql as $$
    begin
      insert into events (type, user_id, object_type, object_id, payload) values (${sql.raw(t.values)});
      return null;
    end $$`.execute(db);
  await sql`
    create trigger ${sql.raw(t.name)} ${sql.raw(t.on)} for each row ${sql.raw(t.when ? `when (${t.when})` : '')}
    execute function ${sql.raw(t.name)}()`.execute(db);
}
