/** The answer of every call that signs someone in: the refresh cookie and the session body. */
import { COOKIES, type Session, TOKEN_LIFETIME } from '@yc/contract';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { UserRow } from '../../db/schema.ts';
import { toUser } from './user-dto.ts';

export function sessionReplies(app: FastifyInstance) {
  const secure = app.config.publicUrl.startsWith('https:');
  const cookie = { httpOnly: true, sameSite: 'strict', secure, path: '/api/v1' } as const;

  return {
    async send(reply: FastifyReply, user: UserRow, sessionId: string, refreshToken: string): Promise<Session> {
      reply.setCookie(COOKIES.refreshToken.name, refreshToken, {
        ...cookie,
        maxAge: COOKIES.refreshToken.maxAgeSeconds,
      });
      const token = await app.tokens.signAccess({ userId: user.id, sessionId });
      return { user: toUser(user), token, refreshToken, expiresIn: TOKEN_LIFETIME.accessSeconds };
    },
    clear(reply: FastifyReply): void {
      reply.clearCookie(COOKIES.refreshToken.name, cookie);
    },
    meta: (req: FastifyRequest) => ({ userAgent: req.headers['user-agent'], ip: req.ip }),
  };
}
