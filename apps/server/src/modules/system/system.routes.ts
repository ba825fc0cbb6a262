import { api, patternSources } from '@yc/contract';
import type { FastifyInstance } from 'fastify';
import { route } from '../../lib/route.ts';
import { jobStatuses } from './job-statuses.ts';
import { readiness } from './readiness.ts';

export default async function systemRoutes(app: FastifyInstance) {
  const patterns = patternSources();
  route(app, api.regexp, async () => patterns);

  // Each instance answers for its own jobs. A failed pass shows here, not in /readyz: draining the instance would
  // not mend a node or a mail server, and the next pass retries (decision 59).
  route(app, api.adminJobs, async () => ({ jobs: jobStatuses(app.jobs) }));

  app.get('/healthz', { schema: { hide: true }, config: { rateLimit: false } }, async () => ({ status: 'ok' }));

  /**
   * Ready when the database (and Redis, if configured) answers; a load balancer drains the instance otherwise.
   * The background jobs do not count: their state is at GET /api/v1/admin/jobs.
   */
  app.get('/readyz', { schema: { hide: true }, config: { rateLimit: false } }, async (req, reply) => {
    const { ready, checks } = await readiness(app, req.log);
    return reply.code(ready ? 200 : 503).send({ status: ready ? 'ready' : 'unavailable', checks });
  });
}
