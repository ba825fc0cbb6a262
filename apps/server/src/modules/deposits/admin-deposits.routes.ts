/** The deposits console (docs/product.md §10, decision 73): thin handlers over `app.deposits.admin`. */
import { api } from '@yc/contract';
import type { FastifyInstance, FastifyReply } from 'fastify';
import { requestLocale } from '../../lib/locale.ts';
import { route } from '../../lib/route.ts';
import { actorOf } from '../audit/audit-log.ts';

const csvReply = (reply: FastifyReply, name: string) =>
  reply.type('text/csv; charset=utf-8').header('content-disposition', `attachment; filename="${name}"`);

export default async function adminDepositsRoutes(app: FastifyInstance) {
  const { admin } = app.deposits;

  route(app, api.adminDepositClaims, async (req) => admin.listClaims(req.query, requestLocale(req)));

  route(app, api.adminDepositClaimsCsv, async (req, reply) => {
    const csv = await admin.claimsCsv(req.query, requestLocale(req));
    csvReply(reply, 'deposit-claims.csv');
    return csv;
  });

  route(app, api.adminDepositTransfers, async (req) => admin.listTransfers(req.query));

  route(app, api.adminDepositTransfersCsv, async (req, reply) => {
    const csv = await admin.transfersCsv(req.query);
    csvReply(reply, 'deposit-transfers.csv');
    return csv;
  });

  route(app, api.adminUnmatchedTransfers, async (req) => admin.listUnmatched(req.query));

  route(app, api.adminAssignDepositPreview, async (req) => admin.preview(req.body));

  route(app, api.adminAssignDeposit, async (req) => admin.assign(req.body, actorOf(req)));
}
