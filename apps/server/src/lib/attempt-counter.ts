/**
 * Attempts per key in a fixed window: in Redis when there is one, so every instance sees the same count, else in
 * this process. A success takes its attempt back, so only failures remain counted (docs/decisions.md 46).
 */
import type { Redis } from 'ioredis';

export interface AttemptCount {
  count: number;
  /** Until the window ends and the count starts again from zero. */
  resetInMs: number;
}

export interface AttemptCounter {
  /** Counts one attempt under `key`; the first attempt opens a window of `windowMs`. */
  hit(key: string, windowMs: number): Promise<AttemptCount>;
  /** Takes one attempt back while its window is open. */
  undo(key: string): Promise<void>;
}

// One round trip each, atomic, so two instances counting at once never lose an attempt.
const HIT = `local n = redis.call('INCR', KEYS[1])
local ttl = redis.call('PTTL', KEYS[1])
if ttl < 0 then redis.call('PEXPIRE', KEYS[1], ARGV[1]); ttl = tonumber(ARGV[1]) end
return {n, ttl}`;
const UNDO = `local n = tonumber(redis.call('GET', KEYS[1]) or '0')
if n > 0 then redis.call('DECR', KEYS[1]) end
return 0`;

export class RedisAttemptCounter implements AttemptCounter {
  constructor(
    private readonly redis: Redis,
    private readonly prefix: string,
  ) {}

  async hit(key: string, windowMs: number): Promise<AttemptCount> {
    const [count, ttl] = (await this.redis.eval(HIT, 1, this.prefix + key, windowMs)) as [number, number];
    return { count, resetInMs: ttl };
  }

  async undo(key: string): Promise<void> {
    await this.redis.eval(UNDO, 1, this.prefix + key);
  }
}

export class MemoryAttemptCounter implements AttemptCounter {
  readonly #windows = new Map<string, { count: number; endsAt: number }>();

  constructor(private readonly maxKeys = 100_000) {}

  async hit(key: string, windowMs: number): Promise<AttemptCount> {
    const now = Date.now();
    let window = this.#windows.get(key);
    if (!window || window.endsAt <= now) {
      if (this.#windows.size >= this.maxKeys) this.#dropEnded(now);
      window = { count: 0, endsAt: now + windowMs };
      this.#windows.set(key, window);
    }
    window.count += 1;
    return { count: window.count, resetInMs: window.endsAt - now };
  }

  async undo(key: string): Promise<void> {
    const window = this.#windows.get(key);
    if (window && window.endsAt > Date.now() && window.count > 0) window.count -= 1;
  }

  /** Bounds the memory a flood of made-up logins can take: ended windows go, then the oldest. */
  #dropEnded(now: number): void {
    for (const [key, window] of this.#windows) if (window.endsAt <= now) this.#windows.delete(key);
    const excess = this.#windows.size - Math.floor(this.maxKeys / 2);
    if (excess <= 0) return;
    let dropped = 0;
    for (const key of this.#windows.keys()) {
      if (dropped++ >= excess) break;
      this.#windows.delete(key);
    }
  }
}
