/**
 * Keyset paging for the console's lists (decision 65). A cursor is the sort key of the last row shown, opaque to
 * the client (base64url JSON of strings); the next page is the rows strictly after it in the list's order, read
 * with a row comparison such as `(created_at, id) < (cursor[0], cursor[1])` that an index on the same columns
 * answers with a range scan, however deep the page.
 */
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
