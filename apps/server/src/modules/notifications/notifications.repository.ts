/** The notifications store (migration 033, decision 104): a user's rows by `seq`, by the index (user_id, seq). */
import { sql } from 'kysely';
import type { Db, Executor } from '../../db/database.ts';

export interface NotificationRow {
  id: string;
  seq: string;
  type: string;
  payload: Record<string, unknown>;
  created_at: Date;
  read_at: Date | null;
}

export interface NewNotification {
  userId: string;
  eventId: string;
  type: string;
  payload: Record<string, unknown>;
}

const COLUMNS = ['id', 'seq', 'type', 'payload', 'created_at', 'read_at'] as const;

export class NotificationsRepository {
  constructor(private readonly db: Db) {}

  /** Writes it in `tx` (the consumer's transaction); false when the event had notified the user already. */
  async add(tx: Executor, n: NewNotification): Promise<boolean> {
    const row = await tx
      .insertInto('notifications')
      .values({ user_id: n.userId, event_id: n.eventId, type: n.type, payload: JSON.stringify(n.payload) })
      .onConflict((oc) => oc.columns(['event_id', 'user_id']).doNothing())
      .returning('id')
      .executeTakeFirst();
    return row !== undefined;
  }

  /** Newest first, below `before` (a seq) when given; `limit` rows. */
  newest(userId: string, limit: number, before: string | null): Promise<NotificationRow[]> {
    let query = this.db.selectFrom('notifications').select(COLUMNS).where('user_id', '=', userId);
    if (before !== null) query = query.where('seq', '<', before);
    return query.orderBy('seq', 'desc').limit(limit).execute();
  }

  /** Oldest first, above `after` (a seq): what a stream has not sent yet. */
  after(userId: string, after: string, limit: number): Promise<NotificationRow[]> {
    return this.db
      .selectFrom('notifications')
      .select(COLUMNS)
      .where('user_id', '=', userId)
      .where('seq', '>', after)
      .orderBy('seq')
      .limit(limit)
      .execute();
  }

  /** The seq of the user's newest notification; '0' when there is none. */
  async latest(userId: string): Promise<string> {
    const row = await this.db
      .selectFrom('notifications')
      .select('seq')
      .where('user_id', '=', userId)
      .orderBy('seq', 'desc')
      .limit(1)
      .executeTakeFirst();
    return row?.seq ?? '0';
  }

  async unread(userId: string, ex: Executor = this.db): Promise<number> {
    const { n } = await ex
      .selectFrom('notifications')
      .select((eb) => eb.fn.countAll<string>().as('n'))
      .where('user_id', '=', userId)
      .where('read_at', 'is', null)
      .executeTakeFirstOrThrow();
    return Number(n);
  }

  /** Marks it read (once: a second call keeps the first time); false when the user has no such notification. */
  async markRead(userId: string, id: string): Promise<boolean> {
    const row = await this.db
      .updateTable('notifications')
      .set({ read_at: sql`coalesce(read_at, now())` })
      .where('id', '=', id)
      .where('user_id', '=', userId)
      .returning('id')
      .executeTakeFirst();
    return row !== undefined;
  }

  async markAllRead(userId: string): Promise<void> {
    await this.db
      .updateTable('notifications')
      .set({ read_at: sql`now()` })
      .where('user_id', '=', userId)
      .where('read_at', 'is', null)
      .execute();
  }

  /** The highest seq of all; '0' when there is no notification. */
  async lastSeq(): Promise<string> {
    const row = await this.db
      .selectFrom('notifications')
      .select('seq')
      .orderBy('seq', 'desc')
      .limit(1)
      .executeTakeFirst();
    return row?.seq ?? '0';
  }

  /** Each user with a notification above `after` (a seq), and the highest seq read: the streams' safety net. */
  async usersAfter(after: string): Promise<{ users: string[]; last: string }> {
    const rows = await this.db
      .selectFrom('notifications')
      .select(['user_id', (eb) => eb.fn.max('seq').as('last')])
      .where('seq', '>', after)
      .groupBy('user_id')
      .execute();
    const last = rows.reduce((max, r) => (BigInt(r.last) > BigInt(max) ? String(r.last) : max), after);
    return { users: rows.map((r) => r.user_id), last };
  }
}
