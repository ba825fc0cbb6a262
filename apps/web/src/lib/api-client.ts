/**
 * The one HTTP client: contract endpoints in, parsed answers out. It sends the
 * bearer token and the UI language, answers a 401 with one token refresh and a
 * retry, a console decision's 403 `admin.totpStale` with one step-up code and a
 * retry (lib/step-up.ts), and turns error bodies into ApiError with the server's
 * message. Only a refused refresh (401) ends the session; a lost connection is waited out.
 */

import type { Endpoint } from '@yc/contract/common';
import type { z } from 'zod/mini';
import { env } from '../config/env.ts';
import { setConnectionLost } from './connection.ts';
import { i18n } from './i18n.ts';
import { accessToken, endSession, mayHaveSession, setRenewer, startSession } from './session.ts';
import { STALE_CODE, stepUp } from './step-up.ts';

/** One refused field of a request: its path (`body.pools.stable.apy`) and the message about it. */
export interface ApiErrorDetail {
  field: string;
  message: string;
}

export class ApiError extends Error {
  constructor(
    readonly status: number,
    message: string,
    readonly code?: string,
    readonly details: ApiErrorDetail[] = [],
  ) {
    super(message);
    this.name = 'ApiError';
  }
}

/**
 * Whether a call failed with an answer from the server, optionally a given one: a number matches the status, a
 * string the error code. Features ask this rather than reading statuses themselves.
 */
export function isApiError(error: unknown, match?: number | string): error is ApiError {
  if (!(error instanceof ApiError)) return false;
  if (match === undefined) return true;
  return typeof match === 'number' ? error.status === match : error.code === match;
}

/** Request Timeout and Too Many Requests: the request was not refused, it was not heard out. */
const RETRIABLE_4XX = new Set([408, 429]);

/**
 * Whether sending the same request again may succeed: not after a refusal of the request itself (a 4xx, e.g. an
 * amount above the balance), only after a timeout, a rate limit, a server fault or a lost connection.
 */
export const mayRetry = (error: unknown): boolean =>
  !(isApiError(error) && error.status >= 400 && error.status < 500 && !RETRIABLE_4XX.has(error.status));

/** Whether a load is worth asking again on its own: not after any 4xx, which will not change by asking. */
export const mayRetryLoad = (error: unknown): boolean => !(isApiError(error) && error.status < 500);

/** The server's message for a failed call, or the fallback where there is none (no answer, an empty message). */
export function messageOf(error: unknown): string | undefined;
export function messageOf(error: unknown, fallback: string): string;
export function messageOf(error: unknown, fallback?: string): string | undefined {
  return isApiError(error) && error.message ? error.message : fallback;
}

type Input<S> = S extends z.ZodMiniType ? z.input<S> : never;

export interface RequestOptions<E extends Endpoint> {
  params?: Record<string, string>;
  query?: E['query'] extends z.ZodMiniType
    ? Partial<Record<keyof Input<E['query']>, string | number | undefined>>
    : never;
  body?: E['body'] extends z.ZodMiniType ? Input<E['body']> : never;
  formData?: FormData;
  signal?: AbortSignal;
  /** Sent as the Idempotency-Key header: a money-moving call repeated with the same key is done once. */
  idempotencyKey?: string;
  /** Internal: the retry after a refresh. */
  retried?: boolean;
  /** Internal: the retry after a step-up code. */
  steppedUp?: boolean;
}

const base = env.apiUrl.replace(/\/+$/, '');

/** How a call reaches the server: the browser's fetch, or the server's own when it renders a page (decision 91). */
let transport: typeof fetch = (input, init) => fetch(input, init);
export const setTransport = (fn: typeof fetch): void => {
  transport = fn;
};

function urlOf(e: Endpoint, params: Record<string, string> = {}, query?: Record<string, unknown>): string {
  const path = e.path.replace(/:(\w+)/g, (_, name: string) => encodeURIComponent(params[name] ?? ''));
  const search = new URLSearchParams();
  for (const [k, v] of Object.entries(query ?? {})) if (v !== undefined && v !== '') search.set(k, String(v));
  const qs = search.toString();
  return `${base}${path}${qs ? `?${qs}` : ''}`;
}

async function errorOf(res: Response): Promise<ApiError> {
  const body = (await res.json().catch(() => null)) as { message?: unknown; code?: unknown; details?: unknown } | null;
  const message = typeof body?.message === 'string' ? body.message : res.statusText;
  const details = (Array.isArray(body?.details) ? body.details : []).filter(
    (d): d is ApiErrorDetail => typeof d?.field === 'string' && typeof d?.message === 'string',
  );
  return new ApiError(res.status, message, typeof body?.code === 'string' ? body.code : undefined, details);
}

/** Sends a call with the session's token; a 401 refreshes the session once and retries; an error answer throws. */
async function send<E extends Endpoint>(e: E, options: RequestOptions<E>): Promise<Response> {
  const token = accessToken();
  const headers: Record<string, string> = {
    accept: 'application/json, text/plain, */*',
    'accept-language': i18n.language || 'en',
    // The page's language outranks the locale cookie on the server: a /ru link opened with an `en` cookie is Russian.
    'x-locale': i18n.language || 'en',
  };
  if (token) headers.authorization = `Bearer ${token}`;
  if (options.idempotencyKey) headers['idempotency-key'] = options.idempotencyKey;
  let body: BodyInit | undefined;
  if (options.formData) body = options.formData;
  else if (options.body !== undefined) {
    headers['content-type'] = 'application/json';
    body = JSON.stringify(options.body);
  }
  const res = await transport(urlOf(e, options.params, options.query as Record<string, unknown>), {
    method: e.method,
    headers,
    body,
    credentials: 'same-origin',
    signal: options.signal,
  });
  if (res.status === 401 && e.auth !== 'none' && !options.retried) {
    if (await refreshSession()) return send(e, { ...options, retried: true });
    endSession();
  }
  if (!res.ok) {
    const error = await errorOf(res);
    // A console decision whose code is too old: ask for one, then send the call again once; cancel keeps the error.
    if (error.code === STALE_CODE && !options.steppedUp && (await stepUp())) {
      return send(e, { ...options, steppedUp: true });
    }
    throw error;
  }
  return res;
}

/**
 * An endpoint, or its contract module loaded on the call: a public page's calls name theirs so, and the page loads
 * zod and the schemas only once it asks the server something, not to hydrate what the server rendered (decision 101).
 */
export type EndpointOf<E extends Endpoint> = E | (() => Promise<E>);

export async function request<E extends Endpoint>(
  endpoint: EndpointOf<E>,
  options: RequestOptions<E> = {},
): Promise<z.output<E['response']>> {
  const e = typeof endpoint === 'function' ? await endpoint() : endpoint;
  const res = await send(e, options);
  return e.response.parse(await res.json()) as z.output<E['response']>;
}

/** A file answer (e.g. text/csv) as it came, for a download: bearer-authenticated like every other call. */
export async function requestBlob<E extends Endpoint>(e: E, options: RequestOptions<E> = {}): Promise<Blob> {
  return (await send(e, options)).blob();
}

/** A refresh that gets no answer in this time counts as a lost connection, not as a refused session. */
export const REFRESH_TIMEOUT_MS = 10_000;
/** Retries after a lost connection wait 1 s, 2 s, 4 s … up to 30 s, or what the server's Retry-After asks. */
export const REFRESH_BACKOFF = { firstMs: 1_000, maxMs: 30_000 } as const;

type Attempt = { outcome: 'renewed' | 'refused' } | { outcome: 'unreachable'; retryAfterMs?: number };

/** Retry-After in seconds or as an HTTP date. */
function retryAfterOf(res: Response): number | undefined {
  const header = res.headers.get('retry-after');
  if (!header) return undefined;
  const seconds = Number(header);
  const ms = Number.isFinite(seconds) ? seconds * 1000 : Date.parse(header) - Date.now();
  return Number.isFinite(ms) && ms > 0 ? ms : undefined;
}

/** One POST /refresh: only a 401 means the session is gone; no answer, 429 or 5xx means the server was not reached. */
async function attemptRefresh(): Promise<Attempt> {
  const controller = new AbortController();
  const timer = setTimeout(() => controller.abort(), REFRESH_TIMEOUT_MS);
  try {
    // Loaded here, not with the page: only a visitor who may have a session renews one (decision 101). A chunk that
    // does not arrive is a lost connection like any other.
    const { authEndpoints } = await import('@yc/contract/auth');
    const res = await transport(urlOf(authEndpoints.refresh), {
      method: 'POST',
      headers: { accept: 'application/json' },
      credentials: 'same-origin',
      signal: controller.signal,
    });
    if (res.status === 401) return { outcome: 'refused' };
    if (!res.ok) return { outcome: 'unreachable', retryAfterMs: retryAfterOf(res) };
    startSession(authEndpoints.refresh.response.parse(await res.json()));
    return { outcome: 'renewed' };
  } catch {
    return { outcome: 'unreachable' };
  } finally {
    clearTimeout(timer);
  }
}

/** Waits `ms`, or less when the browser reports it is back online. */
function pause(ms: number): Promise<void> {
  return new Promise((resolve) => {
    const done = () => {
      clearTimeout(timer);
      window.removeEventListener('online', done);
      resolve();
    };
    const timer = setTimeout(done, ms);
    window.addEventListener('online', done);
  });
}

let inFlight: Promise<boolean> | undefined;

/**
 * Renews the session from the refresh cookie: true once renewed, false when the server refused it (401). Any other
 * failure keeps the session, marks the connection lost and tries again with backoff; all callers share the one
 * refresh in flight, and each attempt is serialised across tabs.
 */
export function refreshSession(): Promise<boolean> {
  inFlight ??= (async () => {
    try {
      for (let attempt = 0; ; attempt++) {
        const result = navigator.locks
          ? await navigator.locks.request('yc-session-refresh', attemptRefresh)
          : await attemptRefresh();
        if (result.outcome !== 'unreachable') {
          setConnectionLost(false);
          return result.outcome === 'renewed';
        }
        setConnectionLost(true);
        await pause(result.retryAfterMs ?? Math.min(REFRESH_BACKOFF.maxMs, REFRESH_BACKOFF.firstMs * 2 ** attempt));
      }
    } finally {
      inFlight = undefined;
    }
  })();
  return inFlight;
}

setRenewer(async () => {
  if (!(await refreshSession())) endSession();
});

/** On start: a reload keeps the session through the refresh cookie. */
export async function restoreSession(): Promise<void> {
  if (!mayHaveSession() || !(await refreshSession())) endSession();
}
