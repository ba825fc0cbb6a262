/**
 * Reads kept in memory until told to forget them (decisions 87, 89). One read per key, shared by every call that
 * asks while it is in flight; a read that fails is not kept; `forget` drops every read, done or in flight, so a read
 * that raced a change never outlives the change's announcement. A read is kept with a stamp (the UTC day, say): asked
 * with another stamp, the key is read again, so a figure in force from a day on needs no announcement.
 */
export class KeptReads<V> {
  readonly #entries = new Map<string, { stamp: string; value: Promise<V> }>();

  /** At most `limit` keys: past it the oldest read is dropped (it is read again when asked). */
  constructor(private readonly limit = Number.POSITIVE_INFINITY) {}

  get(key: string, stamp: string, read: () => Promise<V>): Promise<V> {
    const entry = this.#entries.get(key);
    if (entry?.stamp === stamp) return entry.value;
    const value = read();
    this.#entries.delete(key);
    if (this.#entries.size >= this.limit) this.#entries.delete(this.#entries.keys().next().value as string);
    this.#entries.set(key, { stamp, value });
    value.catch(() => {
      if (this.#entries.get(key)?.value === value) this.#entries.delete(key);
    });
    return value;
  }

  /** Drops `key`'s read if it is still `value` (one found outdated by its caller), so the next `get` reads again. */
  drop(key: string, value: Promise<V>): void {
    if (this.#entries.get(key)?.value === value) this.#entries.delete(key);
  }

  forget(): void {
    this.#entries.clear();
  }
}
