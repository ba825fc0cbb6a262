/**
 * Withdrawals paid on-chain (decision 31, two-phase): the request holds the amount in the ledger; the payout worker
 * signs the transfer, stores the signed transaction BEFORE broadcasting it, and settles or voids the hold once the
 * chain has decided. Amounts are NUMERIC(78,0) base units of the ledger's token decimals.
 */
import { type Kysely, sql } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    create table withdrawals (
      id uuid primary key default gen_random_uuid(),
      user_id uuid not null references users (id),
      pool text not null references pools (name),
      currency text not null,
      chain_id integer not null check (chain_id > 0),
      amount numeric(78, 0) not null check (amount > 0),
      fee numeric(78, 0) not null check (fee >= 0 and fee <= amount),
      destination text not null check (destination ~ '^0x[0-9a-f]{40}$'),
      status text not null check (status in ('requested', 'approved', 'sent', 'confirmed', 'rejected', 'failed')),
      needs_approval boolean not null,
      reason text check (length(reason) <= 1000),
      idempotency_key text check (length(idempotency_key) between 1 and 200),
      -- The payout transaction, stored whole before it is broadcast and never replaced (no second signature).
      hot_wallet text check (hot_wallet ~ '^0x[0-9a-f]{40}$'),
      nonce bigint check (nonce >= 0),
      signed_tx text check (signed_tx ~ '^0x[0-9a-f]+$'),
      tx_hash text check (tx_hash ~ '^0x[0-9a-f]{64}$'),
      confirmations integer not null default 0 check (confirmations >= 0),
      broadcast_at timestamptz,
      created_at timestamptz not null default now(),
      updated_at timestamptz not null default now(),
      unique (user_id, idempotency_key),
      -- Two payouts of one hot wallet never share a nonce, so at most one of them can ever be mined.
      unique (chain_id, hot_wallet, nonce),
      check (
        (signed_tx is null) = (tx_hash is null) and (tx_hash is null) = (nonce is null)
        and (nonce is null) = (hot_wallet is null)
      ),
      check (status not in ('sent', 'confirmed') or signed_tx is not null),
      check (status not in ('rejected', 'failed') or reason is not null)
    )`.execute(db);
  await sql`create index withdrawals_user on withdrawals (user_id, created_at desc, id)`.execute(db);
  await sql`create index withdrawals_status on withdrawals (status, created_at desc, id)`.execute(db);

  // The status only moves forward, and a stored transaction is never replaced: whatever the code does.
  await sql`
    create function withdrawals_forward_only() returns trigger language plpgsql as $$
    begin
      if old.signed_tx is not null and new.signed_tx is distinct from old.signed_tx then
        raise exception 'withdrawal %: its signed transaction cannot change', old.id using errcode = '55000';
      end if;
      if new.status <> old.status and not (
        (old.status = 'requested' and new.status in ('approved', 'rejected'))
        or (old.status = 'approved' and new.status in ('sent', 'failed'))
        or (old.status = 'sent' and new.status in ('confirmed', 'failed'))
      ) then
        raise exception 'withdrawal %: % cannot become %', old.id, old.status, new.status using errcode = '55000';
      end if;
      return new;
    end $$`.execute(db);
  await sql`
    create trigger withdrawals_forward_only before update on withdrawals
    for each row execute function withdrawals_forward_only()`.execute(db);
}
