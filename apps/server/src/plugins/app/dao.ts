/** The DAO area's services (decision 56: built once, not per route plugin): `app.daoViews` and `app.governance`. */
import fp from 'fastify-plugin';
import { DaoViews } from '../../modules/dao/dao-views.ts';
import { Governance } from '../../modules/dao/governance.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /** SPOOL holdings, pools and values. */
    daoViews: DaoViews;
    /** Proposals and votes. */
    governance: Governance;
  }
}

export default fp(
  async (app) => {
    app.decorate('daoViews', new DaoViews(app.db, app.prices));
    app.decorate('governance', new Governance(app.db, app.prices, { audit: app.auditLog, configBus: app.configBus }));
  },
  { name: 'dao', dependencies: ['database', 'ledger', 'audit', 'config-bus'] },
);
