/**
 * The referral programme and the DAO proposals in the console (docs/product.md §10 "Referral programme and DAO",
 * decision 82).
 *
 * The programme gets a history: `referral_programme_versions` is one row per programme, in force from its day (UTC)
 * until the next row's, with who set it and when. `referral_levels` and `referral_ranks` hold each version's rows.
 * A change made in the console is in force from the next day, so the daily accrual of a day (a caught-up or re-run
 * past one included) pays with the programme of that day. The programme so far is seeded in force since 1970-01-01.
 *
 * A proposal gets its Russian title and text (empty: investors reading Russian see the English ones) and can be
 * cancelled: investors see it as cancelled and its votes are not counted.
 */
import { type Kysely, sql } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    create table referral_programme_versions (
      effective_from date primary key,
      set_by uuid references users (id),
      set_at timestamptz not null default now()
    )`.execute(db);
  await sql`insert into referral_programme_versions (effective_from) values (date '1970-01-01')`.execute(db);
  for (const table of ['referral_levels', 'referral_ranks']) {
    await sql`
      alter table ${sql.table(table)}
        add column effective_from date not null default date '1970-01-01'
          references referral_programme_versions (effective_from) on delete cascade`.execute(db);
    await sql`alter table ${sql.table(table)} alter column effective_from drop default`.execute(db);
    await sql`alter table ${sql.table(table)} drop constraint ${sql.raw(`${table}_pkey`)}`.execute(db);
  }
  await sql`alter table referral_levels add primary key (effective_from, level)`.execute(db);
  await sql`
    alter table referral_ranks
      drop constraint referral_ranks_threshold_usd_key,
      add primary key (effective_from, rank),
      add unique (effective_from, threshold_usd)`.execute(db);

  await sql`
    alter table dao_proposals
      add column title_ru text not null default '' check (length(title_ru) <= 200),
      add column description_ru text not null default '' check (length(description_ru) <= 10000),
      add column updated_at timestamptz,
      add column cancelled_at timestamptz,
      add column cancelled_by uuid references users (id),
      add constraint dao_proposals_cancelled_check check ((cancelled_at is null) = (cancelled_by is null))`.execute(db);
}
