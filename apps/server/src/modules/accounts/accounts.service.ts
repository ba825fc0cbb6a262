/**
 * Password accounts' flows (sign-up, sign-in, refresh, sign-out, profile, password change, e-mail confirmation and
 * recovery by a mailed code): each is one call, with its transaction, so a route only validates and replies.
 */
import type { LocaleCode, registerBody, TotpChallenge, updateUserBody } from '@yc/contract';
import type { FastifyRequest } from 'fastify';
import type { z } from 'zod/mini';
import type { Config } from '../../config.ts';
import { type Db, type Executor, isUniqueViolation, withTransaction } from '../../db/database.ts';
import type { UserRow, UserUpdate } from '../../db/schema.ts';
import { badRequest, conflict, unauthorized } from '../../lib/app-error.ts';
import { requestLocale } from '../../lib/locale.ts';
import type { BrandsService } from '../brand/brands.service.ts';
import type { Mailer } from '../mail/mailer.ts';
import { type CodeMailKind, codeMail } from '../mail/templates.ts';
import type { TwoFactorService } from '../two-factor/two-factor.service.ts';
import { WALLET_ADDRESS_UNIQUE, type WalletProver } from '../wallet-auth/wallet-prover.ts';
import type { CodesRepository } from './codes.repository.ts';
import { hashPassword, verifyPassword } from './passwords.ts';
import type { SessionsRepository } from './sessions.repository.ts';
import { accountFrozen, type SignInsRepository } from './sign-ins.repository.ts';
import { signUpOrigin } from './sign-up-origin.ts';
import type { TokenService } from './tokens.ts';
import type { UsersRepository } from './users.repository.ts';

const CODE_PAGES: Record<CodeMailKind, string> = {
  confirm: '/registration-confirm',
  recovery: '/password-recovery',
};

/** An account and the session just opened for it: what every sign-in answers. */
export interface SignedIn {
  user: UserRow;
  session: { sessionId: string; refreshToken: string };
}

type RegisterBody = z.output<typeof registerBody>;
type ProfileChanges = z.output<typeof updateUserBody>;

export const requestMeta = (req: FastifyRequest) => ({ userAgent: req.headers['user-agent'], ip: req.ip });

export class AccountsService {
  constructor(
    private readonly deps: {
      db: Db;
      config: Config;
      brands: Pick<BrandsService, 'forHost'>;
      mailer: Mailer;
      tokens: TokenService;
      users: UsersRepository;
      sessions: SessionsRepository;
      codes: CodesRepository;
      prover: WalletProver;
      signIns: SignInsRepository;
      twoFactor: TwoFactorService;
    },
  ) {}

  /** Writes a fresh code and its e-mail, signed with the brand of the request's host, in the caller's transaction. */
  async #issueCode(req: FastifyRequest, kind: CodeMailKind, user: UserRow, locale: LocaleCode, tx: Executor) {
    const { config, brands, codes, mailer } = this.deps;
    const address = user.login ?? user.email;
    if (!address) return;
    const code = await codes.issue(user.id, kind, tx);
    const prefix = locale === 'en' ? '' : `/${locale}`;
    const link = `${config.publicUrl}${prefix}${CODE_PAGES[kind]}?${new URLSearchParams({ login: address, code })}`;
    const brand = brands.forHost(req.hostname).title;
    await mailer.enqueue(address, codeMail(kind, locale, { brand, code, link }), tx);
  }

  /** A new password account, optionally with a proven wallet, its confirmation code mailed and a session open. */
  async register(req: FastifyRequest, b: RegisterBody): Promise<SignedIn> {
    const { db, users, sessions, prover, mailer } = this.deps;
    const { metaMaskAddress, message, signature } = b;
    const proof = metaMaskAddress && message && signature ? { metaMaskAddress, message, signature } : null;
    if (!proof && (metaMaskAddress || message || signature)) throw badRequest('auth.walletProofRequired');
    if (await users.findByLogin(b.login)) throw conflict('auth.loginTaken');
    const wallet = proof ? await prover.check(req, proof) : null;
    const passwordHash = await hashPassword(b.password);
    const locale = b.locale ?? requestLocale(req);
    try {
      const signedIn = await withTransaction(db, async (tx) => {
        if (wallet) await prover.consume(wallet, tx);
        const user = await users.create(
          {
            login: b.login,
            meta_mask_address: wallet ? wallet.address.toLowerCase() : null,
            email: b.login,
            name: b.name || null,
            locale,
            password_hash: passwordHash,
            ...signUpOrigin(req, b),
          },
          tx,
        );
        await this.#issueCode(req, 'confirm', user, locale, tx);
        return { user, session: await sessions.create(user.id, requestMeta(req), tx) };
      });
      mailer.kick();
      return signedIn;
    } catch (err) {
      if (isUniqueViolation(err, WALLET_ADDRESS_UNIQUE)) throw conflict('wallet.addressTaken');
      if (isUniqueViolation(err)) throw conflict('auth.loginTaken');
      throw err;
    }
  }

  /** Every attempt on a known login is recorded; a frozen account hears why only after the right password. */
  async login(req: FastifyRequest, login: string, password: string): Promise<SignedIn | TotpChallenge> {
    const { db, users, sessions, signIns } = this.deps;
    const user = await users.findByLogin(login);
    const valid = await verifyPassword(user?.password_hash, password);
    if (user && !valid) await signIns.record(user.id, 'password', requestMeta(req), 'password');
    if (!user || !valid) throw unauthorized('auth.invalidCredentials');
    await signIns.refuseFrozen(user, 'password', requestMeta(req));
    // With a second factor the password earns only the challenge of the second step (decision 67).
    if (await this.deps.twoFactor.isEnabled(user.id)) return this.deps.twoFactor.challenge(user);
    return withTransaction(db, async (tx) => {
      await signIns.record(user.id, 'password', requestMeta(req), null, tx);
      return { user, session: await sessions.create(user.id, requestMeta(req), tx) };
    });
  }

  /** The next refresh token of the session, or null when the presented one is no longer good. */
  async refresh(presented: string | undefined): Promise<SignedIn | null> {
    const { users, sessions } = this.deps;
    const result = presented ? await sessions.rotate(presented) : ({ kind: 'invalid' } as const);
    const user = result.kind === 'rotated' ? await users.findById(result.userId) : undefined;
    if (result.kind !== 'rotated' || !user) return null;
    // A freeze revokes the sessions; this catches a refresh that raced it.
    if (user.frozen_reason !== null) {
      await sessions.revoke(result.sessionId, 'frozen');
      throw accountFrozen(user.frozen_reason);
    }
    return { user, session: { sessionId: result.sessionId, refreshToken: result.refreshToken } };
  }

  /** Ends the session named by the access token, else by the refresh token; nothing when neither names one. */
  async logout(authorization: string | undefined, presented: string | undefined): Promise<void> {
    const { tokens, sessions } = this.deps;
    const claims = authorization?.startsWith('Bearer ')
      ? await tokens.verifyAccess(authorization.slice(7).trim())
      : null;
    const sessionId = claims?.sessionId ?? (presented ? await sessions.sessionOfRefreshToken(presented) : undefined);
    if (sessionId) await sessions.revoke(sessionId, 'logout');
  }

  /** An empty name, phone or telegram clears it. */
  async updateProfile(userId: string, b: ProfileChanges): Promise<UserRow> {
    const changes: UserUpdate = {
      ...(b.name !== undefined ? { name: b.name || null } : {}),
      ...(b.email !== undefined ? { email: b.email } : {}),
      ...(b.phone !== undefined ? { phone: b.phone || null } : {}),
      ...(b.telegram !== undefined ? { telegram: b.telegram || null } : {}),
      ...(b.locale !== undefined ? { locale: b.locale } : {}),
    };
    const updated = await this.deps.users.update(userId, changes);
    if (!updated) throw unauthorized('auth.sessionExpired');
    return updated;
  }

  /** Every other session ends; the caller continues in a new one. */
  async changePassword(req: FastifyRequest, current: UserRow, oldPassword: string, password: string) {
    const { db, users, sessions } = this.deps;
    if (!(await verifyPassword(current.password_hash, oldPassword))) throw badRequest('validation.password');
    const passwordHash = await hashPassword(password);
    return withTransaction(db, async (tx): Promise<SignedIn> => {
      const user = await users.update(current.id, { password_hash: passwordHash }, tx);
      await sessions.revokeAllOfUser(current.id, 'password changed', tx);
      return { user: user!, session: await sessions.create(current.id, requestMeta(req), tx) };
    });
  }

  /** Mails a fresh code when the login exists and `wanted` holds; callers answer alike either way (no enumeration). */
  async #mailCodeIfKnown(req: FastifyRequest, kind: CodeMailKind, login: string, wanted: (user: UserRow) => boolean) {
    const user = await this.deps.users.findByLogin(login);
    if (!user || !wanted(user)) return;
    await withTransaction(this.deps.db, (tx) => this.#issueCode(req, kind, user, user.locale, tx));
    this.deps.mailer.kick();
  }

  /** A recovery code for a known login; nothing, and the same answer, for an unknown one. */
  sendRecoveryCode(req: FastifyRequest, login: string): Promise<void> {
    return this.#mailCodeIfKnown(req, 'recovery', login, () => true);
  }

  /** The operator's resend (decision 75): a fresh confirmation code, written in the caller's transaction. */
  mailConfirmationCode(req: FastifyRequest, user: UserRow, tx: Executor): Promise<void> {
    return this.#issueCode(req, 'confirm', user, user.locale, tx);
  }

  /** A fresh confirmation code while the login's e-mail is unconfirmed; nothing otherwise. */
  sendConfirmationCode(req: FastifyRequest, login: string): Promise<void> {
    return this.#mailCodeIfKnown(req, 'confirm', login, (user) => !user.email_confirmed_at);
  }

  /** The account and the id of its matching code, or the same 400 for an unknown login and a bad code. */
  async #checkedCode(kind: CodeMailKind, login: string, code: string) {
    const user = await this.deps.users.findByLogin(login);
    const codeId = user ? await this.deps.codes.check(user.id, kind, code) : null;
    if (!user || !codeId) throw badRequest('auth.invalidCode');
    return { user, codeId };
  }

  /** The mailed code confirms the e-mail (the account becomes an investor) and signs in. */
  async confirmEmail(req: FastifyRequest, login: string, code: string): Promise<SignedIn> {
    const { db, users, sessions, codes } = this.deps;
    const { user, codeId } = await this.#checkedCode('confirm', login, code);
    await this.deps.signIns.refuseFrozen(user, 'code', requestMeta(req));
    const result = await withTransaction(db, async (tx) => {
      if (!(await codes.consume(codeId, tx))) return null;
      await this.deps.signIns.record(user.id, 'code', requestMeta(req), null, tx);
      const confirmed = await users.confirmEmail(user.id, tx);
      return { user: confirmed!, session: await sessions.create(user.id, requestMeta(req), tx) };
    });
    if (!result) throw badRequest('auth.invalidCode');
    return result;
  }

  /** The mailed code sets a new password and ends every session. */
  async recoverPassword(login: string, code: string, password: string): Promise<void> {
    const { db, users, sessions, codes } = this.deps;
    const { user, codeId } = await this.#checkedCode('recovery', login, code);
    const passwordHash = await hashPassword(password);
    const changed = await withTransaction(db, async (tx) => {
      if (!(await codes.consume(codeId, tx))) return false;
      await users.update(user.id, { password_hash: passwordHash }, tx);
      // Reading the code proves the mailbox, so an unconfirmed e-mail counts as confirmed now.
      await users.confirmEmail(user.id, tx);
      await sessions.revokeAllOfUser(user.id, 'password recovered', tx);
      return true;
    });
    if (!changed) throw badRequest('auth.invalidCode');
  }
}
