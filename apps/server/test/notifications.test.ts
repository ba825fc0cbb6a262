/**
 * The notification centre (decision 104): an event of the outbox becomes one notification of its user, however often
 * the consumer runs; the list pages newest first with the unread count; one or all are marked read, never another
 * user's; the live stream replays after Last-Event-ID, delivers new ones as they come, refuses a user's stream beyond
 * the limit, ends on the client's abort and on the server's close, and reaches a stream on another instance through
 * Redis.
 */

import { randomUUID } from 'node:crypto';
import type { AddressInfo } from 'node:net';
import type { Notification } from '@yc/contract';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { bearer, investor, PASSWORD, post, uniqueLogin } from './helpers/accounts.ts';
import { setFees, transfer, txHashOf } from './helpers/ledger.ts';
import { createTestApp, createTestApps, engine, redisUrl, type TestApp, type TestApps } from './helpers/test-app.ts';

/** A deposit of `amount` USDT base units credited to the user: the database emits `deposit.credited`. */
const credit = (t: TestApp, userId: string, amount = 1_500_000n, onChain = transfer()) =>
  t.app.ledger.creditDeposit({ userId, pool: 'stable', token: 'USDT', amount, ...onChain });

const tick = (t: TestApp) => t.app.notifications.consumer.tick();

async function list(t: TestApp, token: string, query = '', headers: Record<string, string> = {}) {
  const res = await t.app.inject({
    method: 'GET',
    url: `/api/v1/notifications${query}`,
    headers: { ...bearer(token), ...headers },
  });
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as { items: Notification[]; nextCursor: string | null; unread: number };
}

/** A withdrawal row as the withdrawals module writes it; its status changes emit the withdrawal events. */
async function withdrawalOf(t: TestApp, userId: string) {
  const row = await t.app.db
    .insertInto('withdrawals')
    .values({
      user_id: userId,
      pool: 'stable',
      currency: 'USDT',
      chain_id: 31337,
      amount: '2000000',
      fee: '20000',
      destination: `0x${'ab'.repeat(20)}`,
      status: 'requested',
      needs_approval: true,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

interface SseEvent {
  id: string;
  event: string;
  data: Notification;
}

/** A client of the stream on `t`'s port: `next()` is its next event, heartbeats skipped. */
async function openStream(t: TestApp, token: string, headers: Record<string, string> = {}) {
  const { port } = t.app.server.address() as AddressInfo;
  const controller = new AbortController();
  const res = await fetch(`http://127.0.0.1:${port}/api/v1/notifications/stream`, {
    headers: { ...bearer(token), ...headers },
    signal: controller.signal,
  });
  // Taken on the first read, so a refusal's JSON body can still be read as such.
  let reader: ReadableStreamDefaultReader<string> | undefined;
  let buffer = '';
  const read = async () => {
    reader ??= res.body?.pipeThrough(new TextDecoderStream()).getReader();
    if (!reader) throw new Error('the answer has no body');
    const { value, done } = await reader.read();
    if (done) return false;
    buffer += value;
    return true;
  };
  return {
    res,
    async next(): Promise<SseEvent> {
      for (;;) {
        const end = buffer.indexOf('\n\n');
        if (end < 0) {
          if (!(await read())) throw new Error('the stream ended');
          continue;
        }
        const lines = buffer.slice(0, end).split('\n');
        buffer = buffer.slice(end + 2);
        const fields = new Map(
          lines
            .filter((l) => !l.startsWith(':'))
            .map((l): [string, string] => [l.slice(0, l.indexOf(':')), l.slice(l.indexOf(':') + 2)]),
        );
        const data = fields.get('data');
        if (data === undefined) continue;
        return { id: fields.get('id') ?? '', event: fields.get('event') ?? '', data: JSON.parse(data) };
      }
    },
    /** Resolves once the server has ended the stream. */
    async ended(): Promise<void> {
      for (;;) if (!(await read())) return;
    },
    abort: () => controller.abort(),
  };
}

describe(`notifications on ${engine}`, () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
    await setFees(t.app.db, 'stable', '0', '0');
    await t.app.listen({ port: 0, host: '127.0.0.1' });
  });
  afterAll(() => t?.close());

  const position = async () =>
    (
      await t.app.db
        .selectFrom('event_consumers')
        .select('last_seq')
        .where('name', '=', 'notifications')
        .executeTakeFirstOrThrow()
    ).last_seq;

  it('turns a credited deposit into one notification, however often the consumer runs', async () => {
    const user = await investor(t);
    const before = await position();
    const onChain = transfer();
    await credit(t, user.user.id, 1_500_000n, onChain);
    await tick(t);
    await tick(t);
    // Read again from an earlier position (say, one restored from an older backup): still one.
    await t.app.db
      .updateTable('event_consumers')
      .set({ last_seq: before })
      .where('name', '=', 'notifications')
      .execute();
    expect(await tick(t)).toMatchObject({ ran: true, handled: 1 });

    const page = await list(t, user.token);
    expect(page.unread).toBe(1);
    expect(page.items).toEqual([
      {
        id: expect.any(String),
        seq: expect.stringMatching(/^[1-9][0-9]*$/),
        type: 'deposit.credited',
        createdAt: expect.any(String),
        readAt: null,
        data: { pool: 'stable', currency: 'USDT', amount: '1.5', fee: '0', chainId: 31337, txHash: onChain.txHash },
      },
    ]);
  });

  it('tells once that a reported deposit was seen in a block, not again when it comes back after a reorganisation', async () => {
    const user = await investor(t);
    const { txHash } = transfer();
    const claim = await t.app.db
      .insertInto('deposit_claims')
      .values({
        user_id: user.user.id,
        pool: 'stable',
        currency: 'USDT',
        chain_id: 31337,
        tx_hash: txHash,
        claimed_amount: '12.5',
        source: 'user',
        required_confirmations: 3,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    const { claims } = t.app.deposits;
    await claims.markConfirming(claim.id, 1, 3, 100n);
    await claims.markConfirming(claim.id, 2, 3, 100n);
    // The receipt went missing (as markMissing leaves it: pending, its block number kept) and is back.
    await t.app.db.updateTable('deposit_claims').set({ status: 'pending' }).where('id', '=', claim.id).execute();
    await claims.markConfirming(claim.id, 1, 3, 101n);
    await tick(t);

    const page = await list(t, user.token);
    expect(page.items.map((n) => [n.type, n.data])).toEqual([
      ['deposit.seen', { pool: 'stable', currency: 'USDT', claimedAmount: '12.5', chainId: 31337, txHash }],
    ]);
  });

  it("follows a withdrawal: requested, approved, paid with its transaction, rejected with the reader's reason", async () => {
    const user = await investor(t);
    const paid = await withdrawalOf(t, user.user.id);
    const txHash = txHashOf();
    await t.app.db.updateTable('withdrawals').set({ status: 'approved' }).where('id', '=', paid).execute();
    await t.app.db
      .updateTable('withdrawals')
      .set({ status: 'sent', hot_wallet: `0x${'cd'.repeat(20)}`, nonce: '7', signed_tx: '0x01', tx_hash: txHash })
      .where('id', '=', paid)
      .execute();
    await t.app.db.updateTable('withdrawals').set({ status: 'confirmed' }).where('id', '=', paid).execute();
    const rejected = await withdrawalOf(t, user.user.id);
    await t.app.db
      .updateTable('withdrawals')
      .set({ status: 'rejected', reason_en: 'The wallet is under review', reason_ru: 'Кошелёк на проверке' })
      .where('id', '=', rejected)
      .execute();
    await tick(t);

    const money = { pool: 'stable', currency: 'USDT', amount: '2', fee: '0.02' };
    const page = await list(t, user.token);
    expect(page.items.map((n) => [n.type, n.data])).toEqual([
      ['withdrawal.rejected', { withdrawalId: rejected, ...money, reason: 'The wallet is under review' }],
      ['withdrawal.requested', { withdrawalId: rejected, ...money, needsApproval: true }],
      ['withdrawal.paid', { withdrawalId: paid, ...money, chainId: 31337, txHash }],
      ['withdrawal.approved', { withdrawalId: paid, ...money }],
      ['withdrawal.requested', { withdrawalId: paid, ...money, needsApproval: true }],
    ]);
    const inRussian = await list(t, user.token, '', { 'x-locale': 'ru' });
    expect(inRussian.items[0]?.data).toMatchObject({ reason: 'Кошелёк на проверке' });
  });

  it('tells of a password change, a wallet linked and unlinked, and a new member of the downline', async () => {
    const user = await investor(t);
    const changed = await post(
      t.app,
      '/api/v1/user/change-password',
      { currentPassword: PASSWORD, password: 'Another#456' },
      bearer(user.token),
    );
    expect(changed.statusCode, changed.body).toBe(200);
    const token = changed.json().token as string;
    const wallet = '0x52908400098527886e0f7030069857d2e4169ee7';
    const setWallet = (address: string | null) =>
      t.app.db.updateTable('users').set({ meta_mask_address: address }).where('id', '=', user.user.id).execute();
    await setWallet(wallet);
    await setWallet(null);
    const { referral_id: invite } = await t.app.db
      .selectFrom('users')
      .select('referral_id')
      .where('id', '=', user.user.id)
      .executeTakeFirstOrThrow();
    // Members inserted as every sign-up path does (the invite names the referrer): one below the user, one below it.
    const join = (invite: string | null) =>
      t.app.db
        .insertInto('users')
        .values({ login: uniqueLogin('member'), role: 'investor', invite })
        .returning(['id', 'referral_id', 'referrer_id'])
        .executeTakeFirstOrThrow();
    const member = await join(invite);
    const second = await join(member.referral_id);
    expect(second.referrer_id).toBe(member.id);
    await tick(t);

    const page = await list(t, token);
    expect(page.items.map((n) => [n.type, n.data])).toEqual([
      ['referral.member_joined', { level: 2 }],
      ['referral.member_joined', { level: 1 }],
      ['wallet.unlinked', { address: '0x52908400098527886E0F7030069857D2E4169EE7' }],
      ['wallet.linked', { address: '0x52908400098527886E0F7030069857D2E4169EE7' }],
      ['password.changed', {}],
    ]);
  });

  it('pages newest first by a cursor, counts the unread, and marks one or all read, again without change', async () => {
    const user = await investor(t);
    for (let i = 0; i < 5; i++) await credit(t, user.user.id, BigInt(i + 1) * 1_000_000n);
    await tick(t);

    const first = await list(t, user.token, '?limit=2');
    expect(first.unread).toBe(5);
    expect(first.items.map((n) => n.data)).toMatchObject([{ amount: '5' }, { amount: '4' }]);
    const second = await list(t, user.token, `?limit=2&cursor=${first.nextCursor}`);
    expect(second.items.map((n) => n.data)).toMatchObject([{ amount: '3' }, { amount: '2' }]);
    const last = await list(t, user.token, `?limit=2&cursor=${second.nextCursor}`);
    expect(last.items.map((n) => n.data)).toMatchObject([{ amount: '1' }]);
    expect(last.nextCursor).toBeNull();

    const read = (id: string) => post(t.app, `/api/v1/notifications/${id}/read`, undefined, bearer(user.token));
    const target = first.items[1] as Notification;
    for (let i = 0; i < 2; i++) {
      const res = await read(target.id);
      expect(res.statusCode, res.body).toBe(200);
      expect(res.json()).toEqual({ unread: 4 });
    }
    const after = await list(t, user.token);
    expect(after.items.map((n) => n.readAt !== null)).toEqual([false, true, false, false, false]);

    for (let i = 0; i < 2; i++) {
      const res = await post(t.app, '/api/v1/notifications/read', undefined, bearer(user.token));
      expect(res.statusCode, res.body).toBe(200);
      expect(res.json()).toEqual({ unread: 0 });
    }
    expect((await list(t, user.token)).items.every((n) => n.readAt !== null)).toBe(true);
  });

  it('refuses a page larger than 50, a forged cursor and a body where none is taken', async () => {
    const user = await investor(t);
    for (const query of ['?limit=51', '?cursor=forged', `?cursor=${Buffer.from('["1e3"]').toString('base64url')}`]) {
      const res = await t.app.inject({
        method: 'GET',
        url: `/api/v1/notifications${query}`,
        headers: bearer(user.token),
      });
      expect(res.statusCode, query).toBe(400);
    }
    const res = await post(t.app, '/api/v1/notifications/read', { all: true }, bearer(user.token));
    expect(res.statusCode).toBe(400);
  });

  it("neither shows nor marks another user's notification: it is missing to them", async () => {
    const owner = await investor(t);
    const other = await investor(t);
    await credit(t, owner.user.id);
    await tick(t);
    const [mine] = (await list(t, owner.token)).items;
    expect((await list(t, other.token)).items).toEqual([]);
    for (const id of [mine?.id, randomUUID()]) {
      const res = await post(t.app, `/api/v1/notifications/${id}/read`, undefined, bearer(other.token));
      expect(res.statusCode).toBe(404);
      expect(res.json()).toMatchObject({ statusCode: 404, code: 'http.notFound' });
    }
    expect((await list(t, owner.token)).unread).toBe(1);
  });

  it('streams what came after Last-Event-ID, then each new notification as it is written', async () => {
    const user = await investor(t);
    await credit(t, user.user.id, 1_000_000n);
    await credit(t, user.user.id, 2_000_000n);
    await tick(t);
    const [newest, older] = (await list(t, user.token)).items as [Notification, Notification];

    const stream = await openStream(t, user.token, { 'last-event-id': older.seq });
    expect(stream.res.status).toBe(200);
    expect(stream.res.headers.get('content-type')).toMatch(/^text\/event-stream/);
    expect(await stream.next()).toEqual({ id: newest.seq, event: 'notification', data: newest });

    await credit(t, user.user.id, 3_000_000n);
    await tick(t);
    const live = await stream.next();
    expect(live.data).toMatchObject({ type: 'deposit.credited', data: { amount: '3' }, readAt: null });
    expect(BigInt(live.id)).toBeGreaterThan(BigInt(newest.seq));
    stream.abort();
  });

  it('starts after the newest notification when no Last-Event-ID is sent', async () => {
    const user = await investor(t);
    await credit(t, user.user.id, 1_000_000n);
    await tick(t);
    const stream = await openStream(t, user.token);
    await credit(t, user.user.id, 7_000_000n);
    await tick(t);
    expect((await stream.next()).data).toMatchObject({ data: { amount: '7' } });
    stream.abort();
  });

  it('refuses a stream without a session, with a malformed Last-Event-ID, or with a query', async () => {
    const user = await investor(t);
    const url = '/api/v1/notifications/stream';
    expect((await t.app.inject({ method: 'GET', url })).statusCode).toBe(401);
    for (const lastEventId of ['abc', '-1', '99999999999999999999']) {
      const res = await t.app.inject({
        method: 'GET',
        url,
        headers: { ...bearer(user.token), 'last-event-id': lastEventId },
      });
      expect(res.statusCode, lastEventId).toBe(400);
    }
    const res = await t.app.inject({ method: 'GET', url: `${url}?token=x`, headers: bearer(user.token) });
    expect(res.statusCode).toBe(400);
  });

  it("refuses a user's stream beyond the limit, and frees its place when a client goes away", async () => {
    const user = await investor(t);
    const streams = await Promise.all(Array.from({ length: 5 }, () => openStream(t, user.token)));
    const refused = await openStream(t, user.token);
    expect(refused.res.status).toBe(429);
    expect(await refused.res.json()).toMatchObject({ statusCode: 429, code: 'notifications.tooManyStreams' });

    streams[0]?.abort();
    await vi.waitFor(() => expect(t.app.notifications.streams.count(user.user.id)).toBe(4), { timeout: 10_000 });
    const again = await openStream(t, user.token);
    expect(again.res.status).toBe(200);
    for (const stream of [...streams.slice(1), again]) stream.abort();
  });

  it('ends its streams when the app closes, and the close does not wait for them', async () => {
    const own = await createTestApp();
    await own.app.listen({ port: 0, host: '127.0.0.1' });
    const user = await investor(own);
    const stream = await openStream(own, user.token);
    expect(stream.res.status).toBe(200);
    await own.close();
    await stream.ended();
  });
});

describe.runIf(redisUrl)(`notifications across two instances over Redis on ${engine}`, () => {
  let pair: TestApps;
  let a: TestApp;
  let b: TestApp;
  beforeAll(async () => {
    pair = await createTestApps(2, { REDIS_URL: redisUrl });
    [a, b] = pair.apps as [TestApp, TestApp];
    await b.app.listen({ port: 0, host: '127.0.0.1' });
  });
  afterAll(() => pair?.close());

  it('delivers a notification the consumer wrote on one instance to a stream open on the other', async () => {
    const user = await investor(a);
    const stream = await openStream(b, user.token);
    expect(stream.res.status).toBe(200);
    await credit(a, user.user.id, 4_000_000n);
    await tick(a);
    expect((await stream.next()).data).toMatchObject({ type: 'deposit.credited', data: { amount: '4' } });
    stream.abort();
  });
});
