/** The console's reconciliation and daily figures (docs/product.md §10, decision 71). */
import { api } from '@yc/contract';
import type { FastifyInstance } from 'fastify';
import { route } from '../../lib/route.ts';
import { actorOf } from '../audit/audit-log.ts';

export default async function adminReportsRoutes(app: FastifyInstance) {
  route(app, api.adminReconciliationRuns, async (req) => app.reconciliationRuns.list(req.query));

  route(app, api.adminReconciliationRun, async (req) => app.reconciliationRuns.get(req.params.id));

  route(app, api.adminReconciliationRunNow, async (req) => app.reconciliationRuns.runNow(actorOf(req)));

  route(app, api.adminDailyReport, async (req) => ({
    from: req.query.from,
    to: req.query.to,
    rows: await app.dailyFigures.report(req.query),
  }));

  route(app, api.adminDailyReportCsv, async (req, reply) => {
    const csv = await app.dailyFigures.csv(req.query);
    const name = `daily-${req.query.pool ?? 'all'}-${req.query.from}-${req.query.to}.csv`;
    reply.type('text/csv; charset=utf-8').header('content-disposition', `attachment; filename="${name}"`);
    return csv;
  });
}
