import * as z from 'zod/mini';
import { endpoint, isoDateTime } from './common.ts';
import { type PatternName, plainString } from './validation.ts';

const patternSchema = z.object({ pattern: z.string(), flags: z.string() });

export const regexpResponse = z.object({
  password: patternSchema,
  email: patternSchema,
  phone: patternSchema,
  telegram: patternSchema,
  code: patternSchema,
  evmAddress: patternSchema,
  txHash: patternSchema,
} satisfies Record<PatternName, typeof patternSchema>);
export type RegexpResponse = z.infer<typeof regexpResponse>;

export const devMailSchema = z.object({
  id: z.string(),
  to: z.string(),
  subject: z.string(),
  text: z.string(),
  html: z.string(),
  status: z.enum(['pending', 'sent', 'failed']),
  createdAt: isoDateTime,
});
export const devMailboxResponse = z.object({ messages: z.array(devMailSchema) });
export const devMailboxQuery = z.strictObject({ to: z.optional(plainString().check(z.maxLength(254))) });

/** A background job of the answering instance (decision 59); times are that instance's view. */
export const jobStatusSchema = z.object({
  name: z.string(),
  /** Runs on its own schedule in this instance. */
  scheduled: z.boolean(),
  running: z.boolean(),
  lastRunAt: z.nullable(isoDateTime),
  lastSuccessAt: z.nullable(isoDateTime),
  /** False: the last successful pass found another instance holding the job's lock and did nothing. */
  lastActed: z.nullable(z.boolean()),
  lastDurationMs: z.nullable(z.int().check(z.minimum(0))),
  lastError: z.nullable(z.object({ at: isoDateTime, message: z.string() })),
  /** Failed passes since the last success: 0 while the job is healthy. */
  failuresInARow: z.int().check(z.minimum(0)),
  nextRunAt: z.nullable(isoDateTime),
});
export type JobStatus = z.infer<typeof jobStatusSchema>;
export const adminJobsResponse = z.object({ jobs: z.array(jobStatusSchema) });
export type AdminJobsResponse = z.infer<typeof adminJobsResponse>;

export const systemEndpoints = {
  regexp: endpoint({
    method: 'GET',
    path: '/api/v1/system/regexp',
    tag: 'system',
    auth: 'none',
    summary: 'Validation expressions the web client applies',
    response: regexpResponse,
  }),
  adminJobs: endpoint({
    method: 'GET',
    path: '/api/v1/admin/jobs',
    tag: 'admin',
    auth: 'admin',
    summary: "This instance's background jobs: last run, last success, last error, duration",
    response: adminJobsResponse,
  }),
  devMailbox: endpoint({
    method: 'GET',
    path: '/api/v1/dev/mailbox',
    tag: 'dev',
    auth: 'none',
    summary: 'Dev mode only: the outbox, newest first',
    query: devMailboxQuery,
    response: devMailboxResponse,
  }),
} as const;
