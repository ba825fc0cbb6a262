/**
 * Two-factor sign-in with TOTP (RFC 6238, decision 67): enrolment, confirmation, the second sign-in step, the step-up
 * that keeps a session's code fresh (decision 68), recovery codes and the command line's reset. Per user, so
 * investors' second factor can reuse it; today only operators are asked.
 */
import { randomBytes } from 'node:crypto';
import { type MessageKey, OPERATOR, type TotpChallenge, type TwoFactorStatus } from '@yc/contract';
import type { FastifyRequest } from 'fastify';
import { jwtVerify, SignJWT } from 'jose';
import { sql } from 'kysely';
import { Secret, TOTP } from 'otpauth';
import { renderSVG } from 'uqr';
import { afterCommit, type Db, type Executor, withTransaction } from '../../db/database.ts';
import type { UserRow } from '../../db/schema.ts';
import { AppError, badRequest, conflict } from '../../lib/app-error.ts';
import type { AttemptCounter } from '../../lib/attempt-counter.ts';
import { sha256 } from '../../lib/crypto.ts';
import { requestMeta, type SignedIn } from '../accounts/accounts.service.ts';
import { createOperator } from '../accounts/operators.ts';
import type { AuthInvalidation } from '../accounts/session-cache.ts';
import type { SessionsRepository } from '../accounts/sessions.repository.ts';
import type { SignInsRepository } from '../accounts/sign-ins.repository.ts';
import type { UsersRepository } from '../accounts/users.repository.ts';
import type { Actor, AuditLog } from '../audit/audit-log.ts';
import type { SecretCipher } from './secret-cipher.ts';

const PERIOD = 30;
const DIGITS = 6;
/** One step either side: a phone clock 30 s off still signs in; a replayed code is refused by the step anyway. */
const WINDOW = 1;
const CHALLENGE_AUDIENCE = 'yield-cabinet-totp-challenge';
const CHALLENGE_SECONDS = 5 * 60;
/** Wrong codes per account in the window; the code space is a million, so five guesses are 1 in 200 000. */
const MAX_WRONG = 5;
const WRONG_WINDOW_MS = 15 * 60_000;
/** Crockford's base32 without the look-alikes of i, l, o and u. */
const RECOVERY_ALPHABET = '0123456789abcdefghjkmnpqrstvwxyz';

/** A TOTP code or a recovery code: the contract lets exactly one through. */
export type SecondFactorProof = { code?: string | undefined; recoveryCode?: string | undefined };

/** A recovery code as typed: case, spaces and dashes do not count. */
const normalizeRecovery = (code: string) => code.toLowerCase().replace(/[\s-]/g, '');

/** 80 random bits as 16 base32 characters in groups of four. */
function newRecoveryCode(): string {
  const bytes = randomBytes(10);
  let bits = 0n;
  for (const b of bytes) bits = (bits << 8n) | BigInt(b);
  let out = '';
  for (let i = 0; i < 16; i++) out += RECOVERY_ALPHABET[Number((bits >> BigInt(75 - i * 5)) & 31n)];
  return out.match(/.{4}/g)!.join('-');
}

const totpOf = (base32: string, label = '', issuer = '') =>
  new TOTP({ issuer, label, algorithm: 'SHA1', digits: DIGITS, period: PERIOD, secret: Secret.fromBase32(base32) });

/** The first factor's fingerprint: a challenge dies when the password changes. */
const firstFactorOf = (user: UserRow) =>
  sha256(`${user.password_hash ?? ''}|${user.meta_mask_address ?? ''}`).slice(0, 32);

export class TwoFactorService {
  readonly #challengeKey: Uint8Array;

  constructor(
    private readonly deps: {
      db: Db;
      jwtSecret: Uint8Array;
      cipher: SecretCipher;
      users: UsersRepository;
      sessions: SessionsRepository;
      invalidation: AuthInvalidation;
      audit: AuditLog;
      attempts: AttemptCounter;
      signIns: SignInsRepository;
    },
  ) {
    // A key of its own, derived from the JWT secret, so a challenge can never pass for an access token.
    this.#challengeKey = new TextEncoder().encode(
      sha256(`totp-challenge|${Buffer.from(deps.jwtSecret).toString('hex')}`),
    );
  }

  /** The clock codes are checked against: tests move it forward a step per code, since a code is good once. */
  clock: () => number = Date.now;

  async isEnabled(userId: string, tx: Executor = this.deps.db): Promise<boolean> {
    const row = await tx
      .selectFrom('user_totp')
      .select('user_id')
      .where('user_id', '=', userId)
      .where('enabled_at', 'is not', null)
      .executeTakeFirst();
    return row !== undefined;
  }

  async status(userId: string, sessionId: string): Promise<TwoFactorStatus> {
    const { db } = this.deps;
    const [totp, left, session] = await Promise.all([
      db.selectFrom('user_totp').select('enabled_at').where('user_id', '=', userId).executeTakeFirst(),
      db
        .selectFrom('user_recovery_codes')
        .select((eb) => eb.fn.countAll<string>().as('n'))
        .where('user_id', '=', userId)
        .where('used_at', 'is', null)
        .executeTakeFirstOrThrow(),
      db.selectFrom('sessions').select('totp_verified_at').where('id', '=', sessionId).executeTakeFirst(),
    ]);
    return {
      enabled: !!totp?.enabled_at,
      enrolledAt: totp?.enabled_at?.toISOString() ?? null,
      recoveryCodesLeft: Number(left.n),
      verifiedAt: session?.totp_verified_at?.toISOString() ?? null,
    };
  }

  /** A new pending secret; an active one stays until the command line resets it. */
  async enrol(user: UserRow, issuer: string, actor: Actor) {
    const { db, cipher, audit } = this.deps;
    const secret = new Secret({ size: 20 }).base32;
    const enrolled = await withTransaction(db, async (tx) => {
      const row = await tx
        .insertInto('user_totp')
        .values({ user_id: user.id, pending_encrypted: cipher.encrypt(user.id, secret) })
        .onConflict((oc) =>
          oc
            .column('user_id')
            .doUpdateSet({ pending_encrypted: (eb) => eb.ref('excluded.pending_encrypted'), updated_at: sql`now()` })
            .where('user_totp.enabled_at', 'is', null),
        )
        .returning('user_id')
        .executeTakeFirst();
      if (!row) return false;
      await audit.record(tx, actor, { action: 'operator.2fa_enrol', objectType: 'user', objectId: user.id });
      return true;
    });
    if (!enrolled) throw conflict('admin.totpAlreadyEnabled');
    const otpauthUri = totpOf(secret, user.login ?? user.id, issuer).toString();
    return { secret, otpauthUri, qrSvg: renderSVG(otpauthUri, { border: 2 }) };
  }

  /** The pending secret's code turns two-factor sign-in on and verifies this session; ten recovery codes answer. */
  async confirm(userId: string, sessionId: string, code: string, actor: Actor) {
    const { db, audit } = this.deps;
    const row = await db.selectFrom('user_totp').selectAll().where('user_id', '=', userId).executeTakeFirst();
    if (row?.enabled_at) throw conflict('admin.totpAlreadyEnabled');
    if (!row?.pending_encrypted) throw badRequest('admin.totpNotPending');
    const secret = this.#readable(userId, row.pending_encrypted, 'admin.totpPendingUnreadable');
    const step = await this.#countedCheck(userId, secret, code);
    return withTransaction(db, async (tx) => {
      const enabled = await tx
        .updateTable('user_totp')
        .set({
          secret_encrypted: row.pending_encrypted,
          pending_encrypted: null,
          enabled_at: sql`now()`,
          last_step: String(step),
          updated_at: sql`now()`,
        })
        .where('user_id', '=', userId)
        .where('enabled_at', 'is', null)
        .where('pending_encrypted', '=', row.pending_encrypted)
        .returning('user_id')
        .executeTakeFirst();
      if (!enabled) throw conflict('admin.totpNotPending');
      const recoveryCodes = await this.#replaceRecoveryCodes(userId, tx);
      await this.#markVerified(sessionId, tx);
      await audit.record(tx, actor, { action: 'operator.2fa_confirm', objectType: 'user', objectId: userId });
      return { recoveryCodes };
    });
  }

  /** A code now: the session may take decisions for OPERATOR.totpFreshSeconds. */
  async stepUp(userId: string, sessionId: string, proof: SecondFactorProof): Promise<TwoFactorStatus> {
    await withTransaction(this.deps.db, async (tx) => {
      await this.#verify(userId, proof, tx);
      await this.#markVerified(sessionId, tx);
    });
    return this.status(userId, sessionId);
  }

  /** Ten new recovery codes; the old ones, used or not, stop working. */
  async regenerateRecoveryCodes(userId: string, actor: Actor) {
    return withTransaction(this.deps.db, async (tx) => {
      if (!(await this.isEnabled(userId, tx))) throw badRequest('admin.totpNotEnabled');
      const recoveryCodes = await this.#replaceRecoveryCodes(userId, tx);
      await this.deps.audit.record(tx, actor, {
        action: 'operator.2fa_recovery_codes',
        objectType: 'user',
        objectId: userId,
      });
      return { recoveryCodes };
    });
  }

  /** Dev mode's end-to-end tests: an operator as `npm run admin -- create` makes one, while the server runs. */
  devOperator(login: string, password: string): Promise<{ id: string; login: string }> {
    return createOperator(this.deps.db, login, password);
  }

  /** Dev mode's end-to-end tests: the operator's sessions entered their last code longer ago than the fresh window. */
  async ageVerification(login: string): Promise<{ id: string; login: string } | null> {
    const user = await this.deps.users.findByLogin(login);
    if (user?.role !== 'admin') return null;
    await this.deps.db
      .updateTable('sessions')
      .set({ totp_verified_at: sql`now() - make_interval(secs => ${OPERATOR.totpFreshSeconds + 60})` })
      .where('user_id', '=', user.id)
      .where('totp_verified_at', 'is not', null)
      .execute();
    this.deps.invalidation.userChanged(user.id);
    return { id: user.id, login };
  }

  /** The second step's ticket after a good first factor: signed, bound to the account and its first factor. */
  async challenge(user: UserRow): Promise<TotpChallenge> {
    const challenge = await new SignJWT({ ff: firstFactorOf(user) })
      .setProtectedHeader({ alg: 'HS256' })
      .setSubject(user.id)
      .setAudience(CHALLENGE_AUDIENCE)
      .setIssuedAt()
      .setExpirationTime(`${CHALLENGE_SECONDS}s`)
      .sign(this.#challengeKey);
    return { totpRequired: true, challenge };
  }

  /** The second step: a good challenge and a good code open a session that counts as just verified. */
  async completeSignIn(req: FastifyRequest, challenge: string, proof: SecondFactorProof): Promise<SignedIn> {
    const { db, users, sessions } = this.deps;
    const claims = await this.#challengeClaims(challenge);
    const user = claims ? await users.findById(claims.userId) : undefined;
    if (!user || claims?.firstFactor !== firstFactorOf(user)) throw badRequest('admin.totpChallengeExpired');
    // A challenge issued before a freeze must not open a session after it (decision 75).
    await this.deps.signIns.refuseFrozen(user, 'password', requestMeta(req));
    return withTransaction(db, async (tx) => {
      await this.#verify(user.id, proof, tx);
      await this.deps.signIns.record(user.id, 'password', requestMeta(req), null, tx);
      const session = await sessions.create(user.id, requestMeta(req), tx);
      await this.#markVerified(session.sessionId, tx);
      return { user, session };
    });
  }

  async #challengeClaims(challenge: string): Promise<{ userId: string; firstFactor: unknown } | null> {
    try {
      const { payload } = await jwtVerify(challenge, this.#challengeKey, {
        algorithms: ['HS256'],
        audience: CHALLENGE_AUDIENCE,
        requiredClaims: ['sub', 'exp'],
      });
      return typeof payload.sub === 'string' ? { userId: payload.sub, firstFactor: payload.ff } : null;
    } catch {
      return null;
    }
  }

  /** A TOTP code of the active secret (once per step) or an unused recovery code (once), in `tx`. */
  async #verify(userId: string, proof: SecondFactorProof, tx: Executor): Promise<void> {
    const { attempts } = this.deps;
    const row = await tx
      .selectFrom('user_totp')
      .select('secret_encrypted')
      .where('user_id', '=', userId)
      .executeTakeFirst();
    if (!row?.secret_encrypted) throw badRequest('admin.totpNotEnabled');
    if (proof.code !== undefined) {
      const secret = this.#readable(userId, row.secret_encrypted, 'admin.totpSecretUnreadable');
      const step = await this.#countedCheck(userId, secret, proof.code);
      // Compare-and-set: of two uses of one code, one moves the step and the other finds it moved.
      const spent = await tx
        .updateTable('user_totp')
        .set({ last_step: String(step), updated_at: sql`now()` })
        .where('user_id', '=', userId)
        .where((eb) => eb.or([eb('last_step', 'is', null), eb('last_step', '<', sql<string>`${String(step)}::bigint`)]))
        .returning('user_id')
        .executeTakeFirst();
      if (!spent) throw badRequest('admin.totpReplayed');
      return;
    }
    const key = `totp:${userId}`;
    await this.#countAttempt(key);
    const used = await tx
      .updateTable('user_recovery_codes')
      .set({ used_at: sql`now()` })
      .where('user_id', '=', userId)
      .where('code_hash', '=', sha256(normalizeRecovery(proof.recoveryCode ?? '')))
      .where('used_at', 'is', null)
      .returning('user_id')
      .executeTakeFirst();
    if (!used) throw badRequest('admin.recoveryCodeInvalid');
    await attempts.undo(key);
  }

  /**
   * The stored secret in clear. One the key cannot open (TOTP_ENCRYPTION_KEY replaced) is the server's state, not a
   * wrong code: the operator hears what to do instead of a 500 (decision 67).
   */
  #readable(userId: string, stored: string, unreadable: MessageKey): string {
    try {
      return this.deps.cipher.decrypt(userId, stored);
    } catch {
      throw conflict(unreadable);
    }
  }

  /** The step of a valid code of `secret`, counting wrong codes against the account. */
  async #countedCheck(userId: string, secret: string, code: string): Promise<number> {
    const key = `totp:${userId}`;
    await this.#countAttempt(key);
    const timestamp = this.clock();
    const delta = totpOf(secret).validate({ token: code, timestamp, window: WINDOW });
    if (delta === null) throw badRequest('admin.totpInvalid');
    await this.deps.attempts.undo(key);
    return TOTP.counter({ period: PERIOD, timestamp }) + delta;
  }

  async #countAttempt(key: string): Promise<void> {
    const { count, resetInMs } = await this.deps.attempts.hit(key, WRONG_WINDOW_MS);
    if (count <= MAX_WRONG) return;
    await this.deps.attempts.undo(key);
    throw new AppError(429, 'admin.totpTooManyAttempts', {
      minutes: String(Math.max(1, Math.ceil(resetInMs / 60_000))),
    });
  }

  async #replaceRecoveryCodes(userId: string, tx: Executor): Promise<string[]> {
    const codes = Array.from({ length: OPERATOR.recoveryCodes }, newRecoveryCode);
    await tx.deleteFrom('user_recovery_codes').where('user_id', '=', userId).execute();
    await tx
      .insertInto('user_recovery_codes')
      .values(codes.map((c) => ({ user_id: userId, code_hash: sha256(normalizeRecovery(c)) })))
      .execute();
    return codes;
  }

  async #markVerified(sessionId: string, tx: Executor): Promise<void> {
    await tx.updateTable('sessions').set({ totp_verified_at: sql`now()` }).where('id', '=', sessionId).execute();
    // Every instance drops its cached copy, so the next call sees the new time.
    afterCommit(tx, () => this.deps.invalidation.sessionChanged(sessionId));
  }
}
