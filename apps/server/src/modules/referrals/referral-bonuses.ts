/**
 * Daily referral rewards, paid inside the accrual's pool-day transaction (decisions 34 and 36), each as one journal
 * entry whose unique key makes a day paid once:
 *
 * - bonuses, `referral:<pool>:<token>:<day>`, from `referral_expense`: a referrer earns, for each level L its rank
 *   unlocks, percent_L of the growth of the level's shares, S_L × (P′ − P) / RAY, summed over its levels and rounded
 *   down once;
 * - the rank's share of platform profit, `profit-share:<pool>:<token>:<day>`, from `fees`: the fees the referrer's
 *   downline on its unlocked levels paid in the pool asset the day before (net of refunds), × the rank's percent,
 *   rounded down.
 *
 * Both are posted by the ledger's bulk method (`LedgerService.postBulk`, decision 57), which owns the accounts' keys
 * and sides. The levels' percents and the ranks are those of the programme in force on the day paid (decision 82: a
 * caught-up or re-run day pays with its own day's programme); ranks follow attracted liquidity at the time the accrual
 * runs (a caught-up day uses today's rank). Every figure
 * comes from the per-level tables of migration 012, so a day's cost grows with the number of referrers, never with
 * the size of their downlines or a loop per investor.
 */
import { type RawBuilder, sql } from 'kysely';
import type { Executor } from '../../db/database.ts';
import type { LedgerAccountKind } from '../../db/schema.ts';
import { type LedgerService, shareAsset } from '../ledger/ledger.service.ts';
import { programmeOn } from './programme.ts';

export interface BonusDay {
  pool: string;
  token: string;
  day: string;
  /** Price per share before and after the day's growth (RAY). */
  before: bigint;
  after: bigint;
}

/** The levels and profit share the rank of each referrer in `candidates(ancestor)` unlocks on `day`. */
const ranked = (day: string) => sql`
  attracted as (
    select l.ancestor, sum(l.usd) as usd from referral_level_liquidity l
    where l.ancestor in (select ancestor from candidates)
      and l.depth <= (select max(level) from referral_levels where effective_from = ${programmeOn(day)})
    group by l.ancestor
  ),
  ranked as (
    select c.ancestor, coalesce(r.levels_unlocked, 0) as levels, coalesce(r.profit_share, 0) as profit_share
    from candidates c
    left join attracted a on a.ancestor = c.ancestor
    left join lateral (
      select levels_unlocked, profit_share from referral_ranks
      where effective_from = ${programmeOn(day)} and threshold_usd <= coalesce(a.usd, 0)
      order by threshold_usd desc limit 1
    ) r on true
  )`;

export class ReferralBonuses {
  constructor(private readonly ledger: LedgerService) {}

  /** Pays the day's bonuses of one pool asset; the number of referrers credited (0 when paid before or none). */
  async pay(tx: Executor, d: BonusDay): Promise<number> {
    const growth = (d.after - d.before).toString();
    // percent has 6 decimals: × 10⁶ makes the sum whole, and one exact integer division rounds it down.
    return this.post(
      tx,
      `referral:${d.pool}:${d.token}:${d.day}`,
      d,
      'referral_expense',
      sql`
      with candidates as (
        select distinct ancestor from referral_level_shares where asset = ${shareAsset(d.pool, d.token)} and shares > 0
      ),
      ${ranked(d.day)}
      select s.ancestor as user_id,
        div(sum(s.shares * lv.percent * 1000000) * ${growth}::numeric, 1e35) as amount
      from referral_level_shares s
      join ranked k on k.ancestor = s.ancestor and s.depth <= k.levels
      join referral_levels lv on lv.level = s.depth and lv.effective_from = ${programmeOn(d.day)}
      where s.asset = ${shareAsset(d.pool, d.token)} and s.shares > 0
      group by s.ancestor`,
    );
  }

  /**
   * Pays the ranks' share of the fees the downlines paid in one pool asset on the day before `day`; the number of
   * referrers credited. Skipped, and reported as 0, when the fees account no longer holds the amount.
   */
  async payProfitShare(tx: Executor, d: Omit<BonusDay, 'before' | 'after'>): Promise<number> {
    const fees = await this.ledger.account(tx, { kind: 'fees', pool: d.pool, asset: d.token });
    return this.post(
      tx,
      `profit-share:${d.pool}:${d.token}:${d.day}`,
      d,
      'fees',
      sql`
      with paid as (
        select e.user_id, -sum(l.amount) as fee
        from journal_lines l join journal_entries e on e.id = l.entry_id
        where l.account_id = ${fees} and e.user_id is not null
          and l.created_at >= ${d.day}::timestamp at time zone 'UTC' - interval '1 day'
          and l.created_at < ${d.day}::timestamp at time zone 'UTC'
        group by e.user_id
      ),
      downline as (
        select t.ancestor, t.depth, sum(p.fee) as fee from paid p join referral_tree t on t.descendant = p.user_id
        group by t.ancestor, t.depth
      ),
      candidates as (select distinct ancestor from downline),
      ${ranked(d.day)}
      select w.ancestor as user_id, div(sum(w.fee) * k.profit_share * 1000000, 1e8) as amount
      from downline w join ranked k on k.ancestor = w.ancestor and w.depth <= k.levels
      group by w.ancestor, k.profit_share`,
    );
  }

  /** One `referral` entry from the pool asset's `source` account to each referrer's `user_referral` account. */
  private post(
    tx: Executor,
    key: string,
    { pool, token, day }: { pool: string; token: string; day: string },
    source: LedgerAccountKind,
    amounts: RawBuilder<unknown>,
  ): Promise<number> {
    return this.ledger.postBulk(tx, {
      entry: { kind: 'referral', idempotencyKey: key, pool, token, day },
      source: { kind: source, pool, asset: token },
      target: { kind: 'user_referral', pool, asset: token },
      amounts,
    });
  }
}
