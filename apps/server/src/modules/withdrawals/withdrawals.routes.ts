/** The user's withdrawals (docs/product.md §7 withdraw; decision 31): request a payout, follow it, list them. */
import { api } from '@yc/contract';
import type { FastifyInstance } from 'fastify';
import { notFound } from '../../lib/app-error.ts';
import { idempotencyKeyOf } from '../../lib/idempotency-key.ts';
import { requestLocale } from '../../lib/locale.ts';
import { route } from '../../lib/route.ts';
import adminWithdrawalsRoutes from './admin-withdrawals.routes.ts';

export default async function withdrawalsRoutes(app: FastifyInstance) {
  const { withdrawals } = app;
  const userOf = (req: { auth: { user: { id: string } } | null }) => req.auth?.user.id as string;

  route(app, api.withdraw, async (req) => {
    const key = idempotencyKeyOf(req);
    const locale = requestLocale(req);
    return withdrawals.view(await withdrawals.request(userOf(req), req.body, key, locale), locale);
  });

  route(app, api.withdrawal, async (req) => {
    const row = await withdrawals.repo.byId(req.params.id);
    // Another user's withdrawal is answered as missing, not as forbidden: its id says nothing.
    if (!row || row.user_id !== userOf(req)) throw notFound();
    return withdrawals.view(row, requestLocale(req));
  });

  route(app, api.withdrawals, async (req) => {
    const { page, pageSize, status } = req.query;
    const { items, total } = await withdrawals.repo.list({ userId: userOf(req), status, page, pageSize });
    const locale = requestLocale(req);
    return { items: items.map((row) => withdrawals.view(row, locale)), page, pageSize, total };
  });

  await app.register(adminWithdrawalsRoutes);
}
