/** Dev mode only: the outbox as JSON and as a page, so a newcomer can read codes without SMTP. */
import { api } from '@yc/contract';
import type { FastifyInstance } from 'fastify';
import { route } from '../../lib/route.ts';

export default async function mailboxRoutes(app: FastifyInstance) {
  const { devMailbox } = app;
  if (!devMailbox) return;

  route(app, api.devMailbox, async (req) => devMailbox.messages(req.query.to));

  app.get('/dev/mailbox', { schema: { hide: true } }, async (_req, reply) =>
    reply.type('text/html; charset=utf-8').send(await devMailbox.page()),
  );
}
