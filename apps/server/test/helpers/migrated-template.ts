/**
 * Vitest global setup of the server projects: one migrated database per run that the test apps copy instead of
 * migrating their own (decision 61). On PGlite a dump of its data directory, opened as a copy: a fresh PGlite spends
 * most of its start-up in initdb (about 5 times as long as loading a dump, measured on 2026-11-24). On PostgreSQL a
 * template database that `create database … template` copies.
 */
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { Kysely } from 'kysely';
import pg from 'pg';
import type { TestProject } from 'vitest/node';
import { migrate, openPostgres } from '../../src/db/database.ts';
import { PGliteDialect } from '../../src/db/pglite-dialect.ts';
import type { Database } from '../../src/db/schema.ts';

declare module 'vitest' {
  export interface ProvidedContext {
    /** The migrated PGlite data directory, a tar file. */
    pgliteTemplate: string;
    /** The migrated PostgreSQL template database's name. */
    postgresTemplate: string;
  }
}

async function pgliteTemplate(project: TestProject) {
  const pglite = await PGlite.create();
  const db = new Kysely<Database>({ dialect: new PGliteDialect(pglite) });
  await migrate(db);
  const dump = await pglite.dumpDataDir('none');
  await db.destroy();
  const dir = mkdtempSync(path.join(tmpdir(), 'yc-pglite-template-'));
  const file = path.join(dir, 'migrated.tar');
  writeFileSync(file, Buffer.from(await dump.arrayBuffer()));
  project.provide('pgliteTemplate', file);
  return () => rmSync(dir, { recursive: true, force: true });
}

async function postgresTemplate(project: TestProject, base: string) {
  const name = `yc_template_${process.pid}_${Math.random().toString(36).slice(2, 10)}`;
  const admin = async (statement: string) => {
    const client = new pg.Client({ connectionString: base });
    await client.connect();
    try {
      await client.query(statement);
    } finally {
      await client.end();
    }
  };
  await admin(`create database ${name}`);
  const url = new URL(base);
  url.pathname = `/${name}`;
  // Closed before any copy: PostgreSQL copies a template only while no session is connected to it.
  const handle = openPostgres(url.toString(), 1);
  try {
    await migrate(handle.db);
  } finally {
    await handle.close();
  }
  project.provide('postgresTemplate', name);
  return () => admin(`drop database if exists ${name} with (force)`);
}

export default async function setup(project: TestProject) {
  if (project.name === 'server-pglite') return pgliteTemplate(project);
  const base = project.config.env.TEST_DATABASE_URL;
  return base ? postgresTemplate(project, base) : undefined;
}
