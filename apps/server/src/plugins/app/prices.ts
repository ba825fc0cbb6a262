/**
 * `app.priceFeeds` (the aggregator job, decision 81) and `app.adminPrices` (the prices console). The job runs on the
 * job runner outside tests (tests call `tick()`); in dev mode, outside tests, the dev chain's mock feeds are deployed
 * here and some demo tokens read from them.
 */
import fp from 'fastify-plugin';
import { AdminPricesService } from '../../modules/prices/admin-prices.service.ts';
import { type DevFeed, deployDevFeeds, seedDevFeedSources } from '../../modules/prices/dev-price-feeds.ts';
import { DEV_PRICE_FEEDS_INTERVAL_MS, PRICE_FEEDS_INTERVAL_MS, PriceFeeds } from '../../modules/prices/price-feeds.ts';
import { scheduleJob } from './jobs.ts';

declare module 'fastify' {
  interface FastifyInstance {
    priceFeeds: { feeds: PriceFeeds; devFeeds: readonly DevFeed[] };
    adminPrices: AdminPricesService;
  }
}

export default fp(
  async (app) => {
    const dev = app.config.devMode && app.config.env !== 'test' ? app.chain.dev : null;
    const every = dev ? DEV_PRICE_FEEDS_INTERVAL_MS : PRICE_FEEDS_INTERVAL_MS;
    const { db, dbEngine: engine, chain, log, configBus } = app;
    const feeds = new PriceFeeds({ db, engine, chain, log, every, configBus });
    let devFeeds: DevFeed[] = [];
    if (dev && app.chain.devChainId !== null) {
      devFeeds = await deployDevFeeds(dev.rpcUrl, app.chain.devChainId);
      await seedDevFeedSources(app.db, devFeeds);
    }
    scheduleJob(app, feeds.job, app.config.env !== 'test');
    app.decorate('priceFeeds', { feeds, devFeeds });
    app.decorate(
      'adminPrices',
      new AdminPricesService({
        db: app.db,
        audit: app.auditLog,
        configBus: app.configBus,
        feeds,
        readEveryMs: every,
      }),
    );
  },
  { name: 'prices', dependencies: ['database', 'jobs', 'config-bus', 'audit', 'chain'] },
);
