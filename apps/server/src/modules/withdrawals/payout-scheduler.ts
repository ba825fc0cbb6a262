/**
 * Runs the payout worker in-process every few seconds: each pass starts after the previous one ended, so passes
 * never overlap in one instance; across instances the worker's advisory lock lets one act.
 */
import type { FastifyBaseLogger } from 'fastify';
import { describeError, type PayoutWorker } from './payout-worker.ts';

/** Anvil mines at once; a real network's blocks come every few seconds at best. */
export const PAYOUT_INTERVAL_MS = { devChain: 2_000, network: 15_000 } as const;

export class PayoutScheduler {
  #timer: NodeJS.Timeout | null = null;
  #pass: Promise<unknown> = Promise.resolve();
  #stopped = false;

  constructor(
    private readonly worker: PayoutWorker,
    private readonly intervalMs: number,
    private readonly log: FastifyBaseLogger,
  ) {}

  start(): void {
    this.#next(0);
  }

  async stop(): Promise<void> {
    this.#stopped = true;
    if (this.#timer) clearTimeout(this.#timer);
    await this.#pass;
  }

  #next(delayMs: number): void {
    if (this.#stopped) return;
    this.#timer = setTimeout(() => {
      this.#pass = this.worker
        .tick()
        .catch((err) => this.log.error({ error: describeError(err) }, 'payout pass failed'))
        .finally(() => this.#next(this.intervalMs));
    }, delayMs);
    this.#timer.unref();
  }
}
