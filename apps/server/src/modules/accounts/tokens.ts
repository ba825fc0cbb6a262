/** Access tokens: HS256 JWTs with pinned algorithm, issuer and audience. */
import type { webcrypto } from 'node:crypto';
import { OPERATOR, type Role, TOKEN_LIFETIME } from '@yc/contract';
import { jwtVerify, SignJWT } from 'jose';

const ALG = 'HS256';
const AUDIENCE = 'yield-cabinet-api';
/** Verified tokens remembered, so a client's burst of calls checks its signature once. */
const VERIFIED_MAX = 20_000;

/** An operator's access token lives 15 minutes, an investor's 30 (decision 68). */
export const accessSecondsOf = (role: Role | null): number =>
  role === 'admin' ? OPERATOR.accessSeconds : TOKEN_LIFETIME.accessSeconds;

export interface AccessClaims {
  userId: string;
  sessionId: string;
}

export class TokenService {
  readonly #key: Promise<webcrypto.CryptoKey>;
  readonly #verified = new Map<string, { claims: AccessClaims; expiresAt: number }>();

  constructor(
    secret: Uint8Array,
    private readonly issuer: string,
  ) {
    // Importing the key once saves a third of each verification.
    this.#key = crypto.subtle.importKey('raw', secret, { name: 'HMAC', hash: 'SHA-256' }, false, ['sign', 'verify']);
  }

  async signAccess(
    { userId, sessionId }: AccessClaims,
    seconds: number = TOKEN_LIFETIME.accessSeconds,
  ): Promise<string> {
    return new SignJWT({ sid: sessionId })
      .setProtectedHeader({ alg: ALG, typ: 'JWT' })
      .setSubject(userId)
      .setIssuer(this.issuer)
      .setAudience(AUDIENCE)
      .setIssuedAt()
      .setExpirationTime(`${seconds}s`)
      .sign(await this.#key);
  }

  /** The token's claims, or null when it is not a valid, unexpired token of ours. Revocation is the session's job. */
  async verifyAccess(token: string): Promise<AccessClaims | null> {
    const known = this.#verified.get(token);
    if (known) {
      if (known.expiresAt > Date.now()) return known.claims;
      this.#verified.delete(token);
    }
    try {
      const { payload } = await jwtVerify(token, await this.#key, {
        algorithms: [ALG],
        issuer: this.issuer,
        audience: AUDIENCE,
        requiredClaims: ['sub', 'exp', 'iat'],
      });
      if (typeof payload.sub !== 'string' || typeof payload.sid !== 'string' || !payload.exp) return null;
      const claims = { userId: payload.sub, sessionId: payload.sid };
      if (this.#verified.size >= VERIFIED_MAX) this.#verified.delete(this.#verified.keys().next().value!);
      this.#verified.set(token, { claims, expiresAt: payload.exp * 1000 });
      return claims;
    } catch {
      return null;
    }
  }
}
