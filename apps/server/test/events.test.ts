/**
 * The domain events outbox and its consumers (decision 69): an event commits or rolls back with its change, and a
 * consumer handles each event once, across passes and across two instances' passes that meet.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { withTransaction } from '../src/db/database.ts';
import { EventConsumer } from '../src/modules/events/event-consumer.ts';
import type { StoredEvent } from '../src/modules/events/event-outbox.ts';
import { uniqueLogin } from './helpers/accounts.ts';
import { createTestApp, engine, type TestApp } from './helpers/test-app.ts';

describe(`the events outbox on ${engine}`, () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t?.close());

  /** A consumer of `payout.failed` that records what it handled, as another instance would build it. */
  const recorder = (name: string, seen: StoredEvent[]) =>
    new EventConsumer({
      name,
      types: ['payout.failed'],
      handle: async (_tx, event) => void seen.push(event),
      every: 60_000,
      db: t.app.db,
      engine: t.app.dbEngine,
      log: t.app.log,
    });

  const emitFailed = (objectId: string) =>
    t.app.events.emit(t.app.db, {
      type: 'payout.failed',
      objectType: 'withdrawal',
      objectId,
      payload: { amount: 10n ** 30n },
    });

  it('writes nothing when the change rolls back', async () => {
    const objectId = uniqueLogin('rolled-back');
    await expect(
      withTransaction(t.app.db, async (tx) => {
        await t.app.events.emit(tx, { type: 'price.stale', objectType: 'price', objectId });
        throw new Error('the change failed');
      }),
    ).rejects.toThrow('the change failed');
    const rows = await t.app.db.selectFrom('events').select('id').where('object_id', '=', objectId).execute();
    expect(rows).toEqual([]);
  });

  it('numbers an event at commit and keeps bigints exact', async () => {
    const objectId = uniqueLogin('numbered');
    await emitFailed(objectId);
    const row = await t.app.db
      .selectFrom('events')
      .selectAll()
      .where('object_id', '=', objectId)
      .executeTakeFirstOrThrow();
    expect(row.seq).not.toBeNull();
    expect(row.payload).toEqual({ amount: (10n ** 30n).toString() });
  });

  it('hands each event to a consumer once across passes, and moves past other types', async () => {
    const seen: StoredEvent[] = [];
    const consumer = recorder(`once-${Date.now()}`, seen);
    await consumer.tick();
    const before = seen.length;
    await emitFailed('w-1');
    await t.app.events.emit(t.app.db, { type: 'price.stale', objectType: 'price', objectId: 'ETH' });
    await emitFailed('w-2');
    expect(await consumer.tick()).toEqual({ ran: true, handled: 2 });
    expect(await consumer.tick()).toEqual({ ran: true, handled: 0 });
    expect(seen.slice(before).map((e) => e.objectId)).toEqual(['w-1', 'w-2']);
  });

  it('hands each event once when two instances run their passes at the same time', async () => {
    const name = `pair-${Date.now()}`;
    const seen: StoredEvent[] = [];
    const [a, b] = [recorder(name, seen), recorder(name, seen)];
    await a.tick();
    const before = seen.length;
    for (let i = 0; i < 30; i++) await emitFailed(`pair-${i}`);
    const reports = await Promise.all([a.tick(), b.tick(), a.tick(), b.tick()]);
    const handled = reports.reduce((sum, r) => sum + r.handled, 0);
    expect(handled).toBe(30);
    expect(seen.slice(before).map((e) => e.objectId)).toEqual(Array.from({ length: 30 }, (_, i) => `pair-${i}`));
  });
});
