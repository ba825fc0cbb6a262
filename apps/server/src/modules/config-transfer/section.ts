/**
 * One part of the configuration document (docs/product.md §10 "Configuration", decision 85): how it is read from
 * this installation, compared with a document's, and written. Every part compares items by key — a pool's settings,
 * one APY change, one price, one F.A.Q. entry — so the dry run lists exactly what would be added, changed or removed.
 */
import type { ConfigChange, ConfigDocument, ConfigSection } from '@yc/contract';
import type { Executor } from '../../db/database.ts';
import type { Actor } from '../audit/audit-log.ts';
import type { ConfigScope } from '../config/config-bus.ts';
import type { PriceFeeds } from '../prices/price-feeds.ts';

export interface ApplyContext {
  actor: Actor;
  /** What `prepare` read before the transaction (a network call never holds a row lock). */
  prepared: unknown;
}

export interface SectionDeps {
  feeds: Pick<PriceFeeds, 'read'>;
}

export interface ConfigSectionDef<K extends ConfigSection = ConfigSection> {
  name: K;
  /** The configuration bus scope a change of this part bumps. */
  scope: ConfigScope;
  read(ex: Executor): Promise<ConfigDocument[K]>;
  /** This installation's part (`current`) against a document's; both as `read` gives them. */
  diff(current: ConfigDocument[K], incoming: ConfigDocument[K]): ConfigChange[];
  /** What the schema cannot check (an address's checksum): a 400 naming the document path. */
  check?(incoming: ConfigDocument[K]): void;
  /** Reads the changes need, done before the transaction (an aggregator's answer). */
  prepare?(changes: ConfigChange[], deps: SectionDeps): Promise<unknown>;
  apply(tx: Executor, changes: ConfigChange[], ctx: ApplyContext): Promise<void>;
}

/** Values compare equal when their JSON does, keys in any order. */
const canonical = (value: unknown): string =>
  JSON.stringify(value, (_, v: unknown) =>
    v && typeof v === 'object' && !Array.isArray(v)
      ? Object.fromEntries(Object.entries(v).sort(([a], [b]) => a.localeCompare(b)))
      : v,
  );

/**
 * The changes from `current` to `incoming`, items keyed alike. An item only `current` has is removed, unless the
 * part keeps what a document leaves out (`keepMissing`: a pool's tokens, the prices).
 */
export function diffItems(
  section: ConfigSection,
  current: Map<string, unknown>,
  incoming: Map<string, unknown>,
  { keepMissing = false } = {},
): ConfigChange[] {
  const changes: ConfigChange[] = [];
  for (const [item, after] of incoming) {
    const before = current.get(item);
    if (before === undefined) changes.push({ section, item, kind: 'added', before: null, after });
    else if (canonical(before) !== canonical(after)) changes.push({ section, item, kind: 'changed', before, after });
  }
  if (!keepMissing) {
    for (const [item, before] of current) {
      if (!incoming.has(item)) changes.push({ section, item, kind: 'removed', before, after: null });
    }
  }
  return changes;
}
