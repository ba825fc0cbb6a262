/**
 * `app.devMailbox`, in dev mode only: reading the mail outbox, so a newcomer can read codes without SMTP
 * (decision 56: built once, not in its route plugin). Elsewhere it is null and the mailbox routes do not exist.
 */
import fp from 'fastify-plugin';
import { DevMailbox } from '../../modules/mail/dev-mailbox.ts';

declare module 'fastify' {
  interface FastifyInstance {
    devMailbox: DevMailbox | null;
  }
}

export default fp(
  async (app) => {
    app.decorate('devMailbox', app.config.devMode ? new DevMailbox(app.db) : null);
  },
  { name: 'dev-mailbox', dependencies: ['database'] },
);
