/** The white-label brand of the requesting host (docs/product.md §1: the title depends on the host name). */
import { api } from '@yc/contract';
import type { FastifyInstance } from 'fastify';
import { route } from '../../lib/route.ts';

export default async function brandRoutes(app: FastifyInstance) {
  route(app, api.brand, async (req) => app.config.brands.forHost(req.hostname));
}
