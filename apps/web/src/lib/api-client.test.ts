/**
 * The HTTP client: the Idempotency-Key of money-moving calls; a session refresh that fails without a 401; what a
 * failed call means.
 */
import { authEndpoints } from '@yc/contract/auth';
import { ledgerEndpoints } from '@yc/contract/ledger';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { investorUser, sessionOf } from '../testing/fixtures.ts';
import {
  ApiError,
  isApiError,
  mayRetry,
  mayRetryLoad,
  messageOf,
  REFRESH_TIMEOUT_MS,
  refreshSession,
  request,
} from './api-client.ts';
import { isConnectionLost, setConnectionLost } from './connection.ts';
import { endSession, getSession, startSession } from './session.ts';

const claim = {
  id: '0b9b7b8e-2f59-4d8e-9d5c-6a1f3f0c2a11',
  pool: 'stable',
  currency: 'USDT',
  chainId: 1,
  transaction: `0x${'ab'.repeat(32)}`,
  status: 'pending',
  confirmations: 0,
  requiredConfirmations: 3,
  claimedAmount: '10',
  amount: null,
  fee: null,
  rejectReason: null,
  createdAt: '2026-11-01T10:00:00.000Z',
  creditedAt: null,
};

const realFetch = globalThis.fetch;
afterEach(() => {
  globalThis.fetch = realFetch;
});

function recordHeaders(): Headers[] {
  const seen: Headers[] = [];
  globalThis.fetch = (async (_input: RequestInfo | URL, init?: RequestInit) => {
    seen.push(new Headers(init?.headers));
    return new Response(JSON.stringify(claim), { status: 202, headers: { 'content-type': 'application/json' } });
  }) as typeof fetch;
  return seen;
}

const body = { pool: 'stable', amount: '10', currency: 'USDT', transaction: claim.transaction, chainId: 1 } as const;

describe('request headers', () => {
  it('sends the Idempotency-Key it is given', async () => {
    const seen = recordHeaders();
    await request(ledgerEndpoints.deposit, { body, idempotencyKey: 'key-1' });
    expect(seen[0]?.get('idempotency-key')).toBe('key-1');
    expect(seen[0]?.get('content-type')).toBe('application/json');
  });

  it('sends none when not asked', async () => {
    const seen = recordHeaders();
    await request(ledgerEndpoints.deposit, { body });
    expect(seen[0]?.has('idempotency-key')).toBe(false);
  });
});

const json = (status: number, value: unknown, headers: Record<string, string> = {}) =>
  new Response(JSON.stringify(value), { status, headers: { 'content-type': 'application/json', ...headers } });

type Answer = (signal?: AbortSignal) => Promise<Response>;
const offline: Answer = () => Promise.reject(new TypeError('Failed to fetch'));
const renewed: Answer = async () => json(200, sessionOf(investorUser, 'renewed.token.signature'));
/** A server that never answers: the request ends only when the client aborts it. */
const silent: Answer = (signal) =>
  new Promise((_, reject) =>
    signal?.addEventListener('abort', () => reject(new DOMException('aborted', 'AbortError'))),
  );

/** Answers POST /refresh in turn from `answers` and records the fake time of each attempt. */
function refreshServer(...answers: Answer[]) {
  const attempts: number[] = [];
  const others: string[] = [];
  globalThis.fetch = (async (input: RequestInfo | URL, init?: RequestInit) => {
    const path = new URL(String(input), 'http://localhost').pathname;
    if (path !== '/api/v1/refresh') {
      others.push(path);
      return path === '/api/v1/profile' && others.length === 1
        ? json(401, { statusCode: 401, error: 'Unauthorized', message: 'expired', code: 'auth.sessionExpired' })
        : json(200, { user: investorUser });
    }
    attempts.push(Date.now());
    const answer = answers.shift();
    if (!answer) throw new Error('more refresh attempts than expected');
    return answer(init?.signal ?? undefined);
  }) as typeof fetch;
  return { attempts, others };
}

describe('session refresh', () => {
  beforeEach(() => {
    vi.useFakeTimers({ now: 0 });
    startSession(sessionOf(investorUser, 'old.token.signature'));
  });
  afterEach(() => {
    vi.useRealTimers();
    endSession();
    setConnectionLost(false);
  });

  const tokenNow = () => {
    const s = getSession();
    return s.status === 'authenticated' ? s.token : s.status;
  };

  it('keeps the session offline, shows the lost connection and renews once the network is back', async () => {
    const server = refreshServer(offline, offline, renewed);
    const done = refreshSession();
    await vi.advanceTimersByTimeAsync(0);
    expect(isConnectionLost()).toBe(true);
    expect(tokenNow()).toBe('old.token.signature');
    // Backoff: 1 s, then 2 s.
    await vi.advanceTimersByTimeAsync(2_999);
    expect(server.attempts).toEqual([0, 1_000]);
    await vi.advanceTimersByTimeAsync(1);
    expect(await done).toBe(true);
    expect(server.attempts).toEqual([0, 1_000, 3_000]);
    expect(tokenNow()).toBe('renewed.token.signature');
    expect(isConnectionLost()).toBe(false);
  });

  it('waits what Retry-After asks after a 429', async () => {
    const server = refreshServer(async () => json(429, { message: 'slow down' }, { 'retry-after': '7' }), renewed);
    const done = refreshSession();
    await vi.advanceTimersByTimeAsync(6_999);
    expect(server.attempts).toEqual([0]);
    expect(tokenNow()).toBe('old.token.signature');
    expect(isConnectionLost()).toBe(true);
    await vi.advanceTimersByTimeAsync(1);
    expect(await done).toBe(true);
    expect(server.attempts).toEqual([0, 7_000]);
  });

  it('keeps the session through 503s, backing off exponentially up to the cap', async () => {
    const unavailable: Answer = async () => json(503, { message: 'unavailable' });
    const server = refreshServer(...Array.from({ length: 7 }, () => unavailable), renewed);
    const done = refreshSession();
    await vi.advanceTimersByTimeAsync(1_000 + 2_000 + 4_000 + 8_000 + 16_000 + 30_000 + 30_000);
    expect(await done).toBe(true);
    expect(server.attempts).toEqual([0, 1_000, 3_000, 7_000, 15_000, 31_000, 61_000, 91_000]);
    expect(tokenNow()).toBe('renewed.token.signature');
  });

  it('gives up on a silent server after the timeout and tries again without ending the session', async () => {
    const server = refreshServer(silent, renewed);
    const done = refreshSession();
    await vi.advanceTimersByTimeAsync(REFRESH_TIMEOUT_MS);
    expect(isConnectionLost()).toBe(true);
    expect(tokenNow()).toBe('old.token.signature');
    await vi.advanceTimersByTimeAsync(1_000);
    expect(await done).toBe(true);
    expect(server.attempts).toEqual([0, REFRESH_TIMEOUT_MS + 1_000]);
  });

  it('ends the session on a 401 from /refresh, at once', async () => {
    const server = refreshServer(async () => json(401, { message: 'expired' }));
    await expect(request(authEndpoints.profile)).rejects.toMatchObject({ status: 401 });
    expect(server.attempts).toEqual([0]);
    expect(getSession().status).toBe('anonymous');
    expect(isConnectionLost()).toBe(false);
  });

  it('shares one refresh among all callers; a request waits it out and is retried with the new token', async () => {
    const server = refreshServer(offline, renewed);
    const first = refreshSession();
    const answer = request(authEndpoints.profile);
    await vi.advanceTimersByTimeAsync(0);
    expect(refreshSession()).toBe(first);
    await vi.advanceTimersByTimeAsync(1_000);
    expect(await first).toBe(true);
    expect((await answer).user.id).toBe(investorUser.id);
    expect(server.attempts).toEqual([0, 1_000]);
    expect(server.others).toEqual(['/api/v1/profile', '/api/v1/profile']);
  });
});

describe('what a failed call means', () => {
  const taken = new ApiError(409, 'Taken', 'wallet.addressTaken');
  const offline = new TypeError('Failed to fetch');

  it('matches an answer by status or by code', () => {
    expect(isApiError(taken)).toBe(true);
    expect(isApiError(taken, 409)).toBe(true);
    expect(isApiError(taken, 404)).toBe(false);
    expect(isApiError(taken, 'wallet.addressTaken')).toBe(true);
    expect(isApiError(taken, 'content.articleNotFound')).toBe(false);
    expect(isApiError(offline)).toBe(false);
    expect(isApiError(new ApiError(404, 'Not Found'), 'content.articleNotFound')).toBe(false);
  });

  it('retries a sent request after a timeout, a rate limit, a server fault or no answer, never after a refusal', () => {
    for (const status of [400, 401, 403, 404, 409, 422]) expect(mayRetry(new ApiError(status, 'no'))).toBe(false);
    for (const status of [408, 429, 500, 503]) expect(mayRetry(new ApiError(status, 'later'))).toBe(true);
    expect(mayRetry(offline)).toBe(true);
  });

  it('asks a load again only after a server fault or no answer', () => {
    for (const status of [400, 404, 408, 429]) expect(mayRetryLoad(new ApiError(status, 'no'))).toBe(false);
    for (const status of [500, 503]) expect(mayRetryLoad(new ApiError(status, 'later'))).toBe(true);
    expect(mayRetryLoad(offline)).toBe(true);
  });

  it("says the server's message, or the fallback where there is none", () => {
    expect(messageOf(taken, 'fallback')).toBe('Taken');
    expect(messageOf(new ApiError(502, ''), 'fallback')).toBe('fallback');
    expect(messageOf(offline, 'fallback')).toBe('fallback');
    expect(messageOf(offline)).toBeUndefined();
  });
});
