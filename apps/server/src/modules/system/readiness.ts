/** Whether this instance can serve: the database answers, and Redis too when it is configured. */
import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import { ping } from '../../db/database.ts';

export async function readiness(
  { db, redis }: Pick<FastifyInstance, 'db' | 'redis'>,
  log: FastifyBaseLogger,
): Promise<{ ready: boolean; checks: Record<string, 'ok' | 'down'> }> {
  const checks: Record<string, 'ok' | 'down'> = {};
  checks.database = await ping(db).then(
    () => 'ok' as const,
    (err) => {
      log.warn({ err }, 'readiness: database down');
      return 'down' as const;
    },
  );
  if (redis) {
    checks.redis = await redis.ping().then(
      () => 'ok' as const,
      () => 'down' as const,
    );
  }
  return { ready: Object.values(checks).every((c) => c === 'ok'), checks };
}
