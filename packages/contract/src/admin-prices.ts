/**
 * The prices console (docs/product.md §10 "Prices", decision 81): every token's price per fiat with its age, state
 * and source. A price is set by an operator (with CAPE's market cap and circulating supply) or read from a
 * Chainlink-style aggregator contract; an aggregator's answer that moves beyond the set percentage is held until an
 * operator confirms or rejects it.
 */
import * as z from 'zod/mini';
import { decimalString, endpoint, evmAddress, isoDateTime } from './common.ts';
import { decimalToRay } from './fixed-point.ts';
import { fiatCodeSchema, TOKEN_LABELS, type TokenLabel } from './pools.ts';

/** The tokens with a stored price: every token but SPOOL (priced by the strategy pool's index), plus CAPE. */
export type PricedToken = Exclude<TokenLabel, 'SPOOL'> | 'CAPE';
export const PRICED_TOKENS: readonly [PricedToken, ...PricedToken[]] = [
  'CAPE',
  ...TOKEN_LABELS.filter((t): t is Exclude<TokenLabel, 'SPOOL'> => t !== 'SPOOL'),
];
export const pricedTokenSchema = z.enum(PRICED_TOKENS, { error: 'validation.invalid' });

/** Where a price comes from: an operator, the dev seed's demo value, or an aggregator contract. */
export const PRICE_SOURCE_KINDS = ['operator', 'demo', 'aggregator'] as const;
export const priceSourceKindSchema = z.enum(PRICE_SOURCE_KINDS);
export type PriceSourceKind = z.infer<typeof priceSourceKindSchema>;

/** fresh; stale: older than its maximum age; held: an aggregator's move waits for an operator; missing: never set. */
export const PRICE_STATES = ['fresh', 'stale', 'held', 'missing'] as const;
export const priceStateSchema = z.enum(PRICE_STATES);
export type PriceState = z.infer<typeof priceStateSchema>;

/** The bounds the form and the API accept. */
export const PRICE_BOUNDS = {
  /** One minute to thirty days. */
  maxAgeSeconds: { min: 60, max: 30 * 86_400 },
  maxDeviationPercent: { max: '1000', places: 4 },
  /** The columns' precision: integer digits and decimals. */
  price: { digits: 22, places: 18 },
  marketCap: { digits: 38, places: 2 },
  circulatingSupply: { digits: 42, places: 18 },
} as const;

const places = (value: string) => (value.split('.')[1] ?? '').length;
/** zod runs a refinement even after the decimal pattern failed: such a value is simply not above zero here. */
const rayOf = (value: string) => (/^[0-9]+(\.[0-9]+)?$/.test(value) ? decimalToRay(value) : -1n);
const fits = (value: string, { digits, places: scale }: { digits: number; places: number }) =>
  (value.split('.')[0] ?? '').length <= digits && places(value) <= scale;
/** A price above zero that fits its column. */
const positivePrice = decimalString.check(
  z.refine((v) => rayOf(v) > 0n && fits(v, PRICE_BOUNDS.price), {
    error: 'validation.price',
  }),
);

export const priceParams = z.strictObject({ token: pricedTokenSchema, fiat: fiatCodeSchema });
export type PriceParams = z.input<typeof priceParams>;

export const adminPriceSchema = z.object({
  token: pricedTokenSchema,
  fiat: z.string(),
  /** Fiat per one token; null while the token has no price in this fiat. */
  price: z.nullable(decimalString),
  marketCap: z.nullable(decimalString),
  circulatingSupply: z.nullable(decimalString),
  maxAgeSeconds: z.nullable(z.int()),
  /** When the price was set, or the aggregator round's `updatedAt`. */
  updatedAt: z.nullable(isoDateTime),
  state: priceStateSchema,
  source: z.nullable(priceSourceKindSchema),
  /** The aggregator, for source 'aggregator'. */
  feed: z.nullable(
    z.object({
      chainId: z.int(),
      address: evmAddress,
      /** null: every move is accepted. */
      maxDeviationPercent: z.nullable(decimalString),
      /** The last read, and why it failed (null: it did not). */
      checkedAt: z.nullable(isoDateTime),
      error: z.nullable(z.string()),
    }),
  ),
  /** An aggregator's answer waiting for an operator; the price above stays in force until then. */
  held: z.nullable(z.object({ price: decimalString, updatedAt: isoDateTime, heldAt: isoDateTime })),
});
export type AdminPrice = z.infer<typeof adminPriceSchema>;

export const adminPricesResponse = z.object({
  items: z.array(adminPriceSchema),
  /** How often the aggregators are read, in milliseconds. */
  readEveryMs: z.int(),
});
export type AdminPricesResponse = z.infer<typeof adminPricesResponse>;

const maxAgeSeconds = z
  .int({ error: 'validation.priceMaxAge' })
  .check(
    z.minimum(PRICE_BOUNDS.maxAgeSeconds.min, { error: 'validation.priceMaxAge' }),
    z.maximum(PRICE_BOUNDS.maxAgeSeconds.max, { error: 'validation.priceMaxAge' }),
  );
const optionalAmount = (bounds: { digits: number; places: number }) =>
  z._default(
    z.nullable(decimalString.check(z.refine((v) => fits(v, bounds), { error: 'validation.priceAmount' }))),
    null,
  );

/** A price set by hand; market cap and circulating supply only matter for CAPE. */
export const manualPriceBody = z.strictObject({
  source: z.literal('operator'),
  price: positivePrice,
  marketCap: optionalAmount(PRICE_BOUNDS.marketCap),
  circulatingSupply: optionalAmount(PRICE_BOUNDS.circulatingSupply),
  maxAgeSeconds,
});

/** A price read from an aggregator contract (`latestRoundData()`, `decimals()`) on a network with a node. */
export const aggregatorPriceBody = z.strictObject({
  source: z.literal('aggregator'),
  chainId: z.int({ error: 'validation.invalid' }).check(z.positive({ error: 'validation.invalid' })),
  address: evmAddress,
  maxAgeSeconds,
  maxDeviationPercent: z.nullable(
    decimalString.check(
      z.refine(
        (v) =>
          rayOf(v) > 0n &&
          places(v) <= PRICE_BOUNDS.maxDeviationPercent.places &&
          rayOf(v) <= decimalToRay(PRICE_BOUNDS.maxDeviationPercent.max),
        { error: 'validation.priceDeviation' },
      ),
    ),
  ),
});

export const setPriceBody = z.discriminatedUnion('source', [manualPriceBody, aggregatorPriceBody], {
  error: 'validation.invalid',
});
export type SetPriceBody = z.input<typeof setPriceBody>;

/** Dev mode only: the dev chain's mock aggregators, and a way to move one's answer. */
export const devPriceFeedsResponse = z.object({
  items: z.array(z.object({ token: z.string(), chainId: z.int(), address: evmAddress, decimals: z.int() })),
});
export type DevPriceFeedsResponse = z.infer<typeof devPriceFeedsResponse>;
export const devPriceFeedBody = z.strictObject({ answer: positivePrice });
export type DevPriceFeedBody = z.input<typeof devPriceFeedBody>;

const admin = { tag: 'admin', auth: 'admin' } as const;

export const adminPricesEndpoints = {
  adminPrices: endpoint({
    method: 'GET',
    path: '/api/v1/admin/prices',
    ...admin,
    summary: "Every token's price per fiat: its age, state (fresh, stale, held, missing) and source",
    response: adminPricesResponse,
  }),
  setPrice: endpoint({
    method: 'PUT',
    path: '/api/v1/admin/prices/:token/:fiat',
    ...admin,
    fresh: true,
    summary: "Set a token's price by hand, or read it from an aggregator contract from now on; audited",
    params: priceParams,
    body: setPriceBody,
    response: adminPriceSchema,
  }),
  confirmHeldPrice: endpoint({
    method: 'POST',
    path: '/api/v1/admin/prices/:token/:fiat/confirm',
    ...admin,
    fresh: true,
    summary: "Accept the aggregator's held answer as the price; audited",
    params: priceParams,
    response: adminPriceSchema,
  }),
  rejectHeldPrice: endpoint({
    method: 'POST',
    path: '/api/v1/admin/prices/:token/:fiat/reject',
    ...admin,
    fresh: true,
    summary: "Drop the aggregator's held answer; the price stays until the next round; audited",
    params: priceParams,
    response: adminPriceSchema,
  }),
  readPricesNow: endpoint({
    method: 'POST',
    path: '/api/v1/admin/prices/read',
    ...admin,
    summary: 'Read every aggregator now instead of at the next scheduled pass',
    response: adminPricesResponse,
  }),
  devPriceFeeds: endpoint({
    method: 'GET',
    path: '/api/v1/dev/price-feeds',
    tag: 'dev',
    auth: 'none',
    summary: "Dev mode only: the dev chain's mock aggregators",
    response: devPriceFeedsResponse,
  }),
  devSetPriceFeed: endpoint({
    method: 'POST',
    path: '/api/v1/dev/price-feeds/:token',
    tag: 'dev',
    auth: 'none',
    summary: "Dev mode only: a new round of a mock aggregator's answer",
    params: z.strictObject({ token: pricedTokenSchema }),
    body: devPriceFeedBody,
    response: devPriceFeedsResponse,
  }),
} as const;
