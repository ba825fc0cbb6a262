/** The users console (decisions 74, 75): search, a user's page, statement and CSV, and the actions on an account. */
import { api, translate } from '@yc/contract';
import type { FastifyInstance } from 'fastify';
import { requestLocale } from '../../lib/locale.ts';
import { route } from '../../lib/route.ts';
import { actorOf } from '../audit/audit-log.ts';

export default async function adminUsersRoutes(app: FastifyInstance) {
  const { adminUsers } = app;

  route(app, api.adminUsers, async (req) => adminUsers.search(req.query));

  route(app, api.adminUser, async (req) => adminUsers.detail(req.params.id));

  route(app, api.adminUserBalance, async (req) => adminUsers.balance(req.params.id, req.query));

  route(app, api.adminUserTransactions, async (req) => {
    const { page, pageSize, ...filters } = req.query;
    return adminUsers.transactions(req.params.id, filters, page, pageSize);
  });

  route(app, api.adminUserTransactionsCsv, async (req, reply) => {
    const csv = await adminUsers.transactionsCsv(req.params.id, req.query);
    reply
      .type('text/csv; charset=utf-8')
      .header('content-disposition', `attachment; filename="transactions-${req.params.id}.csv"`)
      .header('cache-control', 'no-store');
    return csv;
  });

  route(app, api.adminFreezeUser, async (req) => adminUsers.freeze(actorOf(req), req.params.id, req.body.reason));

  route(app, api.adminUnfreezeUser, async (req) => adminUsers.unfreeze(actorOf(req), req.params.id));

  route(app, api.adminRevokeUserSessions, async (req) => adminUsers.revokeSessions(actorOf(req), req.params.id));

  route(app, api.adminUnlinkUserWallet, async (req) => adminUsers.unlinkWallet(actorOf(req), req.params.id));

  route(app, api.adminResendConfirmation, async (req) => {
    await adminUsers.resendConfirmation(req, actorOf(req), req.params.id);
    return { message: translate(requestLocale(req), 'admin.confirmationSent'), code: 'admin.confirmationSent' };
  });

  route(app, api.adminSetUserRole, async (req) => adminUsers.setRole(actorOf(req), req.params.id, req.body.role));
}
