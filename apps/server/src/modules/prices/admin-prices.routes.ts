/** The prices console (decision 81): the list, a manual price or an aggregator, the answer to a held price. */
import { api } from '@yc/contract';
import type { FastifyInstance } from 'fastify';
import { AppError } from '../../lib/app-error.ts';
import { route } from '../../lib/route.ts';
import { actorOf } from '../audit/audit-log.ts';
import { setDevFeedAnswer } from './dev-price-feeds.ts';

export default async function adminPricesRoutes(app: FastifyInstance) {
  const { adminPrices } = app;

  route(app, api.adminPrices, async () => adminPrices.list());

  route(app, api.readPricesNow, async () => adminPrices.readNow());

  route(app, api.setPrice, async (req) => adminPrices.set(actorOf(req), req.params.token, req.params.fiat, req.body));

  route(app, api.confirmHeldPrice, async (req) => adminPrices.confirm(actorOf(req), req.params.token, req.params.fiat));

  route(app, api.rejectHeldPrice, async (req) => adminPrices.reject(actorOf(req), req.params.token, req.params.fiat));

  // Dev mode only, with the dev chain's feeds: never in production.
  const { devFeeds } = app.priceFeeds;
  const rpcUrl = app.chain.dev?.rpcUrl;
  if (!app.config.devMode || !devFeeds.length || !rpcUrl) return;
  route(app, api.devPriceFeeds, async () => ({ items: [...devFeeds] }));
  route(app, api.devSetPriceFeed, async (req) => {
    const feed = devFeeds.find((f) => f.token === req.params.token);
    if (!feed) throw new AppError(404, 'adminPrices.noFeed', { token: req.params.token });
    await setDevFeedAnswer(rpcUrl, feed, req.body.answer);
    return { items: [feed] };
  });
}
