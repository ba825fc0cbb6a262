/**
 * The weight snapshot of a proposal: every SPOOL holder's SPOOL as of the proposal's start, written once, at the
 * first vote (voting opens at the start, so nothing needs it earlier). The holdings are exact as of the start: the
 * journal is append-only, so the share lines up to `starts_at` give each holder's shares per strategy pool asset
 * then, whatever they bought or withdrew since. They are expressed in SPOOL at the rates of the moment the snapshot
 * is written, once for all voters, so every voter of a proposal is weighed on the same scale.
 */
import { STRATEGY_POOL } from '@yc/contract';
import { sql } from 'kysely';
import { type Db, withTransaction } from '../../db/database.ts';
import type { PoolViews } from '../pools/pool-views.ts';
import type { PriceSource } from '../pools/price-source.ts';
import { spoolOfShares, strategyRates } from './spool.ts';

const INSERT_BATCH = 1000;

/** Writes the proposal's weights unless they are written; concurrent callers wait on the proposal's row lock. */
export async function ensureWeightSnapshot(db: Db, views: PoolViews, prices: PriceSource, proposalId: string) {
  // Read before the transaction: on PGlite a read outside an open transaction would wait for it.
  const rates = await strategyRates(views, prices, null);
  await withTransaction(db, async (tx) => {
    const proposal = await tx
      .selectFrom('dao_proposals')
      .select(['starts_at', 'snapshot_at'])
      .where('id', '=', proposalId)
      .forUpdate()
      .executeTakeFirstOrThrow();
    if (proposal.snapshot_at !== null) return;
    // user_shares is credit-normal: a holder's balance is minus the sum of its lines.
    const rows = await tx
      .selectFrom('journal_lines as l')
      .innerJoin('ledger_accounts as a', 'a.id', 'l.account_id')
      .select(['a.user_id', 'a.asset', sql<string>`(-sum(l.amount))::text`.as('shares')])
      .where('a.kind', '=', 'user_shares')
      .where('a.pool', '=', STRATEGY_POOL)
      .where('l.created_at', '<=', proposal.starts_at)
      .groupBy(['a.user_id', 'a.asset'])
      .execute();
    const holdings = new Map<string, Map<string, bigint>>();
    for (const r of rows) {
      if (r.user_id === null) continue;
      const token = r.asset.slice(STRATEGY_POOL.length + 1);
      const shares = holdings.get(r.user_id) ?? new Map<string, bigint>();
      shares.set(token, BigInt(r.shares));
      holdings.set(r.user_id, shares);
    }
    const weights = [...holdings]
      .map(([userId, shares]) => ({ proposal_id: proposalId, user_id: userId, weight: spoolOfShares(shares, rates) }))
      .filter((w) => w.weight > 0n);
    for (let i = 0; i < weights.length; i += INSERT_BATCH) {
      await tx
        .insertInto('dao_voting_weights')
        .values(weights.slice(i, i + INSERT_BATCH))
        .execute();
    }
    await tx.updateTable('dao_proposals').set({ snapshot_at: sql`now()` }).where('id', '=', proposalId).execute();
  });
}
