/**
 * The pools' and the referral programme's read services (decision 56: built once, not per route plugin):
 * `app.poolReads`, and `app.referrals` over the referrals repository and the harvest, whose waiting rewards the
 * dashboard reads too.
 */
import fp from 'fastify-plugin';
import { PoolReads } from '../../modules/pools/pool-reads.ts';
import { PoolSettingsCache } from '../../modules/pools/pool-settings-cache.ts';
import { ReferralHarvest } from '../../modules/referrals/referral-harvest.ts';
import { ReferralsRepository } from '../../modules/referrals/referrals.repository.ts';
import { ReferralsService } from '../../modules/referrals/referrals.service.ts';

declare module 'fastify' {
  interface FastifyInstance {
    poolReads: PoolReads;
    referrals: ReferralsService;
  }
}

export default fp(
  async (app) => {
    const harvest = new ReferralHarvest(app.db, app.ledger);
    // The pool settings every pool read needs, kept until a pool setting changes on any instance (decision 87).
    const settings = new PoolSettingsCache(app.db);
    app.configBus.on('pools', () => settings.forget());
    app.decorate('poolReads', new PoolReads(app.db, app.prices, app.chain, harvest, settings));
    app.decorate('referrals', new ReferralsService(new ReferralsRepository(app.db), harvest, app.prices));
  },
  { name: 'pools', dependencies: ['database', 'ledger', 'chain', 'config-bus'] },
);
