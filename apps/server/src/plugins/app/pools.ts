/**
 * The pools' and the referral programme's read services (decision 56: built once, not per route plugin):
 * `app.poolReads`, and `app.referrals` over the referrals repository and the harvest, whose waiting rewards the
 * dashboard reads too.
 */
import fp from 'fastify-plugin';
import { SpoolPriceSource } from '../../modules/dao/spool.ts';
import { LedgerFiguresCache } from '../../modules/pools/ledger-figures.ts';
import { PoolAnswers } from '../../modules/pools/pool-answers.ts';
import { PoolReads } from '../../modules/pools/pool-reads.ts';
import { PoolSettingsCache } from '../../modules/pools/pool-settings-cache.ts';
import { KeptPriceSource } from '../../modules/pools/price-source.ts';
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
    // What every pool read needs, kept until the config bus says it changed on any instance (decisions 87, 89): the
    // pool settings, the ledger's figures (every ledger transaction moves `ledger`), the prices.
    const settings = new PoolSettingsCache(app.db);
    const figures = new LedgerFiguresCache(app.db);
    const kept = new KeptPriceSource(app.db);
    // The pool data answers built from all three (decision 95), forgotten with any of them.
    const answers = new PoolAnswers();
    app.configBus.on('pools', () => {
      settings.forget();
      figures.forget();
      answers.forget();
    });
    app.configBus.on('ledger', () => {
      figures.forget();
      answers.forget();
    });
    app.configBus.on('prices', () => {
      kept.forget();
      answers.forget();
    });
    const prices = new SpoolPriceSource(kept, app.db);
    app.decorate('poolReads', new PoolReads(app.db, prices, app.chain, harvest, { settings, figures }, answers));
    app.decorate('referrals', new ReferralsService(new ReferralsRepository(app.db), harvest, app.prices));
  },
  { name: 'pools', dependencies: ['database', 'ledger', 'chain', 'config-bus'] },
);
