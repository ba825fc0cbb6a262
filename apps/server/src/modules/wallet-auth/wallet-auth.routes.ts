/** Wallet sign-in and linking with Sign-In with Ethereum: nonce, login-v2, connect-mm (docs/product.md §4, §7; decision 27). */
import { api } from '@yc/contract';
import type { FastifyInstance } from 'fastify';
import { route } from '../../lib/route.ts';
import { sessionReplies } from '../accounts/session-reply.ts';
import { toUser } from '../accounts/user-dto.ts';

export default async function walletAuthRoutes(app: FastifyInstance) {
  const { walletAuth } = app;
  const replies = sessionReplies(app);

  route(app, api.walletNonce, async () => walletAuth.nonce(), app.authLimits());

  route(
    app,
    api.loginV2,
    async (req, reply) => replies.send(reply, await walletAuth.signIn(req, req.body)),
    app.signInLimits(),
  );

  route(
    app,
    api.connectWallet,
    async (req) => ({ user: toUser(await walletAuth.link(req, req.auth!.user, req.body)) }),
    app.authLimits(),
  );
}
