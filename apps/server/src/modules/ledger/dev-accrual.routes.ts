/**
 * Dev mode only: the daily accrual on demand, future days included, so a demo or an end-to-end test can watch
 * a balance grow without waiting for midnight. Production never has it: there days are only accrued once past.
 */
import { addDays, api, utcDay } from '@yc/contract';
import type { FastifyInstance } from 'fastify';
import { badRequest, conflict } from '../../lib/app-error.ts';
import { route } from '../../lib/route.ts';

/** How far ahead a demo may travel: a year and a bit, so one call stays a bounded amount of work. */
const MAX_DAYS_AHEAD = 400;

export default async function devAccrualRoutes(app: FastifyInstance) {
  if (!app.config.devMode) return;
  route(app, api.devAccrue, async (req) => {
    if (req.body.through > addDays(utcDay(new Date()), MAX_DAYS_AHEAD)) throw badRequest('http.badRequest');
    const report = await app.accrual.accrueThrough(req.body.through);
    // Another run (the scheduler, the CLI, another instance) is applying days: an empty answer would claim none
    // were left.
    if (!report.ran) throw conflict('accrual.busy');
    return { days: report.days, entries: report.entries };
  });
}
