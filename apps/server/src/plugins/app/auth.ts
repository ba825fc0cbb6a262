/**
 * Bearer-token guard: a valid access JWT whose session is still open, and for every level but `unconfirmed` an
 * account with a role (a confirmed e-mail), so an unconfirmed account can reach only the confirmation screen's calls.
 */
import type { EndpointAuth } from '@yc/contract';
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
        cache.set(claims.sessionId, user, version);
      }
      if (level !== 'unconfirmed' && !user.role) throw forbidden('auth.emailNotConfirmed');
      if (level === 'admin' && user.role !== 'admin') throw forbidden();
      req.auth = { user, sessionId: claims.sessionId };
    });
  },
  { name: 'auth', dependencies: ['accounts'] },
);
