/**
 * The users behind open sessions, kept for a few seconds so an authenticated
 * request need not ask the database. Every write that ends a session or changes
 * a user drops the entries at once, here and — through Redis — on every other
 * instance; the TTL only bounds what a write made outside the API (a CLI) can leave stale.
 */
import { randomUUID } from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import type { Redis } from 'ioredis';
import type { SessionUser } from './sessions.repository.ts';

const CHANNEL = 'yc:auth-invalidate';

interface Entry {
  user: SessionUser;
  expiresAt: number;
}

type Invalidation = { kind: 'session'; id: string } | { kind: 'user'; id: string };

/** What repositories call after a write that a cached session must not outlive. */
export interface AuthInvalidation {
  sessionEnded(sessionId: string): void;
  /** The session stays open but what the guard reads of it changed (its last verified TOTP code). */
  sessionChanged(sessionId: string): void;
  userChanged(userId: string): void;
}

export class SessionCache implements AuthInvalidation {
  readonly #entries = new Map<string, Entry>();
  readonly #origin = randomUUID();
  /** Bumped by every invalidation, so a lookup that raced one does not cache what it read. */
  #version = 0;
  #publisher: Redis | null = null;
  #subscriber: Redis | null = null;

  constructor(
    private readonly ttlMs = 5_000,
    private readonly maxEntries = 50_000,
  ) {}

  get(sessionId: string, userId: string): SessionUser | undefined {
    const entry = this.#entries.get(sessionId);
    if (!entry) return undefined;
    if (entry.expiresAt <= Date.now() || entry.user.id !== userId) {
      this.#entries.delete(sessionId);
      return undefined;
    }
    return entry.user;
  }

  get version(): number {
    return this.#version;
  }

  /** Caches what a lookup started at `version` read, unless an invalidation came in between. */
  set(sessionId: string, user: SessionUser, version: number): void {
    if (version !== this.#version) return;
    if (this.#entries.size >= this.maxEntries) {
      // Maps iterate in insertion order: the first key is the oldest entry.
      const oldest = this.#entries.keys().next().value;
      if (oldest !== undefined) this.#entries.delete(oldest);
    }
    this.#entries.set(sessionId, { user, expiresAt: Date.now() + this.ttlMs });
  }

  sessionEnded(sessionId: string): void {
    this.#apply({ kind: 'session', id: sessionId });
    this.#publish({ kind: 'session', id: sessionId });
  }

  sessionChanged(sessionId: string): void {
    this.sessionEnded(sessionId);
  }

  userChanged(userId: string): void {
    this.#apply({ kind: 'user', id: userId });
    this.#publish({ kind: 'user', id: userId });
  }

  /** Shares invalidations with the other instances through Redis pub/sub. */
  async connect(redis: Redis, log: FastifyBaseLogger): Promise<void> {
    this.#publisher = redis;
    this.#subscriber = redis.duplicate();
    this.#subscriber.on('error', (err) => log.warn({ err }, 'session cache subscriber error'));
    this.#subscriber.on('message', (_channel: string, raw: string) => {
      try {
        const { origin, ...message } = JSON.parse(raw) as Invalidation & { origin: string };
        if (origin !== this.#origin) this.#apply(message);
      } catch (err) {
        log.warn({ err }, 'session cache: unreadable invalidation');
      }
    });
    await this.#subscriber.connect();
    await this.#subscriber.subscribe(CHANNEL);
  }

  async close(): Promise<void> {
    await this.#subscriber?.quit().catch(() => this.#subscriber?.disconnect());
  }

  #apply(message: Invalidation): void {
    this.#version++;
    if (message.kind === 'session') {
      this.#entries.delete(message.id);
      return;
    }
    for (const [sessionId, entry] of this.#entries) if (entry.user.id === message.id) this.#entries.delete(sessionId);
  }

  #publish(message: Invalidation): void {
    this.#publisher?.publish(CHANNEL, JSON.stringify({ ...message, origin: this.#origin })).catch(() => {});
  }
}
