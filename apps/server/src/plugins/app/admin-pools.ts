/** `app.adminPools`: the pools console's service (decision 79). */
import fp from 'fastify-plugin';
import { AdminPoolsService } from '../../modules/admin-pools/admin-pools.service.ts';

declare module 'fastify' {
  interface FastifyInstance {
    adminPools: AdminPoolsService;
  }
}

export default fp(
  async (app) => {
    app.decorate('adminPools', new AdminPoolsService({ db: app.db, audit: app.auditLog, configBus: app.configBus }));
  },
  { name: 'admin-pools', dependencies: ['database', 'audit', 'config-bus'] },
);
