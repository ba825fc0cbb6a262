/**
 * Rate limits: a global per-IP limit and stricter per-IP and per-login limits on
 * the auth calls. Counters live in Redis when REDIS_URL is set, so they hold across instances.
 */
import rateLimit from '@fastify/rate-limit';
import type {
  FastifyReply,
  FastifyRequest,
  onRequestHookHandler,
  preHandlerHookHandler,
  RouteShorthandOptions,
} from 'fastify';
import fp from 'fastify-plugin';
import { AppError } from '../../lib/app-error.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /** Route options that limit an auth call per IP and per the login in its body. */
    authLimits(): Pick<RouteShorthandOptions, 'config' | 'onRequest' | 'preHandler'>;
  }
}

const loginOf = (req: FastifyRequest): string => {
  const body = req.body as { login?: unknown; metaMaskAddress?: unknown } | undefined;
  const login = body?.login ?? body?.metaMaskAddress;
  return typeof login === 'string' ? login.trim().toLowerCase() : '';
};

export default fp(
  async (app) => {
    const { perMinute, authPerIp, authPerLogin } = app.config.rateLimit;
    await app.register(rateLimit, {
      global: perMinute > 0,
      max: perMinute > 0 ? perMinute : 1_000_000,
      timeWindow: '1 minute',
      ...(app.redis ? { redis: app.redis, nameSpace: 'yc-rl-' } : {}),
      // An unreachable Redis must not take the API down; /readyz reports it instead.
      skipOnError: true,
    });

    // One budget per IP shared by every auth call, and one per login and call.
    const perIp = app.createRateLimit({
      max: authPerIp,
      timeWindow: '1 minute',
      keyGenerator: (req) => `auth-ip:${req.ip}`,
    });
    const perLogin = app.createRateLimit({
      max: authPerLogin,
      timeWindow: '15 minutes',
      keyGenerator: (req) => `auth-login:${req.routeOptions.url}:${loginOf(req)}`,
    });
    const enforce = async (limiter: typeof perIp, req: FastifyRequest, reply: FastifyReply) => {
      const result = await limiter(req);
      if (!result.isAllowed && result.isExceeded) {
        reply.header('retry-after', result.ttlInSeconds);
        throw new AppError(429, 'http.tooManyRequests', { seconds: result.ttlInSeconds });
      }
    };
    const onRequest: onRequestHookHandler = (req, reply) => enforce(perIp, req, reply);
    const preHandler: preHandlerHookHandler = async (req, reply) => {
      if (loginOf(req)) await enforce(perLogin, req, reply);
    };
    // The auth limits are stricter than the global one, which they replace on these routes.
    app.decorate('authLimits', () => ({ config: { rateLimit: false }, onRequest, preHandler }));
  },
  { name: 'rate-limit', dependencies: ['redis'] },
);
