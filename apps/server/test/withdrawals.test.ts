/**
 * Withdrawals paid on a real chain (anvil): request → hold, the approval limit, the operator's decisions, the
 * payout worker (sign, store, broadcast, confirm), reverted and lost payouts, a crash between signing and
 * broadcasting, concurrency and idempotency. Every test ends with a sound ledger whose withdrawal entries agree
 * with the withdrawals' statuses.
 */
import { randomUUID } from 'node:crypto';
import { sql } from 'kysely';
import { createWalletClient, http, type PublicClient, parseEther } from 'viem';
import { privateKeyToAccount } from 'viem/accounts';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { PAYOUT_LOCK_KEY } from '../src/modules/withdrawals/payout-worker.ts';
import { bearer, post } from './helpers/accounts.ts';
import { expectLedgerSound, setFees, setPrice } from './helpers/ledger.ts';
import { operatorSession } from './helpers/operators.ts';
import { createTestApp, engine } from './helpers/test-app.ts';
import {
  type ChainTestApp,
  createChainApp,
  credit,
  expectWithdrawalsMatchJournal,
  hotWallet,
  mint,
  newWorker,
  payoutTick,
  tokenBalance,
  walletInvestor,
  zeroTokenBalance,
} from './helpers/withdrawals.ts';

const USDT = (n: bigint) => n * 10n ** 6n;
const idle = { ran: true, sent: 0, rebroadcast: 0, confirmed: 0, failed: 0 };

describe(`withdrawals paid on-chain on ${engine}`, () => {
  let t: ChainTestApp;
  let admin: string;
  beforeAll(async () => {
    t = await createChainApp();
    await setFees(t.app.db, 'stable', '0', '0.5');
    await setFees(t.app.db, 'coin', '0', '0');
    await setFees(t.app.db, 'dex', '0', '0');
    await setFees(t.app.db, 'strategy', '0', '1');
    for (const [token, price] of [
      ['USDT', '1'],
      ['USDC', '1'],
      ['BUSD', '1'],
      ['ETH', '3000'],
    ] as const) {
      await setPrice(t.app.db, token, price);
    }
    admin = (await operatorSession(t)).token;
  });
  afterEach(async () => {
    await expectLedgerSound(t.app.db);
    await expectWithdrawalsMatchJournal(t.app.db);
  });
  afterAll(() => t?.close());

  const withdraw = (token: string, body: object, key?: string) =>
    post(t.app, '/api/v1/dashboard/withdraw', body, { ...bearer(token), ...(key ? { 'idempotency-key': key } : {}) });
  const get = (token: string, url: string) => t.app.inject({ method: 'GET', url, headers: bearer(token) });
  const decide = (id: string, action: 'approve' | 'reject', body?: object, token = admin) =>
    post(t.app, `/api/v1/admin/withdrawals/${id}/${action}`, body, bearer(token));
  const positionValue = async (userId: string, pool: string, token: string) =>
    (await t.app.ledger.position(userId, pool, token)).value;

  it('pays a withdrawal under the limit automatically: approved → sent → confirmed, settled with its fee', async () => {
    const u = await walletInvestor(t);
    await credit(t, u.userId, 'stable', 'USDT', USDT(500n));
    await mint(t, 'USDT', hotWallet('stable').address, USDT(10_000n));
    const feesBefore = await t.app.ledger.balance({ kind: 'fees', pool: 'stable', asset: 'USDT' });

    const res = await withdraw(u.token, { pool: 'stable', amount: '100', currency: 'USDT' });
    expect(res.statusCode, res.body).toBe(202);
    const w = res.json();
    expect(w).toMatchObject({
      status: 'approved',
      needsApproval: false,
      amount: '100',
      fee: '0.5',
      netAmount: '99.5',
      destination: u.wallet,
      chainId: 31337,
      txHash: null,
      confirmations: 0,
      requiredConfirmations: 1,
      reason: null,
    });
    expect(await positionValue(u.userId, 'stable', 'USDT')).toBe(USDT(400n));

    expect(await payoutTick(t)).toEqual({ ...idle, sent: 1 });
    const sent = (await get(u.token, `/api/v1/dashboard/withdrawals/${w.id}`)).json();
    expect(sent.status).toBe('sent');
    expect(sent.txHash).toMatch(/^0x[0-9a-f]{64}$/);

    expect(await payoutTick(t)).toEqual({ ...idle, confirmed: 1 });
    const done = (await get(u.token, `/api/v1/dashboard/withdrawals/${w.id}`)).json();
    expect(done).toMatchObject({ status: 'confirmed', txHash: sent.txHash, confirmations: 1 });
    expect(await tokenBalance(t, 'USDT', u.wallet)).toBe(99_500_000n);
    const receipt = await t.client.getTransactionReceipt({ hash: sent.txHash });
    expect(receipt.status).toBe('success');
    expect(receipt.from).toBe(hotWallet('stable').address.toLowerCase());

    const entries = await t.app.db
      .selectFrom('journal_entries')
      .select(['kind', 'amount', 'fee'])
      .where('ref', '=', w.id)
      .orderBy('created_at')
      .execute();
    expect(entries.map((e) => [e.kind, e.amount, e.fee])).toEqual([
      ['withdrawal_hold', '100000000', '500000'],
      ['withdrawal_settle', '99500000', '500000'],
    ]);
    expect(await t.app.ledger.balance({ kind: 'fees', pool: 'stable', asset: 'USDT' })).toBe(feesBefore + 500_000n);
    expect(await t.app.ledger.balance({ kind: 'user_hold', userId: u.userId, pool: 'stable', asset: 'USDT' })).toBe(0n);
    expect(await payoutTick(t)).toEqual(idle);
    // The history shows the withdrawal completed with its payout's transaction.
    const history = (await get(u.token, '/api/v1/transactions?type=withdrawal')).json();
    expect(history.items).toEqual([
      expect.objectContaining({
        id: entries.length ? expect.any(String) : '',
        status: 'completed',
        txHash: sent.txHash,
      }),
    ]);
  });

  it('holds a withdrawal over the limit for the operator: approve pays it, reject returns the amount', async () => {
    const u = await walletInvestor(t);
    await credit(t, u.userId, 'stable', 'USDT', USDT(5000n));
    await mint(t, 'USDT', hotWallet('stable').address, USDT(10_000n));

    const big = (await withdraw(u.token, { pool: 'stable', amount: '2000', currency: 'USDT' })).json();
    expect(big).toMatchObject({ status: 'requested', needsApproval: true });
    expect(await payoutTick(t)).toEqual(idle);

    const queue = await get(admin, '/api/v1/admin/withdrawals?status=requested');
    expect(queue.statusCode).toBe(200);
    expect(queue.json().items).toEqual(
      expect.arrayContaining([expect.objectContaining({ id: big.id, userId: u.userId, login: u.login })]),
    );
    expect((await get(u.token, '/api/v1/admin/withdrawals')).statusCode).toBe(403);
    expect((await decide(big.id, 'approve', undefined, u.token)).statusCode).toBe(403);

    const approved = await decide(big.id, 'approve');
    expect(approved.statusCode, approved.body).toBe(200);
    expect(approved.json()).toMatchObject({ id: big.id, status: 'approved', needsApproval: true });
    // A decided withdrawal is not decided again (decision 72).
    const again = await decide(big.id, 'approve');
    expect(again.statusCode).toBe(409);
    expect(again.json()).toMatchObject({ code: 'withdraw.notReviewable' });

    expect(await payoutTick(t)).toEqual({ ...idle, sent: 1 });
    expect(await payoutTick(t)).toEqual({ ...idle, confirmed: 1 });
    expect(await tokenBalance(t, 'USDT', u.wallet)).toBe(USDT(1990n));
    expect((await decide(big.id, 'approve')).statusCode).toBe(409);
    expect((await decide(big.id, 'reject', { reasonEn: 'too late', reasonRu: 'поздно' })).statusCode).toBe(409);

    const other = (await withdraw(u.token, { pool: 'stable', amount: '1500', currency: 'USDT' })).json();
    expect(await positionValue(u.userId, 'stable', 'USDT')).toBe(USDT(1500n));
    const reasons = { reasonEn: 'Source of funds unclear', reasonRu: 'Источник средств неясен' };
    const rejected = await decide(other.id, 'reject', reasons);
    expect(rejected.statusCode, rejected.body).toBe(200);
    expect(rejected.json()).toMatchObject({ status: 'rejected', reason: 'Source of funds unclear', txHash: null });
    expect(await positionValue(u.userId, 'stable', 'USDT')).toBe(USDT(3000n));
    const void_ = await t.app.db
      .selectFrom('journal_entries')
      .select(['kind', 'memo'])
      .where('ref', '=', other.id)
      .where('kind', '=', 'withdrawal_void')
      .executeTakeFirstOrThrow();
    expect(void_.memo).toBe('rejected');
    expect((await decide(other.id, 'reject', reasons)).statusCode).toBe(409);
    const late = await decide(other.id, 'approve');
    expect(late.statusCode).toBe(409);
    expect(late.json()).toMatchObject({ code: 'withdraw.notReviewable' });
    expect((await decide(randomUUID(), 'approve')).statusCode).toBe(404);
    expect(await payoutTick(t)).toEqual(idle);
  });

  it('waits for approval when the price is missing or stale', async () => {
    const u = await walletInvestor(t);
    await credit(t, u.userId, 'coin', 'USDC', USDT(10n));
    await credit(t, u.userId, 'coin', 'WAVES', 10n ** 18n);
    await setPrice(t.app.db, 'USDC', '1', 200_000);
    try {
      const stale = (await withdraw(u.token, { pool: 'coin', amount: '1', currency: 'USDC' })).json();
      expect(stale).toMatchObject({ status: 'requested', needsApproval: true });
      const unpriced = (await withdraw(u.token, { pool: 'coin', amount: '0.5', currency: 'WAVES' })).json();
      expect(unpriced).toMatchObject({ status: 'requested', needsApproval: true });
      for (const id of [stale.id, unpriced.id])
        expect((await decide(id, 'reject', { reasonEn: 'test', reasonRu: 'тест' })).statusCode).toBe(200);
    } finally {
      await setPrice(t.app.db, 'USDC', '1');
    }
  });

  it('refuses with the catalogue: no position, too little, no linked wallet, too many decimals', async () => {
    const u = await walletInvestor(t);
    const none = await withdraw(u.token, { pool: 'dex', amount: '1', currency: 'USDT' });
    expect(none.statusCode).toBe(400);
    expect(none.json()).toMatchObject({
      code: 'pools.notReplenished',
      message: 'You have not replenished this pool yet',
    });

    await credit(t, u.userId, 'dex', 'USDT', USDT(10n));
    const tooMuch = await withdraw(u.token, { pool: 'dex', amount: '10.000001', currency: 'USDT' });
    expect(tooMuch.statusCode).toBe(400);
    expect(tooMuch.json()).toMatchObject({ code: 'withdraw.insufficient' });
    const precise = await withdraw(u.token, { pool: 'dex', amount: '1.0000001', currency: 'USDT' });
    expect(precise.statusCode).toBe(400);
    expect(precise.json()).toMatchObject({ code: 'validation.invalid' });

    const bare = await walletInvestor(t);
    await t.app.db.updateTable('users').set({ meta_mask_address: null }).where('id', '=', bare.userId).execute();
    await credit(t, bare.userId, 'dex', 'USDT', USDT(10n));
    const noWallet = await withdraw(bare.token, { pool: 'dex', amount: '1', currency: 'USDT' });
    expect(noWallet.statusCode).toBe(400);
    expect(noWallet.json()).toMatchObject({ code: 'withdraw.noWallet' });

    expect(
      await t.app.db.selectFrom('withdrawals').select('id').where('user_id', 'in', [u.userId, bare.userId]).execute(),
    ).toEqual([]);
    expect(await positionValue(u.userId, 'dex', 'USDT')).toBe(USDT(10n));
  });

  it('refuses where the pool has no hot wallet or node for the network', async () => {
    // The same database behind an instance configured for chain 1 only, without a node or a key for it.
    const mainnet = await createTestApp({ SUPPORTED_CHAIN_IDS: '1' }, { database: t.database });
    try {
      const u = await walletInvestor(t);
      await credit(t, u.userId, 'stable', 'USDT', USDT(10n));
      const res = await post(
        mainnet.app,
        '/api/v1/dashboard/withdraw',
        { pool: 'stable', amount: '1', currency: 'USDT' },
        bearer(u.token),
      );
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({ code: 'withdraw.noHotWallet' });
      expect(res.json().message).toContain('USDT');
    } finally {
      await mainnet.close();
    }
  });

  it('pays native ETH', async () => {
    const u = await walletInvestor(t);
    await credit(t, u.userId, 'coin', 'ETH', parseEther('1'));
    const w = (await withdraw(u.token, { pool: 'coin', amount: '0.25', currency: 'ETH' })).json();
    expect(w).toMatchObject({ status: 'approved', amount: '0.25', netAmount: '0.25' });
    expect(await payoutTick(t)).toEqual({ ...idle, sent: 1 });
    expect(await payoutTick(t)).toEqual({ ...idle, confirmed: 1 });
    expect(await t.client.getBalance({ address: u.wallet })).toBe(parseEther('0.25'));
    expect(await positionValue(u.userId, 'coin', 'ETH')).toBe(parseEther('0.75'));
  });

  it('confirms a payout whose block was mined between its read of the head and of the receipt', async () => {
    const u = await walletInvestor(t);
    await credit(t, u.userId, 'coin', 'ETH', parseEther('1'));
    const w = (await withdraw(u.token, { pool: 'coin', amount: '0.1', currency: 'ETH' })).json();
    expect(await payoutTick(t)).toEqual({ ...idle, sent: 1 });
    // The node's first answer for the head predates the payout's block, as if that block landed just after it.
    const node = t.app.chain.client(31337) as PublicClient;
    let lagging = true;
    const client = new Proxy(node, {
      get: (target, key) =>
        key === 'getBlockNumber'
          ? async (args?: { cacheTime?: number }) => {
              const head = await target.getBlockNumber(args);
              if (!lagging) return head;
              lagging = false;
              return head - 1n;
            }
          : Reflect.get(target, key),
    });
    const chain = new Proxy(t.app.chain, {
      get: (target, key) => {
        if (key === 'client') return () => client;
        const value = Reflect.get(target, key);
        return typeof value === 'function' ? value.bind(target) : value;
      },
    });
    expect(await payoutTick(t, newWorker(t, undefined, chain))).toEqual({ ...idle, confirmed: 1 });
    expect(lagging).toBe(false);
    expect((await get(u.token, `/api/v1/dashboard/withdrawals/${w.id}`)).json()).toMatchObject({
      status: 'confirmed',
      confirmations: 1,
    });
  });

  it('fails a payout that would revert (the hot wallet lacks the token) and returns the amount', async () => {
    const u = await walletInvestor(t);
    await credit(t, u.userId, 'dex', 'BUSD', parseEther('100'));
    const nonce = await t.client.getTransactionCount({ address: hotWallet('dex').address });
    const w = (await withdraw(u.token, { pool: 'dex', amount: '50', currency: 'BUSD' })).json();
    expect(await positionValue(u.userId, 'dex', 'BUSD')).toBe(parseEther('50'));
    expect(await payoutTick(t)).toEqual({ ...idle, failed: 1 });
    const failed = (await get(u.token, `/api/v1/dashboard/withdrawals/${w.id}`)).json();
    expect(failed).toMatchObject({ status: 'failed', txHash: null });
    expect(failed.reason).toMatch(/exceeds balance/);
    expect(await positionValue(u.userId, 'dex', 'BUSD')).toBe(parseEther('100'));
    expect(await t.client.getTransactionCount({ address: hotWallet('dex').address })).toBe(nonce);
    const list = (await get(u.token, '/api/v1/dashboard/withdrawals?status=failed')).json();
    expect(list).toMatchObject({ total: 1, items: [{ id: w.id }] });
  });

  it('fails a payout whose transaction reverted on the chain and returns the amount', async () => {
    const u = await walletInvestor(t);
    const payer = hotWallet('dex').address;
    await mint(t, 'USDC', payer, USDT(100n));
    await credit(t, u.userId, 'dex', 'USDC', USDT(100n));
    const w = (await withdraw(u.token, { pool: 'dex', amount: '40', currency: 'USDC' })).json();
    await t.node.setAutomine(false);
    try {
      // Nothing is mined until the test says so: a plain pass, not one that waits for the block.
      expect(await t.app.payouts.tick()).toEqual({ ...idle, sent: 1 });
      // The tokens leave the hot wallet after the estimate, before the block: the transfer reverts.
      await zeroTokenBalance(t, 'USDC', payer);
      await t.node.mine({ blocks: 1 });
    } finally {
      await t.node.setAutomine(true);
    }
    expect(await payoutTick(t)).toEqual({ ...idle, failed: 1 });
    const failed = (await get(u.token, `/api/v1/dashboard/withdrawals/${w.id}`)).json();
    expect(failed).toMatchObject({ status: 'failed', reason: 'The payout transaction reverted on the chain' });
    expect((await t.client.getTransactionReceipt({ hash: failed.txHash })).status).toBe('reverted');
    expect(await tokenBalance(t, 'USDC', u.wallet)).toBe(0n);
    expect(await positionValue(u.userId, 'dex', 'USDC')).toBe(USDT(100n));
  });

  it('survives a crash between signing and broadcasting: the restarted worker sends the same transaction, paid once', async () => {
    const u = await walletInvestor(t);
    const payer = hotWallet('strategy').address;
    await mint(t, 'USDT', payer, USDT(1000n));
    await credit(t, u.userId, 'strategy', 'USDT', USDT(300n));
    const w = (await withdraw(u.token, { pool: 'strategy', amount: '200', currency: 'USDT' })).json();
    const nonceBefore = await t.client.getTransactionCount({ address: payer });

    let attempts = 0;
    const crashing = newWorker(t, async () => {
      attempts++;
      throw new Error('the process died before broadcasting');
    });
    expect(await payoutTick(t, crashing)).toEqual({ ...idle, sent: 1 });
    expect(attempts).toBe(1);
    const stored = await t.app.db
      .selectFrom('withdrawals')
      .selectAll()
      .where('id', '=', w.id)
      .executeTakeFirstOrThrow();
    expect(stored).toMatchObject({ status: 'sent', broadcast_at: null, nonce: String(nonceBefore) });
    expect(stored.signed_tx).toMatch(/^0x02/);
    expect(await t.client.getTransactionCount({ address: payer, blockTag: 'pending' })).toBe(nonceBefore);
    expect(await tokenBalance(t, 'USDT', u.wallet)).toBe(0n);

    // The database refuses a second signature or a step back, whatever code asks for it.
    await expect(sql`update withdrawals set signed_tx = '0x00' where id = ${w.id}`.execute(t.app.db)).rejects.toThrow(
      /cannot change/,
    );
    await expect(sql`update withdrawals set status = 'approved' where id = ${w.id}`.execute(t.app.db)).rejects.toThrow(
      /cannot become/,
    );

    const restarted = newWorker(t);
    expect(await payoutTick(t, restarted)).toEqual({ ...idle, rebroadcast: 1 });
    expect(await payoutTick(t, restarted)).toEqual({ ...idle, confirmed: 1 });
    expect(await payoutTick(t, restarted)).toEqual(idle);
    expect(await payoutTick(t, crashing)).toEqual(idle);
    expect(attempts).toBe(1);

    const paid = await t.app.db.selectFrom('withdrawals').selectAll().where('id', '=', w.id).executeTakeFirstOrThrow();
    expect(paid).toMatchObject({ status: 'confirmed', signed_tx: stored.signed_tx, tx_hash: stored.tx_hash });
    expect(paid.broadcast_at).not.toBeNull();
    expect(await tokenBalance(t, 'USDT', u.wallet)).toBe(USDT(198n));
    expect(await t.client.getTransactionCount({ address: payer })).toBe(nonceBefore + 1);
    const tx = await t.client.getTransaction({ hash: stored.tx_hash as `0x${string}` });
    expect(tx).toMatchObject({ nonce: nonceBefore, from: payer.toLowerCase() });
  });

  it('fails a stored payout that never landed once another transaction took its nonce', async () => {
    const u = await walletInvestor(t);
    const payer = hotWallet('strategy');
    await mint(t, 'USDT', payer.address, USDT(100n));
    await credit(t, u.userId, 'strategy', 'USDT', USDT(100n));
    const w = (await withdraw(u.token, { pool: 'strategy', amount: '50', currency: 'USDT' })).json();
    const lost = newWorker(t, async () => {
      throw new Error('the node dropped it');
    });
    expect(await payoutTick(t, lost)).toEqual({ ...idle, sent: 1 });
    const stored = await t.app.db
      .selectFrom('withdrawals')
      .selectAll()
      .where('id', '=', w.id)
      .executeTakeFirstOrThrow();
    // Someone with the hot wallet's key spends that nonce on something else.
    const wallet = createWalletClient({ account: privateKeyToAccount(payer.privateKey), transport: http(t.anvil.url) });
    const other = await wallet.sendTransaction({
      to: payer.address,
      value: 0n,
      nonce: Number(stored.nonce),
      chain: null,
    });
    await t.client.waitForTransactionReceipt({ hash: other });

    expect(await payoutTick(t, newWorker(t))).toEqual({ ...idle, failed: 1 });
    const failed = (await get(u.token, `/api/v1/dashboard/withdrawals/${w.id}`)).json();
    expect(failed).toMatchObject({ status: 'failed', txHash: stored.tx_hash });
    expect(failed.reason).toMatch(/took its nonce/);
    expect(await tokenBalance(t, 'USDT', u.wallet)).toBe(0n);
    expect(await positionValue(u.userId, 'strategy', 'USDT')).toBe(USDT(100n));
  });

  it('acts only while it holds the payout lock on PostgreSQL (PGlite has one process and acts without)', async () => {
    if (engine === 'postgres') {
      await t.app.db.connection().execute(async (conn) => {
        await sql`select pg_advisory_lock(${PAYOUT_LOCK_KEY}::bigint)`.execute(conn);
        try {
          expect(await payoutTick(t, newWorker(t))).toEqual({ ...idle, ran: false });
        } finally {
          await sql`select pg_advisory_unlock(${PAYOUT_LOCK_KEY}::bigint)`.execute(conn);
        }
      });
    }
    expect(await payoutTick(t, newWorker(t))).toEqual(idle);
  });

  it('answers a repeated Idempotency-Key with the first withdrawal and refuses it for another request', async () => {
    const u = await walletInvestor(t);
    await credit(t, u.userId, 'stable', 'USDT', USDT(10_000n));
    const key = randomUUID();
    const body = { pool: 'stable', amount: '1500', currency: 'USDT' };
    const first = await withdraw(u.token, body, key);
    expect(first.statusCode).toBe(202);
    const repeat = await withdraw(u.token, { ...body, amount: '1500.000' }, key);
    expect(repeat.statusCode).toBe(202);
    expect(repeat.json()).toEqual(first.json());
    const reused = await withdraw(u.token, { ...body, amount: '1501' }, key);
    expect(reused.statusCode).toBe(422);
    expect(reused.json()).toMatchObject({ code: 'idempotency.keyReused' });
    expect((await withdraw(u.token, body, 'has space')).json()).toMatchObject({
      statusCode: 400,
      code: 'idempotency.keyInvalid',
    });

    const racing = randomUUID();
    const answers = await Promise.all(Array.from({ length: 10 }, () => withdraw(u.token, body, racing)));
    expect(answers.map((a) => a.statusCode)).toEqual(Array(10).fill(202));
    expect(new Set(answers.map((a) => a.json().id)).size).toBe(1);

    // Keys belong to their user.
    const v = await walletInvestor(t);
    await credit(t, v.userId, 'stable', 'USDT', USDT(2000n));
    const theirs = await withdraw(v.token, body, key);
    expect(theirs.statusCode).toBe(202);
    expect(theirs.json().id).not.toBe(first.json().id);

    const mine = (await get(u.token, '/api/v1/dashboard/withdrawals')).json();
    expect(mine).toMatchObject({ total: 2, page: 1 });
    expect(await positionValue(u.userId, 'stable', 'USDT')).toBe(USDT(7000n));
    expect((await get(v.token, `/api/v1/dashboard/withdrawals/${first.json().id}`)).statusCode).toBe(404);
  });

  it('answers hostile input with 4xx JSON and writes nothing', async () => {
    const u = await walletInvestor(t);
    await credit(t, u.userId, 'dex', 'USDT', USDT(10n));
    const before = await t.app.db
      .selectFrom('withdrawals')
      .select(sql<string>`count(*)`.as('n'))
      .executeTakeFirstOrThrow();
    const bodies: unknown[] = [
      { pool: 'dex', amount: 1, currency: 'USDT' },
      { pool: 'dex', amount: '-1', currency: 'USDT' },
      { pool: 'dex', amount: '0', currency: 'USDT' },
      { pool: 'dex', amount: '1e3', currency: 'USDT' },
      { pool: 'dex', amount: '9'.repeat(60), currency: 'USDT' },
      { pool: "dex'; drop table withdrawals; --", amount: '1', currency: 'USDT' },
      { pool: 'dex', amount: '1', currency: 'DOGE' },
      { pool: 'dex', amount: '1', currency: 'USDT', destination: '0x0000000000000000000000000000000000000001' },
      { pool: 'dex', amount: '1' },
      [],
      null,
    ];
    for (const body of bodies) {
      const res = await withdraw(u.token, body as object);
      expect(res.statusCode, JSON.stringify(body)).toBeGreaterThanOrEqual(400);
      expect(res.statusCode, JSON.stringify(body)).toBeLessThan(500);
      expect(res.json()).toMatchObject({ statusCode: res.statusCode, message: expect.any(String) });
    }
    for (const url of [
      '/api/v1/dashboard/withdrawals/not-a-uuid',
      `/api/v1/dashboard/withdrawals/${randomUUID()}`,
      '/api/v1/dashboard/withdrawals?status=paid',
      '/api/v1/dashboard/withdrawals?pageSize=1000',
      '/api/v1/dashboard/withdrawals?status[]=sent',
    ]) {
      const res = await get(u.token, url);
      expect(res.statusCode, url).toBeGreaterThanOrEqual(400);
      expect(res.statusCode, url).toBeLessThan(500);
      expect(res.json().statusCode).toBe(res.statusCode);
    }
    const id = randomUUID();
    for (const body of [
      {},
      { reason: 'ok' },
      { reasonEn: 'ok' },
      { reasonEn: 'ok', reasonRu: ' ' },
      { reasonEn: 'x'.repeat(501), reasonRu: 'ok' },
      { reasonEn: 'ok', reasonRu: 'ok', extra: 1 },
    ]) {
      expect((await decide(id, 'reject', body)).statusCode, JSON.stringify(body)).toBe(400);
    }
    expect(
      (await post(t.app, '/api/v1/dashboard/withdraw', { pool: 'dex', amount: '1', currency: 'USDT' })).statusCode,
    ).toBe(401);
    const after = await t.app.db
      .selectFrom('withdrawals')
      .select(sql<string>`count(*)`.as('n'))
      .executeTakeFirstOrThrow();
    expect(after.n).toBe(before.n);
    expect(await positionValue(u.userId, 'dex', 'USDT')).toBe(USDT(10n));
  });

  it('100 concurrent withdrawals totalling 3× the balance never overdraw; the accepted ones are all paid', async () => {
    const u = await walletInvestor(t);
    const payer = hotWallet('dex').address;
    await credit(t, u.userId, 'dex', 'USDT', USDT(1000n));
    await mint(t, 'USDT', payer, USDT(1000n));
    const answers = await Promise.all(
      Array.from({ length: 100 }, () => withdraw(u.token, { pool: 'dex', amount: '30', currency: 'USDT' })),
    );
    const accepted = answers.filter((a) => a.statusCode === 202);
    for (const a of answers.filter((x) => x.statusCode !== 202)) {
      expect(a.statusCode).toBe(400);
      expect(a.json().code).toBe('withdraw.insufficient');
    }
    expect(accepted.length).toBe(33);
    expect(await t.app.ledger.balance({ kind: 'user_hold', userId: u.userId, pool: 'dex', asset: 'USDT' })).toBe(
      USDT(990n),
    );
    expect(await positionValue(u.userId, 'dex', 'USDT')).toBe(USDT(10n));

    const nonce = await t.client.getTransactionCount({ address: payer });
    expect(await payoutTick(t)).toEqual({ ...idle, sent: 33 });
    expect(await payoutTick(t)).toEqual({ ...idle, confirmed: 33 });
    expect(await tokenBalance(t, 'USDT', u.wallet)).toBe(USDT(990n));
    expect(await t.client.getTransactionCount({ address: payer })).toBe(nonce + 33);
    const nonces = await t.app.db.selectFrom('withdrawals').select('nonce').where('user_id', '=', u.userId).execute();
    expect(nonces.map((r) => Number(r.nonce)).sort((a, b) => a - b)).toEqual(
      Array.from({ length: 33 }, (_, i) => nonce + i),
    );
  });
});
