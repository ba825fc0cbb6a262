/**
 * The deposits console (docs/product.md §10, decision 73): every claim, every credited transfer, the transfers to a
 * deposit address that matched nobody, and an operator's assignment of such a transfer to its investor.
 */
import * as z from 'zod/mini';
import { cursorPage, cursorQuery, endpoint, isoDate, isoDateTime, messageSchema, txHash, uuid } from './common.ts';
import { depositStatusSchema } from './ledger.ts';
import { chainIdSchema, depositCurrencySchema, poolNameSchema, tokenAmount } from './pools.ts';
import { plainString } from './validation.ts';

/** A user named by id or by exact e-mail; the server resolves it. */
const userRef = plainString().check(
  z.trim(),
  z.minLength(1, { error: 'validation.required' }),
  z.maxLength(254, { error: 'validation.invalid' }),
);
/** A query string's network id; typed as the string or number a client passes. */
const queryChainId = z.coerce
  .number<string | number>({ error: 'validation.invalid' })
  .check(z.int({ error: 'validation.invalid' }), z.positive({ error: 'validation.invalid' }));

/** What every deposit list filters by; `from`/`to` are UTC days, both included. */
const depositFilters = {
  user: z.optional(userRef),
  pool: z.optional(poolNameSchema),
  currency: z.optional(depositCurrencySchema),
  chainId: z.optional(queryChainId),
  txHash: z.optional(txHash),
  from: z.optional(isoDate),
  to: z.optional(isoDate),
};

export const adminDepositClaimsQuery = z.strictObject({
  ...cursorQuery.shape,
  ...depositFilters,
  status: z.optional(depositStatusSchema),
});
export type AdminDepositClaimsQuery = z.input<typeof adminDepositClaimsQuery>;
export const adminDepositClaimsCsvQuery = z.omit(adminDepositClaimsQuery, { cursor: true, limit: true });

/** Whose deposit, into which pool, on which transaction: what a claim and a credited transfer both show. */
const depositRowFields = {
  userId: uuid,
  email: z.nullable(z.string()),
  pool: poolNameSchema,
  currency: depositCurrencySchema,
  chainId: chainIdSchema,
  txHash,
};

export const adminDepositClaimSchema = z.object({
  id: uuid,
  ...depositRowFields,
  /** 'user': the investor reported it; 'watcher': the scan found it or an operator assigned it. */
  source: z.enum(['user', 'watcher']),
  status: depositStatusSchema,
  confirmations: z.int().check(z.minimum(0)),
  requiredConfirmations: z.int().check(z.minimum(0)),
  claimedAmount: tokenAmount,
  amount: z.nullable(tokenAmount),
  fee: z.nullable(tokenAmount),
  /** Why the watcher refused it, in the operator's language; null unless rejected. */
  reason: z.nullable(messageSchema),
  createdAt: isoDateTime,
  creditedAt: z.nullable(isoDateTime),
});
export type AdminDepositClaim = z.infer<typeof adminDepositClaimSchema>;
export const adminDepositClaimsResponse = cursorPage(adminDepositClaimSchema);
export type AdminDepositClaimsResponse = z.infer<typeof adminDepositClaimsResponse>;

export const adminDepositTransfersQuery = z.strictObject({ ...cursorQuery.shape, ...depositFilters });
export type AdminDepositTransfersQuery = z.input<typeof adminDepositTransfersQuery>;
export const adminDepositTransfersCsvQuery = z.omit(adminDepositTransfersQuery, { cursor: true, limit: true });

/** A credited transfer: the journal's deposit entry. */
export const adminDepositTransferSchema = z.object({
  entryId: uuid,
  ...depositRowFields,
  logIndex: z.int().check(z.minimum(0)),
  amount: tokenAmount,
  fee: tokenAmount,
  createdAt: isoDateTime,
});
export type AdminDepositTransfer = z.infer<typeof adminDepositTransferSchema>;
export const adminDepositTransfersResponse = cursorPage(adminDepositTransferSchema);
export type AdminDepositTransfersResponse = z.infer<typeof adminDepositTransfersResponse>;

/** open: nobody has it; credited: in the journal (assigned by an operator, or claimed by its sender since). */
export const UNMATCHED_STATES = ['open', 'credited'] as const;
export const adminUnmatchedQuery = z.strictObject({
  ...cursorQuery.shape,
  state: z.optional(z.enum(UNMATCHED_STATES)),
  chainId: z.optional(queryChainId),
  txHash: z.optional(txHash),
});
export type AdminUnmatchedQuery = z.input<typeof adminUnmatchedQuery>;

/** A transfer on the chain as the watcher reads it: where, from whom to which deposit address, how much. */
const chainTransferFields = {
  chainId: chainIdSchema,
  txHash,
  logIndex: z.int().check(z.minimum(0)),
  currency: depositCurrencySchema,
  from: z.string(),
  to: z.string(),
  amount: tokenAmount,
  blockNumber: z.string(),
};

export const adminUnmatchedTransferSchema = z.object({
  id: uuid,
  ...chainTransferFields,
  seenAt: isoDateTime,
  state: z.enum(UNMATCHED_STATES),
  /** Who the journal credited it to, when it is; the operator who assigned it, when one did. */
  creditedUserId: z.nullable(uuid),
  assignedBy: z.nullable(uuid),
  assignedAt: z.nullable(isoDateTime),
});
export type AdminUnmatchedTransfer = z.infer<typeof adminUnmatchedTransferSchema>;
export const adminUnmatchedResponse = cursorPage(adminUnmatchedTransferSchema);
export type AdminUnmatchedResponse = z.infer<typeof adminUnmatchedResponse>;

export const assignDepositBody = z.strictObject({
  chainId: chainIdSchema,
  txHash,
  /** Needed only when the transaction makes several transfers to the pool. */
  logIndex: z.optional(z.int().check(z.minimum(0))),
  /** The investor's id or e-mail. */
  user: userRef,
  pool: poolNameSchema,
});
export type AssignDepositBody = z.input<typeof assignDepositBody>;

/** The verified transfer, before (preview) or after (assign) it is credited. */
export const depositAssignmentSchema = z.object({
  ...chainTransferFields,
  confirmations: z.int().check(z.minimum(0)),
  pool: poolNameSchema,
  userId: uuid,
  email: z.nullable(z.string()),
  /** Set once credited: the journal entry and the fee it booked. */
  entryId: z.nullable(uuid),
  fee: z.nullable(tokenAmount),
});
export type DepositAssignment = z.infer<typeof depositAssignmentSchema>;

const admin = { tag: 'admin', auth: 'admin' } as const;

export const adminDepositsEndpoints = {
  adminDepositClaims: endpoint({
    method: 'GET',
    path: '/api/v1/admin/deposits/claims',
    ...admin,
    summary: 'Every deposit claim, newest first, with its status, reason and confirmations (keyset pages)',
    query: adminDepositClaimsQuery,
    response: adminDepositClaimsResponse,
  }),
  adminDepositClaimsCsv: endpoint({
    method: 'GET',
    path: '/api/v1/admin/deposits/claims.csv',
    ...admin,
    summary: 'The filtered deposit claims as a text/csv download, newest first',
    query: adminDepositClaimsCsvQuery,
    response: z.string(),
  }),
  adminDepositTransfers: endpoint({
    method: 'GET',
    path: '/api/v1/admin/deposits/transfers',
    ...admin,
    summary: 'Every credited transfer (the deposit entries of the journal), newest first (keyset pages)',
    query: adminDepositTransfersQuery,
    response: adminDepositTransfersResponse,
  }),
  adminDepositTransfersCsv: endpoint({
    method: 'GET',
    path: '/api/v1/admin/deposits/transfers.csv',
    ...admin,
    summary: 'The filtered credited transfers as a text/csv download, newest first',
    query: adminDepositTransfersCsvQuery,
    response: z.string(),
  }),
  adminUnmatchedTransfers: endpoint({
    method: 'GET',
    path: '/api/v1/admin/deposits/unmatched',
    ...admin,
    summary: 'Transfers to a pool deposit address that the watcher could credit to nobody, newest first',
    query: adminUnmatchedQuery,
    response: adminUnmatchedResponse,
  }),
  adminAssignDepositPreview: endpoint({
    method: 'POST',
    path: '/api/v1/admin/deposits/assign/preview',
    ...admin,
    summary: 'Verifies a transfer as the watcher does and shows what assigning it would credit; writes nothing',
    body: assignDepositBody,
    response: depositAssignmentSchema,
  }),
  adminAssignDeposit: endpoint({
    method: 'POST',
    path: '/api/v1/admin/deposits/assign',
    ...admin,
    fresh: true,
    summary: 'Credits a verified transfer that matched nobody to an investor, once',
    body: assignDepositBody,
    response: depositAssignmentSchema,
  }),
} as const;
