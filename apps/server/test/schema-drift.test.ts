/**
 * The hand-kept Kysely types (src/db/schema.ts) match the migrated database, on the engine the project names
 * (decision 60): every table and view, every column, its nullability and the kind of value a select returns.
 */
import type { TableMetadata } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type DatabaseHandle, migrate } from '../src/db/database.ts';
import { readSchemaTypes, type SchemaTypes, schemaDrift } from './helpers/schema-drift.ts';
import { engine, openTestDatabase } from './helpers/test-app.ts';

describe(`schema.ts against the migrated database on ${engine}`, () => {
  let handle: DatabaseHandle;
  let tables: TableMetadata[];
  let types: SchemaTypes;

  beforeAll(async () => {
    handle = await openTestDatabase();
    await migrate(handle.db);
    tables = await handle.db.introspection.getTables();
  });
  // Its own hook, so the checker's start-up has its own time limit beside the migrations'.
  beforeAll(() => {
    types = readSchemaTypes();
  });
  afterAll(() => handle?.close());

  it('has no drift', () => {
    expect(tables.length).toBeGreaterThan(20);
    expect(schemaDrift(tables, types)).toEqual([]);
  });

  it('reports a missing table, a missing, an extra and a changed column', () => {
    const users = tables.find((t) => t.name === 'users');
    const pools = tables.find((t) => t.name === 'pools');
    if (!users || !pools) throw new Error('users or pools not migrated');
    const drifted: TableMetadata[] = [
      {
        ...users,
        columns: [
          ...users.columns
            .filter((c) => c.name !== 'phone')
            .map((c) => (c.name === 'login' ? { ...c, isNullable: false, dataType: 'int4' } : c)),
          { ...users.columns[0]!, name: 'nickname', dataType: 'text', isNullable: true },
        ],
      },
      pools,
    ];
    const only = new Map([...types].filter(([name]) => name === 'users' || name === 'pools'));
    only.set('ghosts', new Map());
    expect(schemaDrift(drifted, only)).toEqual([
      'ghosts: in schema.ts, not in the database',
      'users.phone: in schema.ts, not in the database',
      'users.login: int4 not null in the database, but schema.ts selects null | string',
      'users.login: int4 selects number, but schema.ts says string',
      'users.login: int4 not null without a default, but schema.ts lets an insert omit it',
      'users.nickname: text in the database, missing from schema.ts',
    ]);
  });
});
