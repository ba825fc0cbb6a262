/**
 * A pool's settings as its data reads them on every call (its row, the APY in force today, the currencies it accepts
 * and its deposit addresses), kept per pool and day (decision 87). They change only through the console, a
 * configuration import or the dev seed, each of which bumps the `pools` scope of the config bus (decision 78): its
 * listener calls `forget`, here and on every other instance. The day is part of the key, so a scheduled APY takes
 * effect at midnight without any change being announced.
 */
import { type AnyPool, type DepositCurrency, utcDay } from '@yc/contract';
import { sql } from 'kysely';
import { getAddress } from 'viem';
import type { Executor } from '../../db/database.ts';
import { KeptReads } from '../../lib/kept-reads.ts';
import { acceptedCurrencies } from './accepted-currencies.ts';
import { apyOn } from './pool-settings.ts';

export type PoolRow = Awaited<ReturnType<typeof readPoolRow>>;

export interface PoolSettings {
  row: PoolRow;
  currencies: DepositCurrency[];
  /** Every asset the pool holds (its `pool_assets` rows), whose prices its figures need. */
  tokens: string[];
  /** The deposit address of each accepted currency on the pool's chain, checksummed. */
  addresses: Partial<Record<DepositCurrency, string>>;
  /** The pool's contracts, checksummed (a hash each: worth doing once); no strategy or vault yet is the zero address. */
  contracts: { strategy: string; vault: string; token: string | null };
}

export const ZERO_ADDRESS = '0x0000000000000000000000000000000000000000';

/** The pool's row with its fees as text and the APY in force on `day` (decision 79). */
export async function readPoolRow(db: Executor, pool: AnyPool, day: string) {
  const row = await db
    .selectFrom('pools')
    .selectAll()
    .select([
      sql<string>`deposit_fee::text`.as('deposit_fee_text'),
      sql<string>`withdrawal_fee::text`.as('withdrawal_fee_text'),
      sql<string>`min_deposit_usd::text`.as('min_deposit_usd_text'),
    ])
    .where('name', '=', pool)
    .executeTakeFirstOrThrow();
  return { ...row, apy_text: await apyOn(db, pool, day) };
}

export async function readSettings(db: Executor, pool: AnyPool, day: string): Promise<PoolSettings> {
  const [row, currencies, tokenRows] = await Promise.all([
    readPoolRow(db, pool, day),
    acceptedCurrencies(db, pool),
    db.selectFrom('pool_assets').select('token').where('pool', '=', pool).orderBy('token').execute(),
  ]);
  const addressRows = await db
    .selectFrom('pool_deposit_addresses')
    .select(['currency', 'address'])
    .where('pool', '=', pool)
    .where('chain_id', '=', row.chain_id)
    .execute();
  const addresses: Partial<Record<DepositCurrency, string>> = {};
  // An address kept for a currency the pool does not accept is not offered (decision 80).
  for (const a of addressRows) {
    const currency = a.currency as DepositCurrency;
    if (currencies.includes(currency)) addresses[currency] = getAddress(a.address);
  }
  const checksum = (a: string | null) => (a ? getAddress(a) : ZERO_ADDRESS);
  const contracts = {
    strategy: checksum(row.strategy_address),
    vault: checksum(row.vault_address),
    token: row.token_contract ? getAddress(row.token_contract) : null,
  };
  return { row, currencies, tokens: tokenRows.map((r) => r.token), addresses, contracts };
}

export class PoolSettingsCache {
  readonly #kept = new KeptReads<PoolSettings>();

  constructor(private readonly db: Executor) {}

  get(pool: AnyPool, now = new Date()): Promise<PoolSettings> {
    const day = utcDay(now);
    return this.#kept.get(pool, day, () => readSettings(this.db, pool, day));
  }

  /** A pool setting changed (the config bus's `pools` scope): every pool's is read again on its next call. */
  forget(): void {
    this.#kept.forget();
  }
}
