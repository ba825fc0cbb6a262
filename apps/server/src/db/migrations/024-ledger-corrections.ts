/**
 * Ledger corrections with four eyes (docs/product.md §10, decision 76).
 *
 * The journal gets the entry kind `adjustment`: an operator credits or debits a user's position in a pool asset by an
 * exact token amount, minting or burning shares at the price per share as a deposit or a hold does, against two new
 * pool-level platform accounts: `adjustment_expense` (debit-normal, what the platform gave) and `adjustment_income`
 * (credit-normal, what it took back), so neither ever goes below zero. An adjustment books the user's shares, the pool's
 * shares and the liability on either side (by its direction), so `journal_line_sides` now allows two sides per
 * (entry kind, account kind), and the sides trigger also checks that an adjustment moves the user's shares and the
 * liability one way and its platform account the other.
 *
 * `ledger_corrections` holds the proposals: a reversal of an entry or an adjustment, with a reason, proposed by one
 * operator and posted, rejected or cancelled once; the database refuses a proposal decided twice, edited, deleted, or
 * posted or rejected by its own proposer.
 */
import { type Kysely, sql } from 'kysely';

/** Account kind → the sides an adjustment books it on. */
const ADJUSTMENT_SIDES: Record<string, Array<1 | -1>> = {
  user_shares: [1, -1],
  pool_shares: [1, -1],
  pool_liability: [1, -1],
  rounding: [-1],
  adjustment_expense: [1],
  adjustment_income: [-1],
};

export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    alter table ledger_accounts drop constraint ledger_accounts_kind_check,
      add constraint ledger_accounts_kind_check check (kind in (
        'user_shares', 'user_hold', 'user_referral',
        'pool_custody', 'pool_liability', 'pool_shares',
        'fees', 'yield_expense', 'rounding', 'referral_expense', 'adjustment_expense', 'adjustment_income'
      ))`.execute(db);
  await sql`
    alter table journal_entries drop constraint journal_entries_kind_check,
      add constraint journal_entries_kind_check check (kind in (
        'deposit', 'withdrawal_hold', 'withdrawal_settle', 'withdrawal_void', 'yield', 'referral', 'harvest', 'reversal',
        'adjustment'
      )),
      -- An adjustment names its user, pool asset and the operator who approved it.
      add constraint journal_entries_adjustment_check check (
        kind <> 'adjustment' or (user_id is not null and pool is not null and token is not null and operator_id is not null)
      )`.execute(db);

  await sql`
    alter table journal_line_sides drop constraint journal_line_sides_pkey,
      add primary key (entry_kind, account_kind, side)`.execute(db);
  const rows = Object.entries(ADJUSTMENT_SIDES).flatMap(([account, sides]) =>
    sides.map((side) => sql`('adjustment', ${account}, ${side})`),
  );
  await sql`insert into journal_line_sides (entry_kind, account_kind, side) values ${sql.join(rows)}`.execute(db);

  // Migration 015's function, with the side in the join (a kind may now be booked on both) and the adjustment's check.
  await sql`
    create or replace function journal_lines_sides() returns trigger language plpgsql as $$
    declare
      bad record;
      original uuid;
    begin
      -- Each entry is read once and each (entry, account kind, side) checked once, not once per line: a referral
      -- entry has a line per referrer, so the cost is one account lookup per line.
      with entries as materialized (
        select id, kind from journal_entries where id in (select entry_id from inserted) and kind <> 'reversal'
      ),
      booked as (
        select i.entry_id, e.kind as entry_kind, a.kind as account_kind, sign(i.amount) as side
        from inserted i
        join entries e on e.id = i.entry_id
        join ledger_accounts a on a.id = i.account_id
        group by i.entry_id, e.kind, a.kind, sign(i.amount)
      )
      select b.entry_id, b.entry_kind, b.account_kind into bad
      from booked b
      left join journal_line_sides s
        on s.entry_kind = b.entry_kind and s.account_kind = b.account_kind and s.side = b.side
      where s.side is null
      limit 1;
      if found then
        raise exception 'journal entry % (%) books % on the wrong side', bad.entry_id, bad.entry_kind, bad.account_kind
          using errcode = '23514';
      end if;

      -- An adjustment credits the user's shares and the liability and debits its expense, or the other way round.
      select i.entry_id into bad
      from inserted i
      join journal_entries e on e.id = i.entry_id and e.kind = 'adjustment'
      join ledger_accounts a on a.id = i.account_id
      where a.kind in ('user_shares', 'pool_liability', 'adjustment_expense', 'adjustment_income')
      group by i.entry_id
      having count(distinct case when a.kind in ('user_shares', 'pool_liability') then sign(i.amount)
        else -sign(i.amount) end) > 1
      limit 1;
      if found then
        raise exception 'adjustment % moves the user''s shares and its platform account the same way', bad.entry_id
          using errcode = '23514';
      end if;

      for bad in
        select distinct e.id, e.ref from inserted i join journal_entries e on e.id = i.entry_id where e.kind = 'reversal'
      loop
        original := null;
        if bad.ref ~ '^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$' then
          select o.id into original from journal_entries o where o.id = bad.ref::uuid and o.kind <> 'reversal';
        end if;
        if original is null or exists (
          select 1 from (
            select account_id, asset, sum(amount) as amount from journal_lines where entry_id = bad.id
            group by account_id, asset
          ) r full join (
            select account_id, asset, -sum(amount) as amount from journal_lines where entry_id = original
            group by account_id, asset
          ) o on o.account_id = r.account_id and o.asset = r.asset
          where r.amount is distinct from o.amount
        ) then
          raise exception 'reversal % is not the exact opposite of entry %', bad.id, bad.ref using errcode = '23514';
        end if;
      end loop;
      return null;
    end $$`.execute(db);

  await sql`
    create table ledger_corrections (
      id uuid primary key default gen_random_uuid(),
      kind text not null check (kind in ('reversal', 'adjustment')),
      entry_id uuid references journal_entries (id),
      user_id uuid references users (id),
      pool text,
      token text,
      direction text check (direction in ('credit', 'debit')),
      amount numeric(78, 0) check (amount > 0),
      reason text not null check (length(btrim(reason)) between 1 and 500),
      status text not null default 'proposed' check (status in ('proposed', 'posted', 'rejected', 'cancelled')),
      proposed_by uuid not null references users (id),
      proposed_at timestamptz not null default now(),
      decided_by uuid references users (id),
      decided_at timestamptz,
      note text check (length(note) <= 500),
      posted_entry_id uuid references journal_entries (id),
      foreign key (pool, token) references pool_assets (pool, token),
      constraint ledger_corrections_fields check (
        (kind = 'reversal' and entry_id is not null and user_id is null and pool is null and token is null
          and direction is null and amount is null)
        or (kind = 'adjustment' and entry_id is null and user_id is not null and pool is not null and token is not null
          and direction is not null and amount is not null)
      ),
      constraint ledger_corrections_decided check ((status = 'proposed') = (decided_by is null and decided_at is null)),
      constraint ledger_corrections_posted check ((status = 'posted') = (posted_entry_id is not null)),
      -- Four eyes: whoever proposed it may cancel it, never post or reject it.
      constraint ledger_corrections_four_eyes check (
        status not in ('posted', 'rejected') or decided_by <> proposed_by
      ),
      constraint ledger_corrections_cancelled check (status <> 'cancelled' or decided_by = proposed_by)
    )`.execute(db);
  // The console's list, newest first, all or by status; one open proposal per entry to reverse.
  await sql`create index ledger_corrections_time on ledger_corrections (proposed_at, id)`.execute(db);
  await sql`create index ledger_corrections_status on ledger_corrections (status, proposed_at, id)`.execute(db);
  await sql`
    create unique index ledger_corrections_open_reversal on ledger_corrections (entry_id) where status = 'proposed'`.execute(
    db,
  );

  // A proposal is decided once and never edited or deleted: what was approved is what was proposed.
  await sql`
    create function ledger_corrections_decide_once() returns trigger language plpgsql as $$
    begin
      if tg_op = 'DELETE' then
        raise exception 'ledger_corrections rows are never deleted' using errcode = '42501';
      end if;
      if old.status <> 'proposed' then
        raise exception 'ledger correction % was already %', old.id, old.status using errcode = '23514';
      end if;
      if (new.id, new.kind, new.entry_id, new.user_id, new.pool, new.token, new.direction, new.amount, new.reason,
          new.proposed_by, new.proposed_at)
        is distinct from (old.id, old.kind, old.entry_id, old.user_id, old.pool, old.token, old.direction, old.amount,
          old.reason, old.proposed_by, old.proposed_at) then
        raise exception 'ledger correction % cannot be edited, only decided', old.id using errcode = '23514';
      end if;
      return new;
    end $$`.execute(db);
  await sql`
    create trigger ledger_corrections_decide_once before update or delete on ledger_corrections
    for each row execute function ledger_corrections_decide_once()`.execute(db);
}
