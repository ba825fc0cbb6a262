/** Opens the database the configuration names: PostgreSQL with DATABASE_URL, embedded PGlite otherwise. */
import { mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { Kysely, Migrator, PostgresDialect, sql, type Transaction } from 'kysely';
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

export async function openPglite(dataDir: string | null): Promise<DatabaseHandle> {
  let unlock = () => {};
  if (dataDir) {
    mkdirSync(dataDir, { recursive: true });
    unlock = lockDataDir(dataDir);
  }
  const pglite = await PGlite.create(dataDir ? path.join(dataDir, 'pglite') : undefined, {
    parsers: { [INT8]: (v: string) => v, [NUMERIC]: (v: string) => v },
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

export function openPostgres(connectionString: string, maxConnections = 10): DatabaseHandle {
  const pool = new pg.Pool({ connectionString, max: maxConnections });
  // An idle client's network error must not crash the process; the next query reports it.
  pool.on('error', () => {});
  const db = new Kysely<Database>({ dialect: new PostgresDialect({ pool }) });
  return { db, engine: 'postgres', close: () => db.destroy() };
}

/** The configured database: PostgreSQL at `databaseUrl`, else PGlite in `${dataDir}/db`; migrated. */
export async function openConfigured(
  config: { databaseUrl: string | undefined; dataDir: string },
  maxConnections?: number,
): Promise<DatabaseHandle> {
  const handle = config.databaseUrl
    ? openPostgres(config.databaseUrl, maxConnections)
    : await openPglite(path.join(config.dataDir, 'db'));
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

export function isUniqueViolation(error: unknown, constraint?: string): boolean {
  const e = error as { code?: string; constraint?: string };
  return e?.code === '23505' && (constraint === undefined || e.constraint === constraint);
}

export type Executor = Db | Transaction<Database>;

const afterCommitCallbacks = new WeakMap<Transaction<Database>, Array<() => void>>();

/** Runs `fn` in a transaction; what `afterCommit` queued in it runs once the commit succeeded. */
export async function withTransaction<T>(db: Db, fn: (tx: Transaction<Database>) => Promise<T>): Promise<T> {
  let transaction: Transaction<Database> | undefined;
  const result = await db.transaction().execute((tx) => {
    transaction = tx;
    return fn(tx);
  });
  for (const callback of (transaction && afterCommitCallbacks.get(transaction)) ?? []) callback();
  return result;
}

/** Runs `callback` now outside a transaction, or after the commit of `withTransaction`'s transaction. */
export function afterCommit(executor: Executor, callback: () => void): void {
  if (!executor.isTransaction) {
    callback();
    return;
  }
  const tx = executor as Transaction<Database>;
  const queue = afterCommitCallbacks.get(tx) ?? [];
  queue.push(callback);
  afterCommitCallbacks.set(tx, queue);
}
