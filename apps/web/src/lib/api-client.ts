/**
 * The one HTTP client: contract endpoints in, parsed answers out. It sends the
 * bearer token and the UI language, answers a 401 with one token refresh and a
 * retry, and turns error bodies into ApiError with the server's message.
 */

import { authEndpoints } from '@yc/contract/auth';
import type { Endpoint } from '@yc/contract/common';
import type { z } from 'zod';
import { env } from '../config/env.ts';
import { i18n } from './i18n.ts';
import { accessToken, endSession, mayHaveSession, setRenewer, startSession } from './session.ts';

export class ApiError extends Error {
  constructor(
    readonly status: number,
    message: string,
    readonly code?: string,
  ) {
    super(message);
    this.name = 'ApiError';
  }
}

type Input<S> = S extends z.ZodType ? z.input<S> : never;

export interface RequestOptions<E extends Endpoint> {
  params?: Record<string, string>;
  query?: E['query'] extends z.ZodType ? Partial<Record<keyof Input<E['query']>, string | number | undefined>> : never;
  body?: E['body'] extends z.ZodType ? Input<E['body']> : never;
  formData?: FormData;
  signal?: AbortSignal;
  /** Sent as the Idempotency-Key header: a money-moving call repeated with the same key is done once. */
  idempotencyKey?: string;
  /** Internal: the retry after a refresh. */
  retried?: boolean;
}

const base = env.apiUrl.replace(/\/+$/, '');

function urlOf(e: Endpoint, params: Record<string, string> = {}, query?: Record<string, unknown>): string {
  const path = e.path.replace(/:(\w+)/g, (_, name: string) => encodeURIComponent(params[name] ?? ''));
  const search = new URLSearchParams();
  for (const [k, v] of Object.entries(query ?? {})) if (v !== undefined && v !== '') search.set(k, String(v));
  const qs = search.toString();
  return `${base}${path}${qs ? `?${qs}` : ''}`;
}

async function errorOf(res: Response): Promise<ApiError> {
  const body = (await res.json().catch(() => null)) as { message?: unknown; code?: unknown } | null;
  const message = typeof body?.message === 'string' ? body.message : res.statusText;
  return new ApiError(res.status, message, typeof body?.code === 'string' ? body.code : undefined);
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
  const res = await fetch(urlOf(e, options.params, options.query as Record<string, unknown>), {
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
  if (!res.ok) throw await errorOf(res);
  return res;
}

export async function request<E extends Endpoint>(
  e: E,
  options: RequestOptions<E> = {},
): Promise<z.output<E['response']>> {
  const res = await send(e, options);
  return e.response.parse(await res.json()) as z.output<E['response']>;
}

/** A file answer (e.g. text/csv) as it came, for a download: bearer-authenticated like every other call. */
export async function requestBlob<E extends Endpoint>(e: E, options: RequestOptions<E> = {}): Promise<Blob> {
  return (await send(e, options)).blob();
}

let inFlight: Promise<boolean> | undefined;

/** Renews the session from the refresh cookie; one at a time in this tab and across tabs. */
export function refreshSession(): Promise<boolean> {
  inFlight ??= (async () => {
    const run = async () => {
      const res = await fetch(urlOf(authEndpoints.refresh), {
        method: 'POST',
        headers: { accept: 'application/json' },
        credentials: 'same-origin',
      });
      if (!res.ok) return false;
      startSession(authEndpoints.refresh.response.parse(await res.json()));
      return true;
    };
    try {
      return navigator.locks ? await navigator.locks.request('yc-session-refresh', run) : await run();
    } catch {
      return false;
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
