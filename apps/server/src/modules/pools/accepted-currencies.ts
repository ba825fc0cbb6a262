/**
 * What a pool accepts for deposits: its `pool_assets` rows marked `accepts_deposits` by the operator (decision 80,
 * replacing the fixed rule of decision 41). The deposit dialog (through the pool data), the deposit report and the
 * watcher read it here, so they cannot disagree.
 */
import { type AnyPool, DEPOSIT_CURRENCIES, type DepositCurrency } from '@yc/contract';
import type { Executor } from '../../db/database.ts';

/** The currencies the pool accepts, in DEPOSIT_CURRENCIES' order (the order messages name them in). */
export async function acceptedCurrencies(db: Executor, pool: AnyPool): Promise<DepositCurrency[]> {
  const rows = await db
    .selectFrom('pool_assets')
    .select('token')
    .where('pool', '=', pool)
    .where('accepts_deposits', '=', true)
    .execute();
  const accepted = new Set(rows.map((r) => r.token));
  return DEPOSIT_CURRENCIES.filter((c) => accepted.has(c));
}

/** Every pool's accepted currencies, as `pool:currency` keys (one read for the lists that cover all pools). */
export async function acceptedPairs(db: Executor): Promise<Set<string>> {
  const rows = await db
    .selectFrom('pool_assets')
    .select(['pool', 'token'])
    .where('accepts_deposits', '=', true)
    .execute();
  return new Set(rows.map((r) => `${r.pool}:${r.token}`));
}
