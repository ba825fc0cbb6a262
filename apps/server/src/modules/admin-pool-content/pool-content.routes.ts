/** A pool's content in the console (decision 80): accepted tokens and weights, deposit addresses, texts. */
import { api } from '@yc/contract';
import type { FastifyInstance } from 'fastify';
import { route } from '../../lib/route.ts';
import { actorOf } from '../audit/audit-log.ts';

export default async function poolContentRoutes(app: FastifyInstance) {
  const { poolContent } = app;

  route(app, api.adminPoolAssets, async (req) => poolContent.assets(req.params.pool));

  route(app, api.updatePoolAssets, async (req) => poolContent.updateAssets(actorOf(req), req.params.pool, req.body));

  route(app, api.setPoolAddress, async (req) => poolContent.setAddress(actorOf(req), req.params.pool, req.body));

  route(app, api.removePoolAddress, async (req) => poolContent.removeAddress(actorOf(req), req.params.pool, req.body));

  route(app, api.adminPoolTexts, async (req) => poolContent.texts(req.params.pool));

  route(app, api.updatePoolTexts, async (req) => poolContent.updateTexts(actorOf(req), req.params.pool, req.body));
}
