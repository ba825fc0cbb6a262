/**
 * The domain events outbox and its consumers (decision 69): an event commits or rolls back with its change, and a
 * consumer handles each event once, across passes and across two instances' passes that meet. Operator alerts
 * (decision 70): mailed once per occurrence, to every operator in their language, on a real chain (anvil).
 */
import { parseEther } from 'viem';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { withTransaction } from '../src/db/database.ts';
import { createOperator } from '../src/modules/accounts/operators.ts';
import { EventConsumer } from '../src/modules/events/event-consumer.ts';
import type { StoredEvent } from '../src/modules/events/event-outbox.ts';
import { bearer, post, uniqueLogin } from './helpers/accounts.ts';
import { setFees, setPrice } from './helpers/ledger.ts';
import { createTestApp, engine, type TestApp } from './helpers/test-app.ts';
import {
  type ChainTestApp,
  createChainApp,
  credit,
  hotWallet,
  mint,
  payoutTick,
  walletInvestor,
  zeroTokenBalance,
} from './helpers/withdrawals.ts';

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

describe(`operator alerts on ${engine}`, () => {
  let t: ChainTestApp;
  const operators: Array<{ login: string; locale: 'en' | 'ru' }> = [];
  beforeAll(async () => {
    t = await createChainApp();
    for (const pool of ['stable', 'coin', 'dex', 'strategy']) await setFees(t.app.db, pool, '0', '0');
    const tokens = await t.app.db.selectFrom('pool_assets').select('token').distinct().execute();
    for (const { token } of tokens) await setPrice(t.app.db, token, token === 'ETH' ? '3000' : '1');
    for (const locale of ['en', 'ru'] as const) {
      const { login } = await createOperator(t.app.db, uniqueLogin(`ops-${locale}`), 'Operator#1');
      await t.app.db.updateTable('users').set({ locale }).where('login', '=', login).execute();
      operators.push({ login, locale });
    }
    // Conditions as they are at the start are remembered first; the tests change them.
    await t.app.alerts.watcher.tick();
  });
  afterAll(() => t?.close());

  /** Delivers what the alerts consumer queues; the messages each operator got whose subject matches. */
  async function alertsTo(subject: RegExp) {
    await t.app.alerts.consumer.tick();
    await t.app.mailer.flush();
    return operators.map((o) => t.sent.filter((m) => m.recipient === o.login && subject.test(m.subject)));
  }

  const withdraw = (token: string, body: object) => post(t.app, '/api/v1/dashboard/withdraw', body, bearer(token));

  it('mails every operator once per withdrawal waiting for approval and per failed payout', async () => {
    const u = await walletInvestor(t);
    await credit(t, u.userId, 'dex', 'BUSD', parseEther('5000'));
    const waiting = (await withdraw(u.token, { pool: 'dex', amount: '2000', currency: 'BUSD' })).json();
    expect(waiting.status).toBe('requested');
    // Under the limit: approved at once, then failed by the worker (the hot wallet holds no BUSD).
    const failing = (await withdraw(u.token, { pool: 'dex', amount: '10', currency: 'BUSD' })).json();
    expect(failing.status).toBe('approved');
    expect(await payoutTick(t)).toMatchObject({ failed: 1 });
    // The database emitted the lifecycle, whichever module made each change, in commit order.
    const events = await t.app.db
      .selectFrom('events')
      .select(['type', 'object_id', 'payload'])
      .where('user_id', '=', u.userId)
      .orderBy('seq')
      .execute();
    expect(events.map((e) => [e.type, e.payload.status ?? null, e.payload.amount])).toEqual([
      ['wallet.linked', null, undefined],
      ['deposit.credited', null, parseEther('5000').toString()],
      ['withdrawal.requested', 'requested', parseEther('2000').toString()],
      ['withdrawal.requested', 'approved', parseEther('10').toString()],
      ['payout.failed', 'failed', parseEther('10').toString()],
    ]);

    const brand = t.app.brands.default.title;
    const [en, ru] = await alertsTo(/2000 BUSD/);
    expect(en?.map((m) => m.subject)).toEqual([`${brand}: Withdrawal of 2000 BUSD waits for approval`]);
    expect(en?.[0]?.text_body).toContain(`http://localhost:3000/admin/withdrawals/${waiting.id}`);
    expect(ru?.map((m) => m.subject)).toEqual([`${brand}: Вывод 2000 BUSD ждёт одобрения`]);
    expect(ru?.[0]?.html_body).toContain(`http://localhost:3000/ru/admin/withdrawals/${waiting.id}`);

    const failed = await alertsTo(/Payout of 10 BUSD failed|Выплата 10 BUSD не прошла/);
    expect(failed.map((m) => m.length)).toEqual([1, 1]);
    expect(failed[0]?.[0]?.text_body).toContain(`/admin/withdrawals/${failing.id}`);
    expect(failed[0]?.[0]?.text_body).toMatch(/exceeds balance/);

    // Nothing is mailed twice: the consumer's position moved past these events.
    const sentBefore = t.sent.length;
    expect(await t.app.alerts.consumer.tick()).toEqual({ ran: true, handled: 0 });
    await t.app.mailer.flush();
    expect(t.sent.length).toBe(sentBefore);
  });

  it('alerts a stale price once while it stays stale, and again after it recovered and went stale again', async () => {
    const staleMails = () => alertsTo(/The ETH price is stale|Цена ETH устарела/);
    await setPrice(t.app.db, 'ETH', '3000', 86_400 * 30);
    expect(await t.app.alerts.watcher.tick()).toMatchObject({ raised: 1, cleared: 0 });
    expect(await t.app.alerts.watcher.tick()).toMatchObject({ raised: 0, cleared: 0 });
    expect((await staleMails()).map((m) => m.length)).toEqual([1, 1]);

    await setPrice(t.app.db, 'ETH', '3000');
    expect(await t.app.alerts.watcher.tick()).toMatchObject({ raised: 0, cleared: 1 });
    expect((await staleMails()).map((m) => m.length)).toEqual([1, 1]);

    await setPrice(t.app.db, 'ETH', '3000', 86_400 * 30);
    expect(await t.app.alerts.watcher.tick()).toMatchObject({ raised: 1, cleared: 0 });
    const mails = await staleMails();
    expect(mails.map((m) => m.length)).toEqual([2, 2]);
    await setPrice(t.app.db, 'ETH', '3000');
    await t.app.alerts.watcher.tick();
  });

  it('alerts a hot wallet that cannot cover its queue once, and again after it was covered and fell short again', async () => {
    const shortMails = () => alertsTo(/Hot wallet of the coin pool|Горячему кошельку пула coin/);
    const u = await walletInvestor(t);
    await credit(t, u.userId, 'coin', 'USDC', 50_000_000n);
    // Approved and queued; the worker does not run, so it stays in the queue while the wallet holds nothing.
    expect((await withdraw(u.token, { pool: 'coin', amount: '20', currency: 'USDC' })).json().status).toBe('approved');
    expect(await t.app.alerts.watcher.tick()).toMatchObject({ raised: 1 });
    expect(await t.app.alerts.watcher.tick()).toMatchObject({ raised: 0 });
    const first = await shortMails();
    expect(first.map((m) => m.length)).toEqual([1, 1]);
    expect(first[0]?.[0]?.text_body).toContain('holds 0 USDC');
    expect(first[0]?.[0]?.text_body).toContain('need 20 USDC');

    await mint(t, 'USDC', hotWallet('coin').address, 100_000_000n);
    expect(await t.app.alerts.watcher.tick()).toMatchObject({ raised: 0, cleared: 1 });
    await zeroTokenBalance(t, 'USDC', hotWallet('coin').address);
    expect(await t.app.alerts.watcher.tick()).toMatchObject({ raised: 1, cleared: 0 });
    expect((await shortMails()).map((m) => m.length)).toEqual([2, 2]);
  });
});
