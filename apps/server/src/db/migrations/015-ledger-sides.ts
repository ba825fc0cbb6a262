/**
 * The journal's sides and its reversals, enforced by the database (decision 57).
 *
 * A line is signed (+ debit, − credit) and an account's normal side only says which way its balance grows, so no
 * account kind is debited or credited only: custody is debited by a deposit and credited by a payout. What the
 * ledger's code fixes is the side each kind of entry books each kind of account on; `journal_line_sides` lists it,
 * and a statement trigger on the journal refuses a line on the other side, or on an account kind its entry never
 * books. A `reversal` books the exact opposite of its original's lines (per account and asset), of an original that is
 * no reversal itself, at most once per original, and names the operator who posted it.
 *
 * The entry kind `fee` is dropped: nothing ever wrote it (fees are lines of deposits and settlements).
 */
import { type Kysely, sql } from 'kysely';

/** Entry kind → account kind → +1 (debited) or −1 (credited), as the ledger's writers post them. */
const SIDES: Record<string, Record<string, 1 | -1>> = {
  deposit: { pool_custody: 1, fees: -1, pool_liability: -1, rounding: -1, pool_shares: 1, user_shares: -1 },
  withdrawal_hold: { user_shares: 1, pool_shares: -1, pool_liability: 1, user_hold: -1, rounding: -1 },
  withdrawal_settle: { user_hold: 1, pool_custody: -1, fees: -1 },
  withdrawal_void: { user_hold: 1, pool_liability: -1, rounding: -1, pool_shares: 1, user_shares: -1 },
  yield: { yield_expense: 1, pool_liability: -1 },
  referral: { referral_expense: 1, fees: 1, user_referral: -1 },
  harvest: { user_referral: 1, pool_liability: -1, rounding: -1, pool_shares: 1, user_shares: -1 },
};

export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    alter table journal_entries drop constraint journal_entries_kind_check,
      add constraint journal_entries_kind_check check (kind in (
        'deposit', 'withdrawal_hold', 'withdrawal_settle', 'withdrawal_void', 'yield', 'referral', 'harvest', 'reversal'
      )),
      add column operator_id uuid references users (id),
      -- A reversal names its original (ref) and who posted it.
      add constraint journal_entries_reversal_check check (
        kind <> 'reversal' or (ref is not null and operator_id is not null)
      )`.execute(db);
  await sql`create unique index journal_entries_reversal on journal_entries (ref) where kind = 'reversal'`.execute(db);

  await sql`
    create table journal_line_sides (
      entry_kind text not null,
      account_kind text not null,
      side smallint not null check (side in (-1, 1)),
      primary key (entry_kind, account_kind)
    )`.execute(db);
  const rows = Object.entries(SIDES).flatMap(([entry, accounts]) =>
    Object.entries(accounts).map(([account, side]) => sql`(${entry}, ${account}, ${side})`),
  );
  await sql`insert into journal_line_sides (entry_kind, account_kind, side) values ${sql.join(rows)}`.execute(db);

  // A second statement trigger beside migration 012's balance check, which fires first (triggers fire in name order).
  await sql`
    create function journal_lines_sides() returns trigger language plpgsql as $$
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
      left join journal_line_sides s on s.entry_kind = b.entry_kind and s.account_kind = b.account_kind
      where s.side is null or b.side <> s.side
      limit 1;
      if found then
        raise exception 'journal entry % (%) books % on the wrong side', bad.entry_id, bad.entry_kind, bad.account_kind
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
    create trigger journal_lines_sides after insert on journal_lines
    referencing new table as inserted for each statement execute function journal_lines_sides()`.execute(db);
}
