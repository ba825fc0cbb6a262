/**
 * Referral figures kept ahead of time, and a journal balance check of linear cost (issue 6, decision 36).
 *
 * A 100,000-member downline made every read of its figures, and every day's bonuses, re-join the closure table to
 * every member's positions. Two tables now hold, per referrer and level, what those reads summed: the number of
 * members (bumped by the tree trigger at sign-up) and the shares held per pool asset (moved by a trigger on every
 * change of a `user_shares` balance, whatever path changes it). A view values them in usd at the current price per
 * share and token price. `referral_levels_rebuild()` recomputes both from their sources (backfill here, bulk loads).
 * The closure table gains the member's join time, so the members list pages through an index in its order.
 *
 * The balance check of migration 006 re-summed the whole entry once per inserted line at commit: a referral entry
 * with a line per referrer cost the square of its lines. It is now a statement trigger: every insert into
 * `journal_lines` must leave each entry it touches balanced, checked once per statement over those entries' lines.
 * Every writer inserts an entry's lines in one statement, and lines added to an old entry are checked as before.
 */
import { type Kysely, sql } from 'kysely';

/** REFERRAL_LEVELS_MAX of the contract, as in migration 010. */
const DEPTH_MAX = 10;

export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`drop trigger journal_lines_balanced on journal_lines`.execute(db);
  await sql`drop function journal_entry_balanced()`.execute(db);
  await sql`
    create function journal_lines_balanced() returns trigger language plpgsql as $$
    declare bad record;
    begin
      select l.entry_id, l.asset into bad from journal_lines l
      where l.entry_id in (select distinct entry_id from inserted)
      group by l.entry_id, l.asset having sum(l.amount) <> 0 limit 1;
      if found then
        raise exception 'journal entry % does not balance in %', bad.entry_id, bad.asset using errcode = '23514';
      end if;
      return null;
    end $$`.execute(db);
  await sql`
    create trigger journal_lines_balanced after insert on journal_lines
    referencing new table as inserted for each statement execute function journal_lines_balanced()`.execute(db);

  await sql`
    create table referral_level_members (
      ancestor uuid not null references users (id),
      depth smallint not null check (depth between 1 and ${sql.lit(DEPTH_MAX)}),
      members bigint not null check (members >= 0),
      primary key (ancestor, depth)
    )`.execute(db);
  // asset: a share asset '<pool>:<token>', as on user_shares accounts.
  await sql`
    create table referral_level_shares (
      ancestor uuid not null references users (id),
      depth smallint not null check (depth between 1 and ${sql.lit(DEPTH_MAX)}),
      asset text not null,
      shares numeric(78, 0) not null check (shares >= 0),
      primary key (ancestor, depth, asset)
    )`.execute(db);
  await sql`create index referral_level_shares_asset on referral_level_shares (asset, ancestor)`.execute(db);

  // The members list reads a downline newest first, a page at a time: an index range in that order, not a sort of
  // every member.
  await sql`alter table referral_tree add column joined_at timestamptz`.execute(db);
  await sql`update referral_tree t set joined_at = u.created_at from users u where u.id = t.descendant`.execute(db);
  await sql`alter table referral_tree alter column joined_at set not null`.execute(db);
  await sql`create index referral_tree_newest on referral_tree (ancestor, joined_at desc, descendant)`.execute(db);
  // …and one level of it: a level of ten members among 100,000 is not found by walking all of them.
  await sql`
    create index referral_tree_level_newest on referral_tree (ancestor, depth, joined_at desc, descendant)`.execute(db);

  // Rows in (ancestor, depth) order: concurrent sign-ups under one upline lock its rows in the same order.
  await sql`
    create or replace function users_referral_tree() returns trigger language plpgsql as $$
    begin
      insert into referral_tree (ancestor, descendant, depth, joined_at)
      select new.referrer_id, new.id, 1, new.created_at
      union all
      select ancestor, new.id, depth + 1, new.created_at from referral_tree
      where descendant = new.referrer_id and depth < ${sql.lit(DEPTH_MAX)};
      insert into referral_level_members (ancestor, depth, members)
      select ancestor, depth, 1 from referral_tree where descendant = new.id order by ancestor, depth
      on conflict (ancestor, depth) do update set members = referral_level_members.members + 1;
      return null;
    end $$`.execute(db);

  await sql`
    create function referral_level_shares_follow() returns trigger language plpgsql as $$
    declare delta numeric := new.balance - case when tg_op = 'UPDATE' then old.balance else 0 end;
    begin
      -- A decrease finds the rows its earlier increase made (an insert row's check runs before its conflict).
      if delta > 0 then
        insert into referral_level_shares (ancestor, depth, asset, shares)
        select ancestor, depth, new.asset, delta from referral_tree where descendant = new.user_id
        order by ancestor, depth
        on conflict (ancestor, depth, asset) do update set shares = referral_level_shares.shares + excluded.shares;
      elsif delta < 0 then
        update referral_level_shares s set shares = s.shares + delta
        from (select ancestor, depth from referral_tree where descendant = new.user_id order by ancestor, depth) t
        where s.ancestor = t.ancestor and s.depth = t.depth and s.asset = new.asset;
      end if;
      return null;
    end $$`.execute(db);
  await sql`
    create trigger ledger_accounts_referral_shares after insert or update of balance on ledger_accounts
    for each row when (new.kind = 'user_shares') execute function referral_level_shares_follow()`.execute(db);

  // The usd value of a level's shares: ⌊shares × price per share / RAY⌋ in token units, at the token's usd price.
  await sql`
    create view referral_level_liquidity as
    select s.ancestor, s.depth,
      sum(floor(s.shares * pa.price_per_share / 1e27) / power(10::numeric, pa.decimals) * p.price) as usd
    from referral_level_shares s
    join pool_assets pa on s.asset = pa.pool || ':' || pa.token
    join prices p on p.token = pa.token and p.fiat = 'usd'
    where s.shares > 0
    group by s.ancestor, s.depth`.execute(db);

  await sql`
    create function referral_levels_rebuild() returns void language sql as $$
      delete from referral_level_members;
      insert into referral_level_members (ancestor, depth, members)
      select ancestor, depth, count(*) from referral_tree group by ancestor, depth;
      delete from referral_level_shares;
      insert into referral_level_shares (ancestor, depth, asset, shares)
      select t.ancestor, t.depth, la.asset, sum(la.balance) from referral_tree t
      join ledger_accounts la on la.user_id = t.descendant and la.kind = 'user_shares'
      group by t.ancestor, t.depth, la.asset;
    $$`.execute(db);
  await sql`select referral_levels_rebuild()`.execute(db);
}
