/** Accounts and sessions: sign-up, e-mail confirmation, sign-in, refresh, sign-out, profile, recovery. */
import { api, COOKIES, type LocaleCode, type MessageKey, translate } from '@yc/contract';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { isUniqueViolation, withTransaction } from '../../db/database.ts';
import type { UserRow } from '../../db/schema.ts';
import { badRequest, conflict, unauthorized } from '../../lib/app-error.ts';
import { requestLocale } from '../../lib/locale.ts';
import { route } from '../../lib/route.ts';
import { type CodeMailKind, codeMail } from '../mail/templates.ts';
import { NoncesRepository } from '../wallet-auth/nonces.repository.ts';
import { WALLET_ADDRESS_UNIQUE, walletProver } from '../wallet-auth/wallet-prover.ts';
import { CodesRepository } from './codes.repository.ts';
import { hashPassword, verifyPassword } from './passwords.ts';
import { sessionReplies } from './session-reply.ts';
import { SessionsRepository } from './sessions.repository.ts';
import { signUpOrigin } from './sign-up-origin.ts';
import { toUser } from './user-dto.ts';
import { UsersRepository } from './users.repository.ts';

const CODE_PAGES: Record<CodeMailKind, string> = {
  confirm: '/registration-confirm',
  recovery: '/password-recovery',
};

export default async function accountsRoutes(app: FastifyInstance) {
  const { db, config, mailer, tokens } = app;
  const users = new UsersRepository(db, app.sessionCache);
  const sessions = new SessionsRepository(db, app.sessionCache);
  const codes = new CodesRepository(db, config.jwtSecret);
  const replies = sessionReplies(app);
  const prover = walletProver(app, new NoncesRepository(db));
  const sessionBody = replies.send;
  const requestMeta = replies.meta;

  const message = (req: FastifyRequest, code: MessageKey) => ({ message: translate(requestLocale(req), code), code });

  /** Writes a fresh code and its e-mail, signed with the brand of the request's host, in the caller's transaction. */
  async function issueCode(
    req: FastifyRequest,
    kind: CodeMailKind,
    user: UserRow,
    locale: LocaleCode,
    tx: Parameters<typeof codes.issue>[2],
  ): Promise<void> {
    const address = user.login ?? user.email;
    if (!address) return;
    const code = await codes.issue(user.id, kind, tx);
    const prefix = locale === 'en' ? '' : `/${locale}`;
    const link = `${config.publicUrl}${prefix}${CODE_PAGES[kind]}?${new URLSearchParams({ login: address, code })}`;
    const brand = config.brands.forHost(req.hostname).title;
    await mailer.enqueue(address, codeMail(kind, locale, { brand, code, link }), tx);
  }

  route(
    app,
    api.register,
    async (req, reply) => {
      const b = req.body;
      const { metaMaskAddress, message: siweMessage, signature } = b;
      const proof =
        metaMaskAddress && siweMessage && signature ? { metaMaskAddress, message: siweMessage, signature } : null;
      if (!proof && (metaMaskAddress || siweMessage || signature)) throw badRequest('auth.walletProofRequired');
      if (await users.findByLogin(b.login)) throw conflict('auth.loginTaken');
      const wallet = proof ? await prover.check(req, proof) : null;
      const passwordHash = await hashPassword(b.password);
      const locale = b.locale ?? requestLocale(req);
      try {
        const { user, session } = await withTransaction(db, async (tx) => {
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
          await issueCode(req, 'confirm', user, locale, tx);
          const session = await sessions.create(user.id, requestMeta(req), tx);
          return { user, session };
        });
        mailer.kick();
        return sessionBody(reply, user, session.sessionId, session.refreshToken);
      } catch (err) {
        if (isUniqueViolation(err, WALLET_ADDRESS_UNIQUE)) throw conflict('wallet.addressTaken');
        if (isUniqueViolation(err)) throw conflict('auth.loginTaken');
        throw err;
      }
    },
    app.authLimits(),
  );

  route(
    app,
    api.login,
    async (req, reply) => {
      const user = await users.findByLogin(req.body.login);
      const valid = await verifyPassword(user?.password_hash, req.body.password);
      if (!user || !valid) throw unauthorized('auth.invalidCredentials');
      const session = await sessions.create(user.id, requestMeta(req));
      return sessionBody(reply, user, session.sessionId, session.refreshToken);
    },
    app.signInLimits(),
  );

  route(
    app,
    api.refresh,
    async (req, reply) => {
      const presented = req.body?.refreshToken ?? req.cookies[COOKIES.refreshToken.name];
      const result = presented ? await sessions.rotate(presented) : ({ kind: 'invalid' } as const);
      const user = result.kind === 'rotated' ? await users.findById(result.userId) : undefined;
      if (result.kind !== 'rotated' || !user) {
        replies.clear(reply);
        throw unauthorized('auth.sessionExpired');
      }
      return sessionBody(reply, user, result.sessionId, result.refreshToken);
    },
    app.authLimits(),
  );

  route(app, api.logout, async (req, reply) => {
    const header = req.headers.authorization;
    const claims = header?.startsWith('Bearer ') ? await tokens.verifyAccess(header.slice(7).trim()) : null;
    const presented = req.body?.refreshToken ?? req.cookies[COOKIES.refreshToken.name];
    const sessionId = claims?.sessionId ?? (presented ? await sessions.sessionOfRefreshToken(presented) : undefined);
    if (sessionId) await sessions.revoke(sessionId, 'logout');
    replies.clear(reply);
    return message(req, 'auth.loggedOut');
  });

  route(app, api.profile, async (req) => ({ user: toUser(req.auth!.user) }));

  route(app, api.updateUser, async (req) => {
    const b = req.body;
    const updated = await users.update(req.auth!.user.id, {
      ...(b.name !== undefined ? { name: b.name || null } : {}),
      ...(b.email !== undefined ? { email: b.email } : {}),
      ...(b.phone !== undefined ? { phone: b.phone || null } : {}),
      ...(b.telegram !== undefined ? { telegram: b.telegram || null } : {}),
      ...(b.locale !== undefined ? { locale: b.locale } : {}),
    });
    if (!updated) throw unauthorized('auth.sessionExpired');
    return { user: toUser(updated) };
  });

  route(
    app,
    api.changePassword,
    async (req, reply) => {
      const current = req.auth!.user;
      if (!(await verifyPassword(current.password_hash, req.body.currentPassword))) {
        throw badRequest('validation.password');
      }
      const passwordHash = await hashPassword(req.body.password);
      const { user, session } = await withTransaction(db, async (tx) => {
        const user = await users.update(current.id, { password_hash: passwordHash }, tx);
        await sessions.revokeAllOfUser(current.id, 'password changed', tx);
        return { user: user!, session: await sessions.create(current.id, requestMeta(req), tx) };
      });
      return sessionBody(reply, user, session.sessionId, session.refreshToken);
    },
    app.authLimits(),
  );

  /** Mails a fresh code when the login exists and `wanted` holds; callers answer alike either way (no enumeration). */
  async function mailCodeIfKnown(
    req: FastifyRequest,
    kind: CodeMailKind,
    login: string,
    wanted: (user: UserRow) => boolean,
  ) {
    const user = await users.findByLogin(login);
    if (!user || !wanted(user)) return;
    await withTransaction(db, (tx) => issueCode(req, kind, user, user.locale, tx));
    mailer.kick();
  }

  /** The account and the id of its matching code, or the same 400 for an unknown login and a bad code. */
  async function checkedCode(kind: CodeMailKind, login: string, code: string) {
    const user = await users.findByLogin(login);
    const codeId = user ? await codes.check(user.id, kind, code) : null;
    if (!user || !codeId) throw badRequest('auth.invalidCode');
    return { user, codeId };
  }

  route(
    app,
    api.sendPasswordRecovery,
    async (req) => {
      await mailCodeIfKnown(req, 'recovery', req.body.login, () => true);
      return message(req, 'auth.recoverySent');
    },
    app.authLimits(),
  );

  route(
    app,
    api.sendApproveEmail,
    async (req) => {
      await mailCodeIfKnown(req, 'confirm', req.body.login, (user) => !user.email_confirmed_at);
      return message(req, 'auth.approveEmailSent');
    },
    app.authLimits(),
  );

  route(
    app,
    api.confirmLogin,
    async (req, reply) => {
      const { user, codeId } = await checkedCode('confirm', req.body.login, req.body.code);
      const result = await withTransaction(db, async (tx) => {
        if (!(await codes.consume(codeId, tx))) return null;
        const confirmed = await users.confirmEmail(user.id, tx);
        return { user: confirmed!, session: await sessions.create(user.id, requestMeta(req), tx) };
      });
      if (!result) throw badRequest('auth.invalidCode');
      return sessionBody(reply, result.user, result.session.sessionId, result.session.refreshToken);
    },
    app.signInLimits(),
  );

  route(
    app,
    api.changePasswordByCode,
    async (req) => {
      const { user, codeId } = await checkedCode('recovery', req.body.login, req.body.code);
      const passwordHash = await hashPassword(req.body.password);
      const changed = await withTransaction(db, async (tx) => {
        if (!(await codes.consume(codeId, tx))) return false;
        await users.update(user.id, { password_hash: passwordHash }, tx);
        // Reading the code proves the mailbox, so an unconfirmed e-mail counts as confirmed now.
        await users.confirmEmail(user.id, tx);
        await sessions.revokeAllOfUser(user.id, 'password recovered', tx);
        return true;
      });
      if (!changed) throw badRequest('auth.invalidCode');
      return message(req, 'auth.passwordChanged');
    },
    app.signInLimits(),
  );
}
