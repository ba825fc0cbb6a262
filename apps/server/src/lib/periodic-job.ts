/**
 * The one job runner of the server (decision 59): the daily accrual, the deposit watcher, the payout worker and
 * the mail outbox each are a `PeriodicJob`. One pass at a time; once started, the next pass comes a wait (plus
 * jitter) after the previous one ended, whatever started it; `stop()` ends the schedule and waits for the pass in
 * flight; `status()` says how the passes went.
 *
 * `tick()` asks for a pass now. When none is in flight it starts one; during a pass it answers with the pass that
 * follows it, which every call made during that pass shares. So what a caller saw before calling (a new claim, a
 * queued message, a mined block) is always looked at by the pass it awaits, and calls never pile up.
 */

export interface JobLog {
  error(o: object, m: string): void;
}

export interface PeriodicJobOptions<T> {
  /** Shown in the logs and the status. */
  name: string;
  /** One pass; a failure is logged and kept in the status, and the next pass retries. */
  run: () => Promise<T>;
  /** Milliseconds from the end of a pass to the next: fixed, or computed then (the accrual's next midnight). */
  every: number | ((now: Date) => number);
  /**
   * Up to this many milliseconds added at random to each wait, so instances started together spread out; by
   * default a tenth of a fixed wait, none for a computed one.
   */
  jitterMs?: number;
  log: JobLog;
  /** The text a failure is logged and reported with; without it the log carries the error itself. */
  describeError?: (err: unknown) => string;
  /** Whether a pass did the work: false when another instance held the job's lock and this one did nothing. */
  acted?: (result: T) => boolean;
  now?: () => Date;
  random?: () => number;
}

export interface JobStatus {
  name: string;
  /** Runs on its schedule in this instance (tests and turned-off workers only run when asked). */
  scheduled: boolean;
  running: boolean;
  /** Start of the last pass that ended. */
  lastRunAt: Date | null;
  lastSuccessAt: Date | null;
  /** Whether the last successful pass did the work (false: another instance held the lock); null before one. */
  lastActed: boolean | null;
  lastDurationMs: number | null;
  lastError: { at: Date; message: string } | null;
  /** Failed passes since the last success: 0 while the job is healthy. */
  failuresInARow: number;
  nextRunAt: Date | null;
}

/** A job whatever its passes return: what the app starts, stops and reports. */
export type BackgroundJob = Pick<PeriodicJob, 'name' | 'start' | 'stop' | 'status'>;

interface Deferred<T> {
  promise: Promise<T>;
  resolve(value: T | Promise<T>): void;
}

function deferred<T>(): Deferred<T> {
  let resolve!: (value: T | Promise<T>) => void;
  const promise = new Promise<T>((r) => {
    resolve = r;
  });
  return { promise, resolve };
}

const ignore = () => {};

export class PeriodicJob<T = unknown> {
  readonly name: string;
  #inFlight: Promise<T> | null = null;
  /** The pass asked for during the one in flight. */
  #following: Deferred<T> | null = null;
  #timer: NodeJS.Timeout | null = null;
  #scheduled = false;
  #stopped = false;
  #status: Omit<JobStatus, 'name' | 'scheduled' | 'running'> = {
    lastRunAt: null,
    lastSuccessAt: null,
    lastActed: null,
    lastDurationMs: null,
    lastError: null,
    failuresInARow: 0,
    nextRunAt: null,
  };

  constructor(private readonly options: PeriodicJobOptions<T>) {
    this.name = options.name;
  }

  /** Runs a pass at once, then on the schedule until `stop()`. */
  start(): void {
    if (this.#scheduled || this.#stopped) return;
    this.#scheduled = true;
    this.tick().catch(ignore);
  }

  /** A pass now, or the one after the pass in flight (see the module's comment). Refused once stopped. */
  tick(): Promise<T> {
    if (this.#stopped) return Promise.reject(new Error(`the ${this.name} job is stopped`));
    if (!this.#inFlight) return this.#begin();
    this.#following ??= deferred<T>();
    return this.#following.promise;
  }

  /** No pass starts any more; resolves once the pass in flight (and one asked for during it) has ended. */
  async stop(): Promise<void> {
    this.#stopped = true;
    this.#disarm();
    while (this.#inFlight) await this.#inFlight.catch(ignore);
  }

  status(): JobStatus {
    return {
      name: this.name,
      scheduled: this.#scheduled && !this.#stopped,
      running: this.#inFlight !== null,
      ...this.#status,
      lastError: this.#status.lastError && { ...this.#status.lastError },
    };
  }

  #now(): Date {
    return this.options.now?.() ?? new Date();
  }

  #begin(): Promise<T> {
    this.#disarm();
    const pass = this.#pass();
    this.#inFlight = pass;
    return pass;
  }

  async #pass(): Promise<T> {
    const started = this.#now();
    const status = this.#status;
    try {
      const result = await this.options.run();
      status.lastSuccessAt = this.#now();
      status.lastActed = this.options.acted?.(result) ?? true;
      status.failuresInARow = 0;
      return result;
    } catch (err) {
      const message = this.options.describeError?.(err) ?? (err instanceof Error ? err.message : String(err));
      status.lastError = { at: this.#now(), message };
      status.failuresInARow++;
      const fields = this.options.describeError ? { error: message } : { err };
      this.options.log.error({ job: this.name, ...fields }, `${this.name} pass failed; retried at the next pass`);
      throw err;
    } finally {
      status.lastRunAt = started;
      status.lastDurationMs = this.#now().getTime() - started.getTime();
      this.#inFlight = null;
      const following = this.#following;
      this.#following = null;
      // Started here, before anyone else can see no pass in flight, so passes never overlap.
      if (following) following.resolve(this.#begin());
      else this.#arm();
    }
  }

  #arm(): void {
    if (!this.#scheduled || this.#stopped) return;
    const { every, jitterMs = typeof every === 'number' ? every / 10 : 0 } = this.options;
    const now = this.#now();
    const wait =
      (typeof every === 'number' ? every : every(now)) + Math.floor((this.options.random ?? Math.random)() * jitterMs);
    this.#status.nextRunAt = new Date(now.getTime() + wait);
    this.#timer = setTimeout(() => this.tick().catch(ignore), wait);
    this.#timer.unref();
  }

  #disarm(): void {
    if (this.#timer) clearTimeout(this.#timer);
    this.#timer = null;
    this.#status.nextRunAt = null;
  }
}
