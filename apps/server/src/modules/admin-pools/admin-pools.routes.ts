/** The pools console (docs/product.md §10 "Pools", decision 79): the pools' settings, one pool's, and their change. */
import { api } from '@yc/contract';
import type { FastifyInstance } from 'fastify';
import { route } from '../../lib/route.ts';
import { actorOf } from '../audit/audit-log.ts';

export default async function adminPoolsRoutes(app: FastifyInstance) {
  const pools = app.adminPools;

  route(app, api.adminPools, async () => pools.list());

  route(app, api.adminPool, async (req) => pools.detail(req.params.pool));

  route(app, api.updatePoolSettings, async (req) => pools.update(actorOf(req), req.params.pool, req.body));
}
