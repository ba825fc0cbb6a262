/**
 * SPOOL, the strategy pool's share token. A strategy position holds shares of several pool assets (every deposit
 * currency), so SPOOL held = the position's usd value / the strategy pool's index (its price per share), exactly
 * the `position.shares` the pool page shows; the supply is the pool's TVL / index and one SPOOL is worth the index.
 * Amounts are SPOOL base units (18 decimals).
 */
import { STRATEGY_POOL, TOKEN_DECIMALS } from '@yc/contract';
import { mulDivDown, RAY } from '@yc/contract/fixed-point';
import type { Db } from '../../db/database.ts';
import { type AssetFigures, fiat, fiatOf, PoolViews } from '../pools/pool-views.ts';
import type { PriceSnapshot, PriceSource } from '../pools/price-source.ts';

export const SPOOL_TOKEN = 'SPOOL';
export const SPOOL_DECIMALS = TOKEN_DECIMALS.SPOOL;
const SPOOL_UNIT = 10n ** BigInt(SPOOL_DECIMALS);

/** The strategy pool's assets (with one user's shares when given), their usd prices and the pool index. */
export interface StrategyRates {
  assets: AssetFigures[];
  prices: PriceSnapshot;
  index: bigint;
}

export async function strategyRates(views: PoolViews, prices: PriceSource, userId: string | null) {
  const assets = await views.assets(STRATEGY_POOL, userId);
  const snapshot = await prices.read(
    'usd',
    assets.map((a) => a.token),
  );
  return { assets, prices: snapshot, index: PoolViews.index(assets) } satisfies StrategyRates;
}

/** SPOOL base units of a usd value in RAY units. */
export const spoolOfValue = (valueRay: bigint, index: bigint) => mulDivDown(valueRay, SPOOL_UNIT, index);

/** SPOOL base units of share balances per strategy pool asset (token → shares), at the given rates. */
export function spoolOfShares(shares: ReadonlyMap<string, bigint>, rates: StrategyRates): bigint {
  let value = 0n;
  for (const a of rates.assets) {
    const s = shares.get(a.token) ?? 0n;
    if (s > 0n)
      value += fiatOf(mulDivDown(s, a.pricePerShare, RAY), a.decimals, rates.prices.quotes.get(a.token)?.price);
  }
  return spoolOfValue(value, rates.index);
}

/** SPOOL in circulation: the pool's TVL at the index. */
export const spoolSupply = (rates: StrategyRates) =>
  spoolOfValue(PoolViews.tvl(rates.assets, rates.prices), rates.index);

/** The user's SPOOL now (the rates must carry the user's shares). */
export const spoolHeld = (rates: StrategyRates) =>
  spoolOfValue(PoolViews.position(rates.assets, rates.prices).value, rates.index);

/**
 * A price source whose SPOOL price is the strategy pool's index, whatever the `prices` table says, so every reader
 * (currencies, pool figures, the DAO page, the dashboard) sees one figure. The index is a usd value: in another
 * fiat SPOOL has no price (flagged stale, never a second figure).
 */
export class SpoolPriceSource implements PriceSource {
  readonly #views: PoolViews;

  constructor(
    private readonly inner: PriceSource,
    db: Db,
    private readonly now: () => Date = () => new Date(),
  ) {
    this.#views = new PoolViews(db, inner);
  }

  async read(fiatCode: string, tokens: readonly string[]): Promise<PriceSnapshot> {
    if (!tokens.includes(SPOOL_TOKEN)) return this.inner.read(fiatCode, tokens);
    const others = tokens.filter((t) => t !== SPOOL_TOKEN);
    const snapshot = await this.inner.read(fiatCode, others);
    const quotes = new Map(snapshot.quotes);
    if (fiatCode !== 'usd') return { ...snapshot, quotes, stale: true };
    const index = PoolViews.index(await this.#views.assets(STRATEGY_POOL, null));
    // Computed from the ledger now: as fresh as the figures it comes from.
    quotes.set(SPOOL_TOKEN, {
      token: SPOOL_TOKEN,
      price: fiat(index),
      marketCap: null,
      circulatingSupply: null,
      updatedAt: this.now(),
      stale: false,
    });
    if (snapshot.updatedAt) return { ...snapshot, quotes };
    // Dated now, the snapshot answers differently on the next call: nothing built from it is kept (decision 95).
    const now = this.now();
    return { ...snapshot, quotes, updatedAt: now, freshUntil: now.getTime() };
  }

  fiats(): Promise<string[]> {
    return this.inner.fiats();
  }

  refresh(): Promise<void> {
    return this.inner.refresh();
  }
}
