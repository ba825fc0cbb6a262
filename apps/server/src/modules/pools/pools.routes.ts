/** Read API of pools and prices (spec §7; design §4, §5): pool data, yield, currencies, assets, strategy, graph. */
import {
  ALL_POOLS,
  api,
  BALANCE_CURRENCIES,
  DEPOSIT_CURRENCIES,
  NATIVE_CURRENCY,
  type PoolGraphResponse,
  TOKEN_LABELS,
} from '@yc/contract';
import { decimalToRay, mulDivDown, RAY, rayToDecimal } from '@yc/contract/fixed-point';
import type { FastifyInstance, onRequestHookHandler } from 'fastify';
import { sql } from 'kysely';
import { notFound } from '../../lib/app-error.ts';
import { requestLocale } from '../../lib/locale.ts';
import { route } from '../../lib/route.ts';
import { addDays, utcDay } from '../ledger/accrual.ts';
import { ReferralHarvest } from '../referrals/referral-harvest.ts';
import { fiat, fiatOf, PoolViews } from './pool-views.ts';
import { trimDecimal } from './price-source.ts';
import { CAPE_TOKEN, isPool, TOKEN_DECIMALS } from './tokens.ts';

const RANGE_DAYS = { '7d': 7, '30d': 30, '90d': 90, '1y': 365, all: null } as const;

/** A pool that does not exist is a missing resource (404), answered before the parameters are validated. */
const knownPool: onRequestHookHandler = async (req) => {
  if (!isPool((req.params as { pool: string }).pool)) throw notFound('pools.notFound');
};
const poolRoute = { onRequest: knownPool };

export default async function poolsRoutes(app: FastifyInstance) {
  const views = new PoolViews(app.db, app.prices);
  const harvests = new ReferralHarvest(app.db, app.ledger);
  const userId = (req: { auth: { user: { id: string } } | null }) => req.auth?.user.id as string;

  route(app, api.poolsOverview, async () => views.overview());

  route(app, api.poolData, async (req) => views.poolData(req.params.pool, req.query.currency, userId(req)), poolRoute);

  route(
    app,
    api.refreshPool,
    async (req) => {
      await app.prices.refresh();
      return views.poolData(req.params.pool, req.query.currency, userId(req));
    },
    poolRoute,
  );

  route(app, api.dashboardYield, async (req) => {
    const fiatCode = 'usd';
    const pools = [];
    let totalValue = 0n;
    let totalDaily = 0n;
    let totalEarned = 0n;
    let weightedApy = 0n;
    const tokens = new Set<string>([CAPE_TOKEN]);
    // Claimable = the referral rewards waiting for harvest, per pool asset they were earned in.
    const rewards = await harvests.claimable(userId(req));
    for (const r of rewards) tokens.add(r.token);
    let totalClaimable = 0n;
    const perPool = [];
    for (const pool of ALL_POOLS) {
      const assets = await views.assets(pool, userId(req));
      for (const a of assets) tokens.add(a.token);
      perPool.push({ pool, assets, row: await views.poolRow(pool) });
    }
    const prices = await app.prices.read(fiatCode, [...tokens]);
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
  });

  route(app, api.currencies, async () => {
    const prices = await app.prices.read('usd', TOKEN_LABELS);
    const networks = app.chain.config().networks;
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
  });

  route(
    app,
    api.poolAssets,
    async (req) => {
      const assets = await views.assets(req.params.pool, null);
      const prices = await views.readPrices(
        req.query.currency,
        assets.map((a) => a.token),
      );
      return { pool: req.params.pool, fiat: req.query.currency, items: views.assetList(assets, prices) };
    },
    poolRoute,
  );

  route(
    app,
    api.poolStrategy,
    async (req) => {
      const d = await views.poolData(req.params.pool, 'usd', userId(req));
      const text = await views.poolText(req.params.pool, requestLocale(req));
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
    },
    poolRoute,
  );

  route(
    app,
    api.poolGraph,
    async (req) => {
      const days = RANGE_DAYS[req.query.range];
      const from = days === null ? '1970-01-01' : addDays(utcDay(new Date()), -(days - 1));
      const rows = await app.db
        .selectFrom('pool_snapshots')
        .select([
          sql<string>`to_char(day, 'YYYY-MM-DD')`.as('day'),
          sql<string>`apy::text`.as('apy'),
          sql<string>`tvl::text`.as('tvl'),
          sql<string>`price_per_share::text`.as('pps'),
        ])
        .where('pool', '=', req.params.pool)
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
      return { pool: req.params.pool, range: req.query.range, fiat: 'usd', points };
    },
    poolRoute,
  );
}
