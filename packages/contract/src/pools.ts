/**
 * Pools, prices and currencies (docs/product.md §3, §7, §9; decisions F4, F5). Also the money
 * field schemas every other domain file reuses, so amounts read the same everywhere.
 */
import * as z from 'zod/mini';
import { decimalString, endpoint, evmAddress, isoDate, isoDateTime } from './common.ts';
import {
  ALL_POOLS,
  type AnyPool,
  DEFAULT_FIAT,
  DEPOSIT_CURRENCIES,
  type DepositCurrency,
  type POOL_TOKENS,
} from './constants.ts';

export const poolNameSchema = z.enum(ALL_POOLS, { error: 'validation.invalid' });
export const depositCurrencySchema = z.enum(DEPOSIT_CURRENCIES, { error: 'validation.invalid' });

/** Every token the product knows: what can be deposited plus every pool asset. */
export const TOKEN_LABELS = [
  'USDT',
  'USDC',
  'WAVES',
  'BUSD',
  'SOL',
  'BNB',
  'ETH',
  'BTC',
  'AVAX',
  'MATIC',
  'CRO',
  'FTM',
  'NEAR',
  'SPOOL',
] as const satisfies readonly (DepositCurrency | PoolToken)[];
export type TokenLabel = (typeof TOKEN_LABELS)[number];
type PoolToken = (typeof POOL_TOKENS)[AnyPool][number];
/** Fails to compile when a deposit currency or pool token is missing from TOKEN_LABELS. */
const tokenLabelsComplete: [Exclude<DepositCurrency | PoolToken, TokenLabel>] extends [never] ? true : never = true;
void tokenLabelsComplete;
export const tokenLabelSchema = z.enum(TOKEN_LABELS, { error: 'validation.invalid' });

/**
 * Ledger decimals of each token: the one source (decision 58). Ledger amounts are base units of these, so a
 * token's entry never changes once it holds money. The dev chain's mock tokens use the same; where a real
 * network's contract differs, the watcher and the payout worker rescale (amounts.ts `rescaleUnits`).
 */
export const TOKEN_DECIMALS: Readonly<Record<TokenLabel, number>> = {
  USDT: 6,
  USDC: 6,
  BUSD: 18,
  WAVES: 18,
  SOL: 9,
  BNB: 18,
  ETH: 18,
  BTC: 8,
  AVAX: 18,
  MATIC: 18,
  CRO: 8,
  FTM: 18,
  NEAR: 24,
  SPOOL: 18,
};

/** ISO 4217 code, lowercase as the spec's default `usd`. */
export const fiatCodeSchema = z
  .string({ error: 'validation.required' })
  .check(z.regex(/^[a-z]{3}$/, { error: 'validation.invalid' }));
export const fiatQuery = z.strictObject({ currency: z._default(fiatCodeSchema, DEFAULT_FIAT) });
export type FiatQuery = z.input<typeof fiatQuery>;

export const chainIdSchema = z.int({ error: 'validation.invalid' }).check(z.positive({ error: 'validation.invalid' }));
/** JSON object keys are strings, so maps keyed by chain id use its decimal form. */
export const chainIdKey = z.string().check(z.regex(/^[1-9][0-9]{0,15}$/));

/** Request amount in token units: a decimal string above zero (decision F4: never a JS number). */
export const positiveAmount = decimalString.check(
  z.refine((value) => /[1-9]/.test(value), { error: 'validation.amount' }),
);

export const tokenAmount = decimalString.check(z.describe('Token units as a decimal string, e.g. "1.5" ETH'));
export const fiatAmount = decimalString.check(
  z.describe("Fiat value as a decimal string in the answer's `fiat` currency"),
);
export const percentValue = decimalString.check(
  z.describe('Percent value as a decimal string: "12.5" means 12.5 % (the web divides by 100, docs/product.md §9)'),
);
/** Links the web renders: http(s) only, so no `javascript:` URL reaches an href. */
export const httpUrl = z.url({ protocol: /^https?$/, error: 'validation.invalid' });

export const priceFreshnessFields = {
  /** True when the price source is older than its allowed age (decision F5: stale is shown, never hidden). */
  priceStale: z.boolean(),
  /** When prices were last read; null if they never were (then `priceStale` is true). */
  pricesUpdatedAt: z.nullable(isoDateTime),
};

/** An answer with money in the caller's fiat: `fiat` first, the prices' freshness last. */
export const pricedResponse = <S extends z.core.$ZodLooseShape>(shape: S) =>
  z.object({ fiat: fiatCodeSchema, ...shape, ...priceFreshnessFields });

export const poolAssetSchema = z.object({
  token: tokenLabelSchema,
  weight: percentValue.check(z.describe('Share of the pool value in percent: "25" means 25 %')),
  balance: tokenAmount,
  value: fiatAmount,
});
export type PoolAsset = z.infer<typeof poolAssetSchema>;

/** The signed-in user's position in one pool; zeros before the first deposit. */
export const poolPositionSchema = z.object({
  shares: tokenAmount.check(z.describe('Pool shares held, in share-token units')),
  value: fiatAmount,
  deposited: fiatAmount,
  earned: fiatAmount,
});
export type PoolPosition = z.infer<typeof poolPositionSchema>;

export const poolDataSchema = z.object({
  name: poolNameSchema,
  fiat: fiatCodeSchema,
  chainId: chainIdSchema,
  apy: percentValue,
  tvl: fiatAmount,
  dailyRewards: fiatAmount,
  strategyAddress: evmAddress,
  vaultAddress: evmAddress,
  depositFee: percentValue,
  withdrawalFee: percentValue,
  supply: tokenAmount.check(z.describe('Share tokens in circulation')),
  price: fiatAmount.check(z.describe('Price of one share')),
  /** The pool's share token contract; null when the pool has none (or none is configured). */
  tokenContract: z.nullable(evmAddress),
  website: z.nullable(httpUrl),
  assets: z.array(poolAssetSchema),
  /** Currency label → the pool's deposit address for it: only currencies the pool takes (POOL_DEPOSIT_CURRENCIES). */
  addresses: z.partialRecord(depositCurrencySchema, evmAddress),
  /** Currency label → fiat rate of one token (docs/product.md §3). */
  estimate: z.partialRecord(depositCurrencySchema, fiatAmount),
  position: poolPositionSchema,
  /** False: the operator closed the pool for new deposits (docs/product.md §10 "Pools"). */
  depositsOpen: z.boolean(),
  minDepositUsd: decimalString.check(z.describe('The smallest deposit in usd; "0": none')),
  /** Currency label → the minimum deposit in its units at its usd price; absent without a price (then unchecked). */
  minDeposit: z.partialRecord(depositCurrencySchema, tokenAmount),
  /** The operator's message in the caller's language while withdrawals are paused; null when they are not. */
  withdrawalsPaused: z.nullable(z.string()),
  ...priceFreshnessFields,
});
export type PoolData = z.infer<typeof poolDataSchema>;

/** One entry of the coin list derived from pool data (docs/product.md §3); FALLBACK_COIN when there is none. */
export const coinSchema = z.object({
  label: depositCurrencySchema,
  toFiat: fiatAmount,
  address: evmAddress,
});
export type Coin = z.infer<typeof coinSchema>;

export const poolParams = z.strictObject({ pool: poolNameSchema });
export type PoolParams = z.input<typeof poolParams>;

const yieldFigures = {
  dailyRewards: fiatAmount,
  earned: fiatAmount.check(z.describe('Earned to date')),
  claimable: fiatAmount,
  apy: percentValue,
};

export const capeTokenSchema = z.object({
  price: fiatAmount,
  marketCap: fiatAmount,
  circulatingSupply: tokenAmount,
});
export type CapeToken = z.infer<typeof capeTokenSchema>;

export const yieldResponse = pricedResponse({
  pools: z.array(z.object({ pool: poolNameSchema, ...yieldFigures })),
  /** Sums over pools; `apy` is weighted by position value. */
  total: z.object(yieldFigures),
  capeToken: capeTokenSchema,
  spoolPrice: fiatAmount,
});
export type YieldResponse = z.infer<typeof yieldResponse>;

export const currencySchema = z.object({
  label: tokenLabelSchema,
  decimals: z.int().check(z.minimum(0), z.maximum(36)),
  /** The chain's own coin (ETH): sent as a plain transaction, never through a token contract. */
  native: z.boolean(),
  toFiat: fiatAmount,
  /** Chain id → token contract; null where the token is native or not deployed. */
  addresses: z.record(chainIdKey, z.nullable(evmAddress)),
  deposit: z.boolean().check(z.describe('Accepted for deposits (DEPOSIT_CURRENCIES)')),
  balance: z.boolean().check(z.describe('Shown in the wallet balances (BALANCE_CURRENCIES)')),
});
export type Currency = z.infer<typeof currencySchema>;

export const currenciesResponse = pricedResponse({ items: z.array(currencySchema) });
export type CurrenciesResponse = z.infer<typeof currenciesResponse>;

export const poolAssetsResponse = z.object({
  pool: poolNameSchema,
  fiat: fiatCodeSchema,
  items: z.array(poolAssetSchema),
});
export type PoolAssetsResponse = z.infer<typeof poolAssetsResponse>;

export const poolStrategyResponse = z.object({
  pool: poolNameSchema,
  name: z.string(),
  description: z.string(),
  chainId: chainIdSchema,
  strategyAddress: evmAddress,
  vaultAddress: evmAddress,
  /** The pool's share token contract; null when the pool has none (or none is configured). */
  tokenContract: z.nullable(evmAddress),
  website: z.nullable(httpUrl),
  depositFee: percentValue,
  withdrawalFee: percentValue,
  risks: z.array(z.string()),
});
export type PoolStrategyResponse = z.infer<typeof poolStrategyResponse>;

export const GRAPH_RANGES = ['7d', '30d', '90d', '1y', 'all'] as const;
export const graphRangeSchema = z.enum(GRAPH_RANGES, { error: 'validation.invalid' });
/** No currency: the daily snapshots are kept in usd (decision 29), and the answer names its `fiat`. */
export const poolGraphQuery = z.strictObject({
  range: z._default(graphRangeSchema, '30d'),
});
export type PoolGraphQuery = z.input<typeof poolGraphQuery>;

export const poolGraphPointSchema = z.object({
  date: isoDate,
  apy: percentValue,
  tvl: fiatAmount,
  pricePerShare: fiatAmount,
});
export const poolGraphResponse = z.object({
  pool: poolNameSchema,
  range: graphRangeSchema,
  fiat: fiatCodeSchema,
  /** One point per day, oldest first. */
  points: z.array(poolGraphPointSchema),
});
export type PoolGraphResponse = z.infer<typeof poolGraphResponse>;

/** The APY history: the day each APY took (or takes, booked for tomorrow) effect, oldest first (decision 79). */
export const poolApyHistoryResponse = z.object({
  pool: poolNameSchema,
  items: z.array(z.object({ effectiveFrom: isoDate, apy: percentValue })),
});
export type PoolApyHistoryResponse = z.infer<typeof poolApyHistoryResponse>;

/** The public face of the pools for the home page: no position, no addresses. */
export const poolSummarySchema = z.object({
  name: poolNameSchema,
  apy: percentValue,
  tvl: fiatAmount,
  dailyRewards: fiatAmount,
});
export type PoolSummary = z.infer<typeof poolSummarySchema>;
export const poolsOverviewResponse = pricedResponse({ items: z.array(poolSummarySchema) });
export type PoolsOverviewResponse = z.infer<typeof poolsOverviewResponse>;

export const poolEndpoints = {
  poolsOverview: endpoint({
    method: 'GET',
    path: '/api/v1/pools',
    tag: 'pools',
    auth: 'none',
    summary: 'APY, TVL and daily rewards of every pool, for the home page',
    response: poolsOverviewResponse,
  }),
  poolData: endpoint({
    method: 'GET',
    path: '/api/v1/dashboard/pools/:pool',
    tag: 'pools',
    auth: 'user',
    summary: "Pool figures, deposit addresses, rates and the user's position",
    params: poolParams,
    query: fiatQuery,
    response: poolDataSchema,
  }),
  refreshPool: endpoint({
    method: 'POST',
    path: '/api/v1/dashboard/refresh-pools/:pool',
    tag: 'pools',
    auth: 'user',
    summary: 'Re-read on-chain balances and prices, then answer the pool data',
    params: poolParams,
    query: fiatQuery,
    response: poolDataSchema,
  }),
  dashboardYield: endpoint({
    method: 'GET',
    path: '/api/v1/dashboard/yield',
    tag: 'pools',
    auth: 'user',
    summary: 'Rewards, earnings and APY per pool and in total; cape token and SPOOL prices',
    response: yieldResponse,
  }),
  currencies: endpoint({
    method: 'GET',
    path: '/api/v1/currencies',
    tag: 'pools',
    auth: 'none',
    summary: 'Known tokens with decimals, fiat rate and contract per chain',
    response: currenciesResponse,
  }),
  poolAssets: endpoint({
    method: 'GET',
    path: '/api/v1/pools/:pool/assets',
    tag: 'pools',
    auth: 'user',
    summary: 'Asset composition of a pool',
    params: poolParams,
    query: fiatQuery,
    response: poolAssetsResponse,
  }),
  poolStrategy: endpoint({
    method: 'GET',
    path: '/api/v1/pools/:pool/strategy',
    tag: 'pools',
    auth: 'user',
    summary: "How a pool earns: contracts, fees and risks (texts in the caller's language)",
    params: poolParams,
    response: poolStrategyResponse,
  }),
  poolGraph: endpoint({
    method: 'GET',
    path: '/api/v1/pools/:pool/graph',
    tag: 'pools',
    auth: 'user',
    summary: 'Daily APY, TVL and share price over a range',
    params: poolParams,
    query: poolGraphQuery,
    response: poolGraphResponse,
  }),
  poolApyHistory: endpoint({
    method: 'GET',
    path: '/api/v1/pools/:pool/apy-history',
    tag: 'pools',
    auth: 'user',
    summary: "The pool's APY changes: the day each took effect (one booked for tomorrow included), oldest first",
    params: poolParams,
    response: poolApyHistoryResponse,
  }),
} as const;
