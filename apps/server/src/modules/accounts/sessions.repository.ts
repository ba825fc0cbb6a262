/**
 * Sessions and their refresh tokens. A session is a token family: every refresh
 * spends the presented token and issues the next; presenting a spent token again
 * means it leaked, so the whole session is revoked.
 */
import { OPERATOR, TOKEN_LIFETIME } from '@yc/contract';
import { sql } from 'kysely';
import { afterCommit, type Db, type Executor, withTransaction } from '../../db/database.ts';
import type { UserRow } from '../../db/schema.ts';
import { randomToken, sha256 } from '../../lib/crypto.ts';
import type { AuthInvalidation } from './session-cache.ts';

export type RotateResult =
  | { kind: 'rotated'; sessionId: string; userId: string; refreshToken: string }
  | { kind: 'reused'; sessionId: string }
  | { kind: 'invalid' };

/** An open session's account, with what the guard needs of the session and the second factor (decision 68). */
export type SessionUser = UserRow & {
  session_last_used_at: Date;
  session_totp_verified_at: Date | null;
  totp_enabled: boolean;
};

/** An operator's session unused this long is over: its refresh is refused. */
const idleCutoff = () => sql<Date>`now() - make_interval(secs => ${OPERATOR.idleSeconds})`;

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
      // A refresh is not use: the browser renews tokens by itself, so only calls move last_used_at (touch).
      const session = await tx
        .selectFrom('sessions')
        .select(['id', 'user_id'])
        .where('id', '=', spent.session_id)
        .where('revoked_at', 'is', null)
        .where((eb) =>
          eb.or([
            eb('last_used_at', '>', idleCutoff()),
            eb.not(
              eb.exists(
                eb
                  .selectFrom('users')
                  .select('users.id')
                  .whereRef('users.id', '=', 'sessions.user_id')
                  .where('users.role', '=', 'admin'),
              ),
            ),
          ]),
        )
        // Waits for a revocation in flight, as the update this replaced did.
        .forUpdate()
        .executeTakeFirst();
      if (!session) {
        // Revoked already, or an operator's session left idle: it ends here (a no-op for a revoked one).
        await this.revoke(spent.session_id, 'idle', tx);
        return { kind: 'invalid' };
      }
      const next = randomToken();
      await tx
        .insertInto('refresh_tokens')
        .values({ token_hash: sha256(next), session_id: session.id, expires_at: refreshExpiry() })
        .execute();
      return { kind: 'rotated', sessionId: session.id, userId: session.user_id, refreshToken: next };
    });
  }

  /** Records use of the session, at most once a minute, so the idle sign-out measures real inactivity. */
  async touch(sessionId: string): Promise<void> {
    await this.db
      .updateTable('sessions')
      .set({ last_used_at: sql`now()` })
      .where('id', '=', sessionId)
      .where('last_used_at', '<', sql<Date>`now() - interval '1 minute'`)
      .execute();
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
  activeUser(sessionId: string, userId: string): Promise<SessionUser | undefined> {
    return this.db
      .selectFrom('sessions')
      .innerJoin('users', 'users.id', 'sessions.user_id')
      .selectAll('users')
      .select((eb) => [
        'sessions.last_used_at as session_last_used_at',
        'sessions.totp_verified_at as session_totp_verified_at',
        eb
          .exists(
            eb
              .selectFrom('user_totp')
              .select('user_totp.user_id')
              .whereRef('user_totp.user_id', '=', 'users.id')
              .where('user_totp.enabled_at', 'is not', null),
          )
          .$castTo<boolean>()
          .as('totp_enabled'),
      ])
      .where('sessions.id', '=', sessionId)
      .where('sessions.user_id', '=', userId)
      .where('sessions.revoked_at', 'is', null)
      .executeTakeFirst();
  }
}
