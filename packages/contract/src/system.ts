import * as z from 'zod';
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
export const devMailboxQuery = z.strictObject({ to: plainString().max(254).optional() });

export const systemEndpoints = {
  regexp: endpoint({
    method: 'GET',
    path: '/api/v1/system/regexp',
    tag: 'system',
    auth: 'none',
    summary: 'Validation expressions the web client applies',
    response: regexpResponse,
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
