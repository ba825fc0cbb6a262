import { afterEach, describe, expect, it, vi } from 'vitest';
import { TokenService } from '../src/modules/accounts/tokens.ts';

const secret = new TextEncoder().encode('unit-secret-unit-secret-unit-secret-0123');

describe('access tokens', () => {
  afterEach(() => vi.useRealTimers());

  it('round-trips the claims', async () => {
    const tokens = new TokenService(secret, 'https://issuer.example');
    const token = await tokens.signAccess({ userId: 'u1', sessionId: 's1' });
    expect(await tokens.verifyAccess(token)).toEqual({ userId: 'u1', sessionId: 's1' });
  });

  it('stops accepting a token when it expires, even after it was verified once', async () => {
    vi.useFakeTimers({ now: new Date('2026-01-01T00:00:00Z') });
    const tokens = new TokenService(secret, 'https://issuer.example');
    const token = await tokens.signAccess({ userId: 'u1', sessionId: 's1' });
    expect(await tokens.verifyAccess(token)).not.toBeNull();
    vi.setSystemTime(new Date('2026-01-01T00:29:59Z'));
    expect(await tokens.verifyAccess(token)).not.toBeNull();
    vi.setSystemTime(new Date('2026-01-01T00:30:01Z'));
    expect(await tokens.verifyAccess(token)).toBeNull();
  });

  it('refuses tokens of another issuer or secret', async () => {
    const ours = new TokenService(secret, 'https://issuer.example');
    const otherIssuer = new TokenService(secret, 'https://elsewhere.example');
    const otherSecret = new TokenService(new TextEncoder().encode('x'.repeat(40)), 'https://issuer.example');
    expect(await ours.verifyAccess(await otherIssuer.signAccess({ userId: 'u', sessionId: 's' }))).toBeNull();
    expect(await ours.verifyAccess(await otherSecret.signAccess({ userId: 'u', sessionId: 's' }))).toBeNull();
  });
});
