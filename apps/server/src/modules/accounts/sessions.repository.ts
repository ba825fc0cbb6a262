/**
 * Sessions and their refresh tokens. A session is a token family: every refresh
 * spends the presented token and issues the next; presenting a spent token again
 * means it leaked, so the whole session is revoked.
 */
import { TOKEN_LIFETIME } from '@yc/contract';
import { sql } from 'kysely';
import { afterCommit, type Db, type Executor, withTransaction } from '../../db/database.ts';
import type { UserRow } from '../../db/schema.ts';
import { randomToken, sha256 } from '../../lib/crypto.ts';
import type { AuthInvalidation } from './session-cache.ts';

export type RotateResult =
  | { kind: 'rotated'; sessionId: string; userId: string; refreshToken: string }
  | { kind: 'reused'; sessionId: string }
  | { kind: 'invalid' };

const refreshExpiry = () => new Date(Date.now() + TOKEN_LIFETIME.refreshSeconds * 1000);

export class SessionsRepository {
  constructor(
    private readonly db: Db,
    private readonly invalidation: AuthInvalidation,
  ) {}

  async create(
    userId: string,
    meta: { userAgent?: string | undefined; ip?: string | undefined },
    tx: Executor = this.db,
  ): Promise<{ sessionId: string; refreshToken: string }> {
    const session = await tx
      .insertInto('sessions')
      .values({ user_id: userId, user_agent: meta.userAgent?.slice(0, 512) ?? null, ip: meta.ip ?? null })
      .returning('id')
      .executeTakeFirstOrThrow();
    const refreshToken = randomToken();
    await tx
      .insertInto('refresh_tokens')
      .values({ token_hash: sha256(refreshToken), session_id: session.id, expires_at: refreshExpiry() })
      .execute();
    return { sessionId: session.id, refreshToken };
  }

  /** Spends a refresh token and issues its successor, atomically: of two concurrent uses one wins. */
  async rotate(refreshToken: string): Promise<RotateResult> {
    const hash = sha256(refreshToken);
    return withTransaction(this.db, async (tx) => {
      const spent = await tx
        .updateTable('refresh_tokens')
        .set({ used_at: sql`now()` })
        .where('token_hash', '=', hash)
        .where('used_at', 'is', null)
        .where('expires_at', '>', sql<Date>`now()`)
        .returning('session_id')
        .executeTakeFirst();
      if (!spent) {
        const known = await tx
          .selectFrom('refresh_tokens')
          .select(['session_id', 'used_at'])
          .where('token_hash', '=', hash)
          .executeTakeFirst();
        if (known?.used_at) {
          await this.revoke(known.session_id, 'refresh token reused', tx);
          return { kind: 'reused', sessionId: known.session_id };
        }
        return { kind: 'invalid' };
      }
      const session = await tx
        .updateTable('sessions')
        .set({ last_used_at: sql`now()` })
        .where('id', '=', spent.session_id)
        .where('revoked_at', 'is', null)
        .returning(['id', 'user_id'])
        .executeTakeFirst();
      if (!session) return { kind: 'invalid' };
      const next = randomToken();
      await tx
        .insertInto('refresh_tokens')
        .values({ token_hash: sha256(next), session_id: session.id, expires_at: refreshExpiry() })
        .execute();
      return { kind: 'rotated', sessionId: session.id, userId: session.user_id, refreshToken: next };
    });
  }

  async sessionOfRefreshToken(refreshToken: string): Promise<string | undefined> {
    const row = await this.db
      .selectFrom('refresh_tokens')
      .select('session_id')
      .where('token_hash', '=', sha256(refreshToken))
      .executeTakeFirst();
    return row?.session_id;
  }

  async revoke(sessionId: string, reason: string, tx: Executor = this.db): Promise<void> {
    await tx
      .updateTable('sessions')
      .set({ revoked_at: sql`now()`, revoke_reason: reason })
      .where('id', '=', sessionId)
      .where('revoked_at', 'is', null)
      .execute();
    afterCommit(tx, () => this.invalidation.sessionEnded(sessionId));
  }

  async revokeAllOfUser(userId: string, reason: string, tx: Executor = this.db, exceptSessionId?: string) {
    let query = tx
      .updateTable('sessions')
      .set({ revoked_at: sql`now()`, revoke_reason: reason })
      .where('user_id', '=', userId)
      .where('revoked_at', 'is', null);
    if (exceptSessionId) query = query.where('id', '!=', exceptSessionId);
    await query.execute();
    afterCommit(tx, () => this.invalidation.userChanged(userId));
  }

  /** The account behind an open session, in one indexed lookup per authenticated request. */
  activeUser(sessionId: string, userId: string): Promise<UserRow | undefined> {
    return this.db
      .selectFrom('sessions')
      .innerJoin('users', 'users.id', 'sessions.user_id')
      .selectAll('users')
      .where('sessions.id', '=', sessionId)
      .where('sessions.user_id', '=', userId)
      .where('sessions.revoked_at', 'is', null)
      .executeTakeFirst();
  }
}
