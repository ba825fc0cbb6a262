/**
 * The console's overview (docs/product.md §10 "Overview", decision 70): the money side at a glance. Token amounts
 * are exact decimal strings in token units, USD values exact decimal strings at today's price (null when the token
 * has no price).
 */
import * as z from 'zod/mini';
import { decimalString, endpoint, isoDate, isoDateTime } from './common.ts';
import { fiatAmount, poolNameSchema, tokenAmount } from './pools.ts';
import { jobStatusSchema } from './system.ts';

export const overviewTvlSchema = z.object({
  pool: poolNameSchema,
  token: z.string(),
  /** The pool's liability to its investors in this token. */
  amount: tokenAmount,
  usd: z.nullable(fiatAmount),
});

/** Movements of one token over a period. */
export const overviewFlowAssetSchema = z.object({
  token: z.string(),
  count: z.int().check(z.minimum(0)),
  amount: tokenAmount,
  usd: z.nullable(fiatAmount),
});

export const overviewFlowSchema = z.object({
  count: z.int().check(z.minimum(0)),
  /** The tokens with a price, valued at today's price. */
  usd: fiatAmount,
  assets: z.array(overviewFlowAssetSchema),
});

export const overviewPeriodSchema = z.object({
  /** Credited deposits. */
  deposits: overviewFlowSchema,
  /** Withdrawals requested, except those rejected or whose payout failed. */
  withdrawals: overviewFlowSchema,
});

export const overviewHotWalletSchema = z.object({
  pool: poolNameSchema,
  chainId: z.int(),
  network: z.string(),
  currency: z.string(),
  address: z.string(),
  /** On the chain now; null when the node could not be read (unknown, not zero). */
  balance: z.nullable(tokenAmount),
  /** Payouts approved, or sent and not yet in a block. */
  queued: tokenAmount,
  queuedCount: z.int().check(z.minimum(0)),
  /** Null when the balance is unknown. */
  covered: z.nullable(z.boolean()),
});

export const overviewStalePriceSchema = z.object({
  token: z.string(),
  /** Null: the token has no price at all. */
  updatedAt: z.nullable(isoDateTime),
});

export const overviewHeldPriceSchema = z.object({
  token: z.string(),
  fiat: z.string(),
  /** The accepted price, still in force. */
  price: decimalString,
  heldPrice: decimalString,
  heldAt: isoDateTime,
});

export const adminOverviewResponse = z.object({
  generatedAt: isoDateTime,
  tvl: z.array(overviewTvlSchema),
  /** Σ of the TVL rows with a price. */
  tvlUsd: fiatAmount,
  users: z.object({
    total: z.int().check(z.minimum(0)),
    /** E-mail confirmed (or signed up with a wallet): investors and operators. */
    confirmed: z.int().check(z.minimum(0)),
    /** A session used in the last 7 days. */
    active7d: z.int().check(z.minimum(0)),
  }),
  /** Since 00:00 UTC today, and over the last 7 days. */
  today: overviewPeriodSchema,
  week: overviewPeriodSchema,
  approvals: z.object({ waiting: z.int().check(z.minimum(0)), oldestAt: z.nullable(isoDateTime) }),
  /** Payouts that failed in the last 7 days and have not been retried. */
  failedPayouts: z.object({ count: z.int().check(z.minimum(0)), lastAt: z.nullable(isoDateTime) }),
  stalePrices: z.array(overviewStalePriceSchema),
  /** Aggregator answers held for an operator's confirmation (the prices console, decision 81). */
  heldPrices: z.array(overviewHeldPriceSchema),
  hotWallets: z.array(overviewHotWalletSchema),
  /** The day every pool asset has accrued yield through; null before the first accrual. */
  accruedThrough: z.nullable(isoDate),
  /** The newest reconciliation run; null before the first. */
  reconciliation: z.nullable(
    z.object({ id: z.string(), startedAt: isoDateTime, ok: z.boolean(), problems: z.int().check(z.minimum(0)) }),
  ),
  /** The answering instance's background jobs, as GET /api/v1/admin/jobs reports them. */
  jobs: z.array(jobStatusSchema),
});
export type AdminOverview = z.infer<typeof adminOverviewResponse>;
export type OverviewHotWallet = z.infer<typeof overviewHotWalletSchema>;
export type OverviewPeriod = z.infer<typeof overviewPeriodSchema>;

export const adminOverviewEndpoints = {
  adminOverview: endpoint({
    method: 'GET',
    path: '/api/v1/admin/overview',
    tag: 'admin',
    auth: 'admin',
    summary: 'The console overview: TVL, users, flows, approvals, failed payouts, prices, hot wallets, jobs',
    response: adminOverviewResponse,
  }),
} as const;
