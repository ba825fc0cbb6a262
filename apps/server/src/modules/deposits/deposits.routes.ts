/**
 * Deposit claims (decisions 30, 42): a report records a pending claim and answers at once; the watcher verifies it
 * on-chain and credits what the chain shows. Idempotent under the Idempotency-Key header.
 */
import { api } from '@yc/contract';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { notFound } from '../../lib/app-error.ts';
import { idempotencyKeyOf } from '../../lib/idempotency-key.ts';
import { requestLocale } from '../../lib/locale.ts';
import { route } from '../../lib/route.ts';
import adminDepositsRoutes from './admin-deposits.routes.ts';
import { claimView } from './claim-view.ts';
import { reportDeposit } from './deposit-reports.ts';

export default async function depositsRoutes(app: FastifyInstance) {
  const { claims } = app.deposits;
  const userOf = (req: { auth: { user: { id: string } } | null }) => req.auth?.user.id as string;

  route(
    app,
    api.deposit,
    async (req) =>
      claimView(await reportDeposit(app, userOf(req), req.body, idempotencyKeyOf(req)), requestLocale(req)),
    // Per account, after the guard has named it (decision 42); it takes the place of the global per-IP limit here.
    {
      config: {
        rateLimit: {
          max: app.config.rateLimit.depositsPerUser,
          timeWindow: '1 minute',
          hook: 'preHandler',
          keyGenerator: (req: FastifyRequest) => `deposit-user:${userOf(req)}`,
        },
      },
    },
  );

  route(app, api.depositClaim, async (req) => {
    const row = await claims.get(userOf(req), req.params.id);
    if (!row) throw notFound();
    return claimView(row, requestLocale(req));
  });

  route(app, api.depositClaims, async (req) => {
    const { page, pageSize } = req.query;
    const { rows, total } = await claims.list(userOf(req), page, pageSize);
    const locale = requestLocale(req);
    return { items: rows.map((r) => claimView(r, locale)), page, pageSize, total };
  });

  await app.register(adminDepositsRoutes);
}
