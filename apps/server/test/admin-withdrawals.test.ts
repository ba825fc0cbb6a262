/**
 * The withdrawals console (decision 72) on a real chain (anvil): filters and keyset pages, the queue's order and
 * counts, one withdrawal's page, approval and rejection (once, by one of two racing operators, with reasons in both
 * languages and audit rows), the retry of a failed payout (held again, paid once), and who may call any of it.
 */
import { randomUUID } from 'node:crypto';
import { parseEther } from 'viem';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { bearer, post } from './helpers/accounts.ts';
import { expectLedgerSound, setFees, setPrice, txHashOf } from './helpers/ledger.ts';
import { makeStale, type OperatorSession, operatorSession } from './helpers/operators.ts';
import { engine } from './helpers/test-app.ts';
import {
  type ChainTestApp,
  createChainApp,
  credit,
  expectWithdrawalsMatchJournal,
  hotWallet,
  mint,
  payoutTick,
  tokenBalance,
  walletInvestor,
  zeroTokenBalance,
} from './helpers/withdrawals.ts';

const USDT = (n: bigint) => n * 10n ** 6n;
const idle = { ran: true, sent: 0, rebroadcast: 0, confirmed: 0, failed: 0 };
const base = '/api/v1/admin/withdrawals';

describe(`the withdrawals console on ${engine}`, () => {
  let t: ChainTestApp;
  let op: OperatorSession;
  beforeAll(async () => {
    t = await createChainApp();
    await setFees(t.app.db, 'stable', '0', '0.5');
    await setFees(t.app.db, 'dex', '0', '0');
    for (const token of ['USDT', 'BUSD']) await setPrice(t.app.db, token, '1');
    op = await operatorSession(t);
  });
  afterEach(async () => {
    await expectLedgerSound(t.app.db);
    await expectWithdrawalsMatchJournal(t.app.db);
  });
  afterAll(() => t?.close());

  const withdraw = (token: string, pool: string, amount: string, currency = 'USDT') =>
    post(t.app, '/api/v1/dashboard/withdraw', { pool, amount, currency }, bearer(token));
  const get = (url: string, headers: Record<string, string> = op.headers) =>
    t.app.inject({ method: 'GET', url, headers });
  const act = (id: string, action: 'approve' | 'reject' | 'retry', body?: object, headers = op.headers) =>
    post(t.app, `${base}/${id}/${action}`, body, headers);
  const reasons = { reasonEn: 'Source of funds unclear', reasonRu: 'Источник средств неясен' };

  /** Every page of a list, `limit` rows at a time, following the cursors. */
  async function allPages(query: string, limit: number) {
    const ids: string[] = [];
    let cursor: string | null = null;
    do {
      const sep = query ? '&' : '';
      const url = `${base}?${query}${sep}limit=${limit}${cursor ? `&cursor=${encodeURIComponent(cursor)}` : ''}`;
      const res = await get(url);
      expect(res.statusCode, res.body).toBe(200);
      const page = res.json() as { items: { id: string }[]; nextCursor: string | null };
      expect(page.items.length).toBeLessThanOrEqual(limit);
      ids.push(...page.items.map((i) => i.id));
      cursor = page.nextCursor;
    } while (cursor);
    return ids;
  }

  it('filters on the server and pages by keyset without duplicates or gaps; the queue is oldest first', async () => {
    const a = await walletInvestor(t);
    const b = await walletInvestor(t);
    await credit(t, a.userId, 'stable', 'USDT', USDT(100_000n));
    await credit(t, a.userId, 'dex', 'BUSD', parseEther('100'));
    await credit(t, b.userId, 'stable', 'USDT', USDT(10_000n));
    const made: { id: string; status: string }[] = [];
    for (const amount of ['10', '2000', '20', '3000', '30', '4000', '40']) {
      made.push((await withdraw(a.token, 'stable', amount)).json());
    }
    made.push((await withdraw(a.token, 'dex', '5', 'BUSD')).json());
    const theirs = (await withdraw(b.token, 'stable', '5000')).json();
    const mine = made.map((w) => w.id);

    // Newest first by default, the same rows whatever the page size.
    const newest = [...mine].reverse();
    expect(await allPages(`user=${a.userId}`, 3)).toEqual(newest);
    expect(await allPages(`user=${a.userId}`, 1)).toEqual(newest);
    expect(await allPages(`user=${encodeURIComponent(a.login)}`, 100)).toEqual(newest);
    expect(await allPages(`user=${a.userId}&order=oldest`, 2)).toEqual(mine);

    // The queue: requested, oldest first; B's withdrawal is in it, A's small ones are not.
    const queued = made.filter((w) => w.status === 'requested').map((w) => w.id);
    expect(queued).toHaveLength(3);
    const queue = await allPages('status=requested', 2);
    expect(queue.filter((id) => mine.includes(id))).toEqual(queued);
    expect(queue).toContain(theirs.id);
    expect(queue.indexOf(queued[0] as string)).toBeLessThan(queue.indexOf(theirs.id));

    expect(await allPages(`user=${a.userId}&pool=dex`, 5)).toEqual([made[7]?.id]);
    expect(await allPages(`user=${a.userId}&currency=BUSD`, 5)).toEqual([made[7]?.id]);
    const range = await allPages(`user=${a.userId}&currency=USDT&minAmount=20&maxAmount=3000`, 2);
    expect(range).toEqual([made[6], made[4], made[3], made[2], made[1]].map((w) => w?.id));
    const today = new Date().toISOString().slice(0, 10);
    expect(await allPages(`user=${a.userId}&from=${today}&to=${today}`, 4)).toEqual(newest);
    expect(await allPages(`user=${a.userId}&from=2999-01-01`, 4)).toEqual([]);
    expect(await allPages(`user=${encodeURIComponent('nobody@example.com')}`, 4)).toEqual([]);

    for (const query of ['minAmount=1', 'from=2026-02-02&to=2026-02-01', 'cursor=bm90LW91cnM', 'status=paid']) {
      const res = await get(`${base}?${query}`);
      expect(res.statusCode, query).toBe(400);
    }

    const counts = (await get(`${base}/counts`)).json();
    expect(counts.requested).toBeGreaterThanOrEqual(4);

    const csv = await get(`${base}.csv?user=${a.userId}&status=requested`);
    expect(csv.statusCode).toBe(200);
    expect(csv.headers['content-type']).toMatch(/^text\/csv/);
    const lines = csv.body.trim().split(/\r?\n/);
    expect(lines[0]).toBe(
      'id,createdAt,userId,login,pool,currency,amount,fee,netAmount,status,destination,txHash,decidedAt,reason',
    );
    // The queue's order: oldest first.
    expect(lines.slice(1).map((l) => l.split(',')[0])).toEqual(queued);

    for (const w of [...queued, theirs.id]) expect((await act(w, 'reject', reasons)).statusCode).toBe(200);
    // The small ones were approved at once: paid here, so the next tests' payout passes start empty.
    await mint(t, 'USDT', hotWallet('stable').address, USDT(1000n));
    await mint(t, 'BUSD', hotWallet('dex').address, parseEther('5'));
    expect(await payoutTick(t)).toEqual({ ...idle, sent: 5 });
    expect(await payoutTick(t)).toEqual({ ...idle, confirmed: 5 });
  });

  it('approves once: a second approval and a racing one are 409, each decision has one audit row', async () => {
    const u = await walletInvestor(t);
    await credit(t, u.userId, 'stable', 'USDT', USDT(10_000n));
    await mint(t, 'USDT', hotWallet('stable').address, USDT(10_000n));
    const w = (await withdraw(u.token, 'stable', '2000')).json();
    expect(w).toMatchObject({ status: 'requested', needsApproval: true });
    // A deposit the user reported, not checked yet: the page shows the amount claimed.
    const claim = await t.app.db
      .insertInto('deposit_claims')
      .values({
        user_id: u.userId,
        pool: 'stable',
        currency: 'USDT',
        chain_id: 31337,
        tx_hash: txHashOf(),
        claimed_amount: '12.5',
        source: 'user',
        required_confirmations: 1,
      })
      .returning('id')
      .executeTakeFirstOrThrow();

    const second = await operatorSession(t);
    const racing = await Promise.all([act(w.id, 'approve'), act(w.id, 'approve', undefined, second.headers)]);
    expect(racing.map((r) => r.statusCode).sort()).toEqual([200, 409]);
    const lost = racing.find((r) => r.statusCode === 409);
    expect(lost?.json()).toMatchObject({ code: 'withdraw.notReviewable' });
    expect((await act(w.id, 'approve')).statusCode).toBe(409);
    expect((await act(w.id, 'reject', reasons)).statusCode).toBe(409);
    expect((await act(randomUUID(), 'approve')).statusCode).toBe(404);

    const winner = racing.find((r) => r.statusCode === 200)?.json();
    expect(winner).toMatchObject({ id: w.id, status: 'approved', decidedAt: expect.any(String) });
    expect(await payoutTick(t)).toEqual({ ...idle, sent: 1 });
    expect(await payoutTick(t)).toEqual({ ...idle, confirmed: 1 });
    expect(await tokenBalance(t, 'USDT', u.wallet)).toBe(USDT(1990n));

    const detail = (await get(`${base}/${w.id}`)).json();
    const decider = detail.decision.byId;
    expect([op.id, second.id]).toContain(decider);
    expect(detail).toMatchObject({
      withdrawal: { id: w.id, status: 'confirmed', userId: u.userId, login: u.login },
      user: { id: u.userId, email: u.login, role: 'investor', status: 'active' },
      wallet: { address: u.wallet, linkedAt: expect.any(String) },
      value: { fiat: 'usd', now: '1990', stale: false },
      // The dev chain has no block explorer: the hash alone.
      payout: { txHash: expect.stringMatching(/^0x[0-9a-f]{64}$/), explorerUrl: null, nonce: expect.any(String) },
      decision: { at: expect.any(String), reasonEn: null, reasonRu: null },
      retriedBy: null,
      recentWithdrawals: [{ id: w.id, status: 'confirmed', amount: '2000' }],
    });
    expect(detail.recentDeposits).toEqual([
      expect.objectContaining({ id: claim.id, status: 'pending', amount: '12.5', currency: 'USDT' }),
    ]);
    expect(detail.audit).toEqual([
      expect.objectContaining({
        action: 'withdrawal.approve',
        actorId: decider,
        before: expect.objectContaining({ status: 'requested', decidedBy: null }),
        after: expect.objectContaining({ status: 'approved', decidedBy: decider }),
      }),
    ]);
  });

  it('rejects only with both reasons, returns the amount, and the investor reads the reason in their language', async () => {
    const u = await walletInvestor(t);
    await credit(t, u.userId, 'stable', 'USDT', USDT(5000n));
    const w = (await withdraw(u.token, 'stable', '3000')).json();
    const position = async () => (await t.app.ledger.position(u.userId, 'stable', 'USDT')).value;
    expect(await position()).toBe(USDT(2000n));

    for (const body of [{}, { reasonEn: 'ok' }, { reasonRu: 'ок' }, { reasonEn: 'ok', reasonRu: '  ' }]) {
      expect((await act(w.id, 'reject', body)).statusCode, JSON.stringify(body)).toBe(400);
    }
    expect((await act(w.id, 'reject', { ...reasons, reasonRu: 'я'.repeat(501) })).statusCode).toBe(400);

    const rejected = await act(w.id, 'reject', reasons);
    expect(rejected.statusCode, rejected.body).toBe(200);
    expect(await position()).toBe(USDT(5000n));
    const mine = `/api/v1/dashboard/withdrawals/${w.id}`;
    expect((await get(mine, bearer(u.token))).json()).toMatchObject({ status: 'rejected', reason: reasons.reasonEn });
    const ru = await get(mine, { ...bearer(u.token), 'accept-language': 'ru-RU,ru;q=0.9' });
    expect(ru.json().reason).toBe(reasons.reasonRu);
    const list = await get('/api/v1/dashboard/withdrawals?status=rejected', { ...bearer(u.token), 'x-locale': 'ru' });
    expect(list.json().items[0]).toMatchObject({ id: w.id, reason: reasons.reasonRu });

    const detail = (await get(`${base}/${w.id}`)).json();
    expect(detail.decision).toMatchObject({ byId: op.id, byLogin: op.login, ...reasons });
    expect(detail.audit).toEqual([
      expect.objectContaining({
        action: 'withdrawal.reject',
        actorId: op.id,
        actorLogin: op.login,
        before: expect.objectContaining({ status: 'requested', reasonEn: null }),
        after: expect.objectContaining({ status: 'rejected', ...reasons }),
      }),
    ]);
    expect((await act(w.id, 'reject', reasons)).statusCode).toBe(409);
  });

  it('retries a failed payout: holds the amount again, pays once, and refuses a second retry', async () => {
    const u = await walletInvestor(t);
    await credit(t, u.userId, 'dex', 'BUSD', parseEther('100'));
    const position = async () => (await t.app.ledger.position(u.userId, 'dex', 'BUSD')).value;
    // The hot wallet has no BUSD: the transfer would revert, so the payout fails and the hold is voided.
    const w = (await withdraw(u.token, 'dex', '60', 'BUSD')).json();
    expect((await act(w.id, 'retry')).json()).toMatchObject({ code: 'admin.withdrawalNotFailed' });
    expect(await payoutTick(t)).toEqual({ ...idle, failed: 1 });
    expect(await position()).toBe(parseEther('100'));
    expect((await get(`${base}/counts`)).json().failed).toBeGreaterThanOrEqual(1);

    const retry = await act(w.id, 'retry');
    expect(retry.statusCode, retry.body).toBe(201);
    const again = retry.json();
    expect(again).toMatchObject({ status: 'approved', retryOf: w.id, amount: '60', destination: u.wallet });
    expect(again.id).not.toBe(w.id);
    expect(await position()).toBe(parseEther('40'));
    const twice = await act(w.id, 'retry');
    expect(twice.statusCode).toBe(409);
    expect(twice.json()).toMatchObject({ code: 'admin.withdrawalRetried' });

    await mint(t, 'BUSD', hotWallet('dex').address, parseEther('1000'));
    expect(await payoutTick(t)).toEqual({ ...idle, sent: 1 });
    expect(await payoutTick(t)).toEqual({ ...idle, confirmed: 1 });
    expect(await payoutTick(t)).toEqual(idle);
    expect(await tokenBalance(t, 'BUSD', u.wallet)).toBe(parseEther('60'));

    const failedPage = (await get(`${base}/${w.id}`)).json();
    expect(failedPage).toMatchObject({ withdrawal: { status: 'failed' }, retriedBy: again.id });
    const retryPage = (await get(`${base}/${again.id}`)).json();
    expect(retryPage.withdrawal).toMatchObject({ status: 'confirmed', retryOf: w.id });
    expect(retryPage.audit).toEqual([
      expect.objectContaining({
        action: 'withdrawal.retry',
        actorId: op.id,
        before: { status: 'failed', retriedBy: null },
        after: expect.objectContaining({ retriedBy: again.id, retryStatus: 'approved' }),
      }),
    ]);
  });

  it('refuses a retry the balance no longer covers', async () => {
    const u = await walletInvestor(t);
    await credit(t, u.userId, 'dex', 'BUSD', parseEther('10'));
    const w = (await withdraw(u.token, 'dex', '8', 'BUSD')).json();
    await zeroTokenBalance(t, 'BUSD', hotWallet('dex').address);
    expect(await payoutTick(t)).toEqual({ ...idle, failed: 1 });
    // Meanwhile the user moved most of it: a withdrawal the operator keeps waiting.
    await setPrice(t.app.db, 'BUSD', '1', 200_000);
    const moved = (await withdraw(u.token, 'dex', '5', 'BUSD')).json();
    await setPrice(t.app.db, 'BUSD', '1');
    const refused = await act(w.id, 'retry');
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toMatchObject({ code: 'admin.withdrawalRetryInsufficient' });
    expect(await t.app.db.selectFrom('withdrawals').select('id').where('retry_of', '=', w.id).execute()).toEqual([]);
    expect((await act(moved.id, 'reject', reasons)).statusCode).toBe(200);
  });

  it('asks for a fresh second factor and answers only operators', async () => {
    const u = await walletInvestor(t);
    await credit(t, u.userId, 'stable', 'USDT', USDT(5000n));
    const w = (await withdraw(u.token, 'stable', '2000')).json();
    const stale = await operatorSession(t);
    await makeStale(t, stale);
    for (const action of ['approve', 'reject', 'retry'] as const) {
      const res = await act(w.id, action, action === 'reject' ? reasons : undefined, stale.headers);
      expect(res.statusCode, action).toBe(403);
      expect(res.json()).toMatchObject({ code: 'admin.totpStale' });
    }
    // Reading needs no fresh code.
    expect((await get(`${base}/${w.id}`, stale.headers)).statusCode).toBe(200);

    for (const url of [base, `${base}.csv`, `${base}/counts`, `${base}/${w.id}`]) {
      expect((await get(url, bearer(u.token))).statusCode, url).toBe(403);
      expect((await get(url, {})).statusCode, url).toBe(401);
    }
    for (const action of ['approve', 'reject', 'retry'] as const) {
      const res = await act(w.id, action, action === 'reject' ? reasons : undefined, bearer(u.token));
      expect(res.statusCode, action).toBe(403);
    }
    expect((await act(w.id, 'reject', reasons)).statusCode).toBe(200);
  });
});
