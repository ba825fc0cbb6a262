/**
 * The user's money over time (docs/decisions.md 51): the daily balance series and the statement of movements
 * (+ CSV). Thin handlers over the ledger's read side (ledger-reads.ts).
 */
import { api } from '@yc/contract';
import type { FastifyInstance } from 'fastify';
import { route } from '../../lib/route.ts';

export default async function ledgerRoutes(app: FastifyInstance) {
  const userOf = (req: { auth: { user: { id: string } } | null }) => req.auth?.user.id as string;

  route(app, api.balance, (req) => app.ledgerReads.balance(userOf(req), req.query));

  route(app, api.transactions, (req) => {
    const { page, pageSize, ...filters } = req.query;
    return app.ledgerReads.transactions(userOf(req), filters, page, pageSize);
  });

  route(app, api.transactionsCsv, async (req, reply) => {
    const csv = await app.ledgerReads.transactionsCsv(userOf(req), req.query);
    reply.type('text/csv; charset=utf-8').header('content-disposition', 'attachment; filename="transactions.csv"');
    return csv;
  });
}
