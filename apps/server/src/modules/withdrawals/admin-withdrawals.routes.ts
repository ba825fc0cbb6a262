/** The operator's withdrawal queue: list (status=requested waits for a decision), approve, reject. */
import { api } from '@yc/contract';
import type { FastifyInstance } from 'fastify';
import { route } from '../../lib/route.ts';

export default async function adminWithdrawalsRoutes(app: FastifyInstance) {
  const { withdrawals } = app;

  route(app, api.adminWithdrawals, async (req) => {
    const { page, pageSize, status } = req.query;
    const { items, total } = await withdrawals.repo.list({ status, page, pageSize });
    return { items: items.map((row) => withdrawals.adminView(row)), page, pageSize, total };
  });

  route(app, api.approveWithdrawal, async (req) => withdrawals.view(await withdrawals.approve(req.params.id)));

  route(app, api.rejectWithdrawal, async (req) =>
    withdrawals.view(await withdrawals.reject(req.params.id, req.body.reason)),
  );
}
