/** `app.adminOverview`: the console overview's reads (decision 70), built once so its user counts' cache is shared. */
import fp from 'fastify-plugin';
import { AdminOverviewService } from '../../modules/admin-overview/admin-overview.ts';

declare module 'fastify' {
  interface FastifyInstance {
    adminOverview: AdminOverviewService;
  }
}

export default fp(
  async (app) => {
    app.decorate(
      'adminOverview',
      new AdminOverviewService({
        db: app.db,
        config: app.config,
        chain: app.chain,
        prices: app.prices,
        views: app.poolReads.views,
        reconciliations: app.reconciliationRuns,
        jobs: app.jobs,
      }),
    );
  },
  { name: 'admin-overview', dependencies: ['database', 'jobs', 'chain', 'ledger', 'pools', 'admin-reports'] },
);
