/** `app.adminContent`: the content console's service (decision 83). */
import fp from 'fastify-plugin';
import { AdminContentService } from '../../modules/admin-content/admin-content.service.ts';

declare module 'fastify' {
  interface FastifyInstance {
    adminContent: AdminContentService;
  }
}

export default fp(
  async (app) => {
    app.decorate(
      'adminContent',
      new AdminContentService({ db: app.db, audit: app.auditLog, configBus: app.configBus }),
    );
  },
  { name: 'admin-content', dependencies: ['database', 'audit', 'config-bus'] },
);
