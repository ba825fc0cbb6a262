/**
 * Read API of pools and prices (docs/product.md §7; decisions F4, F5, 79): pool data, yield, currencies, assets,
 * strategy, graph, APY history.
 */
import { api } from '@yc/contract';
import type { FastifyInstance, onRequestHookHandler } from 'fastify';
import { notFound } from '../../lib/app-error.ts';
import { requestLocale } from '../../lib/locale.ts';
import { route } from '../../lib/route.ts';
import { isPool } from './tokens.ts';

/** A pool that does not exist is a missing resource (404), answered before the parameters are validated. */
const knownPool: onRequestHookHandler = async (req) => {
  if (!isPool((req.params as { pool: string }).pool)) throw notFound('pools.notFound');
};
const poolRoute = { onRequest: knownPool };

export default async function poolsRoutes(app: FastifyInstance) {
  const { poolReads: reads } = app;
  const userId = (req: { auth: { user: { id: string } } | null }) => req.auth?.user.id as string;

  route(app, api.poolsOverview, async () => reads.overview());

  route(
    app,
    api.poolData,
    async (req) => reads.poolData(req.params.pool, req.query.currency, userId(req), requestLocale(req)),
    poolRoute,
  );

  route(
    app,
    api.refreshPool,
    async (req) => reads.refreshedPoolData(req.params.pool, req.query.currency, userId(req), requestLocale(req)),
    poolRoute,
  );

  route(app, api.dashboardYield, async (req) => reads.dashboardYield(userId(req)));

  route(app, api.currencies, async () => reads.currencies());

  route(app, api.poolAssets, async (req) => reads.assets(req.params.pool, req.query.currency), poolRoute);

  route(
    app,
    api.poolStrategy,
    async (req) => reads.strategy(req.params.pool, requestLocale(req), userId(req)),
    poolRoute,
  );

  route(app, api.poolGraph, async (req) => reads.graph(req.params.pool, req.query.range), poolRoute);

  route(app, api.poolApyHistory, async (req) => reads.apyHistory(req.params.pool), poolRoute);
}
