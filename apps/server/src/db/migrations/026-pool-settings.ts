/**
 * Pool settings the operator edits in the console (docs/product.md §10 "Pools", decision 79).
 *
 * `pool_apy` is the APY's history: a row is the APY in force from its day (UTC) on, until the next row. A change made
 * in the console takes effect from the next accrual day, so the days already accrued (and today) keep theirs and a
 * caught-up accrual of a past day applies that day's APY. It is seeded with each pool's APY so far, in force since
 * 1970-01-01, and `pools.apy` goes: the history is the one source.
 *
 * `pools` gets the minimum deposit (usd), whether deposits are open, and the message (en and ru) investors see while
 * withdrawals are paused (null: not paused).
 */
import { type Kysely, sql } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    create table pool_apy (
      pool text not null references pools (name),
      effective_from date not null,
      apy numeric(12, 6) not null check (apy >= 0 and apy <= 10000),
      set_by uuid references users (id),
      set_at timestamptz not null default now(),
      primary key (pool, effective_from)
    )`.execute(db);
  await sql`insert into pool_apy (pool, effective_from, apy) select name, date '1970-01-01', apy from pools`.execute(
    db,
  );
  await sql`
    alter table pools
      drop column apy,
      add column min_deposit_usd numeric(20, 2) not null default 0 check (min_deposit_usd >= 0),
      add column deposits_open boolean not null default true,
      add column withdrawals_paused_en text,
      add column withdrawals_paused_ru text,
      add constraint pools_withdrawals_paused_check check (
        (withdrawals_paused_en is null) = (withdrawals_paused_ru is null)
        and length(withdrawals_paused_en) between 1 and 500
        and length(withdrawals_paused_ru) between 1 and 500
      )`.execute(db);
}
