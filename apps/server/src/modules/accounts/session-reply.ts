/**
 * The answer of every call that signs someone in: the refresh cookie, the signed-in marker pages see (decision 96) and
 * the session body.
 */
import { COOKIES, type Session, type TotpChallenge } from '@yc/contract';
import type { FastifyInstance, FastifyReply } from 'fastify';
import type { SignedIn } from './accounts.service.ts';
import { accessSecondsOf } from './tokens.ts';
import { toUser } from './user-dto.ts';

export function sessionReplies(app: FastifyInstance) {
  const secure = app.config.publicUrl.startsWith('https:');
  const cookie = { httpOnly: true, sameSite: 'strict', secure, path: '/api/v1' } as const;
  // Lax: a link from an e-mail to a cabinet page is a top-level navigation from elsewhere, and must carry it.
  const marker = { httpOnly: true, sameSite: 'lax', secure, path: '/' } as const;

  async function send(reply: FastifyReply, result: SignedIn): Promise<Session>;
  async function send(reply: FastifyReply, result: SignedIn | TotpChallenge): Promise<Session | TotpChallenge>;
  async function send(reply: FastifyReply, result: SignedIn | TotpChallenge): Promise<Session | TotpChallenge> {
    // A sign-in that needs a second factor answers its challenge: no cookie, no tokens yet (decision 67).
    if ('totpRequired' in result) return result;
    const { user, session } = result;
    reply.setCookie(COOKIES.refreshToken.name, session.refreshToken, {
      ...cookie,
      maxAge: COOKIES.refreshToken.maxAgeSeconds,
    });
    reply.setCookie(COOKIES.signedIn.name, '1', { ...marker, maxAge: COOKIES.signedIn.maxAgeSeconds });
    const expiresIn = accessSecondsOf(user.role) as Session['expiresIn'];
    const token = await app.tokens.signAccess({ userId: user.id, sessionId: session.sessionId }, expiresIn);
    return { user: toUser(user), token, refreshToken: session.refreshToken, expiresIn };
  }

  return {
    send,
    clear(reply: FastifyReply): void {
      reply.clearCookie(COOKIES.refreshToken.name, cookie);
      reply.clearCookie(COOKIES.signedIn.name, marker);
    },
  };
}
