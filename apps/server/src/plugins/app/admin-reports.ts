/**
 * `app.reconciliationRuns` (the stored reconciliation runs: `latest()` for the overview, the console's list, a run
 * now) and `app.dailyFigures` (the daily figures and their rollup), with their daily jobs (decision 71); the jobs
 * run on their own outside tests, which drive them by hand.
 */
import fp from 'fastify-plugin';
import { DailyFigures, dailyFiguresJob } from '../../modules/admin-reports/daily-figures.ts';
import { ReconciliationRuns, reconciliationJob } from '../../modules/admin-reports/reconciliation-runs.ts';
import { scheduleJob } from './jobs.ts';

declare module 'fastify' {
  interface FastifyInstance {
    reconciliationRuns: ReconciliationRuns;
    dailyFigures: DailyFigures;
  }
}

export interface AdminReportsPluginOptions {
  /** Run the daily reconciliation and rollup on their own (default: outside tests). */
  scheduler?: boolean;
}

export default fp<AdminReportsPluginOptions>(
  async (app, opts) => {
    const { db, dbEngine: engine, chain, auditLog, events } = app;
    const runs = new ReconciliationRuns({ db, engine, chain, auditLog, events });
    const figures = new DailyFigures({ db, engine, prices: app.prices });
    app.decorate('reconciliationRuns', runs);
    app.decorate('dailyFigures', figures);
    const scheduled = opts.scheduler ?? app.config.env !== 'test';
    scheduleJob(app, reconciliationJob(runs, app.log), scheduled);
    scheduleJob(app, dailyFiguresJob(figures, app.log), scheduled);
  },
  { name: 'admin-reports', dependencies: ['database', 'jobs', 'audit', 'events', 'chain', 'ledger'] },
);
