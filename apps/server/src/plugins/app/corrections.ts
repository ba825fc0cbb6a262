/** `app.corrections`: the ledger corrections with four eyes (decision 76), built once over the ledger and the audit log. */
import fp from 'fastify-plugin';
import { CorrectionsService } from '../../modules/admin-corrections/corrections.service.ts';

declare module 'fastify' {
  interface FastifyInstance {
    corrections: CorrectionsService;
  }
}

export default fp(
  async (app) => {
    app.decorate('corrections', new CorrectionsService(app.db, app.ledger, app.auditLog));
  },
  { name: 'corrections', dependencies: ['database', 'ledger', 'audit'] },
);
