/** `app.poolContent`: the console's service for a pool's tokens, deposit addresses and texts (decision 80). */
import fp from 'fastify-plugin';
import { PoolContentService } from '../../modules/admin-pool-content/pool-content.service.ts';

declare module 'fastify' {
  interface FastifyInstance {
    poolContent: PoolContentService;
  }
}

export default fp(
  async (app) => {
    app.decorate(
      'poolContent',
      new PoolContentService({
        db: app.db,
        audit: app.auditLog,
        configBus: app.configBus,
        chain: app.chain,
        chainIds: app.config.chain.supportedChainIds,
      }),
    );
  },
  { name: 'admin-pool-content', dependencies: ['database', 'audit', 'config-bus', 'chain'] },
);
