/** The answer of every call that signs someone in: the refresh cookie and the session body. */
import { COOKIES, type Session, TOKEN_LIFETIME } from '@yc/contract';
import type { FastifyInstance, FastifyReply } from 'fastify';
import type { SignedIn } from './accounts.service.ts';
import { toUser } from './user-dto.ts';

export function sessionReplies(app: FastifyInstance) {
  const secure = app.config.publicUrl.startsWith('https:');
  const cookie = { httpOnly: true, sameSite: 'strict', secure, path: '/api/v1' } as const;

  return {
    async send(reply: FastifyReply, { user, session }: SignedIn): Promise<Session> {
      reply.setCookie(COOKIES.refreshToken.name, session.refreshToken, {
        ...cookie,
        maxAge: COOKIES.refreshToken.maxAgeSeconds,
      });
      const token = await app.tokens.signAccess({ userId: user.id, sessionId: session.sessionId });
      return { user: toUser(user), token, refreshToken: session.refreshToken, expiresIn: TOKEN_LIFETIME.accessSeconds };
    },
    clear(reply: FastifyReply): void {
      reply.clearCookie(COOKIES.refreshToken.name, cookie);
    },
  };
}
