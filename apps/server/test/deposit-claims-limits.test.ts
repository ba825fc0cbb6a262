/**
 * Deposit reports that cannot crowd out real ones (issue 11, items 5 and 6; decision 42): a cap on the claims an
 * account has waiting for the chain, a per-account rate limit, a watcher whose node calls do not grow with made-up
 * hashes (receipts read in JSON-RPC batches, unknown ones looked at ever more rarely), and an Idempotency-Key bound
 * whichever claim its request was answered with. The node sits behind a proxy that counts what reaches it.
 */
import { randomBytes } from 'node:crypto';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { type DepositClaim, MAX_PENDING_DEPOSIT_CLAIMS } from '@yc/contract';
import type { Address } from 'viem';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { seedDemo } from '../src/db/seed.ts';
import { RPC_BATCH_SIZE } from '../src/modules/chain/chain-service.ts';
import {
  CLAIMS_PER_TICK,
  DepositWatcher,
  MISSING_BACKOFF,
  MISSING_TIMEOUT_MS,
} from '../src/modules/deposits/deposit-watcher.ts';
import { devPoolWallet } from '../src/modules/pools/dev-pools.ts';
import { bearer, investor, post } from './helpers/accounts.ts';
import { type Anvil, startAnvil } from './helpers/anvil.ts';
import { reportClaim, sendToken, type TestWallet, type WalletUser, walletOf, walletUser } from './helpers/deposits.ts';
import { expectLedgerSound } from './helpers/ledger.ts';
import { createTestApp, engine, type TestApp } from './helpers/test-app.ts';

const DEPOSIT = '/api/v1/dashboard/deposit';
const RATE_LIMIT = 60;
const madeUpHash = () => `0x${randomBytes(32).toString('hex')}`;

/** A JSON-RPC proxy in front of the node that records each HTTP request's methods (a batch is one request). */
async function countingProxy(upstream: string) {
  const requests: string[][] = [];
  const server: Server = createServer(async (req, res) => {
    const chunks: Buffer[] = [];
    for await (const chunk of req) chunks.push(chunk as Buffer);
    const body = Buffer.concat(chunks).toString('utf8');
    const parsed = JSON.parse(body) as { method: string } | { method: string }[];
    requests.push((Array.isArray(parsed) ? parsed : [parsed]).map((call) => call.method));
    const answer = await fetch(upstream, { method: 'POST', headers: { 'content-type': 'application/json' }, body });
    res.writeHead(answer.status, { 'content-type': 'application/json' });
    res.end(await answer.text());
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    requests,
    /** HTTP requests carrying at least one call of `method`, and the calls of it, since the last reset. */
    count(method: string) {
      const carrying = requests.filter((methods) => methods.includes(method));
      return { requests: carrying.length, calls: carrying.flat().filter((m) => m === method).length };
    },
    reset: () => void requests.splice(0),
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

describe(`deposit claims that cannot crowd out real ones on ${engine}`, () => {
  let anvil: Anvil;
  let proxy: Awaited<ReturnType<typeof countingProxy>>;
  let t: TestApp;
  let usdt: Address;
  let owner: WalletUser;
  let ownerWallet: TestWallet;
  let second: WalletUser;
  let third: WalletUser;

  beforeAll(async () => {
    anvil = await startAnvil();
    proxy = await countingProxy(anvil.url);
    t = await createTestApp({
      CHAIN_RPC_URL_31337: proxy.url,
      SUPPORTED_CHAIN_IDS: '31337',
      DEV_CHAIN: 'off',
      DEPOSIT_RATE_LIMIT_PER_USER: String(RATE_LIMIT),
    });
    await seedDemo(t.app.db, anvil.chainId);
    usdt = t.app.chain.network(anvil.chainId)?.tokens.find((x) => x.symbol === 'USDT')?.address as Address;
    owner = await walletUser(t, anvil.chainId, anvil.keys[1] as `0x${string}`);
    ownerWallet = walletOf(anvil, anvil.keys[1] as `0x${string}`);
    second = await walletUser(t, anvil.chainId, anvil.keys[2] as `0x${string}`);
    third = await walletUser(t, anvil.chainId, anvil.keys[3] as `0x${string}`);
  });
  afterAll(async () => {
    await t?.close();
    await proxy?.close();
    await anvil?.stop();
  });
  // Each test starts with no claim waiting, so the caps and counts below are this test's alone.
  beforeEach(async () => {
    await t.app.db
      .updateTable('deposit_claims')
      .set({ status: 'rejected', reject_code: 'deposit.txNotFound' })
      .where('status', 'in', ['pending', 'confirming'])
      .execute();
  });

  const report = (user: { headers: Record<string, string> }, body: object, headers: Record<string, string> = {}) =>
    post(t.app, DEPOSIT, body, { ...user.headers, ...headers });
  const junk = () => ({ pool: 'stable', amount: '1', currency: 'USDT', transaction: madeUpHash() });
  const watcher = (now?: () => Date) =>
    new DepositWatcher(t.app.deposits.watcher.deps, { confirmations: 1, ...(now ? { now } : {}) });
  const claimOf = async (user: WalletUser, id: string) =>
    (await t.app.inject({ url: `${DEPOSIT}s/${id}`, headers: user.headers })).json() as DepositClaim;

  it(`refuses a ${MAX_PENDING_DEPOSIT_CLAIMS + 1}th claim waiting for the chain with 409 and a message, and takes one again once a claim is settled`, async () => {
    const accepted: DepositClaim[] = [];
    for (let i = 0; i < MAX_PENDING_DEPOSIT_CLAIMS; i++) {
      const res = await report(owner, junk());
      expect(res.statusCode, res.body).toBe(202);
      accepted.push(res.json() as DepositClaim);
    }
    for (const language of ['en', 'ru'] as const) {
      const refused = await report(owner, junk(), { 'accept-language': language });
      expect(refused.statusCode, refused.body).toBe(409);
      expect(refused.json()).toMatchObject({ statusCode: 409, code: 'deposit.tooManyPending' });
      expect(refused.json().message).toContain(String(MAX_PENDING_DEPOSIT_CLAIMS));
      expect(refused.json().message).toMatch(language === 'ru' ? /депозит/ : /deposits waiting/);
    }
    // A claim already waiting is answered again: reporting it twice opens nothing new.
    const first = accepted[0] as DepositClaim;
    const repeat = await report(owner, {
      pool: 'stable',
      amount: '1',
      currency: 'USDT',
      transaction: first.transaction,
    });
    expect(repeat.statusCode).toBe(202);
    expect((repeat.json() as DepositClaim).id).toBe(first.id);
    // Another account is not held back by this one's claims.
    expect((await report(second, junk())).statusCode).toBe(202);

    // Past the timeout the made-up hashes are rejected, and the account may report again.
    const later = new Date(Date.now() + MISSING_TIMEOUT_MS + 60_000);
    await watcher().tick();
    await watcher(() => later).tick();
    expect(await claimOf(owner, first.id)).toMatchObject({ status: 'rejected' });
    expect((await report(owner, junk())).statusCode).toBe(202);
  });

  it('lets only the cap through when many reports of one account arrive at once', async () => {
    const answers = await Promise.all(Array.from({ length: 12 }, () => report(third, junk())));
    const codes = answers.map((r) => r.statusCode).sort();
    expect(codes.filter((c) => c === 202)).toHaveLength(MAX_PENDING_DEPOSIT_CLAIMS);
    expect(codes.filter((c) => c === 409)).toHaveLength(12 - MAX_PENDING_DEPOSIT_CLAIMS);
    const { n } = await t.app.db
      .selectFrom('deposit_claims')
      .select((eb) => eb.fn.countAll<string>().as('n'))
      .where('user_id', '=', third.id)
      .where('status', 'in', ['pending', 'confirming'])
      .executeTakeFirstOrThrow();
    expect(Number(n)).toBe(MAX_PENDING_DEPOSIT_CLAIMS);
  });

  it('rate-limits the call per account with 429 JSON and a retry time; other accounts go on', async () => {
    // Accounts with no wallet: each call is refused (400) after the limit has counted it.
    const limited = await investor(t);
    const other = await investor(t);
    const headers = bearer(limited.token);
    for (let i = 0; i < RATE_LIMIT; i++) {
      expect((await report({ headers }, junk())).statusCode).toBe(400);
    }
    const refused = await report({ headers }, junk(), { 'accept-language': 'ru' });
    expect(refused.statusCode, refused.body).toBe(429);
    expect(refused.json()).toMatchObject({ statusCode: 429, code: 'http.tooManyRequests' });
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    expect(refused.json().message).toMatch(/[а-я]/);
    expect((await report({ headers: bearer(other.token) }, junk())).statusCode).toBe(400);
  });

  it('binds an Idempotency-Key to the claim it was answered with, even one reported before without a key', async () => {
    const sent = await sendToken(ownerWallet, usdt, devPoolWallet('coin').address, 2_000_000n);
    const body = { pool: 'coin', amount: '2', currency: 'USDT', transaction: sent.transactionHash };
    const keyless = await report(owner, body);
    expect(keyless.statusCode).toBe(202);
    const id = (keyless.json() as DepositClaim).id;

    const key = { 'idempotency-key': `dep-${randomBytes(8).toString('hex')}` };
    const keyed = await report(owner, body, key);
    expect(keyed.statusCode).toBe(202);
    expect((keyed.json() as DepositClaim).id).toBe(id);
    expect(((await report(owner, body, key)).json() as DepositClaim).id).toBe(id);
    for (const other of [
      { ...body, amount: '3' },
      { ...body, transaction: madeUpHash() },
      { ...body, pool: 'stable' },
    ]) {
      const reused = await report(owner, other, key);
      expect(reused.statusCode, JSON.stringify(other)).toBe(422);
      expect(reused.json()).toMatchObject({ statusCode: 422, code: 'idempotency.keyReused' });
    }

    // A second key for a transfer first reported under another key is bound as well, to the amount it named.
    const sentAgain = await sendToken(ownerWallet, usdt, devPoolWallet('stable').address, 3_000_000n);
    const body2 = { pool: 'stable', amount: '3', currency: 'USDT', transaction: sentAgain.transactionHash };
    const firstKey = { 'idempotency-key': `dep-${randomBytes(8).toString('hex')}` };
    const secondKey = { 'idempotency-key': `dep-${randomBytes(8).toString('hex')}` };
    const claim = ((await report(owner, body2, firstKey)).json() as DepositClaim).id;
    const answered = await report(owner, { ...body2, amount: '3.5' }, secondKey);
    expect((answered.json() as DepositClaim).id).toBe(claim);
    expect(((await report(owner, { ...body2, amount: '3.5' }, secondKey)).json() as DepositClaim).id).toBe(claim);
    expect((await report(owner, body2, secondKey)).statusCode).toBe(422);
    expect((await report(owner, { ...body2, amount: '3.5' }, firstKey)).statusCode).toBe(422);

    await watcher().tick();
    expect(await claimOf(owner, id)).toMatchObject({ status: 'credited', amount: '2' });
    expect(await claimOf(owner, claim)).toMatchObject({ status: 'credited', amount: '3' });
    await expectLedgerSound(t.app.db);
  });

  it('reads receipts in batches, puts unknown hashes off ever longer, and credits a real deposit in the same pass', async () => {
    // Made-up hashes as many accounts would report them (each within its own cap): written straight to the table.
    const JUNK = 240;
    const spammers = await Promise.all([investor(t), investor(t), investor(t)]);
    await t.app.db
      .insertInto('deposit_claims')
      .values(
        Array.from({ length: JUNK }, (_, i) => ({
          user_id: (spammers[i % spammers.length] as { user: { id: string } }).user.id,
          pool: 'stable',
          currency: 'USDT',
          chain_id: anvil.chainId,
          tx_hash: madeUpHash(),
          claimed_amount: '1',
          source: 'user' as const,
          required_confirmations: 1,
          next_check_at: new Date(Date.now() - 1000),
        })),
      )
      .execute();
    const sent = await sendToken(ownerWallet, usdt, devPoolWallet('stable').address, 5_000_000n);
    const real = await reportClaim(t, owner, {
      pool: 'stable',
      amount: '5',
      currency: 'USDT',
      transaction: sent.transactionHash,
    });

    let now = new Date(Date.now() + 1000);
    const pass = async () => {
      proxy.reset();
      const result = await watcher(() => now).tick();
      return { result, receipts: proxy.count('eth_getTransactionReceipt'), requests: proxy.requests.length };
    };

    const first = await pass();
    expect(first.result).toMatchObject({ checked: JUNK + 1, missing: JUNK, credited: 1 });
    expect(await claimOf(owner, real.id)).toMatchObject({ status: 'credited', amount: '5' });
    // Every receipt asked, in as few requests as the batch size allows; the rest of the pass costs a few calls.
    expect(first.receipts.calls).toBe(JUNK + 1);
    expect(first.receipts.requests).toBe(Math.ceil((JUNK + 1) / RPC_BATCH_SIZE));
    expect(first.requests).toBeLessThanOrEqual(Math.ceil(CLAIMS_PER_TICK / RPC_BATCH_SIZE) + 6);

    // At once again: the unknown hashes are not due, so the node is not asked about them at all.
    const second_ = await pass();
    expect(second_.result).toMatchObject({ checked: 0, missing: 0 });
    expect(second_.receipts.calls).toBe(0);

    // Each miss puts the next look further off: base, then twice the base.
    const nextChecks = async () =>
      t.app.db
        .selectFrom('deposit_claims')
        .select(['next_check_at', 'missed_checks'])
        .where('status', '=', 'pending')
        .where('claimed_amount', '=', '1')
        .where('pool', '=', 'stable')
        .execute();
    for (const row of await nextChecks()) {
      expect(row.missed_checks).toBe(1);
      expect(row.next_check_at.getTime() - now.getTime()).toBe(MISSING_BACKOFF.baseMs);
    }
    now = new Date(now.getTime() + MISSING_BACKOFF.baseMs);
    const third_ = await pass();
    expect(third_.result).toMatchObject({ checked: JUNK, missing: JUNK });
    expect(third_.receipts.requests).toBe(Math.ceil(JUNK / RPC_BATCH_SIZE));
    for (const row of await nextChecks()) {
      expect(row.missed_checks).toBe(2);
      expect(row.next_check_at.getTime() - now.getTime()).toBe(2 * MISSING_BACKOFF.baseMs);
    }

    // While the junk waits, a new real deposit costs one receipt call and is credited in that pass.
    const sentLater = await sendToken(ownerWallet, usdt, devPoolWallet('stable').address, 6_000_000n);
    const later = (
      await report(owner, { pool: 'stable', amount: '6', currency: 'USDT', transaction: sentLater.transactionHash })
    ).json() as DepositClaim;
    now = new Date(now.getTime() + MISSING_BACKOFF.baseMs);
    const fourth = await pass();
    expect(fourth.receipts.calls).toBe(1);
    expect(fourth.result).toMatchObject({ checked: 1, missing: 0, credited: 1 });
    expect(await claimOf(owner, later.id)).toMatchObject({ status: 'credited', amount: '6' });
    await expectLedgerSound(t.app.db);
  });
});
