/**
 * What an audit entry changed, key by key: of two JSON objects, the keys whose values differ (added and removed
 * ones too), in the order the object lists them; a value that is not an object is one change of the whole.
 */

export interface Change {
  /** The top-level key; null when the values are not objects and the whole changed. */
  key: string | null;
  before: string | null;
  after: string | null;
}

type JsonObject = Record<string, unknown>;

const isObject = (value: unknown): value is JsonObject =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** A value as one line: strings as they are (amounts are decimal strings), the rest as JSON; absent is null. */
export const showValue = (value: unknown): string | null =>
  value === undefined || value === null ? null : typeof value === 'string' ? value : JSON.stringify(value);

export function changesOf(before: unknown, after: unknown): Change[] {
  if (!isObject(before) && !isObject(after)) {
    return showValue(before) === showValue(after)
      ? []
      : [{ key: null, before: showValue(before), after: showValue(after) }];
  }
  const from: JsonObject = isObject(before) ? before : {};
  const to: JsonObject = isObject(after) ? after : {};
  const keys = [...new Set([...Object.keys(to), ...Object.keys(from)])];
  return keys
    .filter((key) => JSON.stringify(from[key]) !== JSON.stringify(to[key]))
    .map((key) => ({ key, before: showValue(from[key]), after: showValue(to[key]) }));
}
