/** Opens the database the configuration names: PostgreSQL with DATABASE_URL, embedded PGlite otherwise. */
import { mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { Kysely, Migrator, PostgresDialect, type PostgresPool, sql, type Transaction } from 'kysely';
import pg from 'pg';
import { migrationProvider } from './migrations/index.ts';
import { PGliteDialect } from './pglite-dialect.ts';
import type { Database } from './schema.ts';

export type Db = Kysely<Database>;
export type Engine = 'pglite' | 'postgres';

export interface DatabaseHandle {
  db: Db;
  engine: Engine;
  close(): Promise<void>;
}

/** Type OIDs parsed to strings on both engines so money never passes through a JS number. */
const INT8 = 20;
const NUMERIC = 1700;

/** PGlite's files belong to one process; a second one (say, the admin CLI while the server runs) must stop. */
function lockDataDir(dataDir: string): () => void {
  const file = path.join(dataDir, 'owner.pid');
  try {
    const pid = Number(readFileSync(file, 'utf8'));
    if (pid && pid !== process.pid) {
      process.kill(pid, 0);
      throw new Error(`The embedded database in ${dataDir} is in use by process ${pid}; stop it first.`);
    }
  } catch (err) {
    const code = (err as NodeJS.ErrnoException).code;
    if (code !== 'ENOENT' && code !== 'ESRCH') throw err;
  }
  writeFileSync(file, String(process.pid));
  return () => rmSync(file, { force: true });
}

/** `loadDataDir`: start from a dumped data directory (the tests' migrated template) instead of an empty one. */
export async function openPglite(dataDir: string | null, loadDataDir?: Blob): Promise<DatabaseHandle> {
  let unlock = () => {};
  if (dataDir) {
    mkdirSync(dataDir, { recursive: true });
    unlock = lockDataDir(dataDir);
  }
  const pglite = await PGlite.create(dataDir ? path.join(dataDir, 'pglite') : undefined, {
    parsers: { [INT8]: (v: string) => v, [NUMERIC]: (v: string) => v },
    loadDataDir,
  });
  const db = new Kysely<Database>({ dialect: new PGliteDialect(pglite) });
  return {
    db,
    engine: 'pglite',
    close: async () => {
      await db.destroy();
      unlock();
    },
  };
}

/**
 * How long a request may wait on PostgreSQL before it is answered 503 (docs/decisions.md 45): a stalled or
 * overloaded database must not hold every request, and the pool must heal once it answers again.
 */
export interface PostgresTimeouts {
  /** Connecting, and waiting for a free connection of the pool. */
  connectMs: number;
  /** The server cancels a longer statement, lock waits included; the client gives up a second later. */
  statementMs: number;
  /** The server ends a session idle inside a transaction this long, releasing its locks. */
  idleInTransactionMs: number;
}

/** The client's own limit lets the server's statement_timeout, a clearer error, come first. */
const CLIENT_MARGIN_MS = 1000;

/**
 * A client whose query timed out on the client's side still waits on its socket for the answer, and every
 * later query would queue behind it: such a client is closed and left out of the pool, which opens a new one.
 */
function withoutStalledClients(pool: pg.Pool): PostgresPool {
  return {
    connect: async () => {
      const client = await pool.connect();
      let stalled: Error | undefined;
      const query = (sqlText: string, parameters: unknown[]) =>
        client.query(sqlText, parameters).catch((err: Error) => {
          if (/Query read timeout/.test(err.message) && !stalled) {
            stalled = err;
            // Whatever follows on this connection (Kysely's rollback) fails at once instead of timing out again.
            void client.end().catch(() => {});
          }
          throw err;
        });
      return { query, release: () => client.release(stalled) } as unknown as Awaited<
        ReturnType<PostgresPool['connect']>
      >;
    },
    end: () => pool.end(),
  };
}

export function openPostgres(
  connectionString: string,
  maxConnections = 10,
  timeouts?: PostgresTimeouts,
): DatabaseHandle {
  const pool = new pg.Pool({
    connectionString,
    max: maxConnections,
    ...(timeouts
      ? {
          connectionTimeoutMillis: timeouts.connectMs,
          statement_timeout: timeouts.statementMs,
          query_timeout: timeouts.statementMs + CLIENT_MARGIN_MS,
          idle_in_transaction_session_timeout: timeouts.idleInTransactionMs,
          // A peer that vanished without a word is found by the OS instead of never.
          keepAlive: true,
        }
      : {}),
  });
  // A client's network error, idle or checked out between two queries, must not crash the process: its query,
  // or the next one, reports it.
  pool.on('error', () => {});
  pool.on('connect', (client) => client.on('error', () => {}));
  const db = new Kysely<Database>({
    dialect: new PostgresDialect({ pool: timeouts ? withoutStalledClients(pool) : pool }),
  });
  return { db, engine: 'postgres', close: () => db.destroy() };
}

/**
 * The configured database: PostgreSQL at `databaseUrl`, else PGlite in `${dataDir}/db`; migrated. With
 * `timeouts` (the server), PostgreSQL queries are bounded; migrations and operator commands are not, they may
 * rightly take long.
 */
export async function openConfigured(
  config: { databaseUrl: string | undefined; dataDir: string },
  maxConnections?: number,
  timeouts?: PostgresTimeouts,
): Promise<DatabaseHandle> {
  if (config.databaseUrl) {
    const migrating = openPostgres(config.databaseUrl, 1);
    try {
      await migrate(migrating.db);
    } finally {
      await migrating.close();
    }
    return openPostgres(config.databaseUrl, maxConnections, timeouts);
  }
  const handle = await openPglite(path.join(config.dataDir, 'db'));
  try {
    await migrate(handle.db);
  } catch (err) {
    await handle.close();
    throw err;
  }
  return handle;
}

export async function migrate(db: Db): Promise<void> {
  const migrator = new Migrator({ db, provider: migrationProvider });
  const { error, results } = await migrator.migrateToLatest();
  const failed = results?.find((r) => r.status === 'Error');
  if (error || failed) {
    throw new Error(`migration ${failed?.migrationName ?? ''} failed: ${String(error)}`, { cause: error });
  }
}

export async function ping(db: Db): Promise<void> {
  await sql`select 1`.execute(db);
}

/** Connection-level SQLSTATE classes and codes: the database is down, restarting, full or too slow. */
const UNAVAILABLE_SQLSTATES = new Set(['57P01', '57P02', '57P03', '53300', '57014']);
const UNAVAILABLE_NETWORK_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ETIMEDOUT',
  'EPIPE',
  'EHOSTUNREACH',
  'ENETUNREACH',
  'ENOTFOUND',
  'EAI_AGAIN',
]);
/** What pg says when a connection ended, could not be had in time, or a query got no answer in time. */
const UNAVAILABLE_MESSAGES =
  /Connection terminated|timeout exceeded when trying to connect|Query read timeout|Client was closed and is not queryable|Client has encountered a connection error/;

/**
 * The database cannot answer now (stopped, restarting, unreachable, stalled or over its time limits): a reason
 * to answer 503 and try again later, not a defect. Looks through `cause` and an AggregateError's errors.
 */
export function isDatabaseUnavailable(error: unknown, depth = 0): boolean {
  if (!error || typeof error !== 'object' || depth > 5) return false;
  const e = error as { code?: unknown; message?: unknown; cause?: unknown; errors?: unknown };
  const code = typeof e.code === 'string' ? e.code : '';
  if (UNAVAILABLE_SQLSTATES.has(code) || /^08[0-9A-Z]{3}$/.test(code) || UNAVAILABLE_NETWORK_CODES.has(code)) {
    return true;
  }
  if (typeof e.message === 'string' && UNAVAILABLE_MESSAGES.test(e.message)) return true;
  const inner = [e.cause, ...(Array.isArray(e.errors) ? e.errors : [])];
  return inner.some((x) => isDatabaseUnavailable(x, depth + 1));
}

export function isUniqueViolation(error: unknown, constraint?: string): boolean {
  const e = error as { code?: string; constraint?: string };
  return e?.code === '23505' && (constraint === undefined || e.constraint === constraint);
}

export type Executor = Db | Transaction<Database>;

/** The after-commit queue of each transaction `withTransaction` has open; it leaves the map when the transaction ends. */
const afterCommitQueues = new WeakMap<Transaction<Database>, Array<() => void>>();
/** The last steps of each open `withTransaction` transaction, by key (one step per key). */
const beforeCommitSteps = new WeakMap<Transaction<Database>, Map<string, () => Promise<unknown>>>();

/**
 * Runs `fn` in a transaction, then what `afterCommit` queued in it, once the commit succeeded (nothing after a
 * rollback). Given a transaction, `fn` joins it: its writes and queued callbacks commit or roll back with the
 * outer one, so a service can take an optional caller's transaction (decision 59).
 */
export async function withTransaction<T>(
  executor: Executor,
  fn: (tx: Transaction<Database>) => Promise<T>,
): Promise<T> {
  if (executor.isTransaction) return fn(executor as Transaction<Database>);
  const queue: Array<() => void> = [];
  const last = new Map<string, () => Promise<unknown>>();
  let transaction: Transaction<Database> | undefined;
  try {
    const result = await executor.transaction().execute(async (tx) => {
      transaction = tx;
      afterCommitQueues.set(tx, queue);
      beforeCommitSteps.set(tx, last);
      const value = await fn(tx);
      for (const step of last.values()) await step();
      return value;
    });
    for (const callback of queue) callback();
    return result;
  } finally {
    if (transaction) {
      afterCommitQueues.delete(transaction);
      beforeCommitSteps.delete(transaction);
    }
  }
}

/**
 * Runs `step` in the `withTransaction` transaction `executor` as its last statements, once per `key` however often
 * it is asked, or at once when `executor` is no transaction. A row lock taken there is held only for the commit
 * (decision 89: a version bumped by every ledger transaction closes no deadlock cycle and serialises commits only).
 */
export async function beforeCommit(executor: Executor, key: string, step: () => Promise<unknown>): Promise<void> {
  if (!executor.isTransaction) {
    await step();
    return;
  }
  const steps = beforeCommitSteps.get(executor as Transaction<Database>);
  if (!steps) throw new Error('beforeCommit needs a transaction opened by withTransaction and still open');
  if (!steps.has(key)) steps.set(key, step);
}

/**
 * Runs `callback` after the commit of the `withTransaction` transaction `executor` is, or at once when `executor`
 * is no transaction (its statements are committed already). Any other transaction (one opened elsewhere, or one
 * that has ended) throws: nothing would ever run the callback.
 */
export function afterCommit(executor: Executor, callback: () => void): void {
  if (!executor.isTransaction) {
    callback();
    return;
  }
  const queue = afterCommitQueues.get(executor as Transaction<Database>);
  if (!queue) throw new Error('afterCommit needs a transaction opened by withTransaction and still open');
  queue.push(callback);
}

/** What `runExclusive` did: `ran: false` when another session held the lock, so `fn` did not run. */
export type Exclusive<T> = { ran: true; value: T } | { ran: false };

/**
 * Runs `fn` while this process holds PostgreSQL's session advisory lock `lockKey`, taken without waiting on one
 * pooled connection (which `fn` gets) and released in `finally`: one instance at a time does the job. PGlite's
 * data belongs to one process (its directory is locked), so there `fn` just runs.
 */
export async function runExclusive<T>(
  db: Db,
  engine: Engine,
  lockKey: number,
  fn: (conn: Executor) => Promise<T>,
): Promise<Exclusive<T>> {
  if (engine !== 'postgres') return { ran: true, value: await fn(db) };
  return db.connection().execute(async (conn) => {
    const lock = await sql<{ ok: boolean }>`select pg_try_advisory_lock(${lockKey}::bigint) as ok`.execute(conn);
    if (!lock.rows[0]?.ok) return { ran: false };
    try {
      return { ran: true, value: await fn(conn) };
    } finally {
      await sql`select pg_advisory_unlock(${lockKey}::bigint)`.execute(conn);
    }
  });
}
