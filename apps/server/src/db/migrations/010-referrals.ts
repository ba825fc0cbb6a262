/**
 * The referral programme (issue 6): every account's referral ID, its referrer, the closure table of the tree and
 * the operator-configured rules (levels and ranks) with a seeded default.
 *
 * Triggers on `users` make the tree rules hold for every sign-up path (password, wallet, CLI): the ID is drawn at
 * insert, the referrer is resolved from the `invite` column against existing accounts only (so an unknown ID is
 * ignored and self-referral is impossible), and both are immutable afterwards (referrer fixed for ever, hence no
 * cycle can form). The closure table holds one row per (ancestor, descendant) up to the deepest configurable level,
 * so per-level counts and sums are one index range, whatever the size of the downline.
 */
import { type Kysely, sql } from 'kysely';

/** REFERRAL_LEVELS_MAX of the contract: the closure table stores no deeper link. */
const DEPTH_MAX = 10;

export async function up(db: Kysely<unknown>): Promise<void> {
  // 12 characters of [a-z0-9] (~62 bits): short enough for a link, retried on the rare collision.
  await sql`
    create function referral_id_new() returns text language plpgsql as $$
    declare candidate text;
    begin
      loop
        select string_agg(substr('abcdefghijklmnopqrstuvwxyz0123456789', 1 + floor(random() * 36)::int, 1), '')
          into candidate from generate_series(1, 12);
        exit when not exists (select 1 from users where referral_id = candidate);
      end loop;
      return candidate;
    end $$`.execute(db);

  await sql`alter table users add column referral_id text, add column referrer_id uuid references users (id)`.execute(
    db,
  );
  await sql`update users set referral_id = referral_id_new()`.execute(db);
  await sql`alter table users alter column referral_id set not null`.execute(db);
  await sql`create unique index users_referral_id on users (referral_id)`.execute(db);
  await sql`create index users_referrer on users (referrer_id) where referrer_id is not null`.execute(db);

  await sql`
    create function users_referral_insert() returns trigger language plpgsql as $$
    begin
      new.referral_id := referral_id_new();
      new.referrer_id := (select id from users where referral_id = new.invite);
      return new;
    end $$`.execute(db);
  await sql`
    create trigger users_referral_insert before insert on users
    for each row execute function users_referral_insert()`.execute(db);

  await sql`
    create function users_referral_fixed() returns trigger language plpgsql as $$
    begin
      if new.referral_id is distinct from old.referral_id or new.referrer_id is distinct from old.referrer_id then
        raise exception 'referral id and referrer are fixed at sign-up' using errcode = '55000';
      end if;
      return new;
    end $$`.execute(db);
  await sql`
    create trigger users_referral_fixed before update on users
    for each row execute function users_referral_fixed()`.execute(db);

  await sql`
    create table referral_tree (
      ancestor uuid not null references users (id),
      descendant uuid not null references users (id),
      depth smallint not null check (depth between 1 and ${sql.lit(DEPTH_MAX)}),
      primary key (ancestor, depth, descendant),
      unique (descendant, depth)
    )`.execute(db);
  await sql`
    create function users_referral_tree() returns trigger language plpgsql as $$
    begin
      insert into referral_tree (ancestor, descendant, depth)
      select new.referrer_id, new.id, 1
      union all
      select ancestor, new.id, depth + 1 from referral_tree
      where descendant = new.referrer_id and depth < ${sql.lit(DEPTH_MAX)};
      return null;
    end $$`.execute(db);
  await sql`
    create trigger users_referral_tree after insert on users
    for each row when (new.referrer_id is not null) execute function users_referral_tree()`.execute(db);

  // Operator configuration: the percent of a downline level's daily yield paid to the referrer.
  await sql`
    create table referral_levels (
      level smallint primary key check (level between 1 and ${sql.lit(DEPTH_MAX)}),
      percent numeric(12, 6) not null check (percent >= 0 and percent <= 100)
    )`.execute(db);
  await sql`
    create table referral_ranks (
      rank text primary key check (rank ~ '^[a-z][a-z0-9_-]{0,31}$'),
      name_en text not null,
      name_ru text not null,
      threshold_usd numeric(40, 18) not null unique check (threshold_usd >= 0),
      levels_unlocked smallint not null check (levels_unlocked between 1 and ${sql.lit(DEPTH_MAX)}),
      profit_share numeric(12, 6) not null check (profit_share >= 0 and profit_share <= 100)
    )`.execute(db);
  await sql`
    insert into referral_levels (level, percent) values (1, 5), (2, 3), (3, 2), (4, 1), (5, 0.5)`.execute(db);
  await sql`
    insert into referral_ranks (rank, name_en, name_ru, threshold_usd, levels_unlocked, profit_share) values
      ('starter', 'Starter', 'Новичок', 0, 1, 0),
      ('bronze', 'Bronze', 'Бронза', 1000, 2, 0.5),
      ('silver', 'Silver', 'Серебро', 10000, 3, 1),
      ('gold', 'Gold', 'Золото', 50000, 4, 2),
      ('platinum', 'Platinum', 'Платина', 250000, 5, 3)`.execute(db);
}
