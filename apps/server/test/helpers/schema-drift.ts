/**
 * Compares the migrated database with the hand-kept Kysely types of src/db/schema.ts (decision 60). The types are
 * read with the TypeScript checker (aliases, ColumnType and Generated resolved), reduced per column to the kinds
 * of value a select returns and to whether an insert may omit it.
 */
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { TableMetadata } from 'kysely';
import { API, type Checker, SymbolFlags, type Type, TypeFlags } from 'typescript/unstable/sync';

const SERVER = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const SCHEMA_FILE = path.join(SERVER, 'src/db/schema.ts');

export interface ColumnTypes {
  /** Sorted kinds: 'string', 'number', 'boolean', 'bigint', 'Date', 'Uint8Array', 'T[]', 'object', 'unknown', 'null'. */
  select: string[];
  /** Kysely's Insertable leaves the column out when its insert type admits null or undefined. */
  insertOptional: boolean;
  /** ColumnType<…, never, …>: the code never inserts it (a trigger or a default fills it). */
  insertNever: boolean;
}

export type SchemaTypes = Map<string, Map<string, ColumnTypes>>;

function kindsOf(checker: Checker, type: Type): string[] {
  if (type.isUnionType()) return type.getTypes().flatMap((t) => kindsOf(checker, t));
  const f = type.flags;
  if (f & TypeFlags.AnyOrUnknown) return ['unknown'];
  if (f & TypeFlags.Null) return ['null'];
  if (f & TypeFlags.Undefined) return ['undefined'];
  if (f & TypeFlags.Never) return [];
  if (f & (TypeFlags.String | TypeFlags.StringLiteral | TypeFlags.TemplateLiteral)) return ['string'];
  if (f & (TypeFlags.Number | TypeFlags.NumberLiteral)) return ['number'];
  if (f & (TypeFlags.Boolean | TypeFlags.BooleanLiteral)) return ['boolean'];
  if (f & (TypeFlags.BigInt | TypeFlags.BigIntLiteral)) return ['bigint'];
  if (f & TypeFlags.Object) {
    if (checker.isArrayType(type) && type.isTypeReference()) {
      const element = checker.getTypeArguments(type)[0];
      return [`${element ? kindsOf(checker, element).join('|') : 'unknown'}[]`];
    }
    const name = type.getSymbol()?.name;
    return [name === 'Date' || name === 'Uint8Array' ? name : 'object'];
  }
  return [checker.typeToString(type)];
}

const sorted = (kinds: string[]) => [...new Set(kinds)].sort();

/** Every table and view of the `Database` interface with its columns; runs the TypeScript 7 checker (tsgo). */
export function readSchemaTypes(): SchemaTypes {
  const api = new API({ cwd: SERVER });
  try {
    const project = api.updateSnapshot({ openProjects: [path.join(SERVER, 'tsconfig.json')] }).getProjects()[0];
    if (!project) throw new Error('apps/server/tsconfig.json did not open');
    const { checker, program } = project;
    const file = program.getSourceFile(SCHEMA_FILE);
    if (!file) throw new Error(`${SCHEMA_FILE} is not in the server project`);
    const database = checker.resolveName('Database', SymbolFlags.Interface, {
      document: SCHEMA_FILE,
      position: file.end - 1,
    });
    if (!database) throw new Error('schema.ts declares no Database interface');
    const tables: SchemaTypes = new Map();
    for (const table of checker.getPropertiesOfType(checker.getDeclaredTypeOfSymbol(database))) {
      const columns = new Map<string, ColumnTypes>();
      const tableType = checker.getTypeOfSymbol(table);
      if (!tableType) throw new Error(`no type for table ${table.name}`);
      for (const column of checker.getPropertiesOfType(tableType)) {
        const type = checker.getTypeOfSymbol(column);
        if (!type) throw new Error(`no type for ${table.name}.${column.name}`);
        // ColumnType<S, I, U> (and Generated<T>) is an object with these three phantom properties.
        const select = checker.getPropertyOfType(type, '__select__');
        const insert = checker.getPropertyOfType(type, '__insert__');
        const selectType = select ? checker.getTypeOfSymbol(select) : type;
        const insertType = insert ? checker.getTypeOfSymbol(insert) : type;
        if (!selectType || !insertType) throw new Error(`no select or insert type for ${table.name}.${column.name}`);
        const insertKinds = kindsOf(checker, insertType);
        columns.set(column.name, {
          select: sorted(kindsOf(checker, selectType)),
          insertOptional: insertKinds.includes('null') || insertKinds.includes('undefined'),
          insertNever: insertKinds.length === 0,
        });
      }
      tables.set(table.name, columns);
    }
    return tables;
  } finally {
    api.close();
  }
}

/**
 * What a select of each SQL type returns on both engines (int8 and numeric are parsed to strings, see
 * db/database.ts): `kinds` must all be in the column's type, `also` may be. A `date` arrives as a Date; its type
 * may admit a string too, since the code compares it with 'YYYY-MM-DD' day keys.
 */
const JSON_KINDS = ['unknown', 'object', 'string', 'number', 'boolean', 'string[]', 'number[]', 'object[]'];
const SQL_KINDS: Record<string, { kinds: string[]; also?: string[] }> = {
  text: { kinds: ['string'] },
  varchar: { kinds: ['string'] },
  bpchar: { kinds: ['string'] },
  uuid: { kinds: ['string'] },
  citext: { kinds: ['string'] },
  int8: { kinds: ['string'] },
  numeric: { kinds: ['string'] },
  int2: { kinds: ['number'] },
  int4: { kinds: ['number'] },
  float4: { kinds: ['number'] },
  float8: { kinds: ['number'] },
  bool: { kinds: ['boolean'] },
  timestamptz: { kinds: ['Date'] },
  timestamp: { kinds: ['Date'] },
  date: { kinds: ['Date'], also: ['string'] },
  bytea: { kinds: ['Uint8Array'] },
  jsonb: { kinds: [], also: JSON_KINDS },
  json: { kinds: [], also: JSON_KINDS },
  _uuid: { kinds: ['string[]'] },
  _text: { kinds: ['string[]'] },
};

const list = (kinds: string[]) => (kinds.length ? kinds.join(' | ') : 'never');

/**
 * One line per difference, empty when schema.ts and the database agree: tables and views, columns, nullability
 * (not for views, whose columns PostgreSQL always reports nullable), the select type's kinds, and a column an
 * insert may omit although the database has neither a default nor NULL for it.
 */
export function schemaDrift(database: readonly TableMetadata[], types: SchemaTypes): string[] {
  const problems: string[] = [];
  const byName = new Map(database.map((t) => [t.name, t]));
  for (const name of types.keys()) {
    if (!byName.has(name)) problems.push(`${name}: in schema.ts, not in the database`);
  }
  for (const table of database) {
    const columns = types.get(table.name);
    if (!columns) {
      problems.push(`${table.name}: ${table.isView ? 'view' : 'table'} in the database, missing from schema.ts`);
      continue;
    }
    const inDatabase = new Set(table.columns.map((c) => c.name));
    for (const name of columns.keys()) {
      if (!inDatabase.has(name)) problems.push(`${table.name}.${name}: in schema.ts, not in the database`);
    }
    for (const column of table.columns) {
      const at = `${table.name}.${column.name}`;
      const sqlType = `${column.dataType}${column.isNullable ? '' : ' not null'}`;
      const ts = columns.get(column.name);
      if (!ts) {
        problems.push(`${at}: ${sqlType} in the database, missing from schema.ts`);
        continue;
      }
      const mapping = SQL_KINDS[column.dataType];
      if (!mapping) {
        problems.push(`${at}: no TypeScript mapping for the SQL type ${column.dataType} (add it to SQL_KINDS)`);
        continue;
      }
      const nullable = ts.select.includes('null');
      const kinds = ts.select.filter((k) => k !== 'null');
      if (!table.isView && nullable !== column.isNullable) {
        problems.push(`${at}: ${sqlType} in the database, but schema.ts selects ${list(ts.select)}`);
      }
      const allowed = new Set([...mapping.kinds, ...(mapping.also ?? [])]);
      const missing = mapping.kinds.filter((k) => !kinds.includes(k));
      const extra = kinds.filter((k) => !allowed.has(k));
      if (missing.length || extra.length || kinds.length === 0) {
        const expected = [...mapping.kinds, ...(mapping.also ?? []).map((k) => `(${k})`)];
        problems.push(`${at}: ${column.dataType} selects ${list(expected)}, but schema.ts says ${list(kinds)}`);
      }
      if (
        !table.isView &&
        ts.insertOptional &&
        !ts.insertNever &&
        !column.isNullable &&
        !column.hasDefaultValue &&
        !column.isAutoIncrementing
      ) {
        problems.push(`${at}: ${sqlType} without a default, but schema.ts lets an insert omit it`);
      }
    }
  }
  return problems;
}
