/**
 * `app.jobs`: the background jobs of this instance (decision 59), each added by the plugin that owns it, for the
 * admin's status report. `scheduleJob` adds one and, when it is to run on its own, starts it once the app is ready;
 * closing the app stops it and waits for its pass in flight.
 */
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { BackgroundJob } from '../../lib/periodic-job.ts';

declare module 'fastify' {
  interface FastifyInstance {
    jobs: readonly BackgroundJob[];
  }
}

export function scheduleJob(app: FastifyInstance, job: BackgroundJob, scheduled: boolean): void {
  (app.jobs as BackgroundJob[]).push(job);
  if (scheduled) app.addHook('onReady', async () => job.start());
  app.addHook('onClose', () => job.stop());
}

export default fp(
  async (app) => {
    app.decorate('jobs', [] as BackgroundJob[]);
  },
  { name: 'jobs' },
);
