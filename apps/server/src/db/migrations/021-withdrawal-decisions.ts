/**
 * The withdrawals console (docs/product.md §10, decision 72): who decided a withdrawal and when, a rejection's reason
 * in English and Russian (the investor reads it in their language; `reason` stays the payout worker's error), the
 * retry of a failed payout as a new withdrawal that names the failed one, the indexes of the console's filters, and
 * when a user's wallet was linked.
 */
import { type Kysely, sql } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    alter table withdrawals
      add column decided_by uuid references users (id),
      add column decided_at timestamptz,
      add column reason_en text check (length(reason_en) <= 500),
      add column reason_ru text check (length(reason_ru) <= 500),
      add column retry_of uuid unique references withdrawals (id)`.execute(db);
  // A rejection written before the console had one reason: it serves both languages.
  await sql`
    update withdrawals set reason_en = reason, reason_ru = reason, reason = null
    where status = 'rejected'`.execute(db);
  // 008's unnamed check "rejected or failed has a reason" becomes two rules: failed has the payout error, rejected
  // has both translations.
  await sql`
    do $$
    declare c text;
    begin
      for c in
        select conname from pg_constraint
        where conrelid = 'withdrawals'::regclass and contype = 'c'
          and pg_get_constraintdef(oid) like '%rejected%failed%reason IS NOT NULL%'
      loop
        execute format('alter table withdrawals drop constraint %I', c);
      end loop;
    end $$`.execute(db);
  await sql`
    alter table withdrawals
      add constraint withdrawals_failed_reason check (status <> 'failed' or reason is not null),
      add constraint withdrawals_rejected_reasons
        check (status <> 'rejected' or (reason_en is not null and reason_ru is not null)),
      add constraint withdrawals_decided check ((decided_by is null) or (decided_at is not null))`.execute(db);

  // Every list order is (created_at, id), both ways; each filter leads an index of its own so a page is one range
  // scan. 008's (status, created_at desc, id) and (user_id, created_at desc, id) mixed the directions, which a row
  // comparison on (created_at, id) cannot use: they are rebuilt in one direction (read backwards for newest first).
  await sql`drop index withdrawals_status`.execute(db);
  await sql`drop index withdrawals_user`.execute(db);
  await sql`create index withdrawals_status on withdrawals (status, created_at, id)`.execute(db);
  await sql`create index withdrawals_user on withdrawals (user_id, created_at, id)`.execute(db);
  await sql`create index withdrawals_created on withdrawals (created_at, id)`.execute(db);
  await sql`create index withdrawals_pool on withdrawals (pool, created_at, id)`.execute(db);
  await sql`create index withdrawals_currency on withdrawals (currency, created_at, id)`.execute(db);
  await sql`create index withdrawals_currency_amount on withdrawals (currency, amount)`.execute(db);
  await sql`create index withdrawals_decided_by on withdrawals (decided_by) where decided_by is not null`.execute(db);

  // Null: linked before this migration, when is unknown. A trigger keeps it for every path that links, replaces or
  // unlinks a wallet (sign-up, wallet sign-in, linking, the console's unlink).
  await sql`alter table users add column wallet_linked_at timestamptz`.execute(db);
  await sql`
    create function users_wallet_linked_at() returns trigger language plpgsql as $$
    begin
      if tg_op = 'INSERT' then
        new.wallet_linked_at := case when new.meta_mask_address is null then null else now() end;
      elsif new.meta_mask_address is distinct from old.meta_mask_address then
        new.wallet_linked_at := case when new.meta_mask_address is null then null else now() end;
      end if;
      return new;
    end $$`.execute(db);
  await sql`
    create trigger users_wallet_linked_at before insert or update of meta_mask_address on users
    for each row execute function users_wallet_linked_at()`.execute(db);
}
