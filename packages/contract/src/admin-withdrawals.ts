/**
 * The withdrawals console (docs/product.md §10, decision 72): every withdrawal with server-side filters and keyset
 * pages, the approval queue (`status=requested`, oldest first), one withdrawal's page, and the decisions.
 */
import * as z from 'zod/mini';
import { userRoleSchema, userStatusSchema } from './admin-users.ts';
import { cursorPage, cursorQuery, decimalString, endpoint, evmAddress, isoDate, isoDateTime, uuid } from './common.ts';
import { idParams, withdrawalSchema, withdrawalStatusSchema } from './ledger.ts';
import { depositCurrencySchema, fiatAmount, poolNameSchema, tokenAmount } from './pools.ts';
import { emailField, requiredDisplayText } from './validation.ts';

export const WITHDRAWAL_ORDERS = ['newest', 'oldest'] as const;

const filterFields = {
  status: z.optional(withdrawalStatusSchema),
  pool: z.optional(poolNameSchema),
  currency: z.optional(depositCurrencySchema),
  /** The user's id or exact e-mail. */
  user: z.optional(z.union([uuid, emailField])),
  /** Token units of `currency`, inclusive; a range needs the currency, whose decimals it is counted in. */
  minAmount: z.optional(decimalString),
  maxAmount: z.optional(decimalString),
  /** UTC days of the request, inclusive. */
  from: z.optional(isoDate),
  to: z.optional(isoDate),
  /** Newest first by default; the approval queue (`status=requested`) is oldest first unless said. */
  order: z.optional(z.enum(WITHDRAWAL_ORDERS)),
};

type FilterInput = {
  currency?: string | undefined;
  minAmount?: string | undefined;
  maxAmount?: string | undefined;
  from?: string | undefined;
  to?: string | undefined;
};
const amountNeedsCurrency = (v: FilterInput) =>
  v.currency !== undefined || (v.minAmount === undefined && v.maxAmount === undefined);
const datesInOrder = (v: FilterInput) => v.from === undefined || v.to === undefined || v.from <= v.to;

export const adminWithdrawalsCsvQuery = z
  .strictObject(filterFields)
  .check(
    z.refine(amountNeedsCurrency, { error: 'validation.required', path: ['currency'] }),
    z.refine(datesInOrder, { error: 'validation.invalid', path: ['to'] }),
  );
export type AdminWithdrawalsCsvQuery = z.input<typeof adminWithdrawalsCsvQuery>;

export const adminWithdrawalsQuery = z
  .strictObject({ ...cursorQuery.shape, ...filterFields })
  .check(
    z.refine(amountNeedsCurrency, { error: 'validation.required', path: ['currency'] }),
    z.refine(datesInOrder, { error: 'validation.invalid', path: ['to'] }),
  );
export type AdminWithdrawalsQuery = z.input<typeof adminWithdrawalsQuery>;

/** The operator's view adds whose withdrawal it is, who decided it, and the failed one it retries. */
export const adminWithdrawalSchema = z.extend(withdrawalSchema, {
  userId: uuid,
  /** The user's login, or the wallet of a wallet-only account. */
  login: z.string(),
  decidedAt: z.nullable(isoDateTime),
  retryOf: z.nullable(uuid),
});
export type AdminWithdrawal = z.infer<typeof adminWithdrawalSchema>;
export const adminWithdrawalsResponse = cursorPage(adminWithdrawalSchema);
export type AdminWithdrawalsResponse = z.infer<typeof adminWithdrawalsResponse>;

export const adminWithdrawalCountsResponse = z.object({
  /** Waiting for an operator's decision. */
  requested: z.int().check(z.minimum(0)),
  /** Failed payouts not retried yet. */
  failed: z.int().check(z.minimum(0)),
});
export type AdminWithdrawalCounts = z.infer<typeof adminWithdrawalCountsResponse>;

/** A deposit claim or a withdrawal in the user's recent movements. */
export const recentMovementSchema = z.object({
  id: uuid,
  pool: poolNameSchema,
  currency: depositCurrencySchema,
  amount: tokenAmount.check(
    z.describe('The credited amount of a deposit (the claimed one until credited); a withdrawal’s gross'),
  ),
  status: z.string(),
  txHash: z.nullable(z.string()),
  createdAt: isoDateTime,
});
export type RecentMovement = z.infer<typeof recentMovementSchema>;

export const withdrawalAuditEntrySchema = z.object({
  id: z.string(),
  createdAt: isoDateTime,
  actorId: z.nullable(uuid),
  actorLogin: z.nullable(z.string()),
  ip: z.nullable(z.string()),
  action: z.string(),
  before: z.unknown(),
  after: z.unknown(),
});

export const adminWithdrawalDetailSchema = z.object({
  withdrawal: adminWithdrawalSchema,
  user: z.object({
    id: uuid,
    email: z.nullable(z.string()),
    name: z.nullable(z.string()),
    role: z.nullable(userRoleSchema),
    status: userStatusSchema,
  }),
  /** The wallet linked now (payouts go to the withdrawal's destination) and when; null `linkedAt`: unknown. */
  wallet: z.nullable(z.object({ address: evmAddress, linkedAt: z.nullable(isoDateTime) })),
  /** The net amount in usd at the current price; null without a price. */
  value: z.object({ fiat: z.literal('usd'), now: z.nullable(fiatAmount), stale: z.boolean() }),
  payout: z.nullable(
    z.object({
      txHash: z.string(),
      /** null on a network without a block explorer: the hash alone identifies it. */
      explorerUrl: z.nullable(z.string()),
      hotWallet: evmAddress,
      nonce: z.string(),
      broadcastAt: z.nullable(isoDateTime),
    }),
  ),
  decision: z.nullable(
    z.object({
      byId: uuid,
      byLogin: z.nullable(z.string()),
      at: isoDateTime,
      /** A rejection's reason in each language; null for an approval. */
      reasonEn: z.nullable(z.string()),
      reasonRu: z.nullable(z.string()),
    }),
  ),
  /** The withdrawal that retries this failed one, when it was retried. */
  retriedBy: z.nullable(uuid),
  recentDeposits: z.array(recentMovementSchema),
  recentWithdrawals: z.array(recentMovementSchema),
  audit: z.array(withdrawalAuditEntrySchema),
});
export type AdminWithdrawalDetail = z.infer<typeof adminWithdrawalDetailSchema>;

/** A reason is plain text in both languages: the investor reads the one of their language. */
export const rejectWithdrawalBody = z.strictObject({
  reasonEn: requiredDisplayText(500),
  reasonRu: requiredDisplayText(500),
});
export type RejectWithdrawalBody = z.input<typeof rejectWithdrawalBody>;

/** Headers of the CSV export, in order. */
export const WITHDRAWAL_CSV_COLUMNS = [
  'id',
  'createdAt',
  'userId',
  'login',
  'pool',
  'currency',
  'amount',
  'fee',
  'netAmount',
  'status',
  'destination',
  'txHash',
  'decidedAt',
  'reason',
] as const;

const admin = { tag: 'admin', auth: 'admin' } as const;

export const adminWithdrawalsEndpoints = {
  adminWithdrawals: endpoint({
    method: 'GET',
    path: '/api/v1/admin/withdrawals',
    ...admin,
    summary: 'Withdrawals by keyset pages, newest first; `status=requested` is the approval queue, oldest first',
    query: adminWithdrawalsQuery,
    response: adminWithdrawalsResponse,
  }),
  adminWithdrawalsCsv: endpoint({
    method: 'GET',
    path: '/api/v1/admin/withdrawals.csv',
    ...admin,
    summary: 'The filtered withdrawals as a text/csv download',
    query: adminWithdrawalsCsvQuery,
    response: z.string(),
  }),
  adminWithdrawalCounts: endpoint({
    method: 'GET',
    path: '/api/v1/admin/withdrawals/counts',
    ...admin,
    summary: 'How many withdrawals wait for approval and how many failed payouts wait for a retry',
    response: adminWithdrawalCountsResponse,
  }),
  adminWithdrawal: endpoint({
    method: 'GET',
    path: '/api/v1/admin/withdrawals/:id',
    ...admin,
    summary: 'One withdrawal: its user and wallet, value, payout, decision, recent movements and audit trail',
    params: idParams,
    response: adminWithdrawalDetailSchema,
  }),
  approveWithdrawal: endpoint({
    method: 'POST',
    path: '/api/v1/admin/withdrawals/:id/approve',
    ...admin,
    fresh: true,
    summary: 'Approve a withdrawal waiting for review; the payout worker sends it. A decided one is a 409',
    params: idParams,
    response: adminWithdrawalSchema,
  }),
  rejectWithdrawal: endpoint({
    method: 'POST',
    path: '/api/v1/admin/withdrawals/:id/reject',
    ...admin,
    fresh: true,
    summary: 'Reject a withdrawal with a reason in English and Russian; the held amount returns to the balance',
    params: idParams,
    body: rejectWithdrawalBody,
    response: adminWithdrawalSchema,
  }),
  retryWithdrawal: endpoint({
    method: 'POST',
    path: '/api/v1/admin/withdrawals/:id/retry',
    ...admin,
    fresh: true,
    status: 201,
    summary: 'Retry a failed payout: a new approved withdrawal holds the amount again (decision 72)',
    params: idParams,
    response: adminWithdrawalSchema,
  }),
} as const;
