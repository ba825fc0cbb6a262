/**
 * Reconciliation runs (docs/product.md §10, decision 71): the report of `npm run reconcile` (ledger/reconcile.ts)
 * stored with its verdict, run daily by its job, by an operator from the console, or by the CLI. One run at a time:
 * on PostgreSQL under an advisory lock (so one instance of several runs the daily one), in this process by a flag;
 * an operator who asks during a run gets 409 `admin.reconciliationRunning` (decision 71). A run is stored in one
 * transaction with its audit row and, on a mismatch, its `reconciliation.mismatch` event.
 */
import {
  addDays,
  dayStart,
  type ReconciliationAsset,
  type ReconciliationRun,
  type ReconciliationRunSummary,
  utcDay,
} from '@yc/contract';
import { fromBaseUnits } from '@yc/contract/amounts';
import { sql } from 'kysely';
import type { Db, Engine, Executor } from '../../db/database.ts';
import { runExclusive, withTransaction } from '../../db/database.ts';
import type { ReconciliationTrigger } from '../../db/schema.ts';
import { conflict, notFound } from '../../lib/app-error.ts';
import { decodeCursor, keysetPage } from '../../lib/keyset.ts';
import { type JobLog, PeriodicJob } from '../../lib/periodic-job.ts';
import type { Actor, AuditLog } from '../audit/audit-log.ts';
import type { ChainService } from '../chain/chain-service.ts';
import type { EventOutbox } from '../events/event-outbox.ts';
import { type ReconcileReport, reconcile } from '../ledger/reconcile.ts';
import { untilNextDay } from './daily-figures.ts';

/** pg advisory lock key of the reconciliation (an arbitrary constant: "yc reconciliation", migration 020). */
export const RECONCILE_LOCK_KEY = 7_920_411_020;

export interface ReconciliationRunsDeps {
  db: Db;
  engine: Engine;
  chain: ChainService | null;
  auditLog: AuditLog;
  /** The outbox the mismatch event goes to; the operator alerts e-mail it (decision 70). */
  events: EventOutbox;
  now?: () => Date;
}

/**
 * The console's per-asset rows of a report: every pool asset with a ledger balance, and every one whose addresses
 * were read on-chain (a surplus where the ledger expects nothing shows too); token units.
 */
export function reportAssets(report: ReconcileReport): ReconciliationAsset[] {
  const zero = { liability: 0n, positions: 0n, holds: 0n, fees: 0n, custody: 0n };
  const assets = [...report.assets];
  for (const h of report.holdings) {
    if (!assets.some((a) => a.pool === h.pool && a.token === h.token)) {
      assets.push({ pool: h.pool, token: h.token, decimals: h.decimals, ...zero });
    }
  }
  assets.sort((a, b) => (a.pool === b.pool ? (a.token < b.token ? -1 : 1) : a.pool < b.pool ? -1 : 1));
  return assets.map((a) => {
    const f = (v: bigint) => fromBaseUnits(v, a.decimals);
    const onChain = report.holdings.find((h) => h.pool === a.pool && h.token === a.token)?.onChain ?? null;
    const difference = onChain === null ? null : onChain - a.custody;
    const status =
      difference === null ? 'not_checked' : difference === 0n ? 'equal' : difference > 0n ? 'surplus' : 'shortfall';
    return {
      pool: a.pool,
      token: a.token,
      liability: f(a.liability),
      positions: f(a.positions),
      holds: f(a.holds),
      fees: f(a.fees),
      custody: f(a.custody),
      onChain: onChain === null ? null : f(onChain),
      difference:
        difference === null ? null : `${difference < 0n ? '-' : ''}${f(difference < 0n ? -difference : difference)}`,
      status,
    } as ReconciliationAsset;
  });
}

// The problem count is the stored report's: the summary column is cut at 2000 characters, its lines would undercount.
const summaryColumns = [
  'id',
  'started_at',
  'finished_at',
  'trigger',
  'actor_id',
  'ok',
  sql<number>`jsonb_array_length(report->'problems')`.as('problems'),
] as const;
type SummaryRow = {
  id: string;
  started_at: Date;
  finished_at: Date;
  trigger: ReconciliationTrigger;
  actor_id: string | null;
  ok: boolean;
  problems: number;
};

function toSummary(r: SummaryRow): ReconciliationRunSummary {
  return {
    id: r.id,
    startedAt: r.started_at.toISOString(),
    finishedAt: r.finished_at.toISOString(),
    trigger: r.trigger,
    actorId: r.actor_id,
    ok: r.ok,
    problems: r.problems,
  };
}

const toRun = (r: SummaryRow & { report: unknown }): ReconciliationRun => ({
  ...toSummary(r),
  report: r.report as ReconciliationRun['report'],
});

export interface RunOptions {
  /** Nothing runs when a scheduled run of today (UTC) exists: the daily job's pass after a restart. */
  oncePerDay?: boolean;
  /** Notes about nodes that could not be read (the CLI's), stored with the report. */
  notes?: string[];
  /** Given the full report before it is stored (the CLI prints its lines). */
  onReport?: (report: ReconcileReport) => void;
}

export class ReconciliationRuns {
  #running = false;

  constructor(private readonly deps: ReconciliationRunsDeps) {}

  /** An operator's run from the console, audited; 409 while another run is under way (decision 71). */
  async runNow(actor: Actor): Promise<ReconciliationRun> {
    const run = await this.run('operator', actor);
    if (!run) throw conflict('admin.reconciliationRunning');
    return run;
  }

  /**
   * Runs and stores a reconciliation; null when another run is under way (this process's, or on PostgreSQL another
   * instance's).
   */
  async run(
    trigger: ReconciliationTrigger,
    actor: Actor | null,
    options: RunOptions = {},
  ): Promise<ReconciliationRun | null> {
    if (this.#running) return null;
    this.#running = true;
    try {
      const { db, engine } = this.deps;
      const result = await runExclusive(db, engine, RECONCILE_LOCK_KEY, (conn) =>
        this.runOnce(conn, trigger, actor, options),
      );
      return result.ran ? result.value : null;
    } finally {
      this.#running = false;
    }
  }

  private async runOnce(conn: Executor, trigger: ReconciliationTrigger, actor: Actor | null, options: RunOptions) {
    const startedAt = this.deps.now?.() ?? new Date();
    if (options.oncePerDay) {
      const today = utcDay(startedAt);
      const done = await conn
        .selectFrom('reconciliation_runs')
        .select('id')
        .where('trigger', '=', 'schedule')
        .where('started_at', '>=', dayStart(today))
        .where('started_at', '<', dayStart(addDays(today, 1)))
        .executeTakeFirst();
      if (done) return null;
    }
    const report = await reconcile(conn, this.deps.chain);
    options.onReport?.(report);
    const stored = {
      assets: reportAssets(report),
      problems: report.problems,
      notes: [...(options.notes ?? [])],
    };
    const summary = report.problems.join('\n').slice(0, 2000);
    return withTransaction(conn, async (tx) => {
      const row = await tx
        .insertInto('reconciliation_runs')
        .values({
          started_at: startedAt,
          trigger,
          actor_id: trigger === 'operator' ? (actor?.id ?? null) : null,
          ok: report.ok,
          summary,
          report: JSON.stringify(stored),
        })
        .returning(summaryColumns)
        .executeTakeFirstOrThrow();
      const run: ReconciliationRun = { ...toSummary(row), report: stored };
      if (actor && trigger === 'operator') {
        await this.deps.auditLog.record(tx, actor, {
          action: 'reconciliation.run',
          objectType: 'reconciliation_run',
          objectId: run.id,
          after: { ok: run.ok, problems: report.problems },
        });
      }
      if (!run.ok) {
        await this.deps.events.emit(tx, {
          type: 'reconciliation.mismatch',
          objectType: 'reconciliation_run',
          objectId: run.id,
          payload: { trigger, problems: report.problems },
        });
      }
      return run;
    });
  }

  /** The newest run, for the overview; null before the first. */
  async latest(): Promise<ReconciliationRun | null> {
    const row = await this.#runs().orderBy('id', 'desc').limit(1).executeTakeFirst();
    return row ? toRun(row) : null;
  }

  async get(id: string): Promise<ReconciliationRun> {
    const row = await this.#runs().where('id', '=', id).executeTakeFirst();
    if (!row) throw notFound();
    return toRun(row);
  }

  #runs() {
    return this.deps.db.selectFrom('reconciliation_runs').select([...summaryColumns, 'report']);
  }

  /** Runs newest first, a keyset page on the primary key. */
  async list(query: { cursor?: string | undefined; limit: number }) {
    const after = decodeCursor(query.cursor, 1);
    let q = this.deps.db.selectFrom('reconciliation_runs').select(summaryColumns);
    if (after) q = q.where('id', '<', after[0] as string);
    const rows = await q
      .orderBy('id', 'desc')
      .limit(query.limit + 1)
      .execute();
    const page = keysetPage(rows, query.limit, (r) => [r.id]);
    return { items: page.items.map(toSummary), nextCursor: page.nextCursor };
  }
}

/**
 * The daily reconciliation: shortly after midnight UTC, once a day — a pass at start (a restart) runs only when the
 * day has no scheduled run yet.
 */
export function reconciliationJob(
  runs: Pick<ReconciliationRuns, 'run'>,
  log: JobLog,
): PeriodicJob<ReconciliationRun | null> {
  return new PeriodicJob({
    name: 'daily-reconciliation',
    run: () => runs.run('schedule', null, { oncePerDay: true }),
    every: untilNextDay(10 * 60_000),
    jitterMs: 60_000,
    log,
    acted: (r) => r !== null,
  });
}
