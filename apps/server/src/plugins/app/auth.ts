/**
 * Bearer-token guard: a valid access JWT whose session is still open, and for every level but `unconfirmed` an
 * account with a role (a confirmed e-mail), so an unconfirmed account can reach only the confirmation screen's calls.
 */
import { type EndpointAuth, OPERATOR } from '@yc/contract';
import fp from 'fastify-plugin';
import { forbidden, unauthorized } from '../../lib/app-error.ts';

export default fp(
  async (app) => {
    const { tokens, sessionCache: cache, sessionsRepository: sessions } = app;
    app.decorateRequest('auth', null);
    app.decorate('authenticate', (level: Exclude<EndpointAuth, 'none'>) => async (req) => {
      const header = req.headers.authorization;
      const token = header?.startsWith('Bearer ') ? header.slice(7).trim() : undefined;
      const claims = token ? await tokens.verifyAccess(token) : null;
      if (!claims) throw unauthorized();
      let user = cache.get(claims.sessionId, claims.userId);
      if (!user) {
        const version = cache.version;
        user = await sessions.activeUser(claims.sessionId, claims.userId);
        if (!user) throw unauthorized('auth.sessionExpired');
        const unusedMs = Date.now() - user.session_last_used_at.getTime();
        // An operator's session unused for OPERATOR.idleSeconds is over, whatever its access token says.
        if (user.role === 'admin' && unusedMs > OPERATOR.idleSeconds * 1000) {
          await sessions.revoke(claims.sessionId, 'idle');
          throw unauthorized('auth.sessionExpired');
        }
        // Checked on a cache miss only, so a busy session writes about once a minute.
        if (unusedMs > 60_000) await sessions.touch(claims.sessionId);
        cache.set(claims.sessionId, user, version);
      }
      if (level !== 'unconfirmed' && !user.role) throw forbidden('auth.emailNotConfirmed');
      if (level === 'admin' && user.role !== 'admin') throw forbidden();
      req.auth = { user, sessionId: claims.sessionId };
    });

    app.decorate('requireSecondFactor', (endpoint: { enrolment?: true; fresh?: true }) => async (req) => {
      const user = req.auth?.user;
      if (!user) throw unauthorized();
      if (!user.totp_enabled) {
        if (!endpoint.enrolment) throw forbidden('admin.totpEnrolRequired');
        return;
      }
      const verifiedAt = user.session_totp_verified_at?.getTime() ?? 0;
      if (endpoint.fresh && Date.now() - verifiedAt > OPERATOR.totpFreshSeconds * 1000)
        throw forbidden('admin.totpStale');
    });
  },
  { name: 'auth', dependencies: ['accounts'] },
);
