import * as z from 'zod/mini';
import { PATTERNS, plainString } from './validation.ts';

/** Every error the API answers with. `code` is a message-catalogue key when one applies. */
export const errorSchema = z.object({
  statusCode: z.number().check(z.int()),
  error: z.string(),
  message: z.string(),
  code: z.optional(z.string()),
  details: z.optional(z.array(z.object({ field: z.string(), message: z.string(), code: z.string() }))),
});
export type ApiError = z.infer<typeof errorSchema>;

export const messageSchema = z.object({ message: z.string(), code: z.optional(z.string()) });
export type MessageResponse = z.infer<typeof messageSchema>;

/**
 * An exact amount as a decimal string (never a JS number): in token units for
 * token amounts, in the fiat currency for fiat values.
 */
export const decimalString = plainString().check(
  z.trim(),
  z.regex(/^(0|[1-9][0-9]{0,59})(\.[0-9]{1,36})?$/, { error: 'validation.amount' }),
);

/** An exact integer amount in a token's smallest unit. */
export const baseUnitsString = z.string().check(z.regex(/^(0|[1-9][0-9]{0,77})$/));

export const isoDateTime = z.iso.datetime({ offset: true });
/** Calendar day, docs/product.md §9: YYYY-MM-DD. */
export const isoDate = z.iso.date();

export const evmAddress = z.string().check(z.regex(PATTERNS.evmAddress, { error: 'validation.address' }));
export const txHash = z.string().check(z.regex(PATTERNS.txHash, { error: 'validation.invalid' }));
export const uuid = z.uuid({ error: 'validation.invalid' });

export const pageQuery = z.strictObject({
  page: z._default(z.coerce.number().check(z.int(), z.minimum(1), z.maximum(1_000_000)), 1),
  pageSize: z._default(z.coerce.number().check(z.int(), z.minimum(1), z.maximum(100)), 20),
});

export const paginated = <T extends z.ZodMiniType>(item: T) =>
  z.object({
    items: z.array(item),
    page: z.number().check(z.int()),
    pageSize: z.number().check(z.int()),
    total: z.number().check(z.int()),
  });

/**
 * Keyset paging for the operator console's lists (decision 65): `cursor` is the opaque position after the last row
 * of the previous page, so a page costs an index range scan however deep it is (no OFFSET, no COUNT over millions).
 */
export const cursorQuery = z.strictObject({
  cursor: z.optional(plainString().check(z.maxLength(500))),
  limit: z._default(z.coerce.number().check(z.int(), z.minimum(1), z.maximum(100)), 50),
});

/** A keyset page: `nextCursor` is null on the last page. */
export const cursorPage = <T extends z.ZodMiniType>(item: T) =>
  z.object({ items: z.array(item), nextCursor: z.nullable(z.string()) });

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
/**
 * none: public; user: a confirmed account (an investor or the operator), the cabinet's level;
 * unconfirmed: any signed-in account, even one whose e-mail is not confirmed yet, only for what the
 * registration-confirmation screen needs (docs/decisions.md 43); admin: the operator.
 */
export type EndpointAuth = 'none' | 'unconfirmed' | 'user' | 'admin';

/** One API call: what it takes and what it answers. Paths use `:param` segments. */
export interface Endpoint {
  method: HttpMethod;
  path: `/api/v1/${string}`;
  summary: string;
  tag: string;
  auth: EndpointAuth;
  params?: z.ZodMiniType;
  query?: z.ZodMiniType;
  body?: z.ZodMiniType;
  response: z.ZodMiniType;
  /** Success status, 200 unless said. */
  status?: 200 | 201 | 202;
  /** Money-moving calls accept an Idempotency-Key header. */
  idempotent?: boolean;
  /**
   * An operator action that asks for a fresh second factor: the session's last TOTP code must be under
   * OPERATOR_TOTP_FRESH_SECONDS old, else 403 `admin.totpStale` (docs/product.md §10).
   */
  fresh?: true;
  /** An operator call that works before two-factor sign-in is set up (the enrolment's own calls, decision 67). */
  enrolment?: true;
}

export const endpoint = <const E extends Endpoint>(e: E): E => e;

/** Fills `:param` segments of an endpoint path. */
export function pathOf(e: Pick<Endpoint, 'path'>, params: Record<string, string> = {}): string {
  return e.path.replace(/:(\w+)/g, (_, name: string) => {
    const value = params[name];
    if (value === undefined) throw new Error(`missing path parameter ${name}`);
    return encodeURIComponent(value);
  });
}
