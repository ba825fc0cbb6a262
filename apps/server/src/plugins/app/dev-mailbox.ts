/** `app.devMailbox`: dev mode's reading of the mail outbox (decision 56: built once, not in its route plugin). */
import fp from 'fastify-plugin';
import { DevMailbox } from '../../modules/mail/dev-mailbox.ts';

declare module 'fastify' {
  interface FastifyInstance {
    devMailbox: DevMailbox;
  }
}

export default fp(
  async (app) => {
    app.decorate('devMailbox', new DevMailbox(app.db));
  },
  { name: 'dev-mailbox', dependencies: ['database'] },
);
