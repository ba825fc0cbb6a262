/**
 * Keyset paging for the console's lists (decision 65). A cursor is the sort key of the last row shown, opaque to
 * the client (base64url JSON of strings); the next page is the rows strictly after it in the list's order, read
 * with a row comparison such as `(created_at, id) < (cursor[0], cursor[1])` that an index on the same columns
 * answers with a range scan, however deep the page.
 */
import { sql } from 'kysely';
import { badRequest } from './app-error.ts';

export const encodeCursor = (key: readonly string[]): string => Buffer.from(JSON.stringify(key)).toString('base64url');

/** The cursor's key of `arity` strings; a cursor that is not one of ours is a 400, not a 500 or an empty page. */
export function decodeCursor(cursor: string | undefined, arity: number): string[] | null {
  if (cursor === undefined) return null;
  let key: unknown;
  try {
    key = JSON.parse(Buffer.from(cursor, 'base64url').toString('utf8'));
  } catch {
    throw badRequest('validation.invalid');
  }
  if (!Array.isArray(key) || key.length !== arity || !key.every((k) => typeof k === 'string' && k.length <= 200)) {
    throw badRequest('validation.invalid');
  }
  return key as string[];
}

/**
 * A page from rows read with `limit + 1`: the extra row only says there is a next page, whose cursor is the key of
 * the last row shown.
 */
export function keysetPage<T>(rows: T[], limit: number, keyOf: (row: T) => readonly string[]) {
  const items = rows.slice(0, limit);
  const last = items.at(-1);
  return { items, nextCursor: rows.length > limit && last !== undefined ? encodeCursor(keyOf(last)) : null };
}

/** A timestamp as keyTime writes it, or as PostgreSQL's own text forms do; a uuid. */
const KEY_TIME = /^\d{4}-\d{2}-\d{2}[T ]\d{2}:\d{2}:\d{2}(?:\.\d{1,6})?(?:Z|[+-]\d{2}(?::?\d{2})?)$/;
const KEY_ID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * The key of a list ordered by (a timestamp, a uuid), the console's usual order: checked here, so a forged cursor is
 * the same 400 as any other and never reaches the database as a cast that fails.
 */
export function decodeTimeCursor(cursor: string | undefined): [string, string] | null {
  const key = decodeCursor(cursor, 2);
  if (key === null) return null;
  const [at, id] = key as [string, string];
  if (!KEY_TIME.test(at) || !KEY_ID.test(id)) throw badRequest('validation.invalid');
  return [at, id];
}

/** A timestamp column as a cursor's text, to the microsecond the database keeps (a JS Date stops at milliseconds). */
export const keyTime = (column: string) =>
  sql<string>`to_char(${sql.ref(column)} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"')`;

/**
 * Rows strictly after the cursor in the order (`at`, `id`) `order`: a row comparison that an index on the same two
 * columns answers with a range scan.
 */
export function afterKey(at: string, id: string, key: readonly [string, string], order: 'asc' | 'desc' = 'desc') {
  const row = sql`(${sql.ref(at)}, ${sql.ref(id)})`;
  const after = sql`(${key[0]}::timestamptz, ${key[1]}::uuid)`;
  return order === 'desc' ? sql<boolean>`${row} < ${after}` : sql<boolean>`${row} > ${after}`;
}
