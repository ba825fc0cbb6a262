/**
 * `app.poolReads`: the pools' read service, and `app.referralHarvest`, the referral rewards waiting for harvest
 * that both the dashboard and the referral page read (decision 56: built once, not per route plugin).
 */
import fp from 'fastify-plugin';
import { PoolReads } from '../../modules/pools/pool-reads.ts';
import { ReferralHarvest } from '../../modules/referrals/referral-harvest.ts';

declare module 'fastify' {
  interface FastifyInstance {
    poolReads: PoolReads;
    referralHarvest: ReferralHarvest;
  }
}

export default fp(
  async (app) => {
    const harvest = new ReferralHarvest(app.db, app.ledger);
    app.decorate('referralHarvest', harvest);
    app.decorate('poolReads', new PoolReads(app.db, app.prices, app.chain, harvest));
  },
  { name: 'pools', dependencies: ['database', 'ledger', 'chain'] },
);
