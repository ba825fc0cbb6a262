/**
 * The audit log in the console (docs/product.md §10, decision 66): every operator action, newest first, filtered by
 * operator, action, object and days; the same rows as CSV; and the operators, for the operator filter.
 */
import * as z from 'zod/mini';
import { cursorPage, cursorQuery, endpoint, isoDateTime, uuid } from './common.ts';
import { dateRangeFields, rangeError, rangeInOrder } from './ledger.ts';
import { requiredText } from './validation.ts';

/** At most this many rows in one CSV export; a wider filter is refused rather than cut short. */
export const AUDIT_CSV_MAX_ROWS = 100_000;

/** `withdrawal.approve` exactly, or every action under a prefix ending in a dot: `withdrawal.`. */
export const auditActionFilter = z
  .string()
  .check(z.trim(), z.regex(/^[a-z][a-z0-9_.]{0,79}$/, { error: 'validation.invalid' }));

const auditFilterFields = {
  actorId: z.optional(uuid),
  action: z.optional(auditActionFilter),
  objectType: z.optional(requiredText(40)),
  objectId: z.optional(requiredText(200)),
  ...dateRangeFields,
};

export const adminAuditQuery = z
  .strictObject({ ...cursorQuery.shape, ...auditFilterFields })
  .check(z.refine(rangeInOrder, rangeError()));
export type AdminAuditQuery = z.input<typeof adminAuditQuery>;

export const adminAuditCsvQuery = z.strictObject(auditFilterFields).check(z.refine(rangeInOrder, rangeError()));
export type AdminAuditCsvQuery = z.input<typeof adminAuditCsvQuery>;

/** A JSON value as recorded (null where nothing was): amounts are decimal strings, never numbers. */
const jsonValue = z.unknown().check(z.describe('JSON as recorded; amounts as decimal strings'));

export const auditEntrySchema = z.object({
  /** The row's number in the log: ascending with time. */
  id: z.string().check(z.regex(/^[1-9][0-9]*$/)),
  createdAt: isoDateTime,
  /** null for what the platform did by itself. */
  actor: z.nullable(z.object({ id: uuid, login: z.nullable(z.string()) })),
  ip: z.nullable(z.string()),
  action: z.string(),
  objectType: z.string(),
  objectId: z.nullable(z.string()),
  before: jsonValue,
  after: jsonValue,
});
export type AuditEntry = z.infer<typeof auditEntrySchema>;

export const adminAuditResponse = cursorPage(auditEntrySchema);
export type AdminAuditResponse = z.infer<typeof adminAuditResponse>;

export const adminOperatorSchema = z.object({ id: uuid, login: z.nullable(z.string()), name: z.nullable(z.string()) });
export type AdminOperator = z.infer<typeof adminOperatorSchema>;
export const adminOperatorsResponse = z.object({ items: z.array(adminOperatorSchema) });
export type AdminOperatorsResponse = z.infer<typeof adminOperatorsResponse>;

/** The CSV's columns, in order. */
export const AUDIT_CSV_COLUMNS = [
  'id',
  'created_at',
  'actor_id',
  'actor_login',
  'ip',
  'action',
  'object_type',
  'object_id',
  'before',
  'after',
] as const;

export const adminAuditEndpoints = {
  adminAudit: endpoint({
    method: 'GET',
    path: '/api/v1/admin/audit',
    tag: 'admin',
    auth: 'admin',
    summary: 'The audit log, newest first, by keyset pages; `action` ending in a dot matches every action under it',
    query: adminAuditQuery,
    response: adminAuditResponse,
  }),
  adminAuditCsv: endpoint({
    method: 'GET',
    path: '/api/v1/admin/audit.csv',
    tag: 'admin',
    auth: 'admin',
    summary: `The audit log's rows under the same filters as a text/csv download, newest first, at most ${AUDIT_CSV_MAX_ROWS}`,
    query: adminAuditCsvQuery,
    response: z.string(),
  }),
  adminOperators: endpoint({
    method: 'GET',
    path: '/api/v1/admin/operators',
    tag: 'admin',
    auth: 'admin',
    summary: 'Every operator account (for the audit log’s operator filter)',
    response: adminOperatorsResponse,
  }),
} as const;
