/** The job runner (decision 59): one pass at a time, the schedule, jitter, stop, and the status it reports. */
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { PeriodicJob, type PeriodicJobOptions } from '../src/lib/periodic-job.ts';

/** A job whose passes each wait for the test to end them: `passes[i].end(value)` or `.fail(error)`. */
function harness(options: Partial<PeriodicJobOptions<string>> = {}) {
  let clock = Date.parse('2031-05-06T07:00:00Z');
  const passes: { end(value: string): void; fail(err: Error): void }[] = [];
  const logged: { o: object; m: string }[] = [];
  const job = new PeriodicJob<string>({
    name: 'probe',
    run: () =>
      new Promise<string>((resolve, reject) => {
        passes.push({ end: resolve, fail: reject });
      }),
    every: 10_000,
    log: { error: (o, m) => void logged.push({ o, m }) },
    now: () => new Date(clock),
    random: () => 0,
    ...options,
  });
  const advance = (ms: number) => {
    clock += ms;
  };
  return { job, passes, logged, advance, at: (ms = 0) => new Date(clock + ms) };
}

/** Every promise callback queued so far has run (the job's bookkeeping after a pass is all promise callbacks). */
const drained = () => new Promise((resolve) => setImmediate(resolve));

describe('PeriodicJob', () => {
  beforeEach(() => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('runs one pass at a time: calls during a pass share the one pass that follows it', async () => {
    const { job, passes } = harness();
    const first = job.tick();
    expect(passes).toHaveLength(1);
    const second = job.tick();
    const third = job.tick();
    expect(passes).toHaveLength(1);
    expect(job.status().running).toBe(true);

    passes[0]?.end('one');
    expect(await first).toBe('one');
    // The follow-up began as the first pass ended, and only one for both calls.
    expect(passes).toHaveLength(2);
    passes[1]?.end('two');
    expect(await Promise.all([second, third])).toEqual(['two', 'two']);
    expect(passes).toHaveLength(2);
    expect(job.status().running).toBe(false);
  });

  it('once started, runs at once, then a wait plus jitter after each pass ended, whatever started it', async () => {
    // The jitter is a tenth of the wait by default: half of it here.
    const { job, passes, advance, at } = harness({ random: () => 0.5 });
    job.start();
    expect(passes).toHaveLength(1);
    advance(3_000);
    passes[0]?.end('a');
    await drained();
    expect(job.status().nextRunAt).toEqual(at(10_500));

    await vi.advanceTimersByTimeAsync(10_499);
    expect(passes).toHaveLength(1);
    await vi.advanceTimersByTimeAsync(1);
    expect(passes).toHaveLength(2);

    // A pass asked for by hand moves the next scheduled one to a wait after it.
    passes[1]?.end('b');
    await drained();
    expect(job.status().running).toBe(false);
    const manual = job.tick();
    expect(job.status().nextRunAt).toBeNull();
    await vi.advanceTimersByTimeAsync(20_000);
    expect(passes).toHaveLength(3);
    passes[2]?.end('c');
    await manual;
    expect(job.status().nextRunAt).toEqual(at(10_500));
    await job.stop();
  });

  it('computes each wait when a pass ends, from the time then', async () => {
    const waits: Date[] = [];
    const { job, passes, at } = harness({
      every: (now) => {
        waits.push(now);
        return 60_000;
      },
    });
    job.start();
    passes[0]?.end('x');
    await drained();
    expect(waits).toEqual([at()]);
    expect(job.status().nextRunAt).toEqual(at(60_000));
    await job.stop();
  });

  it('reports the last run, success, error and duration; a failure is logged and the next pass retries', async () => {
    const { job, passes, logged, advance, at } = harness({ acted: (r) => r !== 'skipped' });
    // Before any pass, everything but these is null.
    expect(Object.entries(job.status()).filter(([, v]) => v !== null)).toEqual([
      ['name', 'probe'],
      ['scheduled', false],
      ['running', false],
      ['failuresInARow', 0],
    ]);
    job.start();
    const started = at();
    advance(250);
    passes[0]?.fail(new Error('node down'));
    await drained();
    expect(job.status().failuresInARow).toBe(1);
    expect(job.status()).toMatchObject({
      scheduled: true,
      lastRunAt: started,
      lastSuccessAt: null,
      lastDurationMs: 250,
      lastError: { at: at(), message: 'node down' },
    });
    expect(logged).toEqual([
      { o: { job: 'probe', err: new Error('node down') }, m: 'probe pass failed; retried at the next pass' },
    ]);

    await vi.advanceTimersByTimeAsync(10_000);
    expect(passes).toHaveLength(2);
    passes[1]?.end('skipped');
    await drained();
    expect(job.status().failuresInARow).toBe(0);
    // The last error stays to be read next to the later success.
    expect(job.status()).toMatchObject({ lastSuccessAt: at(), lastActed: false, lastError: { message: 'node down' } });
    await job.stop();
  });

  it('logs and reports a failure in the words describeError gives', async () => {
    const { job, passes, logged } = harness({ describeError: () => 'short' });
    const pass = job.tick();
    passes[0]?.fail(new Error('long, with https://node.example/secret-key'));
    await expect(pass).rejects.toThrow('secret-key');
    expect(logged.map((l) => l.o)).toEqual([{ job: 'probe', error: 'short' }]);
    expect(job.status().lastError?.message).toBe('short');
  });

  it('stops: waits for the pass in flight and the one asked for during it, then runs no more', async () => {
    const { job, passes } = harness();
    job.start();
    const following = job.tick();
    let stopped = false;
    const stopping = job.stop().then(() => {
      stopped = true;
    });
    passes[0]?.end('in flight');
    await drained();
    expect(passes).toHaveLength(2);
    expect(stopped).toBe(false);
    passes[1]?.end('following');
    await stopping;
    expect(await following).toBe('following');
    expect(job.status()).toMatchObject({ scheduled: false, running: false, nextRunAt: null });
    await vi.advanceTimersByTimeAsync(60_000);
    expect(passes).toHaveLength(2);
    await expect(job.tick()).rejects.toThrow('the probe job is stopped');
  });
});
