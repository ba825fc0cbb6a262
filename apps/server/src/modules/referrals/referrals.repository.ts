/**
 * Reads of the referral programme: the operator's rules, and the downline's figures. Attracted liquidity is the usd
 * value, at the current price per share and token price, of the shares every member on the levels the rules
 * configure holds (decisions 34, 36); the per-level figures are kept by triggers (migration 012), and the members
 * list is one statement over an index range of the closure table `referral_tree` (migration 010).
 */
import { type LocaleCode, REFERRAL_LEVELS_MAX, utcDay } from '@yc/contract';
import { sql } from 'kysely';
import type { Db, Executor } from '../../db/database.ts';
import { trimDecimal } from '../pools/price-source.ts';
import { programmeOn } from './programme.ts';

export interface ReferralRules {
  levels: Array<{ level: number; percent: string }>;
  /** Lowest threshold first. */
  ranks: Array<{ rank: string; name: string; threshold: string; levelsUnlocked: number; profitShare: string }>;
}

export interface LevelFigures {
  level: number;
  members: number;
  liquidity: string;
}

export interface MemberRow {
  maskedLogin: string;
  level: number;
  joinedAt: Date;
  liquidity: string;
}

/** usd value of one user's positions: shares × price per share (RAY), in token units, × the token's usd price. */
const positionsUsd = (userRef: ReturnType<typeof sql.ref>) => sql<string>`(
  select coalesce(sum(floor(la.balance * pa.price_per_share / 1e27) / power(10::numeric, pa.decimals) * p.price), 0)
  from ledger_accounts la
  join pool_assets pa on pa.pool = la.pool and la.asset = pa.pool || ':' || pa.token
  join prices p on p.token = pa.token and p.fiat = 'usd'
  where la.user_id = ${userRef} and la.kind = 'user_shares' and la.balance > 0
)`;

const usd = (value: string) => trimDecimal(value);

/**
 * A member's login as the downline list shows it, e.g. `jo***@gm***.com`: two characters of the name and of the
 * domain, and the top-level domain; a wallet account shows `0x1234***abcd`.
 */
const maskedLogin = sql<string>`case
  when u.login ~ '@' then
    left(substring(u.login from '^(.*)@'), 2) || '***@' ||
    case when substring(u.login from '@([^@]*)$') ~ '\\.'
      then left(substring(u.login from '@([^@]*)\\.[^.@]*$'), 2) || '***' || substring(u.login from '(\\.[^.@]*)$')
      else left(substring(u.login from '@([^@]*)$'), 2) || '***' end
  when u.login is not null then left(u.login, 2) || '***'
  when u.meta_mask_address is not null then left(u.meta_mask_address, 6) || '***' || right(u.meta_mask_address, 4)
  else '***' end`;

export class ReferralsRepository {
  constructor(private readonly db: Db) {}

  /** The programme in force today (UTC), or on `day` (decision 82). */
  async rules(locale: LocaleCode, day = utcDay(new Date())): Promise<ReferralRules> {
    const [levels, ranks] = await Promise.all([
      this.db
        .selectFrom('referral_levels')
        .select(['level', sql<string>`percent::text`.as('percent')])
        .where('effective_from', '=', programmeOn(day))
        .orderBy('level')
        .execute(),
      this.db
        .selectFrom('referral_ranks')
        .select([
          'rank',
          locale === 'ru' ? 'name_ru as name' : 'name_en as name',
          sql<string>`threshold_usd::text`.as('threshold'),
          'levels_unlocked',
          sql<string>`profit_share::text`.as('profit_share'),
        ])
        .where('effective_from', '=', programmeOn(day))
        .orderBy('threshold_usd')
        .execute(),
    ]);
    return {
      levels: levels.map((l) => ({ level: l.level, percent: trimDecimal(l.percent) })),
      ranks: ranks.map((r) => ({
        rank: r.rank,
        name: r.name,
        threshold: trimDecimal(r.threshold),
        levelsUnlocked: r.levels_unlocked,
        profitShare: trimDecimal(r.profit_share),
      })),
    };
  }

  /** The first day of a programme set after `day` (the console sets one from tomorrow), or null. */
  async scheduled(day: string): Promise<string | null> {
    const row = await this.db
      .selectFrom('referral_programme_versions')
      .select(sql<string | null>`to_char(min(effective_from), 'YYYY-MM-DD')`.as('from'))
      .where('effective_from', '>', day)
      .executeTakeFirst();
    return row?.from ?? null;
  }

  async referralId(userId: string, tx: Executor = this.db): Promise<string> {
    const row = await tx.selectFrom('users').select('referral_id').where('id', '=', userId).executeTakeFirstOrThrow();
    return row.referral_id;
  }

  /**
   * usd value of the referral rewards: earned = everything ever credited to the user's `user_referral` accounts,
   * claimable = their balance, both at the current token prices.
   */
  async rewards(userId: string, tx: Executor = this.db): Promise<{ earned: string; claimable: string }> {
    const row = await sql<{ earned: string; claimable: string }>`
      select
        trunc(coalesce(sum(a.credited / power(10::numeric, pa.decimals) * p.price), 0), 18)::text as earned,
        trunc(coalesce(sum(a.balance / power(10::numeric, pa.decimals) * p.price), 0), 18)::text as claimable
      from (
        select la.asset, la.balance,
          (select coalesce(-sum(jl.amount), 0) from journal_lines jl where jl.account_id = la.id and jl.amount < 0)
            as credited
        from ledger_accounts la where la.user_id = ${userId} and la.kind = 'user_referral'
      ) a
      join (select token, max(decimals) as decimals from pool_assets group by token) pa on pa.token = a.asset
      join prices p on p.token = a.asset and p.fiat = 'usd'`.execute(tx);
    const r = row.rows[0];
    return { earned: usd(r?.earned ?? '0'), claimable: usd(r?.claimable ?? '0') };
  }

  /**
   * Members and attracted liquidity per level, levels 1…`depth`, every level present: two reads of the per-level
   * figures the triggers of migration 012 keep, a few rows whatever the size of the downline.
   */
  async levels(userId: string, depth: number, tx: Executor = this.db): Promise<LevelFigures[]> {
    const [members, liquidity] = await Promise.all([
      tx
        .selectFrom('referral_level_members')
        .select(['depth', 'members'])
        .where('ancestor', '=', userId)
        .where('depth', '<=', depth)
        .execute(),
      tx
        .selectFrom('referral_level_liquidity')
        .select(['depth', sql<string>`trunc(usd, 18)::text`.as('usd')])
        .where('ancestor', '=', userId)
        .where('depth', '<=', depth)
        .execute(),
    ]);
    const count = new Map(members.map((r) => [Number(r.depth), Number(r.members)]));
    const usdOf = new Map(liquidity.map((r) => [Number(r.depth), r.usd]));
    return Array.from({ length: depth }, (_, i) => ({
      level: i + 1,
      members: count.get(i + 1) ?? 0,
      liquidity: usd(usdOf.get(i + 1) ?? '0'),
    }));
  }

  /**
   * One page of the downline (levels 1…`depth`, or one level), newest first: an index range of the closure table in
   * join order. The search matches the masked login the list shows, so it never reveals more than the list does;
   * without one, the total comes from the per-level member counts.
   */
  async members(
    userId: string,
    q: { depth: number; level?: number | undefined; search?: string | undefined; page: number; pageSize: number },
    tx: Executor = this.db,
  ): Promise<{ items: MemberRow[]; total: number }> {
    const depth = Math.min(q.depth, REFERRAL_LEVELS_MAX);
    const base = tx
      .selectFrom('referral_tree as t')
      .innerJoin('users as u', 'u.id', 't.descendant')
      .where('t.ancestor', '=', userId)
      .where('t.depth', '<=', depth)
      .$if(q.level !== undefined, (b) => b.where('t.depth', '=', q.level as number))
      .$if(Boolean(q.search), (b) =>
        b.where(sql<boolean>`strpos(lower(${maskedLogin}), lower(${q.search as string})) > 0`),
      );
    const total = q.search
      ? base.select(sql<string>`count(*)::text`.as('total')).executeTakeFirstOrThrow()
      : tx
          .selectFrom('referral_level_members')
          .select(sql<string>`coalesce(sum(members), 0)::text`.as('total'))
          .where('ancestor', '=', userId)
          .where('depth', '<=', depth)
          .$if(q.level !== undefined, (b) => b.where('depth', '=', q.level as number))
          .executeTakeFirstOrThrow();
    const [counted, rows] = await Promise.all([
      total,
      base
        .select([
          maskedLogin.as('masked'),
          't.depth',
          't.joined_at',
          sql<string>`trunc(${positionsUsd(sql.ref('u.id'))}, 18)::text`.as('liquidity'),
        ])
        .orderBy('t.joined_at', 'desc')
        .orderBy('t.descendant')
        .limit(q.pageSize)
        .offset((q.page - 1) * q.pageSize)
        .execute(),
    ]);
    return {
      items: rows.map((r) => ({
        maskedLogin: r.masked,
        level: Number(r.depth),
        joinedAt: new Date(r.joined_at),
        liquidity: usd(r.liquidity),
      })),
      total: Number(counted.total),
    };
  }
}
