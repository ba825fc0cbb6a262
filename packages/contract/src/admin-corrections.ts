/**
 * Ledger corrections with four eyes (docs/product.md §10, decision 76): one operator proposes the exact reversal of a
 * journal entry or an adjustment of a user's position, with a reason; a second operator approves it (it posts then) or
 * rejects it; the proposer may cancel it while it waits.
 */
import * as z from 'zod/mini';
import { cursorPage, cursorQuery, endpoint, isoDateTime, uuid } from './common.ts';
import { idParams } from './ledger.ts';
import { poolNameSchema, positiveAmount, tokenAmount, tokenLabelSchema } from './pools.ts';
import { requiredDisplayText, requiredText } from './validation.ts';

export const CORRECTION_KINDS = ['reversal', 'adjustment'] as const;
export const CORRECTION_DIRECTIONS = ['credit', 'debit'] as const;
export const CORRECTION_STATUSES = ['proposed', 'posted', 'rejected', 'cancelled'] as const;
export type CorrectionKind = (typeof CORRECTION_KINDS)[number];
export type CorrectionDirection = (typeof CORRECTION_DIRECTIONS)[number];
export type CorrectionStatus = (typeof CORRECTION_STATUSES)[number];

/** Every kind of journal entry, as the journal names them. */
export const LEDGER_ENTRY_KINDS = [
  'deposit',
  'withdrawal_hold',
  'withdrawal_settle',
  'withdrawal_void',
  'yield',
  'referral',
  'harvest',
  'reversal',
  'adjustment',
] as const;
export type LedgerEntryKind = (typeof LEDGER_ENTRY_KINDS)[number];

/** The reason a correction gives, and an operator's note on a rejection. */
export const CORRECTION_TEXT_MAX = 500;
/** An entry's lines shown at most; a referral entry has one per referrer. */
export const ENTRY_LINES_SHOWN = 100;

const personSchema = z.object({ id: uuid, login: z.string() });

export const ledgerLineSchema = z.object({
  accountKind: z.string(),
  /** The user of a user's account; null for the pool's and the platform's accounts. */
  user: z.nullable(personSchema),
  pool: z.nullable(z.string()),
  /** A token, or `<pool>:<token>` for a pool asset's shares (counted with the token's decimals). */
  asset: z.string(),
  side: z.enum(['debit', 'credit']),
  amount: tokenAmount,
});
export type LedgerLine = z.infer<typeof ledgerLineSchema>;

/**
 * Why an entry cannot be reversed: `kind` (only referral bonuses keep every invariant when reversed; an adjustment
 * is the correction for the others), `reversed` (it was, once is all), `balance` (an account no longer holds what
 * the entry gave it, e.g. a harvested bonus).
 */
export const reversalBlockSchema = z.enum(['kind', 'reversed', 'balance']);
export type ReversalBlock = z.infer<typeof reversalBlockSchema>;

export const ledgerEntrySchema = z.object({
  id: uuid,
  kind: z.enum(LEDGER_ENTRY_KINDS),
  createdAt: isoDateTime,
  user: z.nullable(personSchema),
  pool: z.nullable(z.string()),
  token: z.nullable(z.string()),
  amount: z.nullable(tokenAmount),
  memo: z.nullable(z.string()),
  /** What it refers to: a withdrawal, a reversal's original, an adjustment's correction. */
  ref: z.nullable(z.string()),
  lines: z.array(ledgerLineSchema),
  /** How many lines the entry has (only the first ENTRY_LINES_SHOWN are listed). */
  lineCount: z.number().check(z.int()),
  reversible: z.boolean(),
  blockedBy: z.nullable(reversalBlockSchema),
  /** The reversal that undid it. */
  reversedBy: z.nullable(uuid),
});
export type LedgerEntry = z.infer<typeof ledgerEntrySchema>;

export const correctionSchema = z.object({
  id: uuid,
  kind: z.enum(CORRECTION_KINDS),
  status: z.enum(CORRECTION_STATUSES),
  /** A reversal's entry and its kind. */
  entryId: z.nullable(uuid),
  entryKind: z.nullable(z.enum(LEDGER_ENTRY_KINDS)),
  /** An adjustment's user, pool asset, direction and amount in token units. */
  user: z.nullable(personSchema),
  pool: z.nullable(z.string()),
  token: z.nullable(z.string()),
  direction: z.nullable(z.enum(CORRECTION_DIRECTIONS)),
  amount: z.nullable(tokenAmount),
  reason: z.string(),
  proposedBy: personSchema,
  proposedAt: isoDateTime,
  decidedBy: z.nullable(personSchema),
  decidedAt: z.nullable(isoDateTime),
  /** A rejection's note. */
  note: z.nullable(z.string()),
  postedEntryId: z.nullable(uuid),
});
export type Correction = z.infer<typeof correctionSchema>;

export const correctionDetailSchema = z.extend(correctionSchema, {
  /** For a reversal: the entry it undoes, as it stands now. */
  entry: z.nullable(ledgerEntrySchema),
});
export type CorrectionDetail = z.infer<typeof correctionDetailSchema>;

export const correctionsQuery = z.extend(cursorQuery, {
  /** One status, or `decided` for every proposal no longer waiting; all when absent. */
  status: z.optional(z.enum([...CORRECTION_STATUSES, 'decided'])),
});
export type CorrectionsQuery = z.input<typeof correctionsQuery>;

const reasonField = requiredDisplayText(CORRECTION_TEXT_MAX);
/** A user's id or e-mail. */
const userField = requiredText(254);

export const proposeCorrectionBody = z.discriminatedUnion('kind', [
  z.strictObject({ kind: z.literal('reversal'), entryId: uuid, reason: reasonField }),
  z.strictObject({
    kind: z.literal('adjustment'),
    user: userField,
    pool: poolNameSchema,
    token: tokenLabelSchema,
    direction: z.enum(CORRECTION_DIRECTIONS),
    amount: positiveAmount,
    reason: reasonField,
  }),
]);
export type ProposeCorrectionBody = z.input<typeof proposeCorrectionBody>;

export const rejectCorrectionBody = z.strictObject({ note: requiredDisplayText(CORRECTION_TEXT_MAX) });
export type RejectCorrectionBody = z.input<typeof rejectCorrectionBody>;

export const correctionPositionQuery = z.strictObject({
  user: userField,
  pool: poolNameSchema,
  token: tokenLabelSchema,
});
export type CorrectionPositionQuery = z.input<typeof correctionPositionQuery>;

/** A user's position in a pool asset, as an adjustment would change it. */
export const correctionPositionSchema = z.object({
  user: personSchema,
  pool: z.string(),
  token: z.string(),
  shares: tokenAmount,
  value: tokenAmount,
});
export type CorrectionPosition = z.infer<typeof correctionPositionSchema>;

export const adminCorrectionsEndpoints = {
  adminCorrections: endpoint({
    method: 'GET',
    path: '/api/v1/admin/corrections',
    tag: 'admin',
    auth: 'admin',
    summary: 'Ledger corrections, newest first, by status',
    query: correctionsQuery,
    response: cursorPage(correctionSchema),
  }),
  adminCorrection: endpoint({
    method: 'GET',
    path: '/api/v1/admin/corrections/:id',
    tag: 'admin',
    auth: 'admin',
    summary: 'A ledger correction, with the entry a reversal undoes',
    params: idParams,
    response: correctionDetailSchema,
  }),
  adminCorrectionPosition: endpoint({
    method: 'GET',
    path: '/api/v1/admin/correction-position',
    tag: 'admin',
    auth: 'admin',
    summary: "A user's position in a pool asset (by user id or e-mail), before proposing an adjustment",
    query: correctionPositionQuery,
    response: correctionPositionSchema,
  }),
  proposeCorrection: endpoint({
    method: 'POST',
    path: '/api/v1/admin/corrections',
    tag: 'admin',
    auth: 'admin',
    fresh: true,
    status: 201,
    summary:
      'Propose a reversal of an entry or an adjustment of a position; nothing posts until another operator approves',
    body: proposeCorrectionBody,
    response: correctionSchema,
  }),
  approveCorrection: endpoint({
    method: 'POST',
    path: '/api/v1/admin/corrections/:id/approve',
    tag: 'admin',
    auth: 'admin',
    fresh: true,
    summary: "Approve another operator's proposed correction: it posts to the ledger now",
    params: idParams,
    response: correctionSchema,
  }),
  rejectCorrection: endpoint({
    method: 'POST',
    path: '/api/v1/admin/corrections/:id/reject',
    tag: 'admin',
    auth: 'admin',
    fresh: true,
    summary: "Reject another operator's proposed correction, with a note; nothing posts",
    params: idParams,
    body: rejectCorrectionBody,
    response: correctionSchema,
  }),
  cancelCorrection: endpoint({
    method: 'POST',
    path: '/api/v1/admin/corrections/:id/cancel',
    tag: 'admin',
    auth: 'admin',
    summary: 'Withdraw your own proposed correction; nothing posts',
    params: idParams,
    response: correctionSchema,
  }),
  adminLedgerEntry: endpoint({
    method: 'GET',
    path: '/api/v1/admin/ledger/entries/:id',
    tag: 'admin',
    auth: 'admin',
    summary: 'A journal entry with its lines and whether it can be reversed, before proposing its reversal',
    params: idParams,
    response: ledgerEntrySchema,
  }),
} as const;
