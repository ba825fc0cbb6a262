/**
 * Deposit claims verified on-chain (decision 30): what a user reported (or the watcher found), its progress, and what
 * was credited; plus the watcher's scan cursor per chain. Amounts credited are NUMERIC(78,0) base units.
 */
import { type Kysely, sql } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    create table deposit_claims (
      id uuid primary key default gen_random_uuid(),
      user_id uuid not null references users (id),
      pool text not null references pools (name),
      currency text not null,
      chain_id integer not null,
      tx_hash text not null check (tx_hash ~ '^0x[0-9a-f]{64}$'),
      -- The request's decimal string, informative only (the credited amount comes from the chain).
      claimed_amount text not null check (claimed_amount ~ '^(0|[1-9][0-9]{0,77})(\\.[0-9]{1,36})?$'),
      -- 'user': reported by POST /dashboard/deposit; 'watcher': found by the scan or credited to a wallet's owner.
      source text not null check (source in ('user', 'watcher')),
      status text not null default 'pending' check (status in ('pending', 'confirming', 'credited', 'rejected')),
      confirmations integer not null default 0 check (confirmations >= 0),
      required_confirmations integer not null check (required_confirmations >= 1),
      -- The block the receipt was last seen in; set means a later disappearance is a reorganisation.
      block_number bigint,
      -- Since when the receipt has been missing: past the timeout the claim is rejected.
      missing_since timestamptz,
      amount numeric(78, 0) check (amount > 0),
      fee numeric(78, 0) check (fee >= 0),
      entry_ids uuid[] not null default '{}',
      -- A message-catalogue key and its parameters, rendered in the reader's language.
      reject_code text,
      reject_params jsonb,
      idempotency_key text check (length(idempotency_key) between 1 and 200),
      created_at timestamptz not null default now(),
      updated_at timestamptz not null default now(),
      credited_at timestamptz,
      unique (user_id, idempotency_key),
      unique (user_id, chain_id, tx_hash, pool, currency),
      check ((status = 'credited') = (amount is not null and credited_at is not null)),
      check ((status = 'rejected') = (reject_code is not null))
    )`.execute(db);
  await sql`create index deposit_claims_user on deposit_claims (user_id, created_at desc, id)`.execute(db);
  await sql`create index deposit_claims_open on deposit_claims (updated_at) where status in ('pending', 'confirming')`.execute(
    db,
  );

  await sql`
    create table deposit_scan_cursors (
      chain_id integer primary key,
      -- The last block whose transfers to deposit addresses were looked at.
      last_block bigint not null check (last_block >= 0),
      updated_at timestamptz not null default now()
    )`.execute(db);
}
