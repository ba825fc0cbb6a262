/**
 * What the operator sets per pool and the investor's side of it (docs/product.md §10 "Pools", decision 79): the APY
 * in force on a day (from the `pool_apy` history), the minimum deposit in each currency's units, and the refusals of
 * a closed pool and of paused withdrawals.
 */
import { type AnyPool, type DepositCurrency, type LocaleCode, TOKEN_DECIMALS } from '@yc/contract';
import { fromBaseUnits, toBaseUnits } from '@yc/contract/amounts';
import { decimalToRay, mulDivUp } from '@yc/contract/fixed-point';
import { sql } from 'kysely';
import type { Executor } from '../../db/database.ts';
import { badRequest } from '../../lib/app-error.ts';
import type { PriceSource } from './price-source.ts';
import { trimDecimal } from './price-source.ts';

/** The first day of a pool's APY history: the APY it had before the console, seeded by migration 026. */
export const SINCE_EVER = '1970-01-01';

/** The APY of `pool` in force on `day` (YYYY-MM-DD): the latest change that took effect on or before it. */
export async function apyOn(ex: Executor, pool: AnyPool, day: string): Promise<string> {
  const row = await ex
    .selectFrom('pool_apy')
    .select(sql<string>`apy::text`.as('apy'))
    .where('pool', '=', pool)
    .where('effective_from', '<=', day)
    .orderBy('effective_from', 'desc')
    .limit(1)
    .executeTakeFirst();
  // Migration 026 gives every pool a row from 1970 on; none is an APY of 0, as a new pool's.
  return trimDecimal(row?.apy ?? '0');
}

/**
 * The minimum deposit in a token's base units at its usd price, rounded up; null when there is none (0) or the price
 * is unknown, so nothing can be checked.
 */
export function minDepositUnits(minUsd: string, priceUsd: string | undefined, decimals: number): bigint | null {
  const min = decimalToRay(minUsd);
  const price = priceUsd ? decimalToRay(priceUsd) : 0n;
  if (min === 0n || price === 0n) return null;
  return mulDivUp(min, 10n ** BigInt(decimals), price);
}

/** Per deposit currency of the pool: its minimum deposit in token units (decimal strings), where it can be known. */
export async function minDeposits(
  prices: Pick<PriceSource, 'read'>,
  minUsd: string,
  currencies: readonly DepositCurrency[],
): Promise<Partial<Record<DepositCurrency, string>>> {
  const out: Partial<Record<DepositCurrency, string>> = {};
  if (decimalToRay(minUsd) === 0n) return out;
  const quotes = (await prices.read('usd', currencies)).quotes;
  for (const c of currencies) {
    const units = minDepositUnits(minUsd, quotes.get(c)?.price, TOKEN_DECIMALS[c]);
    if (units !== null) out[c] = fromBaseUnits(units, TOKEN_DECIMALS[c]);
  }
  return out;
}

const settingsOf = (ex: Executor, pool: AnyPool) =>
  ex
    .selectFrom('pools')
    .select([
      'deposits_open',
      sql<string>`min_deposit_usd::text`.as('min_deposit_usd'),
      'withdrawals_paused_en',
      'withdrawals_paused_ru',
    ])
    .where('name', '=', pool)
    .executeTakeFirstOrThrow();

/**
 * Refuses a deposit report the pool does not take now: closed for deposits, or a claimed amount under the minimum
 * at the currency's usd price (unknown price: not checked). A transfer that arrives all the same is credited by the
 * watcher as any other (decision 79): money is never left on the pool's address.
 */
export async function refuseDeposit(
  ex: Executor,
  prices: Pick<PriceSource, 'read'>,
  pool: AnyPool,
  currency: DepositCurrency,
  amount: string,
): Promise<void> {
  const settings = await settingsOf(ex, pool);
  if (!settings.deposits_open) throw badRequest('deposit.poolClosed');
  const minUsd = trimDecimal(settings.min_deposit_usd);
  const min = (await minDeposits(prices, minUsd, [currency]))[currency];
  const decimals = TOKEN_DECIMALS[currency];
  if (min !== undefined && toBaseUnits(amount, decimals, 'down') < toBaseUnits(min, decimals)) {
    throw badRequest('deposit.belowMinimum', { amount: min, currency, usd: minUsd });
  }
}

/** The operator's message in `locale` while the pool's withdrawals are paused; null when they are not. */
export async function withdrawalsPaused(ex: Executor, pool: AnyPool, locale: LocaleCode): Promise<string | null> {
  const s = await settingsOf(ex, pool);
  return locale === 'ru' ? s.withdrawals_paused_ru : s.withdrawals_paused_en;
}

/** Refuses a withdrawal from a pool whose withdrawals are paused, with the operator's message. */
export async function refuseWithdrawal(ex: Executor, pool: AnyPool, locale: LocaleCode): Promise<void> {
  const message = await withdrawalsPaused(ex, pool, locale);
  if (message !== null) throw badRequest('withdraw.paused', { message });
}
