/** The second sign-in step and the operator's own second factor (docs/product.md §10, decision 67). */
import { api } from '@yc/contract';
import type { FastifyInstance } from 'fastify';
import { route } from '../../lib/route.ts';
import { sessionReplies } from '../accounts/session-reply.ts';
import { actorOf } from '../audit/audit-log.ts';

export default async function twoFactorRoutes(app: FastifyInstance) {
  const { twoFactor } = app;
  const replies = sessionReplies(app);
  const auth = (req: { auth: { user: { id: string }; sessionId: string } | null }) => req.auth!;

  route(
    app,
    api.loginTotp,
    async (req, reply) => {
      const { challenge, ...proof } = req.body;
      return replies.send(reply, await twoFactor.completeSignIn(req, challenge, proof));
    },
    app.authLimits(),
  );

  route(app, api.twoFactorStatus, async (req) => twoFactor.status(auth(req).user.id, auth(req).sessionId));

  route(app, api.twoFactorEnrol, async (req) =>
    twoFactor.enrol(req.auth!.user, app.brands.forHost(req.hostname).title, actorOf(req)),
  );

  route(app, api.twoFactorConfirm, async (req) =>
    twoFactor.confirm(auth(req).user.id, auth(req).sessionId, req.body.code, actorOf(req)),
  );

  route(app, api.twoFactorStepUp, async (req) => twoFactor.stepUp(auth(req).user.id, auth(req).sessionId, req.body));

  route(app, api.twoFactorRecoveryCodes, async (req) =>
    twoFactor.regenerateRecoveryCodes(auth(req).user.id, actorOf(req)),
  );
}
