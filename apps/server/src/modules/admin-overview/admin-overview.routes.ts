import { api } from '@yc/contract';
import type { FastifyInstance } from 'fastify';
import { route } from '../../lib/route.ts';

export default async function adminOverviewRoutes(app: FastifyInstance) {
  route(app, api.adminOverview, async () => app.adminOverview.overview());
}
