/**
 * A reader of the events outbox (decision 69). Each pass reads the events after the consumer's position in `seq`
 * order, in batches; a batch is handled and the position advanced in one transaction, so an effect written with
 * that transaction (a queued e-mail) happens once per event. On PostgreSQL a pass runs under the consumer's own
 * advisory lock (one instance at a time) and the position row is locked too, so even two passes that met would
 * not both handle an event; PGlite belongs to one process. A handler that throws rolls its batch back: the pass
 * fails, the job reports it and the next pass retries from the same position.
 */
import { createHash } from 'node:crypto';
import { sql, type Transaction } from 'kysely';
import { type Db, type Engine, type Executor, runExclusive, withTransaction } from '../../db/database.ts';
import type { Database } from '../../db/schema.ts';
import { type JobLog, PeriodicJob } from '../../lib/periodic-job.ts';
import type { EventType, StoredEvent } from './event-outbox.ts';

const BATCH = 100;

export interface EventConsumerOptions {
  /** Its position's key in event_consumers and its job's name. */
  name: string;
  /** The types it handles; it moves past the others. */
  types: readonly EventType[];
  handle: (tx: Transaction<Database>, event: StoredEvent) => Promise<void>;
  /** Milliseconds between passes. */
  every: number;
  db: Db;
  engine: Engine;
  log: JobLog;
}

export interface ConsumeReport {
  /** False when another instance held the consumer's lock, so this one did nothing. */
  ran: boolean;
  handled: number;
}

/** The consumer's advisory lock key: derived from its name, so each consumer has its own. */
const lockKeyOf = (name: string) => createHash('sha256').update(`events:${name}`).digest().readUInt32BE(0);

export class EventConsumer {
  readonly job: PeriodicJob<ConsumeReport>;
  readonly #types: ReadonlySet<string>;

  constructor(private readonly options: EventConsumerOptions) {
    this.#types = new Set(options.types);
    this.job = new PeriodicJob({
      name: options.name,
      run: () => this.#pass(),
      every: options.every,
      log: options.log,
      acted: (r) => r.ran,
    });
  }

  /** A pass now (or the one after the pass in flight): every event committed before the call is handled by it. */
  tick(): Promise<ConsumeReport> {
    return this.job.tick();
  }

  async #pass(): Promise<ConsumeReport> {
    const { db, engine, name } = this.options;
    if (!(await this.#pending())) return { ran: true, handled: 0 };
    const result = await runExclusive(db, engine, lockKeyOf(name), async (conn) => {
      let handled = 0;
      for (;;) {
        const batch = await this.#batch(conn);
        handled += batch.handled;
        if (batch.read < BATCH) return handled;
      }
    });
    return result.ran ? { ran: true, handled: result.value } : { ran: false, handled: 0 };
  }

  /**
   * Whether an event after the consumer's position has committed: one read by the seq index, so a pass with nothing
   * to do (most of them, every few seconds) takes no lock and opens no transaction.
   */
  async #pending(): Promise<boolean> {
    const { rows } = await sql<{ pending: boolean }>`
      select exists (
        select 1 from events
        where seq > coalesce((select last_seq from event_consumers where name = ${this.options.name}), 0)
      ) as pending`.execute(this.options.db);
    return rows[0]?.pending ?? false;
  }

  async #batch(conn: Executor): Promise<{ read: number; handled: number }> {
    const { name, handle } = this.options;
    return withTransaction(conn, async (tx) => {
      await tx
        .insertInto('event_consumers')
        .values({ name })
        .onConflict((oc) => oc.doNothing())
        .execute();
      const position = await tx
        .selectFrom('event_consumers')
        .select('last_seq')
        .where('name', '=', name)
        .forUpdate()
        .executeTakeFirstOrThrow();
      const rows = await tx
        .selectFrom('events')
        .selectAll()
        .where('seq', '>', position.last_seq)
        .orderBy('seq')
        .limit(BATCH)
        .execute();
      let handled = 0;
      for (const row of rows) {
        if (!this.#types.has(row.type)) continue;
        await handle(tx, {
          id: row.id,
          seq: row.seq as string,
          type: row.type as EventType,
          userId: row.user_id,
          objectType: row.object_type,
          objectId: row.object_id,
          payload: row.payload,
          createdAt: row.created_at,
        });
        handled++;
      }
      const last = rows.at(-1);
      if (last) {
        await tx
          .updateTable('event_consumers')
          .set({ last_seq: last.seq as string, updated_at: new Date() })
          .where('name', '=', name)
          .execute();
      }
      return { read: rows.length, handled };
    });
  }
}
