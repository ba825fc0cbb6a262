/**
 * The ledger (decisions F4, 28): accounts with maintained balances, an append-only double-entry journal
 * (entries + lines, each entry balanced per asset, checked at commit by a deferred constraint trigger), and the
 * daily snapshots the accrual writes (decision 29). Amounts are NUMERIC(78,0) base units.
 */
import { type Kysely, sql } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  // kind decides the normal side: balance = Σ(debits − credits) for debit-normal kinds, the opposite otherwise.
  // asset: a token label (token base units) or '<pool>:<token>' (share base units of that pool asset).
  await sql`
    create table ledger_accounts (
      id bigint generated always as identity primary key,
      key text not null unique,
      kind text not null check (kind in (
        'user_shares', 'user_hold', 'user_referral',
        'pool_custody', 'pool_liability', 'pool_shares',
        'fees', 'yield_expense', 'rounding', 'referral_expense'
      )),
      user_id uuid references users (id),
      pool text references pools (name),
      asset text not null,
      balance numeric(78, 0) not null default 0,
      created_at timestamptz not null default now(),
      -- Only custody may go below zero (yield paid out before the strategy's income is booked).
      check (balance >= 0 or kind = 'pool_custody')
    )`.execute(db);
  await sql`create index ledger_accounts_user on ledger_accounts (user_id) where user_id is not null`.execute(db);

  await sql`
    create table journal_entries (
      id uuid primary key default gen_random_uuid(),
      kind text not null check (kind in (
        'deposit', 'withdrawal_hold', 'withdrawal_settle', 'withdrawal_void', 'yield', 'fee', 'referral', 'harvest',
        'reversal'
      )),
      idempotency_key text not null unique check (length(idempotency_key) between 1 and 200),
      user_id uuid references users (id),
      pool text references pools (name),
      token text,
      amount numeric(78, 0) check (amount >= 0),
      fee numeric(78, 0) check (fee >= 0),
      shares numeric(78, 0) check (shares >= 0),
      -- Withdrawal id shared by hold, settle and void; the day of a yield entry.
      ref text,
      day date,
      memo text,
      chain_id integer,
      tx_hash text check (tx_hash ~ '^0x[0-9a-f]{64}$'),
      log_index integer check (log_index >= 0),
      created_at timestamptz not null default now(),
      -- A chain transfer is credited once, whoever reports it (decision 30).
      unique (chain_id, tx_hash, log_index),
      check ((chain_id is null) = (tx_hash is null) and (tx_hash is null) = (log_index is null))
    )`.execute(db);
  await sql`create index journal_entries_user on journal_entries (user_id, created_at desc, id) where user_id is not null`.execute(
    db,
  );
  // One hold per withdrawal, and it closes once: settled or voided, never both.
  await sql`create unique index journal_entries_hold on journal_entries (ref) where kind = 'withdrawal_hold'`.execute(
    db,
  );
  await sql`
    create unique index journal_entries_close on journal_entries (ref)
    where kind in ('withdrawal_settle', 'withdrawal_void')`.execute(db);

  await sql`
    create table journal_lines (
      id bigint generated always as identity primary key,
      entry_id uuid not null references journal_entries (id),
      account_id bigint not null references ledger_accounts (id),
      asset text not null,
      -- + debit, − credit.
      amount numeric(78, 0) not null check (amount <> 0),
      created_at timestamptz not null default now()
    )`.execute(db);
  await sql`create index journal_lines_entry on journal_lines (entry_id)`.execute(db);
  // The balance series reads one account's movements over a range.
  await sql`create index journal_lines_account_time on journal_lines (account_id, created_at)`.execute(db);

  // Append-only: no update or delete of journal rows, ever (corrections are reversing entries).
  await sql`
    create function journal_append_only() returns trigger language plpgsql as $$
    begin
      raise exception 'the journal is append-only (% on %)', tg_op, tg_table_name using errcode = '55000';
    end $$`.execute(db);
  for (const table of ['journal_entries', 'journal_lines']) {
    await sql`
      create trigger ${sql.raw(`${table}_append_only`)} before update or delete on ${sql.raw(table)}
      for each row execute function journal_append_only()`.execute(db);
  }
  // Every entry balances to zero per asset, checked when the transaction commits.
  await sql`
    create function journal_entry_balanced() returns trigger language plpgsql as $$
    declare unbalanced text;
    begin
      select asset into unbalanced from journal_lines where entry_id = new.entry_id
        group by asset having sum(amount) <> 0 limit 1;
      if unbalanced is not null then
        raise exception 'journal entry % does not balance in %', new.entry_id, unbalanced using errcode = '23514';
      end if;
      return null;
    end $$`.execute(db);
  await sql`
    create constraint trigger journal_lines_balanced after insert on journal_lines
    deferrable initially deferred for each row execute function journal_entry_balanced()`.execute(db);

  // Daily snapshots written by the accrual (decision 29): what the graphs and the balance series read.
  await sql`
    create table pool_asset_snapshots (
      pool text not null,
      token text not null,
      day date not null,
      price_per_share numeric(78, 0) not null,
      total_shares numeric(78, 0) not null,
      liability numeric(78, 0) not null,
      yield numeric(78, 0) not null,
      fiat_price numeric(40, 18),
      primary key (pool, token, day),
      foreign key (pool, token) references pool_assets (pool, token)
    )`.execute(db);
  await sql`
    create table pool_snapshots (
      pool text not null references pools (name),
      day date not null,
      apy numeric(12, 6) not null,
      tvl numeric(60, 18) not null,
      price_per_share numeric(78, 0) not null,
      primary key (pool, day)
    )`.execute(db);
}
