import { api, patternSources } from '@yc/contract';
import type { FastifyInstance } from 'fastify';
import { ping } from '../../db/database.ts';
import { route } from '../../lib/route.ts';

export default async function systemRoutes(app: FastifyInstance) {
  const patterns = patternSources();
  route(app, api.regexp, async () => patterns);

  app.get('/healthz', { schema: { hide: true }, config: { rateLimit: false } }, async () => ({ status: 'ok' }));

  /** Ready when the database (and Redis, if configured) answers; a load balancer drains the instance otherwise. */
  app.get('/readyz', { schema: { hide: true }, config: { rateLimit: false } }, async (req, reply) => {
    const checks: Record<string, 'ok' | 'down'> = {};
    checks.database = await ping(app.db).then(
      () => 'ok' as const,
      (err) => {
        req.log.warn({ err }, 'readiness: database down');
        return 'down' as const;
      },
    );
    if (app.redis) {
      checks.redis = await app.redis.ping().then(
        () => 'ok' as const,
        () => 'down' as const,
      );
    }
    const ready = Object.values(checks).every((c) => c === 'ok');
    return reply.code(ready ? 200 : 503).send({ status: ready ? 'ready' : 'unavailable', checks });
  });
}
