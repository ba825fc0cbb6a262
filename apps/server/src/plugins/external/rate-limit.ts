/**
 * Rate limits: a global per-IP limit on the API (not on the web app's files: one page load fetches dozens of them),
 * and stricter ones on the auth calls: every call per IP; every mail-sending call per login; and failed sign-ins
 * per login and IP, under a higher ceiling per login from every address (docs/decisions.md 46). Counters live in
 * Redis when REDIS_URL is set, so they hold across instances.
 */
import rateLimit from '@fastify/rate-limit';
import type {
  FastifyReply,
  FastifyRequest,
  onRequestHookHandler,
  onSendHookHandler,
  preHandlerHookHandler,
  RouteShorthandOptions,
} from 'fastify';
import fp from 'fastify-plugin';
import { AppError } from '../../lib/app-error.ts';
import { type AttemptCount, MemoryAttemptCounter, RedisAttemptCounter } from '../../lib/attempt-counter.ts';

type LimitOptions = Pick<RouteShorthandOptions, 'config' | 'onRequest' | 'preHandler' | 'onSend'>;

declare module 'fastify' {
  interface FastifyInstance {
    /** Route options that limit an auth call per IP and every call per the login in its body (mail senders). */
    authLimits(): LimitOptions;
    /** Route options that limit a sign-in (password, wallet or code) per IP and its failures per login. */
    signInLimits(): LimitOptions;
  }
}

/** Only API and dev calls count against the global limit; files and the HTML shell never do. */
const LIMITED_PATHS = /^\/(api|dev)(\/|$)/;
const NAMESPACE = 'yc-rl-';
const FAILURE_WINDOW_MS = 15 * 60_000;

const loginOf = (req: FastifyRequest): string => {
  const body = req.body as { login?: unknown; metaMaskAddress?: unknown } | undefined;
  const login = body?.login ?? body?.metaMaskAddress;
  return typeof login === 'string' ? login.trim().toLowerCase() : '';
};

export default fp(
  async (app) => {
    const { perMinute, authPerIp, authPerLogin, failuresPerLoginAllIps } = app.config.rateLimit;
    await app.register(rateLimit, {
      global: perMinute > 0,
      max: perMinute > 0 ? perMinute : 1_000_000,
      timeWindow: '1 minute',
      allowList: (req) => !LIMITED_PATHS.test(req.url),
      ...(app.redis ? { redis: app.redis, nameSpace: NAMESPACE } : {}),
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

    // A sign-in counts as an attempt until it succeeds, so concurrent guesses are counted before they are answered.
    const attempts = app.redis ? new RedisAttemptCounter(app.redis, `${NAMESPACE}fail-`) : new MemoryAttemptCounter();
    const counted = new WeakMap<FastifyRequest, string[]>();
    const budgets = (req: FastifyRequest) => {
      const key = `${req.routeOptions.url}:${loginOf(req)}`;
      // The strict budget is per login and address, so a stranger's failures cannot lock the owner out.
      return [
        { key: `${key}:${req.ip}`, max: authPerLogin },
        { key, max: failuresPerLoginAllIps },
      ];
    };
    const countAttempt: preHandlerHookHandler = async (req, reply) => {
      if (!loginOf(req)) return;
      const limits = budgets(req);
      let counts: AttemptCount[];
      try {
        counts = await Promise.all(limits.map((l) => attempts.hit(l.key, FAILURE_WINDOW_MS)));
      } catch (err) {
        // Like the other limits, an unreachable Redis does not stop sign-ins.
        req.log.warn({ err }, 'sign-in attempts not counted');
        return;
      }
      const exceeded = counts.filter((c, i) => c.count > (limits[i]?.max ?? 0));
      if (exceeded.length) {
        // A refused attempt is no attempt: the window is not prolonged by knocking.
        await Promise.all(limits.map((l) => attempts.undo(l.key))).catch(() => undefined);
        const seconds = Math.max(1, Math.ceil(Math.max(...exceeded.map((c) => c.resetInMs)) / 1000));
        const at = new Date(Date.now() + seconds * 1000);
        reply.header('retry-after', seconds);
        throw new AppError(429, 'auth.tooManyAttempts', {
          time: at.toISOString().slice(11, 16),
          minutes: String(Math.ceil(seconds / 60)),
        });
      }
      counted.set(
        req,
        limits.map((l) => l.key),
      );
    };
    const forgiveSuccess: onSendHookHandler = async (req, reply, payload) => {
      const keys = counted.get(req);
      if (keys && reply.statusCode < 400) {
        await Promise.all(keys.map((key) => attempts.undo(key))).catch((err) =>
          req.log.warn({ err }, 'sign-in attempt not forgiven'),
        );
      }
      return payload;
    };
    app.decorate('signInLimits', () => ({
      config: { rateLimit: false },
      onRequest,
      preHandler: countAttempt,
      onSend: forgiveSuccess,
    }));
  },
  { name: 'rate-limit', dependencies: ['redis'] },
);
