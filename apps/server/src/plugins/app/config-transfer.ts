/** `app.configTransfer`: export, dry run and import of the whole configuration (decision 85). */
import fp from 'fastify-plugin';
import { ConfigTransferService } from '../../modules/config-transfer/config-transfer.service.ts';
import { configSections } from '../../modules/config-transfer/sections/index.ts';

declare module 'fastify' {
  interface FastifyInstance {
    configTransfer: ConfigTransferService;
  }
}

export default fp(
  async (app) => {
    app.decorate(
      'configTransfer',
      new ConfigTransferService({
        db: app.db,
        audit: app.auditLog,
        configBus: app.configBus,
        feeds: app.priceFeeds.feeds,
        sections: configSections({ programme: app.programme }),
      }),
    );
  },
  { name: 'config-transfer', dependencies: ['database', 'audit', 'config-bus', 'prices', 'programme'] },
);
