/** The background jobs' status as the API answers it (decision 59): GET /admin/jobs and the console's overview. */
import type { JobStatus } from '@yc/contract';
import type { BackgroundJob } from '../../lib/periodic-job.ts';

export function jobStatuses(jobs: readonly BackgroundJob[]): JobStatus[] {
  const iso = (d: Date | null) => d?.toISOString() ?? null;
  return jobs.map((job) => {
    const s = job.status();
    return {
      ...s,
      lastRunAt: iso(s.lastRunAt),
      lastSuccessAt: iso(s.lastSuccessAt),
      nextRunAt: iso(s.nextRunAt),
      lastError: s.lastError && { at: s.lastError.at.toISOString(), message: s.lastError.message },
    };
  });
}
