/** Builds the app for a test file on the engine the project names (TEST_DB) with mail captured. */
import { mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import pg from 'pg';
import { inject } from 'vitest';
import { buildApp } from '../../src/app.ts';
import { type Config, type Env, loadConfig } from '../../src/config.ts';
import { type DatabaseHandle, openPglite, openPostgres } from '../../src/db/database.ts';
import type { MailRow } from '../../src/db/schema.ts';
import type { MailTransport } from '../../src/modules/mail/mailer.ts';

export const engine = (process.env.TEST_DB ?? 'pglite') as 'pglite' | 'postgres';
export const redisUrl = process.env.TEST_REDIS_URL || '';

/**
 * A fresh database: in-memory PGlite, or a new PostgreSQL database (a copy of `template` if named) dropped on
 * close, opened by `open` (a test may reach it through a proxy or with timeouts).
 */
export async function openTestDatabase(
  open: (url: string) => DatabaseHandle = (url) => openPostgres(url, 10),
  template?: string,
): Promise<DatabaseHandle> {
  if (engine === 'pglite') return openPglite(null);
  const base = process.env.TEST_DATABASE_URL;
  if (!base) throw new Error('TEST_DATABASE_URL is not set for the postgres project');
  const name = `yc_test_${process.pid}_${Math.random().toString(36).slice(2, 10)}`;
  const admin = new pg.Client({ connectionString: base });
  await admin.connect();
  await admin.query(`create database ${name}${template ? ` template ${template}` : ''}`);
  await admin.end();
  const url = new URL(base);
  url.pathname = `/${name}`;
  const handle = open(url.toString());
  return {
    ...handle,
    close: async () => {
      await handle.close();
      const drop = new pg.Client({ connectionString: base });
      await drop.connect();
      await drop.query(`drop database if exists ${name} with (force)`);
      await drop.end();
    },
  };
}

/**
 * A fresh database already migrated: a copy of the run's template (helpers/migrated-template.ts), which opens in a
 * fraction of the time of a fresh database and its migrations.
 */
export async function openMigratedTestDatabase(): Promise<DatabaseHandle> {
  if (engine === 'postgres') return openTestDatabase(undefined, inject('postgresTemplate'));
  const dump = readFileSync(inject('pgliteTemplate'));
  return openPglite(null, new Blob([dump]));
}

export function testConfig(env: Env = {}): Config {
  return loadConfig({
    NODE_ENV: 'test',
    JWT_SECRET: 'test-secret-test-secret-test-secret-0123',
    // Production refuses to start without one (decision 67); dev and test would use the public dev key anyway.
    TOTP_ENCRYPTION_KEY: '0123456789abcdef'.repeat(4),
    DATA_DIR: mkdtempSync(path.join(tmpdir(), 'yc-test-')),
    PUBLIC_URL: 'http://localhost:3000',
    LOG_LEVEL: 'silent',
    RATE_LIMIT_PER_MINUTE: '0',
    AUTH_RATE_LIMIT_PER_IP: '100000',
    AUTH_RATE_LIMIT_PER_LOGIN: '100000',
    DEPOSIT_RATE_LIMIT_PER_USER: '100000',
    WEB_DIST: path.join(tmpdir(), 'yc-no-web'),
    ...env,
  });
}

export interface TestApp {
  app: FastifyInstance;
  database: DatabaseHandle;
  /** Messages the mail transport was handed, oldest first. */
  sent: MailRow[];
  close(): Promise<void>;
}

export async function createTestApp(
  env: Env = {},
  options: { transport?: MailTransport; database?: DatabaseHandle; before?: (app: FastifyInstance) => void } = {},
): Promise<TestApp> {
  const database = options.database ?? (await openMigratedTestDatabase());
  const sent: MailRow[] = [];
  const transport: MailTransport = options.transport ?? { send: async (m) => void sent.push(m) };
  const app = await buildApp({ config: testConfig(env), database, mail: { transport, worker: false }, logger: false });
  options.before?.(app);
  await app.ready();
  return {
    app,
    database,
    sent,
    close: async () => {
      await app.close();
      if (!options.database) await database.close();
    },
  };
}

export interface TestApps {
  apps: TestApp[];
  close(): Promise<void>;
}

/** `count` instances of the app on one database, as a deployment scaled out runs them. */
export async function createTestApps(count: number, env: Env = {}): Promise<TestApps> {
  const database = await openMigratedTestDatabase();
  const apps: TestApp[] = [];
  for (let i = 0; i < count; i++) apps.push(await createTestApp(env, { database }));
  return {
    apps,
    close: async () => {
      for (const t of apps) await t.close();
      await database.close();
    },
  };
}
