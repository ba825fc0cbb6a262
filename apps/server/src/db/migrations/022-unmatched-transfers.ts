/**
 * The deposits console (docs/product.md §10, decision 73). Transfers to a pool's deposit address that the watcher's
 * scan could credit to nobody (the sender proved no wallet, or two pools share the address) are kept, so an
 * operator can assign one to its investor; the assignment names who did it and the journal entry it posted.
 * The console's lists of every claim and every credited deposit read newest first through their own indexes.
 */
import { type Kysely, sql } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    create table unmatched_transfers (
      id uuid primary key default gen_random_uuid(),
      chain_id integer not null,
      tx_hash text not null check (tx_hash ~ '^0x[0-9a-f]{64}$'),
      -- The Transfer log's index, or the native payment's own key (NATIVE_LOG_INDEX).
      log_index integer not null check (log_index >= 0),
      currency text not null,
      from_address text not null check (from_address ~ '^0x[0-9a-f]{40}$'),
      to_address text not null check (to_address ~ '^0x[0-9a-f]{40}$'),
      -- Ledger base units of the currency, as the watcher would credit them.
      amount numeric(78, 0) not null check (amount > 0),
      block_number bigint not null check (block_number >= 0),
      seen_at timestamptz not null default now(),
      -- Set together when an operator assigns the transfer: who receives it, in which pool, by whom, what posted.
      assigned_user_id uuid references users (id),
      assigned_pool text references pools (name),
      assigned_by uuid references users (id),
      assigned_at timestamptz,
      entry_id uuid references journal_entries (id),
      unique (chain_id, tx_hash, log_index),
      check (
        (assigned_user_id is null) = (assigned_at is null)
        and (assigned_at is null) = (entry_id is null)
        and (entry_id is null) = (assigned_pool is null)
      )
    )`.execute(db);
  await sql`create index unmatched_transfers_seen on unmatched_transfers (seen_at desc, id desc)`.execute(db);
  await sql`create index deposit_claims_created on deposit_claims (created_at desc, id desc)`.execute(db);
  await sql`
    create index journal_entries_deposits on journal_entries (created_at desc, id desc) where kind = 'deposit'
  `.execute(db);
}
