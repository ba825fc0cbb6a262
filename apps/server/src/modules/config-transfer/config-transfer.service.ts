/**
 * Configuration as data (docs/product.md §10 "Configuration", decision 85): the export of every part into one
 * document, the dry run that lists what a document would change, and its import — every change in one transaction,
 * audited as one change (with each item's values before and after) and announced on the configuration bus once per
 * scope it touched. A failure anywhere writes nothing.
 */
import {
  CONFIG_CHANGE_KINDS,
  CONFIG_FORMAT,
  CONFIG_FORMAT_VERSION,
  type ConfigChange,
  type ConfigDiffResponse,
  type ConfigDocument,
} from '@yc/contract';
import { sql } from 'kysely';
import { type Db, type Executor, withTransaction } from '../../db/database.ts';
import type { Actor, AuditLog } from '../audit/audit-log.ts';
import type { ConfigBus } from '../config/config-bus.ts';
import type { ConfigSectionDef, SectionDeps } from './section.ts';

export interface ConfigTransferDeps extends SectionDeps {
  db: Db;
  audit: AuditLog;
  configBus: Pick<ConfigBus, 'changed'>;
  sections: ConfigSectionDef[];
  now?: () => Date;
}

/** The tables an import writes, locked so no console change interleaves with it. */
const TABLES = [
  'pools',
  'pool_apy',
  'pool_assets',
  'pool_deposit_addresses',
  'pool_texts',
  'prices',
  'referral_programme_versions',
  'faq_items',
  'articles',
  'brands',
  'brand_hosts',
];

export class ConfigTransferService {
  constructor(private readonly deps: ConfigTransferDeps) {}

  async export(ex: Executor = this.deps.db): Promise<ConfigDocument> {
    const parts = await Promise.all(this.deps.sections.map(async (s) => [s.name, await s.read(ex)] as const));
    return {
      format: CONFIG_FORMAT,
      version: CONFIG_FORMAT_VERSION,
      exportedAt: (this.deps.now?.() ?? new Date()).toISOString(),
      ...Object.fromEntries(parts),
    } as ConfigDocument;
  }

  /** What importing `doc` would change here; nothing is written. */
  async dryRun(doc: ConfigDocument): Promise<ConfigDiffResponse> {
    this.#check(doc);
    return { changes: await this.#diff(this.deps.db, doc), applied: false };
  }

  async import(actor: Actor, doc: ConfigDocument): Promise<ConfigDiffResponse> {
    this.#check(doc);
    // Aggregators are read outside the transaction, for the changes as they stand now; the transaction compares
    // again under its locks and applies what it finds.
    const preview = await this.#diff(this.deps.db, doc);
    const prepared = new Map<string, unknown>();
    for (const s of this.deps.sections) {
      if (s.prepare)
        prepared.set(
          s.name,
          await s.prepare(
            preview.filter((c) => c.section === s.name),
            this.deps,
          ),
        );
    }
    return withTransaction(this.deps.db, async (tx) => {
      await sql`lock table ${sql.join(TABLES.map((t) => sql.table(t)))} in share row exclusive mode`.execute(tx);
      const changes = await this.#diff(tx, doc);
      if (!changes.length) return { changes, applied: false };
      for (const s of this.deps.sections) {
        const mine = changes.filter((c) => c.section === s.name);
        if (!mine.length) continue;
        await s.apply(tx, mine, { actor, prepared: prepared.get(s.name) });
        await this.deps.configBus.changed(tx, s.scope);
      }
      const of = (key: 'before' | 'after') =>
        changes.map((c) => ({ section: c.section, item: c.item, kind: c.kind, [key]: c[key] }));
      await this.deps.audit.record(tx, actor, {
        action: 'config.import',
        objectType: 'configuration',
        before: { changes: of('before') },
        after: { summary: summary(changes), changes: of('after') },
      });
      return { changes, applied: true };
    });
  }

  #check(doc: ConfigDocument) {
    for (const s of this.deps.sections) s.check?.(doc[s.name] as never);
  }

  async #diff(ex: Executor, doc: ConfigDocument): Promise<ConfigChange[]> {
    const current = await this.export(ex);
    return this.deps.sections.flatMap((s) => s.diff(current[s.name] as never, doc[s.name] as never));
  }
}

/** How many items of each part are added, changed and removed: the audit row's headline. */
function summary(changes: ConfigChange[]) {
  const counts: Record<string, Record<string, number>> = {};
  for (const c of changes) {
    counts[c.section] ??= Object.fromEntries(CONFIG_CHANGE_KINDS.map((k) => [k, 0]));
    (counts[c.section] as Record<string, number>)[c.kind]! += 1;
  }
  return counts;
}
