/**
 * The pools' read API in one service (decision 56): pool data, the dashboard's yield figures, currencies, a pool's
 * assets, strategy and history graph. Figures come from PoolViews and the price source; routes only reply.
 */
import {
  ALL_POOLS,
  type AnyPool,
  addDays,
  BALANCE_CURRENCIES,
  DEPOSIT_CURRENCIES,
  type GRAPH_RANGES,
  type LocaleCode,
  NATIVE_CURRENCY,
  type PoolApyHistoryResponse,
  type PoolData,
  type PoolGraphResponse,
  TOKEN_DECIMALS,
  TOKEN_LABELS,
  utcDay,
} from '@yc/contract';
import { decimalToRay, mulDivDown, RAY, rayToDecimal } from '@yc/contract/fixed-point';
import { sql } from 'kysely';
import type { Db } from '../../db/database.ts';
import type { CheckedJson } from '../../lib/checked-json.ts';
import type { ChainService } from '../chain/chain-service.ts';
import type { ReferralHarvest } from '../referrals/referral-harvest.ts';
import type { PoolAnswers } from './pool-answers.ts';
import { fiat, fiatOf, PoolViews } from './pool-views.ts';
import { type PriceSource, trimDecimal } from './price-source.ts';
import { CAPE_TOKEN } from './tokens.ts';

const RANGE_DAYS = { '7d': 7, '30d': 30, '90d': 90, '1y': 365, all: null } as const;

export class PoolReads {
  readonly views: PoolViews;

  constructor(
    private readonly db: Db,
    private readonly prices: PriceSource,
    private readonly chain: Pick<ChainService, 'config'>,
    private readonly harvests: Pick<ReferralHarvest, 'claimable'>,
    kept: ConstructorParameters<typeof PoolViews>[2] = null,
    /** Given, pool data answers are kept serialized: it must then hear `pools`, `ledger` and `prices` (decision 95). */
    private readonly answers: PoolAnswers | null = null,
  ) {
    this.views = new PoolViews(db, prices, kept);
  }

  overview() {
    return this.views.overview();
  }

  poolData(pool: AnyPool, fiatCode: string, userId: string, locale: LocaleCode): Promise<PoolData | CheckedJson> {
    const build = () => this.views.poolDataUntil(pool, fiatCode, userId, locale);
    return (
      this.answers?.get(pool, fiatCode, locale, userId, build) ?? this.views.poolData(pool, fiatCode, userId, locale)
    );
  }

  /** Pool data after fetching fresh prices. */
  async refreshedPoolData(pool: AnyPool, fiatCode: string, userId: string, locale: LocaleCode) {
    await this.prices.refresh();
    return this.views.poolData(pool, fiatCode, userId, locale);
  }

  /** The user's daily rewards, earnings, claimable referral rewards and APY per pool and in total, in usd. */
  async dashboardYield(userId: string) {
    const { views } = this;
    const fiatCode = 'usd';
    const pools = [];
    let totalValue = 0n;
    let totalDaily = 0n;
    let totalEarned = 0n;
    let weightedApy = 0n;
    const tokens = new Set<string>([CAPE_TOKEN]);
    // Claimable = the referral rewards waiting for harvest, per pool asset they were earned in.
    const rewards = await this.harvests.claimable(userId);
    for (const r of rewards) tokens.add(r.token);
    let totalClaimable = 0n;
    const perPool = [];
    for (const pool of ALL_POOLS) {
      const assets = await views.assets(pool, userId);
      for (const a of assets) tokens.add(a.token);
      perPool.push({ pool, assets, row: await views.poolRow(pool) });
    }
    const prices = await this.prices.read(fiatCode, [...tokens]);
    for (const { pool, assets, row } of perPool) {
      const apy = trimDecimal(row.apy_text);
      const position = PoolViews.position(assets, prices);
      const daily = PoolViews.dailyRewards(position.value, apy);
      totalValue += position.value;
      totalDaily += daily;
      totalEarned += position.earned;
      weightedApy += mulDivDown(position.value, decimalToRay(apy), RAY);
      const claimable = rewards
        .filter((r) => r.pool === pool)
        .reduce((sum, r) => sum + fiatOf(BigInt(r.balance), r.decimals, prices.quotes.get(r.token)?.price), 0n);
      totalClaimable += claimable;
      pools.push({ pool, dailyRewards: fiat(daily), earned: fiat(position.earned), claimable: fiat(claimable), apy });
    }
    // Weighted by position value: Σ value × apy / Σ value.
    const apyRay = totalValue > 0n ? mulDivDown(weightedApy, RAY, totalValue) : 0n;
    const cape = prices.quotes.get(CAPE_TOKEN);
    return {
      fiat: fiatCode,
      pools,
      total: {
        dailyRewards: fiat(totalDaily),
        earned: fiat(totalEarned),
        claimable: fiat(totalClaimable),
        apy: rayToDecimal(apyRay, 6),
      },
      capeToken: {
        price: cape?.price ?? '0',
        marketCap: cape?.marketCap ?? '0',
        circulatingSupply: cape?.circulatingSupply ?? '0',
      },
      // SPOOL are the strategy pool's shares: one is worth its index, as the DAO page says (supply × price = TVL).
      spoolPrice: fiat(PoolViews.index(perPool.find((p) => p.pool === 'strategy')?.assets ?? [])),
      priceStale: prices.stale,
      pricesUpdatedAt: prices.updatedAt?.toISOString() ?? null,
    };
  }

  /** Every token label with its decimals, usd price, contract per network and what it may be used for. */
  async currencies() {
    const prices = await this.prices.read('usd', TOKEN_LABELS);
    const networks = this.chain.config().networks;
    return {
      fiat: 'usd',
      items: TOKEN_LABELS.map((label) => {
        const addresses: Record<string, string | null> = {};
        for (const n of networks) {
          addresses[String(n.chainId)] =
            label === NATIVE_CURRENCY ? null : (n.tokens.find((t) => t.symbol === label)?.address ?? null);
        }
        return {
          label,
          decimals: TOKEN_DECIMALS[label],
          native: label === NATIVE_CURRENCY,
          toFiat: prices.quotes.get(label)?.price ?? '0',
          addresses,
          deposit: (DEPOSIT_CURRENCIES as readonly string[]).includes(label),
          balance: (BALANCE_CURRENCIES as readonly string[]).includes(label),
        };
      }),
      priceStale: prices.stale,
      pricesUpdatedAt: prices.updatedAt?.toISOString() ?? null,
    };
  }

  async assets(pool: AnyPool, fiatCode: string) {
    const assets = await this.views.assets(pool, null);
    const prices = await this.views.readPrices(
      fiatCode,
      assets.map((a) => a.token),
    );
    return { pool, fiat: fiatCode, items: this.views.assetList(assets, prices) };
  }

  /** The pool's strategy page: its contracts and fees, and its texts in the reader's locale. */
  async strategy(pool: AnyPool, locale: LocaleCode, userId: string) {
    const d = await this.views.poolData(pool, 'usd', userId, locale);
    const text = await this.views.poolText(pool, locale);
    return {
      pool: d.name,
      name: text.title,
      description: text.description,
      chainId: d.chainId,
      strategyAddress: d.strategyAddress,
      vaultAddress: d.vaultAddress,
      tokenContract: d.tokenContract,
      website: d.website,
      depositFee: d.depositFee,
      withdrawalFee: d.withdrawalFee,
      risks: text.risks,
    };
  }

  /** The pool's APY changes, oldest first: the seeded one, the operator's, and one scheduled for tomorrow. */
  async apyHistory(pool: AnyPool): Promise<PoolApyHistoryResponse> {
    const rows = await this.db
      .selectFrom('pool_apy')
      .select([sql<string>`to_char(effective_from, 'YYYY-MM-DD')`.as('day'), sql<string>`apy::text`.as('apy')])
      .where('pool', '=', pool)
      .orderBy('effective_from')
      .execute();
    return { pool, items: rows.map((r) => ({ effectiveFrom: r.day, apy: trimDecimal(r.apy) })) };
  }

  /** The pool's daily snapshots over a range ending today. */
  async graph(pool: AnyPool, range: (typeof GRAPH_RANGES)[number]): Promise<PoolGraphResponse> {
    const days = RANGE_DAYS[range];
    const from = days === null ? '1970-01-01' : addDays(utcDay(new Date()), -(days - 1));
    const rows = await this.db
      .selectFrom('pool_snapshots')
      .select([
        sql<string>`to_char(day, 'YYYY-MM-DD')`.as('day'),
        sql<string>`apy::text`.as('apy'),
        sql<string>`tvl::text`.as('tvl'),
        sql<string>`price_per_share::text`.as('pps'),
      ])
      .where('pool', '=', pool)
      .where('day', '>=', from)
      .orderBy('day')
      .limit(20_000)
      .execute();
    const points: PoolGraphResponse['points'] = rows.map((r) => ({
      date: r.day,
      apy: trimDecimal(r.apy),
      tvl: trimDecimal(r.tvl),
      pricePerShare: rayToDecimal(BigInt(r.pps), 18),
    }));
    // Snapshots are kept in usd (decision 29).
    return { pool, range, fiat: 'usd', points };
  }
}
