/**
 * Ledger invariants (decision 28), used by the tests after every case and by `npm run reconcile`:
 * every entry balances per asset; every balance equals the sum of its lines; per pool asset the shares issued
 * equal the users' shares and the liability is exactly floor(shares × price per share / RAY); nothing but
 * custody is negative; the per-level referral figures equal the tree and the positions they sum. A reversal is an
 * entry like any other: its lines undo its original's, so every sum still holds.
 */

import { RAY } from '@yc/contract/fixed-point';
import { sql } from 'kysely';
import type { Executor } from '../../db/database.ts';
import { normalSign, shareAsset } from './ledger.service.ts';

export interface PoolAssetTotals {
  pool: string;
  token: string;
  pricePerShare: bigint;
  totalShares: bigint;
  userShares: bigint;
  liability: bigint;
  custody: bigint;
  fees: bigint;
  rounding: bigint;
  holds: bigint;
  yieldExpense: bigint;
}

export async function poolAssetTotals(db: Executor): Promise<PoolAssetTotals[]> {
  const assets = await db
    .selectFrom('pool_assets')
    .select(['pool', 'token', sql<string>`price_per_share::text`.as('pps')])
    .orderBy('pool')
    .orderBy('token')
    .execute();
  const sums = await sql<{ kind: string; pool: string; asset: string; total: string }>`
    select kind, pool, asset, sum(balance)::text as total from ledger_accounts
    where pool is not null group by kind, pool, asset`.execute(db);
  const get = (kind: string, pool: string, asset: string) =>
    BigInt(sums.rows.find((r) => r.kind === kind && r.pool === pool && r.asset === asset)?.total ?? 0);
  return assets.map((a) => {
    const sa = shareAsset(a.pool, a.token);
    return {
      pool: a.pool,
      token: a.token,
      pricePerShare: BigInt(a.pps),
      totalShares: get('pool_shares', a.pool, sa),
      userShares: get('user_shares', a.pool, sa),
      liability: get('pool_liability', a.pool, a.token),
      custody: get('pool_custody', a.pool, a.token),
      fees: get('fees', a.pool, a.token),
      rounding: get('rounding', a.pool, a.token),
      holds: get('user_hold', a.pool, a.token),
      yieldExpense: get('yield_expense', a.pool, a.token),
    };
  });
}

/** Every violated invariant, described; empty when the ledger is sound. */
export async function checkLedger(db: Executor): Promise<string[]> {
  const problems: string[] = [];
  const unbalanced = await sql<{ entry_id: string; asset: string; total: string }>`
    select entry_id, asset, sum(amount)::text as total from journal_lines
    group by entry_id, asset having sum(amount) <> 0 limit 20`.execute(db);
  for (const r of unbalanced.rows) problems.push(`entry ${r.entry_id} is off by ${r.total} ${r.asset}`);

  const drift = await sql<{ key: string; balance: string; lines: string }>`
    select a.key, a.balance::text as balance, coalesce(l.total, 0)::text as lines
    from ledger_accounts a
    left join (select account_id, sum(amount) as total from journal_lines group by account_id) l on l.account_id = a.id
    where a.balance <> ${normalSign(sql`a.kind`)} * coalesce(l.total, 0)
    limit 20`.execute(db);
  for (const r of drift.rows) problems.push(`account ${r.key} holds ${r.balance} but its lines sum to ${r.lines}`);

  const negative = await sql<{ key: string; balance: string }>`
    select key, balance::text as balance from ledger_accounts where balance < 0 and kind <> 'pool_custody' limit 20`.execute(
    db,
  );
  for (const r of negative.rows) problems.push(`account ${r.key} is negative: ${r.balance}`);

  const mismatchedAssets = await sql<{ entry_id: string }>`
    select l.entry_id from journal_lines l join ledger_accounts a on a.id = l.account_id
    where l.asset <> a.asset limit 5`.execute(db);
  for (const r of mismatchedAssets.rows) problems.push(`entry ${r.entry_id} books an asset on another asset's account`);

  for (const t of await poolAssetTotals(db)) {
    const name = `${t.pool}/${t.token}`;
    if (t.totalShares !== t.userShares) {
      problems.push(`${name}: ${t.totalShares} shares issued but users hold ${t.userShares}`);
    }
    const expected = (t.totalShares * t.pricePerShare) / RAY;
    if (t.liability !== expected) {
      problems.push(`${name}: liability ${t.liability} ≠ shares × price per share ${expected}`);
    }
  }

  // The referral figures the triggers keep (migration 012) equal what their sources sum to.
  const referralDrift = await sql<{ what: string }>`
    with members as (select ancestor, depth, count(*) as n from referral_tree group by ancestor, depth),
    shares as (
      select t.ancestor, t.depth, la.asset, sum(la.balance) as n from referral_tree t
      join ledger_accounts la on la.user_id = t.descendant and la.kind = 'user_shares'
      group by t.ancestor, t.depth, la.asset
    )
    select 'members of ' || coalesce(m.ancestor, k.ancestor) || ' at ' || coalesce(m.depth, k.depth) as what
    from members m full join (select * from referral_level_members where members <> 0) k
      on k.ancestor = m.ancestor and k.depth = m.depth
    where m.n is distinct from k.members
    union all
    select 'shares of ' || coalesce(s.ancestor, k.ancestor) || ' at ' || coalesce(s.depth, k.depth) || ' in ' ||
      coalesce(s.asset, k.asset)
    from (select * from shares where n <> 0) s full join (select * from referral_level_shares where shares <> 0) k
      on k.ancestor = s.ancestor and k.depth = s.depth and k.asset = s.asset
    where s.n is distinct from k.shares
    limit 20`.execute(db);
  for (const r of referralDrift.rows) problems.push(`referral figures drift: ${r.what}`);
  return problems;
}
