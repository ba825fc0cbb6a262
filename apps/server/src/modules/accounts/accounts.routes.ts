/** Accounts and sessions: sign-up, e-mail confirmation, sign-in, refresh, sign-out, profile, recovery. */
import { api, COOKIES, type MessageKey, translate } from '@yc/contract';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { unauthorized } from '../../lib/app-error.ts';
import { CheckedJson } from '../../lib/checked-json.ts';
import { requestLocale } from '../../lib/locale.ts';
import { route } from '../../lib/route.ts';
import { sessionReplies } from './session-reply.ts';
import type { SessionUser } from './sessions.repository.ts';
import { toUser } from './user-dto.ts';

export default async function accountsRoutes(app: FastifyInstance) {
  const { accounts } = app;
  const replies = sessionReplies(app);
  const message = (req: FastifyRequest, code: MessageKey) => ({ message: translate(requestLocale(req), code), code });
  const presentedRefresh = (req: { body: { refreshToken?: string | undefined } | null | undefined } & FastifyRequest) =>
    req.body?.refreshToken ?? req.cookies[COOKIES.refreshToken.name];

  route(
    app,
    api.register,
    async (req, reply) => replies.send(reply, await accounts.register(req, req.body)),
    app.authLimits(),
  );

  route(
    app,
    api.login,
    async (req, reply) => replies.send(reply, await accounts.login(req, req.body.login, req.body.password)),
    app.signInLimits(),
  );

  route(
    app,
    api.refresh,
    async (req, reply) => {
      const signedIn = await accounts.refresh(presentedRefresh(req));
      if (signedIn) return replies.send(reply, signedIn);
      replies.clear(reply);
      throw unauthorized('auth.sessionExpired');
    },
    app.authLimits(),
  );

  route(app, api.logout, async (req, reply) => {
    await accounts.logout(req.headers.authorization, presentedRefresh(req));
    replies.clear(reply);
    return message(req, 'auth.loggedOut');
  });

  // The profile is the session's user as the guard found it, an object the session cache replaces rather than changes
  // (a change drops it): its checked answer is kept on it and sent as bytes until then (decision 95).
  const profiles = new WeakMap<SessionUser, CheckedJson>();
  route(app, api.profile, async (req) => {
    const user = req.auth!.user;
    let answer = profiles.get(user);
    if (!answer) {
      answer = CheckedJson.of(api.profile, { user: toUser(user) });
      profiles.set(user, answer);
    }
    return answer;
  });

  route(app, api.updateUser, async (req) => ({
    user: toUser(await accounts.updateProfile(req.auth!.user.id, req.body)),
  }));

  route(
    app,
    api.changePassword,
    async (req, reply) => {
      const { currentPassword, password } = req.body;
      return replies.send(reply, await accounts.changePassword(req, req.auth!.user, currentPassword, password));
    },
    app.authLimits(),
  );

  route(
    app,
    api.sendPasswordRecovery,
    async (req) => {
      await accounts.sendRecoveryCode(req, req.body.login);
      return message(req, 'auth.recoverySent');
    },
    app.authLimits(),
  );

  route(
    app,
    api.sendApproveEmail,
    async (req) => {
      await accounts.sendConfirmationCode(req, req.body.login);
      return message(req, 'auth.approveEmailSent');
    },
    app.authLimits(),
  );

  route(
    app,
    api.confirmLogin,
    async (req, reply) => replies.send(reply, await accounts.confirmEmail(req, req.body.login, req.body.code)),
    app.signInLimits(),
  );

  route(
    app,
    api.changePasswordByCode,
    async (req) => {
      await accounts.recoverPassword(req.body.login, req.body.code, req.body.password);
      return message(req, 'auth.passwordChanged');
    },
    app.signInLimits(),
  );
}
