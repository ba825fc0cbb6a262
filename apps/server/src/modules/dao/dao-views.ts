/**
 * The DAO page's read figures (issue 6): the caller's SPOOL and info, the pools, the token values and the
 * treasury. Everything is in usd (snapshots and the graph are too, decision 29) and derived from the ledger and the
 * price source through PoolViews, so the DAO page and the pool pages show the same numbers.
 */
import {
  ALL_POOLS,
  type DaoPersonalResponse,
  type DaoPoolsResponse,
  type DaoValuesResponse,
  STRATEGY_POOL,
} from '@yc/contract';
import { fromBaseUnits } from '@yc/contract/amounts';
import { mulDivDown, RAY, rayToDecimal } from '@yc/contract/fixed-point';
import { TOKEN_DECIMALS } from '@yc/contract/pools';
import { sql } from 'kysely';
import { getAddress } from 'viem';
import type { Db } from '../../db/database.ts';
import { fiat, fiatOf, PoolViews } from '../pools/pool-views.ts';
import { type PriceSource, trimDecimal } from '../pools/price-source.ts';
import { CAPE_TOKEN } from '../pools/tokens.ts';
import { SPOOL_DECIMALS, spoolHeld, spoolSupply, strategyRates } from './spool.ts';

const FIAT = 'usd';

export class DaoViews {
  private readonly views: PoolViews;

  constructor(
    private readonly db: Db,
    private readonly prices: PriceSource,
  ) {
    this.views = new PoolViews(db, prices);
  }

  /**
   * Voting power is the SPOOL held now: the weight a proposal starting now would snapshot. DAO rewards are zero:
   * the product distributes none yet (no journal entry pays them), so nothing is earned or claimable.
   */
  async personal(userId: string): Promise<DaoPersonalResponse> {
    const rates = await strategyRates(this.views, this.prices, userId);
    const held = spoolHeld(rates);
    const supply = spoolSupply(rates);
    const user = await this.db
      .selectFrom('users')
      .select(['name', 'login', 'meta_mask_address', 'created_at'])
      .where('id', '=', userId)
      .executeTakeFirstOrThrow();
    const spool = fromBaseUnits(held, SPOOL_DECIMALS);
    return {
      fiat: FIAT,
      spoolHeld: spool,
      votingPower: spool,
      shareOfSupply: supply > 0n ? rayToDecimal(mulDivDown(held * 100n, RAY, supply), 6) : '0',
      rewards: { earned: '0', claimable: '0' },
      info: {
        name: user.name,
        login: user.login,
        wallet: user.meta_mask_address ? getAddress(user.meta_mask_address) : null,
        memberSince: new Date(user.created_at).toISOString(),
      },
    };
  }

  /** Every pool's row and ledger figures, without a user. */
  private allPools() {
    return Promise.all(
      ALL_POOLS.map(async (pool) => ({
        pool,
        row: await this.views.poolRow(pool),
        assets: await this.views.assets(pool, null),
      })),
    );
  }

  async pools(): Promise<DaoPoolsResponse> {
    const perPool = await this.allPools();
    const prices = await this.prices.read(FIAT, [...new Set(perPool.flatMap((p) => p.assets.map((a) => a.token)))]);
    return {
      fiat: FIAT,
      pools: perPool.map(({ pool, row, assets }) => ({
        pool,
        tvl: fiat(PoolViews.tvl(assets, prices)),
        apy: trimDecimal(row.apy_text),
        price: fiat(PoolViews.index(assets)),
        assets: this.views.assetList(assets, prices),
      })),
      priceStale: prices.stale,
      pricesUpdatedAt: prices.updatedAt?.toISOString() ?? null,
    };
  }

  /**
   * TVL over every pool; the SPOOL price is the strategy pool's index (supply × price = its TVL); the treasury is
   * what the platform has earned and holds: the balances of the `fees` accounts (deposit and withdrawal fees) at
   * their usd prices.
   */
  async values(): Promise<DaoValuesResponse> {
    const perPool = await this.allPools();
    const fees = await this.db
      .selectFrom('ledger_accounts')
      .select(['asset', sql<string>`sum(balance)::text`.as('balance')])
      .where('kind', '=', 'fees')
      .groupBy('asset')
      .execute();
    const tokens = new Set([CAPE_TOKEN, ...perPool.flatMap((p) => p.assets.map((a) => a.token))]);
    for (const f of fees) tokens.add(f.asset);
    const prices = await this.prices.read(FIAT, [...tokens]);
    const tvl = perPool.reduce((sum, p) => sum + PoolViews.tvl(p.assets, prices), 0n);
    const treasury = fees.reduce(
      (sum, f) =>
        sum +
        fiatOf(
          BigInt(f.balance),
          TOKEN_DECIMALS[f.asset as keyof typeof TOKEN_DECIMALS],
          prices.quotes.get(f.asset)?.price,
        ),
      0n,
    );
    const strategy = perPool.find((p) => p.pool === STRATEGY_POOL)?.assets ?? [];
    const cape = prices.quotes.get(CAPE_TOKEN);
    return {
      fiat: FIAT,
      capeToken: {
        price: cape?.price ?? '0',
        marketCap: cape?.marketCap ?? '0',
        circulatingSupply: cape?.circulatingSupply ?? '0',
      },
      tvl: fiat(tvl),
      spoolPrice: fiat(PoolViews.index(strategy)),
      treasury: fiat(treasury),
      priceStale: prices.stale,
      pricesUpdatedAt: prices.updatedAt?.toISOString() ?? null,
    };
  }
}
