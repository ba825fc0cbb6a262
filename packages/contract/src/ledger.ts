/** Deposits, withdrawals, balance and history (docs/decisions.md 28–31, 51). */
import * as z from 'zod/mini';
import {
  endpoint,
  evmAddress,
  isoDate,
  isoDateTime,
  messageSchema,
  pageQuery,
  paginated,
  txHash,
  uuid,
} from './common.ts';
import {
  chainIdSchema,
  depositCurrencySchema,
  fiatAmount,
  fiatCodeSchema,
  poolNameSchema,
  positiveAmount,
  tokenAmount,
  tokenLabelSchema,
} from './pools.ts';

export const idParams = z.strictObject({ id: uuid });
export type IdParams = z.input<typeof idParams>;

export const depositBody = z.strictObject({
  pool: poolNameSchema,
  /** What the user says was sent; the credited amount is read from the chain (decision 30). */
  amount: positiveAmount,
  currency: depositCurrencySchema,
  transaction: txHash,
  /** Chain the transaction was sent on; chain 1 when absent. */
  chainId: z.optional(chainIdSchema),
});
export type DepositBody = z.input<typeof depositBody>;

export const DEPOSIT_STATUSES = ['pending', 'confirming', 'credited', 'rejected'] as const;
export const depositStatusSchema = z.enum(DEPOSIT_STATUSES);
export type DepositStatus = z.infer<typeof depositStatusSchema>;

export const depositClaimSchema = z.object({
  id: uuid,
  pool: poolNameSchema,
  currency: depositCurrencySchema,
  chainId: chainIdSchema,
  transaction: txHash,
  status: depositStatusSchema,
  confirmations: z.int().check(z.minimum(0)),
  requiredConfirmations: z.int().check(z.minimum(0)),
  claimedAmount: tokenAmount.check(z.describe('The amount the request named; informative only')),
  amount: z.nullable(tokenAmount).check(z.describe('Credited amount taken from the Transfer log; null until credited')),
  fee: z.nullable(tokenAmount).check(z.describe('Deposit fee in token units; null until credited')),
  /** Why the watcher refused the claim, in the caller's language; null unless rejected. */
  rejectReason: z.nullable(messageSchema),
  createdAt: isoDateTime,
  creditedAt: z.nullable(isoDateTime),
});
export type DepositClaim = z.infer<typeof depositClaimSchema>;

export const withdrawBody = z.strictObject({
  pool: poolNameSchema,
  amount: positiveAmount,
  currency: depositCurrencySchema,
});
export type WithdrawBody = z.input<typeof withdrawBody>;

export const WITHDRAWAL_STATUSES = ['requested', 'approved', 'sent', 'confirmed', 'rejected', 'failed'] as const;
export const withdrawalStatusSchema = z.enum(WITHDRAWAL_STATUSES);
export type WithdrawalStatus = z.infer<typeof withdrawalStatusSchema>;

export const withdrawalSchema = z.object({
  id: uuid,
  pool: poolNameSchema,
  currency: depositCurrencySchema,
  chainId: chainIdSchema,
  amount: tokenAmount,
  fee: tokenAmount,
  netAmount: tokenAmount.check(z.describe('amount − fee: what reaches the destination')),
  /** The account's proven wallet; payouts never go anywhere else. */
  destination: evmAddress,
  status: withdrawalStatusSchema,
  /** True when the amount is over the automatic payout limit: an operator approves it first. */
  needsApproval: z.boolean(),
  txHash: z.nullable(txHash),
  confirmations: z.int().check(z.minimum(0)),
  requiredConfirmations: z.int().check(z.minimum(0)),
  /** A rejection's reason in the caller's language (decision 72), or the payout error; null otherwise. */
  reason: z.nullable(z.string()),
  createdAt: isoDateTime,
  updatedAt: isoDateTime,
});
export type Withdrawal = z.infer<typeof withdrawalSchema>;

export const claimsQuery = pageQuery;
export type ClaimsQuery = z.input<typeof claimsQuery>;
export const depositClaimsResponse = paginated(depositClaimSchema);
export type DepositClaimsResponse = z.infer<typeof depositClaimsResponse>;

export const withdrawalsQuery = z.strictObject({ ...pageQuery.shape, status: z.optional(withdrawalStatusSchema) });
export type WithdrawalsQuery = z.input<typeof withdrawalsQuery>;
export const withdrawalsResponse = paginated(withdrawalSchema);
export type WithdrawalsResponse = z.infer<typeof withdrawalsResponse>;

/** Dev mode only: apply the daily accrual through a day, future days included (demos and e2e "time travel"). */
export const devAccrueBody = z.strictObject({ through: isoDate });
export type DevAccrueBody = z.input<typeof devAccrueBody>;
export const devAccrueResponse = z.object({ days: z.array(isoDate), entries: z.int().check(z.minimum(0)) });
export type DevAccrueResponse = z.infer<typeof devAccrueResponse>;

/** A filter's calendar days, both ends included (the console's lists take them too). */
export const dateRangeFields = { from: z.optional(isoDate), to: z.optional(isoDate) };
/** YYYY-MM-DD strings compare in calendar order. */
export const rangeInOrder = (v: { from?: string | undefined; to?: string | undefined }) =>
  v.from === undefined || v.to === undefined || v.from <= v.to;
export const rangeError = () => ({ error: 'validation.invalid', path: ['to'] });

export const balanceQuery = z
  .strictObject({ ...dateRangeFields, pool: z.optional(poolNameSchema) })
  .check(z.refine(rangeInOrder, rangeError()));
export type BalanceQuery = z.input<typeof balanceQuery>;

const balanceFigures = { balance: fiatAmount, deposited: fiatAmount, withdrawn: fiatAmount, earned: fiatAmount };

export const balanceResponse = z.object({
  fiat: fiatCodeSchema,
  /** The range actually answered: defaults filled in by the server. */
  from: isoDate,
  to: isoDate,
  pool: z.nullable(poolNameSchema),
  totals: z.object(balanceFigures),
  byCurrency: z.array(
    z.object({
      currency: tokenLabelSchema,
      balance: tokenAmount,
      deposited: tokenAmount,
      withdrawn: tokenAmount,
      earned: tokenAmount,
    }),
  ),
  /** One point per day, oldest first; `earned` is that day's yield. */
  series: z.array(z.object({ date: isoDate, balance: fiatAmount, earned: fiatAmount })),
});
export type BalanceResponse = z.infer<typeof balanceResponse>;

/** As a filter, `fee` lists the movements a fee was charged on (they keep their own type; decision 51). */
export const TRANSACTION_TYPES = ['deposit', 'withdrawal', 'yield', 'fee', 'referral', 'harvest'] as const;
export const transactionTypeSchema = z.enum(TRANSACTION_TYPES, { error: 'validation.invalid' });
export const TRANSACTION_STATUSES = ['pending', 'completed', 'rejected', 'failed'] as const;

const transactionFilterFields = {
  type: z.optional(transactionTypeSchema),
  pool: z.optional(poolNameSchema),
  currency: z.optional(tokenLabelSchema),
  ...dateRangeFields,
};

export const transactionsQuery = z
  .strictObject({ ...pageQuery.shape, ...transactionFilterFields })
  .check(z.refine(rangeInOrder, rangeError()));
export type TransactionsQuery = z.input<typeof transactionsQuery>;

/** The CSV export takes the same filters and answers every matching row. */
export const transactionsCsvQuery = z.strictObject(transactionFilterFields).check(z.refine(rangeInOrder, rangeError()));
export type TransactionsCsvQuery = z.input<typeof transactionsCsvQuery>;

export const transactionSchema = z.object({
  id: uuid,
  type: transactionTypeSchema,
  /** null for rows that belong to no pool (referral bonus, harvest). */
  pool: z.nullable(poolNameSchema),
  currency: tokenLabelSchema,
  /** Always non-negative: the direction follows from `type`. */
  amount: tokenAmount.check(z.describe('Gross amount: what was sent, asked for or earned')),
  fee: tokenAmount.check(z.describe('The fee charged on it (0 for yield, bonuses and a refused withdrawal)')),
  netAmount: tokenAmount.check(z.describe('amount − fee: what was credited or paid out')),
  fiatValue: fiatAmount.check(z.describe("The net amount's value in usd at today's price (decision 29)")),
  status: z.enum(TRANSACTION_STATUSES),
  txHash: z.nullable(txHash),
  createdAt: isoDateTime,
});
export type Transaction = z.infer<typeof transactionSchema>;

/**
 * The statement's columns in order, gross, fee and net side by side so it adds up row by row (decision 51);
 * `date` is the UTC day of `createdAt`. The CSV export carries every one; the history table leaves out the
 * row's id and exact time.
 */
export const STATEMENT_COLUMNS = [
  'id',
  'type',
  'pool',
  'currency',
  'amount',
  'fee',
  'netAmount',
  'fiatValue',
  'status',
  'txHash',
  'createdAt',
  'date',
] as const satisfies readonly (keyof Transaction | 'date')[];
export type StatementColumn = (typeof STATEMENT_COLUMNS)[number];
export const STATEMENT_TABLE_COLUMNS = STATEMENT_COLUMNS.filter(
  (c): c is Exclude<StatementColumn, 'id' | 'createdAt'> => c !== 'id' && c !== 'createdAt',
);

export const transactionsResponse = paginated(transactionSchema);
export type TransactionsResponse = z.infer<typeof transactionsResponse>;

export const ledgerEndpoints = {
  deposit: endpoint({
    method: 'POST',
    path: '/api/v1/dashboard/deposit',
    tag: 'ledger',
    auth: 'user',
    status: 202,
    idempotent: true,
    summary: 'Report an on-chain deposit; it is credited once the chain confirms it',
    body: depositBody,
    response: depositClaimSchema,
  }),
  depositClaim: endpoint({
    method: 'GET',
    path: '/api/v1/dashboard/deposits/:id',
    tag: 'ledger',
    auth: 'user',
    summary: 'Progress of a deposit claim',
    params: idParams,
    response: depositClaimSchema,
  }),
  depositClaims: endpoint({
    method: 'GET',
    path: '/api/v1/dashboard/deposits',
    tag: 'ledger',
    auth: 'user',
    summary: "The user's deposit claims, newest first",
    query: claimsQuery,
    response: depositClaimsResponse,
  }),
  withdraw: endpoint({
    method: 'POST',
    path: '/api/v1/dashboard/withdraw',
    tag: 'ledger',
    auth: 'user',
    status: 202,
    idempotent: true,
    summary: 'Hold the amount and request a payout to the linked wallet',
    body: withdrawBody,
    response: withdrawalSchema,
  }),
  withdrawal: endpoint({
    method: 'GET',
    path: '/api/v1/dashboard/withdrawals/:id',
    tag: 'ledger',
    auth: 'user',
    summary: 'Progress of a withdrawal',
    params: idParams,
    response: withdrawalSchema,
  }),
  withdrawals: endpoint({
    method: 'GET',
    path: '/api/v1/dashboard/withdrawals',
    tag: 'ledger',
    auth: 'user',
    summary: "The user's withdrawals, newest first",
    query: withdrawalsQuery,
    response: withdrawalsResponse,
  }),
  balance: endpoint({
    method: 'GET',
    path: '/api/v1/balance',
    tag: 'ledger',
    auth: 'user',
    summary: 'Balance totals and the daily balance series',
    query: balanceQuery,
    response: balanceResponse,
  }),
  transactions: endpoint({
    method: 'GET',
    path: '/api/v1/transactions',
    tag: 'ledger',
    auth: 'user',
    summary: 'Movement history, newest first',
    query: transactionsQuery,
    response: transactionsResponse,
  }),
  transactionsCsv: endpoint({
    method: 'GET',
    path: '/api/v1/transactions.csv',
    tag: 'ledger',
    auth: 'user',
    summary:
      'Movement history as a text/csv download (header row, then the transaction fields in order and the UTC date)',
    query: transactionsCsvQuery,
    response: z.string(),
  }),
  devAccrue: endpoint({
    method: 'POST',
    path: '/api/v1/dev/accrue',
    tag: 'dev',
    auth: 'none',
    summary: 'Dev mode only: run the daily accrual through a day, future days included',
    body: devAccrueBody,
    response: devAccrueResponse,
  }),
} as const;
