/**
 * Reconciliation runs and the daily figures (docs/product.md §10, decision 71).
 *
 * `reconciliation_runs` keeps every reconciliation — the daily job's, an operator's from the console, the CLI's —
 * with its verdict and the whole report (per pool asset: liability, custody, on-chain, difference; the invariant
 * problems). `daily_figures` is the rollup of each closed UTC day per pool asset in base units, written once by the
 * daily job, so a year of figures is read from a few thousand rows instead of the journal; `daily_new_users` counts,
 * per day and pool, the investors whose first deposit into the pool was that day.
 */
import { type Kysely, sql } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  // A run is stored once it has finished, with its verdict, in the transaction that raises its mismatch event.
  await sql`
    create table reconciliation_runs (
      id bigint generated always as identity primary key,
      started_at timestamptz not null,
      finished_at timestamptz not null default now(),
      trigger text not null check (trigger in ('schedule', 'operator', 'cli')),
      actor_id uuid references users (id),
      ok boolean not null,
      summary text not null check (length(summary) <= 2000),
      report jsonb not null
    )`.execute(db);

  await sql`
    create table daily_figures (
      day date not null,
      pool text not null,
      token text not null,
      -- Base units of the pool asset: gross deposits, payouts sent (net of their fee), fees charged on both,
      -- yield booked, referral bonuses and the profit share paid, and the liability at the end of the day.
      deposits numeric(78, 0) not null,
      withdrawals numeric(78, 0) not null,
      fees numeric(78, 0) not null,
      yield_paid numeric(78, 0) not null,
      referral_bonuses numeric(78, 0) not null,
      profit_share numeric(78, 0) not null,
      tvl numeric(78, 0) not null,
      -- USD per whole token used for the day's USD figures; null when no price was known.
      fiat_price numeric(40, 18),
      primary key (day, pool, token),
      foreign key (pool, token) references pool_assets (pool, token)
    )`.execute(db);
  await sql`
    create table daily_new_users (
      day date not null,
      pool text not null references pools (name),
      users integer not null check (users >= 0),
      primary key (day, pool)
    )`.execute(db);
}
