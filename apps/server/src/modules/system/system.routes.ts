import { api, patternSources } from '@yc/contract';
import type { FastifyInstance } from 'fastify';
import { route } from '../../lib/route.ts';
import { readiness } from './readiness.ts';

export default async function systemRoutes(app: FastifyInstance) {
  const patterns = patternSources();
  route(app, api.regexp, async () => patterns);

  app.get('/healthz', { schema: { hide: true }, config: { rateLimit: false } }, async () => ({ status: 'ok' }));

  /** Ready when the database (and Redis, if configured) answers; a load balancer drains the instance otherwise. */
  app.get('/readyz', { schema: { hide: true }, config: { rateLimit: false } }, async (req, reply) => {
    const { ready, checks } = await readiness(app, req.log);
    return reply.code(ready ? 200 : 503).send({ status: ready ? 'ready' : 'unavailable', checks });
  });
}
