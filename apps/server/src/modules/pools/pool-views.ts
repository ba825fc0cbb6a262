/**
 * What the read API answers about pools and a user's positions (decision 29): figures derived from the ledger
 * (liabilities, shares), the pool-asset prices per share and the price source. Fiat values are exact decimal
 * strings (18 decimals at most); a pool share is the pool's growth index (1 at launch), so supply × price = TVL.
 */
import {
  ALL_POOLS,
  type AnyPool,
  DEFAULT_FIAT,
  type DepositCurrency,
  type LocaleCode,
  type PoolAsset,
  type PoolData,
  poolTextIn,
  utcDay,
} from '@yc/contract';
import { fromBaseUnits } from '@yc/contract/amounts';
import { dailyFactor, decimalToRay, mulDivDown, RAY, rayToDecimal } from '@yc/contract/fixed-point';
import type { Db } from '../../db/database.ts';
import { badRequest } from '../../lib/app-error.ts';
import { type LedgerFiguresCache, type PoolAssetFigures, readPoolFigures, readUserFigures } from './ledger-figures.ts';
import { minDeposits } from './pool-settings.ts';
import { type PoolSettings, type PoolSettingsCache, readSettings } from './pool-settings-cache.ts';
import { type PriceSnapshot, type PriceSource, trimDecimal } from './price-source.ts';

const FIAT_PLACES = 18;

export const fiat = (rayValue: bigint) => rayToDecimal(rayValue, FIAT_PLACES);
const UNIT = Array.from({ length: 78 }, (_, d) => 10n ** BigInt(d));

/** Token base units × a RAY-scaled fiat price → RAY-scaled fiat; for loops that parse each price once. */
export function fiatOfRay(units: bigint, decimals: number, priceRay: bigint | null): bigint {
  if (priceRay === null || units <= 0n) return 0n;
  return mulDivDown(units, priceRay, UNIT[decimals] ?? 10n ** BigInt(decimals));
}

/** The few prices in play are parsed once each, not on every figure of every call (decision 89). */
const PRICE_RAYS = new Map<string, bigint>();
const PRICE_RAYS_KEPT = 10_000;

function priceRay(price: string): bigint {
  let ray = PRICE_RAYS.get(price);
  if (ray === undefined) {
    ray = decimalToRay(price);
    if (PRICE_RAYS.size >= PRICE_RAYS_KEPT) PRICE_RAYS.clear();
    PRICE_RAYS.set(price, ray);
  }
  return ray;
}

/** Token base units × fiat price → RAY-scaled fiat. */
export function fiatOf(units: bigint, decimals: number, price: string | undefined): bigint {
  return fiatOfRay(units, decimals, price ? priceRay(price) : null);
}

export interface AssetFigures extends PoolAssetFigures {
  userShares: bigint;
  userValue: bigint;
  /** Net deposits, withdrawals (holds not voided) by the user, base units. */
  deposited: bigint;
  withdrawn: bigint;
}

export class PoolViews {
  readonly #settings: PoolSettingsCache | null;
  readonly #figures: LedgerFiguresCache | null;

  constructor(
    private readonly db: Db,
    private readonly prices: PriceSource,
    /**
     * Given, the pool settings and the ledger's figures are read through them; the settings must then hear the config
     * bus's `pools` scope, the figures `ledger` and `pools`.
     */
    kept: { settings: PoolSettingsCache; figures: LedgerFiguresCache } | null = null,
  ) {
    this.#settings = kept?.settings ?? null;
    this.#figures = kept?.figures ?? null;
  }

  /** The pool's row, accepted currencies and deposit addresses, as in force today. */
  settings(pool: AnyPool): Promise<PoolSettings> {
    return this.#settings?.get(pool) ?? readSettings(this.db, pool, utcDay(new Date()));
  }

  /** The pool's title, description and risks in the reader's locale; an empty field falls back to English. */
  async poolText(pool: AnyPool, locale: LocaleCode): Promise<{ title: string; description: string; risks: string[] }> {
    const rows = await this.db
      .selectFrom('pool_texts')
      .select(['locale', 'title', 'description', 'risks'])
      .where('pool', '=', pool)
      .where('locale', 'in', [...new Set<LocaleCode>([locale, 'en'])])
      .execute();
    const texts = Object.fromEntries(
      rows.map((r) => [r.locale, { ...r, risks: Array.isArray(r.risks) ? r.risks.map(String) : [] }]),
    );
    return poolTextIn(texts, locale, pool);
  }

  /** The pool's row with its fees as text and the APY in force today (decision 79). */
  async poolRow(pool: AnyPool) {
    return (await this.settings(pool)).row;
  }

  /**
   * Prices in `fiat`. A fiat that has no price at all, other than the default one, is refused (400) rather than
   * answered as an empty estimate; which fiats have prices is asked only when none was found, so the usual read
   * costs no extra query.
   */
  async readPrices(fiat: string, tokens: readonly string[]): Promise<PriceSnapshot> {
    const prices = await this.prices.read(fiat, tokens);
    if (prices.quotes.size > 0 || fiat === DEFAULT_FIAT) return prices;
    const known = [...new Set([DEFAULT_FIAT, ...(await this.prices.fiats())])].sort();
    if (!known.includes(fiat)) throw badRequest('pools.unknownFiat', { currency: fiat, known: known.join(', ') });
    return prices;
  }

  /** Per pool asset: ledger totals and, with a user, their shares, value and movements. */
  async assets(pool: AnyPool, userId: string | null): Promise<AssetFigures[]> {
    const figures = this.#figures;
    // Independent reads: on PostgreSQL they run on separate connections at once.
    const [rows, user] = await Promise.all([
      figures ? figures.pool(pool) : readPoolFigures(this.db, pool),
      userId ? (figures ? figures.user(pool, userId) : readUserFigures(this.db, pool, userId)) : null,
    ]);
    return rows.map((r) => {
      const userShares = user?.shares.get(r.token) ?? 0n;
      const moved = user?.movements.get(r.token);
      return {
        ...r,
        userShares,
        userValue: mulDivDown(userShares, r.pricePerShare, RAY),
        deposited: moved?.deposited ?? 0n,
        withdrawn: moved?.withdrawn ?? 0n,
      };
    });
  }

  assetList(assets: AssetFigures[], prices: PriceSnapshot): PoolAsset[] {
    return assets
      .filter((a) => a.inComposition || a.liability > 0n)
      .map((a) => ({
        token: a.token as PoolAsset['token'],
        weight: a.weight ?? '0',
        balance: fromBaseUnits(a.liability, a.decimals),
        value: fiat(fiatOf(a.liability, a.decimals, prices.quotes.get(a.token)?.price)),
      }));
  }

  /** The pool's index: the price per share of its composition (every asset of a pool grows alike). */
  static index(assets: AssetFigures[]): bigint {
    return (assets.find((a) => a.inComposition) ?? assets[0])?.pricePerShare ?? RAY;
  }

  /** The user's position and the pool's yield figures, in fiat RAY units. */
  static position(assets: AssetFigures[], prices: PriceSnapshot) {
    let value = 0n;
    let deposited = 0n;
    let withdrawn = 0n;
    for (const a of assets) {
      const p = prices.quotes.get(a.token)?.price;
      value += fiatOf(a.userValue, a.decimals, p);
      deposited += fiatOf(a.deposited, a.decimals, p);
      withdrawn += fiatOf(a.withdrawn, a.decimals, p);
    }
    const earned = value + withdrawn - deposited;
    return { value, deposited, withdrawn, earned: earned > 0n ? earned : 0n };
  }

  /** Value locked in fiat RAY units: every asset's liability at its price. */
  static tvl(assets: AssetFigures[], prices: PriceSnapshot): bigint {
    return assets.reduce((s, a) => s + fiatOf(a.liability, a.decimals, prices.quotes.get(a.token)?.price), 0n);
  }

  /** One day's yield on a value at the pool's APY. */
  static dailyRewards(value: bigint, apy: string): bigint {
    return mulDivDown(value, dailyFactor(apy) - RAY, RAY);
  }

  /** Every pool's APY, TVL and daily rewards in usd, for anyone (the home page). */
  async overview() {
    const perPool = await Promise.all(
      ALL_POOLS.map(async (pool) => ({ pool, row: await this.poolRow(pool), assets: await this.assets(pool, null) })),
    );
    const prices = await this.prices.read('usd', [...new Set(perPool.flatMap((p) => p.assets.map((a) => a.token)))]);
    return {
      fiat: 'usd',
      items: perPool.map(({ pool, row, assets }) => {
        const apy = trimDecimal(row.apy_text);
        const tvl = PoolViews.tvl(assets, prices);
        return { name: pool, apy, tvl: fiat(tvl), dailyRewards: fiat(PoolViews.dailyRewards(tvl, apy)) };
      }),
      priceStale: prices.stale,
      pricesUpdatedAt: prices.updatedAt?.toISOString() ?? null,
    };
  }

  async poolData(pool: AnyPool, fiatCode: string, userId: string, locale: LocaleCode): Promise<PoolData> {
    return (await this.poolDataUntil(pool, fiatCode, userId, locale)).data;
  }

  /** The pool data and until when it answers alike, with no change announced: its prices' `freshUntil`. */
  async poolDataUntil(
    pool: AnyPool,
    fiatCode: string,
    userId: string,
    locale: LocaleCode,
  ): Promise<{ data: PoolData; freshUntil: number }> {
    const { row, currencies, tokens, addresses, contracts } = await this.settings(pool);
    // The settings name every token, so the prices are read alongside the ledger figures, not after them.
    const [assets, prices] = await Promise.all([
      this.assets(pool, userId),
      this.readPrices(fiatCode, [...new Set([...tokens, ...currencies])]),
    ]);
    const tvl = PoolViews.tvl(assets, prices);
    const apy = trimDecimal(row.apy_text);
    const index = PoolViews.index(assets);
    const position = PoolViews.position(assets, prices);
    const estimate: Partial<Record<DepositCurrency, string>> = {};
    for (const c of currencies) {
      const q = prices.quotes.get(c);
      if (q) estimate[c] = q.price;
    }
    const data: PoolData = {
      name: pool,
      fiat: fiatCode,
      chainId: row.chain_id,
      apy,
      tvl: fiat(tvl),
      dailyRewards: fiat(PoolViews.dailyRewards(tvl, apy)),
      strategyAddress: contracts.strategy,
      vaultAddress: contracts.vault,
      depositFee: trimDecimal(row.deposit_fee_text),
      withdrawalFee: trimDecimal(row.withdrawal_fee_text),
      supply: fiat(mulDivDown(tvl, RAY, index)),
      price: fiat(index),
      tokenContract: contracts.token,
      website: row.website,
      assets: this.assetList(assets, prices),
      addresses,
      estimate,
      position: {
        shares: fiat(mulDivDown(position.value, RAY, index)),
        value: fiat(position.value),
        deposited: fiat(position.deposited),
        earned: fiat(position.earned),
      },
      depositsOpen: row.deposits_open,
      minDepositUsd: trimDecimal(row.min_deposit_usd_text),
      // In usd the prices just read serve the minimums too: one read less.
      minDeposit: await minDeposits(
        fiatCode === 'usd' ? { read: async () => prices } : this.prices,
        trimDecimal(row.min_deposit_usd_text),
        currencies,
      ),
      withdrawalsPaused: locale === 'ru' ? row.withdrawals_paused_ru : row.withdrawals_paused_en,
      priceStale: prices.stale,
      pricesUpdatedAt: prices.updatedAt?.toISOString() ?? null,
    };
    return { data, freshUntil: prices.freshUntil };
  }

  static pools = ALL_POOLS;
}
