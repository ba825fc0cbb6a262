/**
 * The console's reconciliation and daily figures (docs/product.md §10, decision 71). Amounts are exact decimal
 * strings: token units per pool asset, USD for the per-pool figures.
 */
import * as z from 'zod/mini';
import { cursorPage, cursorQuery, endpoint, isoDate, isoDateTime } from './common.ts';
import { fiatAmount, poolNameSchema, tokenAmount, tokenLabelSchema } from './pools.ts';

/** A difference may be below zero (a shortfall on-chain). */
export const signedTokenAmount = z.string().check(z.regex(/^-?(0|[1-9][0-9]*)(\.[0-9]+)?$/));

export const reconciliationTriggerSchema = z.enum(['schedule', 'operator', 'cli']);
export type ReconciliationTrigger = z.infer<typeof reconciliationTriggerSchema>;

/** equal / surplus: the pool addresses hold the custody or more; shortfall: less; not_checked: no node to read. */
export const custodyStatusSchema = z.enum(['equal', 'surplus', 'shortfall', 'not_checked']);
export type CustodyStatus = z.infer<typeof custodyStatusSchema>;

/** One pool asset of a run, in token units. */
export const reconciliationAssetSchema = z.object({
  pool: poolNameSchema,
  token: tokenLabelSchema,
  /** What the pool owes its investors (the ledger's liability) and their positions at today's price. */
  liability: tokenAmount,
  positions: tokenAmount,
  holds: tokenAmount,
  fees: tokenAmount,
  /** What the ledger expects the pool's addresses to hold. */
  custody: tokenAmount,
  /** What they hold on-chain; null when not checked. */
  onChain: z.nullable(tokenAmount),
  /** onChain − custody; null when not checked. */
  difference: z.nullable(signedTokenAmount),
  status: custodyStatusSchema,
});
export type ReconciliationAsset = z.infer<typeof reconciliationAssetSchema>;

export const reconciliationReportSchema = z.object({
  assets: z.array(reconciliationAssetSchema),
  /** Each violated invariant and each shortfall, in English (the CLI's MISMATCH lines). */
  problems: z.array(z.string()),
  /** What could not be read, in English. */
  notes: z.array(z.string()),
});
export type ReconciliationReport = z.infer<typeof reconciliationReportSchema>;

export const reconciliationRunSummarySchema = z.object({
  id: z.string(),
  startedAt: isoDateTime,
  finishedAt: isoDateTime,
  trigger: reconciliationTriggerSchema,
  /** The operator who ran it from the console; null for the schedule and the CLI. */
  actorId: z.nullable(z.string()),
  ok: z.boolean(),
  /** The number of problems found. */
  problems: z.int().check(z.minimum(0)),
});
export type ReconciliationRunSummary = z.infer<typeof reconciliationRunSummarySchema>;

export const reconciliationRunSchema = z.extend(reconciliationRunSummarySchema, { report: reconciliationReportSchema });
export type ReconciliationRun = z.infer<typeof reconciliationRunSchema>;

export const reconciliationRunsResponse = cursorPage(reconciliationRunSummarySchema);
export type ReconciliationRunsResponse = z.infer<typeof reconciliationRunsResponse>;
export const reconciliationRunParams = z.strictObject({ id: z.string().check(z.regex(/^[1-9][0-9]{0,17}$/)) });

/** At most this many days in one report request. */
export const DAILY_REPORT_MAX_DAYS = 366;

export const dailyReportQuery = z.strictObject({
  from: isoDate,
  to: isoDate,
  pool: z.optional(poolNameSchema),
});
export type DailyReportQuery = z.input<typeof dailyReportQuery>;

const figureFields = {
  tvl: z.string(),
  deposits: z.string(),
  withdrawals: z.string(),
  fees: z.string(),
  yieldPaid: z.string(),
  referralBonuses: z.string(),
  profitShare: z.string(),
};
/** The figures an operator charts, in the order of the CSV's columns. */
export const DAILY_FIGURES = [
  'tvl',
  'deposits',
  'withdrawals',
  'fees',
  'yieldPaid',
  'referralBonuses',
  'profitShare',
] as const;
export type DailyFigure = (typeof DAILY_FIGURES)[number];

export const dailyReportRowSchema = z.object({
  day: isoDate,
  pool: poolNameSchema,
  /** USD at the day's price (TVL at the end of the day); fees include deposit and withdrawal fees. */
  usd: z.object(
    Object.fromEntries(DAILY_FIGURES.map((f) => [f, fiatAmount])) as Record<DailyFigure, typeof fiatAmount>,
  ),
  /** Investors whose first deposit into the pool was that day. */
  newUsers: z.int().check(z.minimum(0)),
  /** The same figures per pool asset, in token units. */
  assets: z.array(z.object({ token: tokenLabelSchema, ...figureFields })),
});
export type DailyReportRow = z.infer<typeof dailyReportRowSchema>;
export const dailyReportResponse = z.object({ from: isoDate, to: isoDate, rows: z.array(dailyReportRowSchema) });
export type DailyReportResponse = z.infer<typeof dailyReportResponse>;

export const adminReportsEndpoints = {
  adminReconciliationRuns: endpoint({
    method: 'GET',
    path: '/api/v1/admin/reconciliation',
    tag: 'admin',
    auth: 'admin',
    summary: 'Reconciliation runs, newest first',
    query: cursorQuery,
    response: reconciliationRunsResponse,
  }),
  adminReconciliationRun: endpoint({
    method: 'GET',
    path: '/api/v1/admin/reconciliation/:id',
    tag: 'admin',
    auth: 'admin',
    summary: 'One reconciliation run with its report per pool and asset',
    params: reconciliationRunParams,
    response: reconciliationRunSchema,
  }),
  adminReconciliationRunNow: endpoint({
    method: 'POST',
    path: '/api/v1/admin/reconciliation/run',
    tag: 'admin',
    auth: 'admin',
    summary: 'Run the reconciliation now (409 while another run is under way)',
    response: reconciliationRunSchema,
    status: 201,
  }),
  adminDailyReport: endpoint({
    method: 'GET',
    path: '/api/v1/admin/reports/daily',
    tag: 'admin',
    auth: 'admin',
    summary: 'Daily figures per pool: TVL, deposits, withdrawals, fees, yield, referral payouts, new users',
    query: dailyReportQuery,
    response: dailyReportResponse,
  }),
  adminDailyReportCsv: endpoint({
    method: 'GET',
    path: '/api/v1/admin/reports/daily.csv',
    tag: 'admin',
    auth: 'admin',
    summary: 'The daily figures as a text/csv download, one row per day and pool, USD',
    query: dailyReportQuery,
    response: z.string(),
  }),
} as const;
