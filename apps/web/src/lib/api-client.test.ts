/** The HTTP client's request headers: the Idempotency-Key of money-moving calls. */
import { ledgerEndpoints } from '@yc/contract/ledger';
import { afterEach, describe, expect, it } from 'vitest';
import { request } from './api-client.ts';

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
