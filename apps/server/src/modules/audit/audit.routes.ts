/** The audit log in the console (docs/product.md §10): thin handlers over modules/audit/audit-reads.ts. */
import { api } from '@yc/contract';
import type { FastifyInstance } from 'fastify';
import { route } from '../../lib/route.ts';

export default async function auditRoutes(app: FastifyInstance) {
  route(app, api.adminAudit, (req) => {
    const { cursor, limit, ...filters } = req.query;
    return app.auditReads.list(filters, cursor, limit);
  });

  route(app, api.adminAuditCsv, async (req, reply) => {
    const csv = await app.auditReads.csv(req.query);
    reply.type('text/csv; charset=utf-8').header('content-disposition', 'attachment; filename="audit-log.csv"');
    return csv;
  });

  route(app, api.adminOperators, async () => ({ items: await app.auditReads.operators() }));
}
