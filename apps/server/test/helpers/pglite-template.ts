/**
 * Vitest global setup of the server-pglite project: migrates one PGlite database and dumps its data directory to a
 * file the test processes open copies of. A fresh PGlite spends most of its start-up in initdb (about 5 times as
 * long as loading a dump, measured on 2026-11-24), and every test app needs a migrated database.
 */
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { Kysely } from 'kysely';
import type { TestProject } from 'vitest/node';
import { migrate } from '../../src/db/database.ts';
import { PGliteDialect } from '../../src/db/pglite-dialect.ts';
import type { Database } from '../../src/db/schema.ts';

declare module 'vitest' {
  export interface ProvidedContext {
    /** The migrated PGlite data directory, a tar file. */
    pgliteTemplate: string;
  }
}

export default async function setup(project: TestProject) {
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
