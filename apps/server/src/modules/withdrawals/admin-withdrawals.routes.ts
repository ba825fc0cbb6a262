/** The withdrawals console (decision 72): the list and its CSV, the queue's counts, one withdrawal, the decisions. */
import { api } from '@yc/contract';
import type { FastifyInstance } from 'fastify';
import { requestLocale } from '../../lib/locale.ts';
import { route } from '../../lib/route.ts';
import { actorOf } from '../audit/audit-log.ts';

export default async function adminWithdrawalsRoutes(app: FastifyInstance) {
  const { adminWithdrawals } = app;

  route(app, api.adminWithdrawals, async (req) => adminWithdrawals.list(req.query, requestLocale(req)));

  route(app, api.adminWithdrawalsCsv, async (req, reply) => {
    reply
      .type('text/csv; charset=utf-8')
      .header('content-disposition', 'attachment; filename="withdrawals.csv"')
      .header('cache-control', 'no-store');
    return adminWithdrawals.csv(req.query);
  });

  route(app, api.adminWithdrawalCounts, async () => adminWithdrawals.counts());

  route(app, api.adminWithdrawal, async (req) => adminWithdrawals.detail(req.params.id, requestLocale(req)));

  route(app, api.approveWithdrawal, async (req) =>
    adminWithdrawals.view(await adminWithdrawals.approve(req.params.id, actorOf(req)), requestLocale(req)),
  );

  route(app, api.rejectWithdrawal, async (req) =>
    adminWithdrawals.view(await adminWithdrawals.reject(req.params.id, req.body, actorOf(req)), requestLocale(req)),
  );

  route(app, api.retryWithdrawal, async (req) =>
    adminWithdrawals.view(await adminWithdrawals.retry(req.params.id, actorOf(req)), requestLocale(req)),
  );
}
