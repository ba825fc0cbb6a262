/**
 * The configuration bus (docs/product.md §10 "Configuration", decision 78). A console change calls `changed(tx, scope)`
 * in its own transaction: the scope's version in `config_versions` goes up with the change, and once it commits this
 * instance's listeners run at once and the other instances hear of it through Redis pub/sub. A version check (the
 * job of `checkJob`) catches what a dropped message or an instance without Redis missed, so no instance keeps an old
 * copy for longer than one check interval. Most configuration is read per request and needs no listener; a listener
 * reloads what an instance keeps in memory (the brands).
 */
import type { Redis } from 'ioredis';
import { sql } from 'kysely';
import { afterCommit, type Db, type Executor } from '../../db/database.ts';
import { type JobLog, PeriodicJob } from '../../lib/periodic-job.ts';

/** `ledger` moves with every ledger transaction (balances, shares, prices per share: decision 89), not by an operator. */
export const CONFIG_SCOPES = ['pools', 'prices', 'programme', 'dao', 'content', 'brands', 'ledger'] as const;
export type ConfigScope = (typeof CONFIG_SCOPES)[number];

/** The Redis channel every instance listens on; a message names the scope that changed. */
export const CONFIG_CHANNEL = 'yc:config';

type Listener = () => unknown;

export interface ConfigBusLog extends JobLog {
  warn(o: object, m: string): void;
}

export class ConfigBus {
  readonly #db: Db;
  readonly #redis: Redis | null;
  readonly #log: ConfigBusLog;
  readonly #listeners = new Map<ConfigScope, Listener[]>();
  /** The version of each scope this instance's listeners last ran for. */
  readonly #seen = new Map<string, bigint>();
  #subscriber: Redis | null = null;

  constructor(deps: { db: Db; redis: Redis | null; log: ConfigBusLog }) {
    this.#db = deps.db;
    this.#redis = deps.redis;
    this.#log = deps.log;
  }

  /** Runs `listener` whenever `scope` changes, here or on another instance. */
  on(scope: ConfigScope, listener: Listener): void {
    this.#listeners.set(scope, [...(this.#listeners.get(scope) ?? []), listener]);
  }

  /** Records a change of `scope` in `ex`'s transaction; it is announced once that transaction commits. */
  async changed(ex: Executor, scope: ConfigScope): Promise<void> {
    const version = await bumpVersion(ex, scope);
    afterCommit(ex, () => {
      void this.#deliver(scope, version);
      this.#redis?.publish(CONFIG_CHANNEL, scope).catch((err) => {
        // The other instances' version check picks the change up instead.
        this.#log.warn({ err, scope }, 'config change not published');
      });
    });
  }

  /** Reads every scope's version and runs the listeners of those that moved since this instance last looked. */
  async check(): Promise<void> {
    const rows = await this.#db
      .selectFrom('config_versions')
      .select(['scope', sql<string>`version::text`.as('version')])
      .execute();
    await Promise.all(rows.map((r) => this.#deliver(r.scope, BigInt(r.version))));
  }

  /**
   * Notes the versions in force now without running any listener: what an instance loads at start is current up to
   * them. With Redis, subscribes this instance to the others' changes.
   */
  async start(): Promise<void> {
    const rows = await this.#db
      .selectFrom('config_versions')
      .select(['scope', sql<string>`version::text`.as('version')])
      .execute();
    for (const r of rows) this.#seen.set(r.scope, BigInt(r.version));
    if (!this.#redis) return;
    const subscriber = this.#redis.duplicate();
    subscriber.on('error', (err) => this.#log.warn({ err }, 'config subscriber error'));
    // A message only says "look": the versions are read from the database, so a stray or forged one changes nothing.
    subscriber.on('message', () => {
      this.check().catch((err) => this.#log.warn({ err }, 'config check failed'));
    });
    await subscriber.connect();
    await subscriber.subscribe(CONFIG_CHANNEL);
    this.#subscriber = subscriber;
  }

  async stop(): Promise<void> {
    const subscriber = this.#subscriber;
    this.#subscriber = null;
    await subscriber?.quit().catch(() => subscriber.disconnect());
  }

  /** The background version check: often without Redis, as a safety net with it. */
  checkJob(): PeriodicJob<void> {
    return new PeriodicJob({
      name: 'config-versions',
      run: () => this.check(),
      every: this.#redis ? CONFIG_CHECK_WITH_REDIS_MS : CONFIG_CHECK_MS,
      log: this.#log,
    });
  }

  async #deliver(scope: string, version: bigint): Promise<void> {
    const seen = this.#seen.get(scope);
    if (seen !== undefined && seen >= version) return;
    this.#seen.set(scope, version);
    for (const listener of this.#listeners.get(scope as ConfigScope) ?? []) {
      try {
        await listener();
      } catch (err) {
        // Forget the version, so the next check runs the listeners again.
        if (this.#seen.get(scope) === version) this.#seen.delete(scope);
        this.#log.error({ err, scope }, 'config reload failed');
        return;
      }
    }
  }
}

/**
 * Moves `scope`'s version in `ex`'s transaction, announcing nothing: what a process without a bus does (the accrual's
 * command line), which the instances' version checks pick up. Answers the new version.
 */
export async function bumpVersion(ex: Executor, scope: ConfigScope): Promise<bigint> {
  const { version } = await ex
    .insertInto('config_versions')
    .values({ scope, version: 1n })
    .onConflict((oc) =>
      oc.column('scope').doUpdateSet({ version: sql`config_versions.version + 1`, changed_at: sql`now()` }),
    )
    .returning(sql<string>`version::text`.as('version'))
    .executeTakeFirstOrThrow();
  return BigInt(version);
}

/** `changed` for a process without a bus (a command line, the bench): the version moves, nothing is announced. */
export const NO_BUS: Pick<ConfigBus, 'changed'> = {
  changed: async (ex, scope) => {
    await bumpVersion(ex, scope);
  },
};

/** How often an instance without Redis compares versions: a change reaches it within this. */
export const CONFIG_CHECK_MS = 1000;
/** With Redis a message announces each change; the check only mends a message lost while Redis was away. */
export const CONFIG_CHECK_WITH_REDIS_MS = 15_000;
