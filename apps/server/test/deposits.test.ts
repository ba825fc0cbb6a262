/**
 * Deposits verified on a real anvil chain: claims, the watcher's checks (receipt, allow-listed token, recipient,
 * proven sender, confirmations, reorganisations), the scan for unreported transfers, concurrency and idempotency.
 */
import { randomBytes } from 'node:crypto';
import type { DepositClaim } from '@yc/contract';
import { sql } from 'kysely';
import { type Address, encodeFunctionData, parseEther, toHex } from 'viem';
import { mnemonicToAccount } from 'viem/accounts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedDemo } from '../src/db/seed.ts';
import { MockERC20, TestBatchTransfer } from '../src/modules/chain/artifacts.ts';
import { ANVIL_MNEMONIC } from '../src/modules/chain/dev-accounts.ts';
import { NATIVE_LOG_INDEX } from '../src/modules/deposits/chain-transfers.ts';
import { DEPOSIT_WATCH_LOCK_KEY, DepositWatcher, MISSING_TIMEOUT_MS } from '../src/modules/deposits/deposit-watcher.ts';
import { devPoolWallet } from '../src/modules/pools/dev-pools.ts';
import { bearer, investor, post } from './helpers/accounts.ts';
import { type Anvil, startAnvil } from './helpers/anvil.ts';
import {
  anvilRpc,
  linkWallet,
  mine,
  receipt,
  reportClaim,
  sendToken,
  type TestWallet,
  type WalletUser,
  walletOf,
  walletUser,
} from './helpers/deposits.ts';
import { expectLedgerSound } from './helpers/ledger.ts';
import { createTestApp, engine, type TestApp } from './helpers/test-app.ts';

const USDT = (n: bigint) => n * 1_000_000n;
/** Anvil funds the first ten accounts of its mnemonic; the helper names only 0–3. */
const devAccountKey = (index: number) =>
  toHex(mnemonicToAccount(ANVIL_MNEMONIC, { addressIndex: index }).getHdKey().privateKey as Uint8Array);
const DEPOSIT = '/api/v1/dashboard/deposit';

describe(`deposits verified on-chain on ${engine}`, () => {
  let anvil: Anvil;
  let t: TestApp;
  let owner: WalletUser;
  let other: WalletUser;
  let ownerWallet: TestWallet;
  let otherWallet: TestWallet;
  /** Holds tokens but nobody proved it. */
  let strangerWallet: TestWallet;
  let usdt: Address;
  let usdc: Address;

  const poolAddress = (pool: 'stable' | 'coin' | 'dex' | 'strategy') => devPoolWallet(pool).address;

  beforeAll(async () => {
    anvil = await startAnvil();
    t = await createTestApp({ CHAIN_RPC_URL_31337: anvil.url, SUPPORTED_CHAIN_IDS: '31337', DEV_CHAIN: 'off' });
    await seedDemo(t.app.db, anvil.chainId);
    const tokens = t.app.chain.network(anvil.chainId)?.tokens ?? [];
    usdt = tokens.find((x) => x.symbol === 'USDT')?.address as Address;
    usdc = tokens.find((x) => x.symbol === 'USDC')?.address as Address;
    owner = await walletUser(t, anvil.chainId, anvil.keys[1] as `0x${string}`);
    other = await walletUser(t, anvil.chainId, anvil.keys[2] as `0x${string}`);
    ownerWallet = walletOf(anvil, anvil.keys[1] as `0x${string}`);
    otherWallet = walletOf(anvil, anvil.keys[2] as `0x${string}`);
    strangerWallet = walletOf(anvil, anvil.keys[3] as `0x${string}`);
  });
  afterAll(async () => {
    await t?.close();
    await anvil?.stop();
  });

  const report = (user: WalletUser, body: Record<string, unknown>, headers: Record<string, string> = {}) =>
    post(t.app, DEPOSIT, body, { ...user.headers, ...headers });
  const claimOf = async (user: WalletUser, id: string, headers: Record<string, string> = {}) => {
    const res = await t.app.inject({
      url: `/api/v1/dashboard/deposits/${id}`,
      headers: { ...user.headers, ...headers },
    });
    expect(res.statusCode, res.body).toBe(200);
    return res.json() as DepositClaim;
  };
  const entriesOf = (txHash: string) =>
    t.app.db
      .selectFrom('journal_entries')
      .select(['user_id', 'amount', 'fee', 'log_index', 'pool', 'token'])
      .where('tx_hash', '=', txHash)
      .orderBy('log_index')
      .execute();
  const watcher = (confirmations?: number, now?: () => Date) =>
    new DepositWatcher(t.app.deposits.watcher.deps, {
      ...(confirmations ? { confirmations } : {}),
      ...(now ? { now } : {}),
    });

  it('credits a USDT deposit with the amount from the log, books the fee, pending → confirming → credited', async () => {
    const sent = await sendToken(ownerWallet, usdt, poolAddress('stable'), USDT(10n));
    const body = { pool: 'stable', amount: '999', currency: 'USDT', transaction: sent.transactionHash };
    const pending = await reportClaim(t, owner, body);
    expect(pending).toMatchObject({
      status: 'pending',
      chainId: anvil.chainId,
      claimedAmount: '999',
      amount: null,
      fee: null,
      rejectReason: null,
      creditedAt: null,
    });

    const three = watcher(3);
    await three.tick();
    expect(await claimOf(owner, pending.id)).toMatchObject({
      status: 'confirming',
      confirmations: 1,
      requiredConfirmations: 3,
    });
    await mine(anvil, 1);
    await three.tick();
    expect(await claimOf(owner, pending.id)).toMatchObject({ status: 'confirming', confirmations: 2 });
    expect(await entriesOf(sent.transactionHash)).toEqual([]);

    await mine(anvil, 1);
    await three.tick();
    const credited = await claimOf(owner, pending.id);
    // Stable's demo deposit fee is 0.1 %, rounded up.
    expect(credited).toMatchObject({
      status: 'credited',
      confirmations: 3,
      claimedAmount: '999',
      amount: '10',
      fee: '0.01',
      rejectReason: null,
    });
    expect(credited.creditedAt).not.toBeNull();
    const entries = await entriesOf(sent.transactionHash);
    expect(entries).toEqual([
      {
        user_id: owner.id,
        amount: '10000000',
        fee: '10000',
        log_index: sent.logs[0]?.logIndex,
        pool: 'stable',
        token: 'USDT',
      },
    ]);
    expect(await t.app.ledger.balance({ kind: 'fees', pool: 'stable', asset: 'USDT' })).toBe(10_000n);
    await expectLedgerSound(t.app.db);
  });

  it('credits native ETH from the transaction value under its own log index', async () => {
    const hash = await ownerWallet.sendTransaction({ to: poolAddress('coin'), value: parseEther('1.5') });
    await receipt(ownerWallet, hash);
    const res = await report(owner, { pool: 'coin', amount: '1.5', currency: 'ETH', transaction: hash });
    expect(res.statusCode, res.body).toBe(202);
    await watcher().tick();
    expect(await claimOf(owner, (res.json() as DepositClaim).id)).toMatchObject({
      status: 'credited',
      amount: '1.5',
      fee: '0.003',
    });
    expect(await entriesOf(hash)).toMatchObject([{ user_id: owner.id, log_index: NATIVE_LOG_INDEX, token: 'ETH' }]);
    await expectLedgerSound(t.app.db);
  });

  it('does not credit before the confirmations, and credits once they are there', async () => {
    const sent = await sendToken(ownerWallet, usdt, poolAddress('coin'), USDT(4n));
    const res = await report(owner, { pool: 'coin', amount: '4', currency: 'USDT', transaction: sent.transactionHash });
    const id = (res.json() as DepositClaim).id;
    const five = watcher(5);
    await five.tick();
    await mine(anvil, 2);
    await five.tick();
    expect(await claimOf(owner, id)).toMatchObject({ status: 'confirming', confirmations: 3, amount: null });
    expect(await entriesOf(sent.transactionHash)).toEqual([]);
    await mine(anvil, 2);
    await five.tick();
    expect(await claimOf(owner, id)).toMatchObject({ status: 'credited', amount: '4' });
    await expectLedgerSound(t.app.db);
  });

  it('rejects a reverted transaction', async () => {
    const sent = await sendToken(ownerWallet, usdt, poolAddress('stable'), USDT(10n ** 12n), 100_000n);
    expect(sent.status).toBe('reverted');
    const res = await report(owner, {
      pool: 'stable',
      amount: '1',
      currency: 'USDT',
      transaction: sent.transactionHash,
    });
    await watcher().tick();
    const claim = await claimOf(owner, (res.json() as DepositClaim).id);
    expect(claim).toMatchObject({ status: 'rejected', rejectReason: { code: 'deposit.reverted' } });
    await expectLedgerSound(t.app.db);
  });

  it('ignores a Transfer event from a contract that is not the allow-listed token', async () => {
    const deployed = await receipt(
      ownerWallet,
      await ownerWallet.deployContract({
        abi: MockERC20.abi,
        bytecode: MockERC20.bytecode,
        args: ['Fake Tether', 'USDT', 6],
      }),
    );
    const fake = deployed.contractAddress as Address;
    await receipt(
      ownerWallet,
      await ownerWallet.writeContract({
        address: fake,
        abi: MockERC20.abi,
        functionName: 'mint',
        args: [owner.address, USDT(100n)],
      }),
    );
    const sent = await sendToken(ownerWallet, fake, poolAddress('stable'), USDT(100n));
    const res = await report(owner, {
      pool: 'stable',
      amount: '100',
      currency: 'USDT',
      transaction: sent.transactionHash,
    });
    await watcher().tick();
    expect(await claimOf(owner, (res.json() as DepositClaim).id)).toMatchObject({
      status: 'rejected',
      rejectReason: { code: 'deposit.noTransfer' },
    });
    expect(await entriesOf(sent.transactionHash)).toEqual([]);
    await expectLedgerSound(t.app.db);
  });

  it('rejects a transfer to another address than the pool’s, in the caller’s language', async () => {
    const sent = await sendToken(ownerWallet, usdt, strangerWallet.account.address, USDT(3n));
    const res = await report(owner, {
      pool: 'stable',
      amount: '3',
      currency: 'USDT',
      transaction: sent.transactionHash,
    });
    await watcher().tick();
    const claim = await claimOf(owner, (res.json() as DepositClaim).id, { 'accept-language': 'ru' });
    expect(claim).toMatchObject({
      status: 'rejected',
      rejectReason: { code: 'deposit.noTransfer', message: expect.stringContaining('USDT') },
    });
    expect(claim.rejectReason?.message).toMatch(/[а-я]/);
    await expectLedgerSound(t.app.db);
  });

  it('rejects a transfer from a wallet nobody proved, and the scan does not credit it either', async () => {
    const sent = await sendToken(strangerWallet, usdt, poolAddress('stable'), USDT(8n));
    const res = await report(owner, {
      pool: 'stable',
      amount: '8',
      currency: 'USDT',
      transaction: sent.transactionHash,
    });
    await watcher().tick();
    expect(await claimOf(owner, (res.json() as DepositClaim).id)).toMatchObject({
      status: 'rejected',
      rejectReason: { code: 'deposit.senderNotProven' },
    });
    expect(await entriesOf(sent.transactionHash)).toEqual([]);
    await expectLedgerSound(t.app.db);
  });

  it('refuses at once a report from an account with no linked wallet, in its language, and takes it once linked', async () => {
    const key = devAccountKey(4);
    const late = walletOf(anvil, key);
    const hash = await late.sendTransaction({ to: poolAddress('coin'), value: parseEther('0.5') });
    await receipt(late, hash);
    const account = await investor(t);
    const user = { ...account, headers: bearer(account.token) };
    const body = { pool: 'coin', amount: '0.5', currency: 'ETH', transaction: hash };
    const made = { ...body, transaction: `0x${randomBytes(32).toString('hex')}` };
    for (const [sent, language] of [
      [made, 'en'],
      [body, 'ru'],
    ] as const) {
      const refused = await post(t.app, DEPOSIT, sent, { ...user.headers, 'accept-language': language });
      expect(refused.statusCode, refused.body).toBe(400);
      expect(refused.json()).toMatchObject({ statusCode: 400, code: 'deposit.noWallet' });
      expect(refused.json().message).toMatch(language === 'ru' ? /кошел/ : /wallet/);
    }
    const { n } = await t.app.db
      .selectFrom('deposit_claims')
      .select((eb) => eb.fn.countAll<string>().as('n'))
      .where('user_id', '=', account.user.id)
      .executeTakeFirstOrThrow();
    expect(Number(n)).toBe(0);

    await linkWallet(t, { id: account.user.id, token: account.token }, anvil.chainId, key);
    const again = await post(t.app, DEPOSIT, body, user.headers);
    expect(again.statusCode, again.body).toBe(202);
    const id = (again.json() as DepositClaim).id;
    await watcher().tick();
    expect((await t.app.inject({ url: `${DEPOSIT}s/${id}`, headers: user.headers })).json()).toMatchObject({
      status: 'credited',
      amount: '0.5',
    });
    await expectLedgerSound(t.app.db);
  });

  it('rejects a transaction the chain never shows once the timeout has passed', async () => {
    const hash = `0x${randomBytes(32).toString('hex')}`;
    const res = await report(owner, { pool: 'stable', amount: '1', currency: 'USDT', transaction: hash });
    const id = (res.json() as DepositClaim).id;
    await watcher().tick();
    expect(await claimOf(owner, id)).toMatchObject({ status: 'pending', confirmations: 0 });
    const later = new Date(Date.now() + MISSING_TIMEOUT_MS + 60_000);
    await watcher(undefined, () => later).tick();
    expect(await claimOf(owner, id)).toMatchObject({
      status: 'rejected',
      rejectReason: { code: 'deposit.txNotFound' },
    });
    // Reported again (the transaction may be mined late): the same claim waits for the chain once more.
    const again = await report(owner, { pool: 'stable', amount: '1', currency: 'USDT', transaction: hash });
    expect(again.json()).toMatchObject({ id, status: 'pending', rejectReason: null });
    await watcher(undefined, () => later).tick();
    expect(await claimOf(owner, id)).toMatchObject({ status: 'pending' });
    await expectLedgerSound(t.app.db);
  });

  it('does not credit a transaction reorganised away, and credits it once when it is mined again', async () => {
    const three = watcher(3);
    const snapshot = await anvilRpc<string>(anvil, 'evm_snapshot');
    const request = await ownerWallet.prepareTransactionRequest({
      to: usdt,
      data: encodeFunctionData({
        abi: MockERC20.abi,
        functionName: 'transfer',
        args: [poolAddress('strategy'), USDT(6n)],
      }),
    });
    const signed = await ownerWallet.signTransaction(request);
    const hash = await ownerWallet.sendRawTransaction({ serializedTransaction: signed });
    await receipt(ownerWallet, hash);
    const res = await report(owner, { pool: 'strategy', amount: '6', currency: 'USDT', transaction: hash });
    const id = (res.json() as DepositClaim).id;
    await three.tick();
    expect(await claimOf(owner, id)).toMatchObject({ status: 'confirming', confirmations: 1 });

    await anvilRpc(anvil, 'evm_revert', [snapshot]);
    await mine(anvil, 5);
    await three.tick();
    expect(await claimOf(owner, id)).toMatchObject({ status: 'pending', confirmations: 0, amount: null });
    expect(await entriesOf(hash)).toEqual([]);

    await ownerWallet.sendRawTransaction({ serializedTransaction: signed });
    await receipt(ownerWallet, hash);
    await mine(anvil, 2);
    await three.tick();
    await three.tick();
    expect(await claimOf(owner, id)).toMatchObject({ status: 'credited', amount: '6' });
    expect(await entriesOf(hash)).toHaveLength(1);
    await expectLedgerSound(t.app.db);
  });

  it('credits each of several transfers in one transaction; the claim has their sum', async () => {
    const deployed = await receipt(
      ownerWallet,
      await ownerWallet.deployContract({ abi: TestBatchTransfer.abi, bytecode: TestBatchTransfer.bytecode }),
    );
    const batch = deployed.contractAddress as Address;
    await receipt(
      ownerWallet,
      await ownerWallet.writeContract({
        address: usdc,
        abi: MockERC20.abi,
        functionName: 'approve',
        args: [batch, USDT(6n)],
      }),
    );
    const sent = await receipt(
      ownerWallet,
      await ownerWallet.writeContract({
        address: batch,
        abi: TestBatchTransfer.abi,
        functionName: 'transferMany',
        args: [usdc, poolAddress('dex'), [USDT(1n), USDT(2n), USDT(3n)]],
      }),
    );
    const res = await report(owner, { pool: 'dex', amount: '6', currency: 'USDC', transaction: sent.transactionHash });
    await watcher().tick();
    const claim = await claimOf(owner, (res.json() as DepositClaim).id);
    // Dex's demo fee is 0.3 %, rounded up per transfer.
    expect(claim).toMatchObject({ status: 'credited', amount: '6', fee: '0.018' });
    const entries = await entriesOf(sent.transactionHash);
    expect(entries.map((e) => e.amount)).toEqual(['1000000', '2000000', '3000000']);
    expect(new Set(entries.map((e) => e.log_index)).size).toBe(3);
    const row = await t.app.db
      .selectFrom('deposit_claims')
      .select(sql<number>`cardinality(entry_ids)`.as('n'))
      .where('id', '=', claim.id)
      .executeTakeFirstOrThrow();
    expect(Number(row.n)).toBe(3);
    await expectLedgerSound(t.app.db);
  });

  it('finds transfers nobody reported (token and native) and credits them to the wallet’s owner with claims', async () => {
    const sent = await sendToken(otherWallet, usdc, poolAddress('coin'), USDT(12n));
    const eth = await otherWallet.sendTransaction({ to: poolAddress('dex'), value: parseEther('0.25') });
    await receipt(otherWallet, eth);
    await watcher().tick();
    const list = await t.app.inject({ url: '/api/v1/dashboard/deposits', headers: other.headers });
    expect(list.statusCode).toBe(200);
    const { items, total } = list.json() as { items: DepositClaim[]; total: number };
    expect(total).toBe(2);
    expect(items[0]).toMatchObject({
      pool: 'dex',
      currency: 'ETH',
      transaction: eth,
      status: 'credited',
      amount: '0.25',
    });
    expect(await entriesOf(eth)).toMatchObject([{ user_id: other.id, log_index: NATIVE_LOG_INDEX }]);
    expect(items[1]).toMatchObject({
      pool: 'coin',
      currency: 'USDC',
      transaction: sent.transactionHash,
      status: 'credited',
      claimedAmount: '12',
      amount: '12',
    });
    expect(await entriesOf(sent.transactionHash)).toMatchObject([{ user_id: other.id, amount: '12000000' }]);
    const source = await t.app.db
      .selectFrom('deposit_claims')
      .select('source')
      .where('tx_hash', '=', sent.transactionHash)
      .executeTakeFirstOrThrow();
    expect(source.source).toBe('watcher');
    await expectLedgerSound(t.app.db);
  });

  it('credits a transaction reported 50 times at once by two users once, to the wallet’s owner', async () => {
    const sent = await sendToken(ownerWallet, usdt, poolAddress('coin'), USDT(7n));
    const body = { pool: 'coin', amount: '7', currency: 'USDT', transaction: sent.transactionHash };
    const answers = await Promise.all(Array.from({ length: 50 }, (_, i) => report(i % 2 ? other : owner, body)));
    expect(answers.map((r) => r.statusCode)).toEqual(Array(50).fill(202));
    const ids = (user: WalletUser) =>
      new Set(answers.filter((_, i) => (i % 2 ? other : owner) === user).map((r) => (r.json() as DepositClaim).id));
    expect(ids(owner).size).toBe(1);
    expect(ids(other).size).toBe(1);

    await Promise.all([watcher().tick(), watcher().tick()]);
    await watcher().tick();
    expect(await claimOf(owner, [...ids(owner)][0] as string)).toMatchObject({ status: 'credited', amount: '7' });
    expect(await claimOf(other, [...ids(other)][0] as string)).toMatchObject({
      status: 'rejected',
      rejectReason: { code: 'deposit.senderNotProven' },
    });
    expect(await entriesOf(sent.transactionHash)).toMatchObject([{ user_id: owner.id, amount: '7000000' }]);
    await expectLedgerSound(t.app.db);
  });

  it('starts the scan over when its cursor is above the chain head (a chain that started over)', async () => {
    await t.app.deposits.claims.setCursor(anvil.chainId, 10n ** 9n);
    const sent = await sendToken(otherWallet, usdt, poolAddress('stable'), USDT(5n));
    await watcher().tick();
    expect(await entriesOf(sent.transactionHash)).toMatchObject([{ user_id: other.id, amount: '5000000' }]);
    await expectLedgerSound(t.app.db);
  });

  it('answers the first claim for a repeated Idempotency-Key, 422 for another body, 400 for a bad key', async () => {
    const sent = await sendToken(ownerWallet, usdt, poolAddress('coin'), USDT(2n));
    const body = { pool: 'coin', amount: '2', currency: 'USDT', transaction: sent.transactionHash };
    const key = { 'idempotency-key': `dep-${randomBytes(8).toString('hex')}` };
    const first = await report(owner, body, key);
    const again = await report(owner, body, key);
    expect(first.statusCode).toBe(202);
    expect(again.statusCode).toBe(202);
    expect((again.json() as DepositClaim).id).toBe((first.json() as DepositClaim).id);

    const changed = await report(owner, { ...body, amount: '3' }, key);
    expect(changed.statusCode).toBe(422);
    expect(changed.json()).toMatchObject({ statusCode: 422, code: 'idempotency.keyReused' });
    const bad = await report(owner, body, { 'idempotency-key': 'has spaces in it' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toMatchObject({ code: 'idempotency.keyInvalid' });

    // Without a key, a repeat report of the transfer answers the same claim too.
    const repeat = await report(owner, body);
    expect((repeat.json() as DepositClaim).id).toBe((first.json() as DepositClaim).id);
    await watcher().tick();
    await expectLedgerSound(t.app.db);
  });

  it('refuses bad input with 4xx JSON and never shows another user’s claim', async () => {
    const tx = `0x${randomBytes(32).toString('hex')}`;
    const good = { pool: 'stable', amount: '1', currency: 'USDT', transaction: tx };
    await t.app.db
      .deleteFrom('pool_deposit_addresses')
      .where('pool', '=', 'strategy')
      .where('currency', '=', 'WAVES')
      .execute();
    const cases: [Record<string, unknown>, number, string?][] = [
      [{ ...good, transaction: '0x1234' }, 400],
      [{ ...good, pool: 'nope' }, 400],
      [{ ...good, amount: '9'.repeat(100) }, 400],
      [{ ...good, amount: '-1' }, 400],
      [{ ...good, amount: 1 }, 400],
      [{ ...good, extra: true }, 400],
      [{ ...good, currency: 'DOGE' }, 400],
      [{ ...good, chainId: 999 }, 400, 'deposit.chainNotSupported'],
      [{ ...good, chainId: 2 ** 40 }, 400, 'deposit.chainNotSupported'],
      [{ ...good, pool: 'strategy', currency: 'WAVES' }, 400, 'deposit.noAddress'],
    ];
    for (const [body, status, code] of cases) {
      const res = await report(owner, body);
      expect(res.statusCode, JSON.stringify(body)).toBe(status);
      const json = res.json() as { statusCode: number; error: string; message: string; code: string };
      expect(json).toMatchObject({ statusCode: status, error: expect.any(String), message: expect.any(String) });
      if (code) expect(json.code).toBe(code);
    }
    expect((await post(t.app, DEPOSIT, good)).statusCode).toBe(401);

    const mine = (await report(owner, good).then((r) => r.json())) as DepositClaim;
    const theirs = await t.app.inject({ url: `/api/v1/dashboard/deposits/${mine.id}`, headers: other.headers });
    expect(theirs.statusCode).toBe(404);
    expect(theirs.json()).toMatchObject({ code: 'http.notFound' });
    const badId = await t.app.inject({ url: '/api/v1/dashboard/deposits/not-a-uuid', headers: owner.headers });
    expect(badId.statusCode).toBe(400);
    const badPage = await t.app.inject({ url: '/api/v1/dashboard/deposits?page=0', headers: owner.headers });
    expect(badPage.statusCode).toBe(400);
    const page = await t.app.inject({
      url: '/api/v1/dashboard/deposits?page=1&pageSize=2',
      headers: bearer(owner.token),
    });
    const listed = page.json() as { items: DepositClaim[]; total: number };
    expect(listed.items).toHaveLength(2);
    expect(listed.items[0]?.id).toBe(mine.id);
    expect(listed.total).toBeGreaterThan(2);
    await expectLedgerSound(t.app.db);
  });

  it('acts only while holding the advisory lock on PostgreSQL', async () => {
    if (engine !== 'postgres') {
      expect((await watcher().tick()).ran).toBe(true);
      return;
    }
    await t.app.db.connection().execute(async (conn) => {
      await sql`select pg_advisory_lock(${DEPOSIT_WATCH_LOCK_KEY}::bigint)`.execute(conn);
      try {
        expect((await watcher().tick()).ran).toBe(false);
      } finally {
        await sql`select pg_advisory_unlock(${DEPOSIT_WATCH_LOCK_KEY}::bigint)`.execute(conn);
      }
    });
    expect((await watcher().tick()).ran).toBe(true);
    await expectLedgerSound(t.app.db);
  });
});
