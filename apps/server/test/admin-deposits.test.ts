/**
 * The deposits console on a real anvil chain (decision 73): the claims and credited-transfer lists filter and page by
 * keyset; a transfer from a wallet nobody proved is kept as unmatched by the watcher, and an operator's assignment
 * verifies it as the watcher does and credits it once, with its audit row.
 */
import type {
  AdminDepositClaimsResponse,
  AdminDepositTransfersResponse,
  AdminUnmatchedResponse,
  DepositAssignment,
} from '@yc/contract';
import type { Address, Hex } from 'viem';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedDemo } from '../src/db/seed.ts';
import { MockERC20 } from '../src/modules/chain/artifacts.ts';
import { AdminDeposits } from '../src/modules/deposits/admin-deposits.service.ts';
import { DepositWatcher } from '../src/modules/deposits/deposit-watcher.ts';
import { devPoolWallet } from '../src/modules/pools/dev-pools.ts';
import { bearer, investor, post } from './helpers/accounts.ts';
import { type Anvil, startAnvil } from './helpers/anvil.ts';
import { receipt, reportClaim, sendToken, type TestWallet, walletOf, walletUser } from './helpers/deposits.ts';
import { expectError } from './helpers/errors.ts';
import { expectLedgerSound } from './helpers/ledger.ts';
import { makeStale, operatorSession } from './helpers/operators.ts';
import { createTestApp, engine, type TestApp } from './helpers/test-app.ts';

const USDT = (n: bigint) => n * 1_000_000n;
const ASSIGN = '/api/v1/admin/deposits/assign';
const PREVIEW = '/api/v1/admin/deposits/assign/preview';

describe(`deposits console on ${engine}`, () => {
  let anvil: Anvil;
  let t: TestApp;
  let ops: Awaited<ReturnType<typeof operatorSession>>;
  /** A password investor with no wallet: only an operator can credit a transfer to them. */
  let target: Awaited<ReturnType<typeof investor>>;
  /** Holds tokens; nobody proved it. */
  let stranger: TestWallet;
  let usdt: Address;

  beforeAll(async () => {
    anvil = await startAnvil();
    t = await createTestApp({ CHAIN_RPC_URL_31337: anvil.url, SUPPORTED_CHAIN_IDS: '31337', DEV_CHAIN: 'off' });
    await seedDemo(t.app.db, anvil.chainId);
    usdt = t.app.chain.network(anvil.chainId)?.tokens.find((x) => x.symbol === 'USDT')?.address as Address;
    ops = await operatorSession(t);
    target = await investor(t);
    stranger = walletOf(anvil, anvil.keys[3] as Hex);
  });
  afterAll(async () => {
    await t?.close();
    await anvil?.stop();
  });

  const get = (url: string, headers = ops.headers) => t.app.inject({ method: 'GET', url, headers });
  const assignBody = (txHash: string, extra: object = {}) => ({
    chainId: anvil.chainId,
    txHash,
    user: target.login,
    pool: 'stable',
    ...extra,
  });
  const assign = (body: object) => post(t.app, ASSIGN, body, ops.headers);
  const entriesOf = (txHash: string) =>
    t.app.db
      .selectFrom('journal_entries')
      .select(['id', 'user_id', 'amount', 'pool', 'token'])
      .where('tx_hash', '=', txHash)
      .execute();
  const strangerSends = (to: Address, amount: bigint) => sendToken(stranger, usdt, to, amount);

  it('keeps a transfer from an unlinked wallet as unmatched; the operator assigns it and it is credited once', async () => {
    const sent = await strangerSends(devPoolWallet('stable').address, USDT(25n));
    const tx = sent.transactionHash;
    await t.app.deposits.watcher.tick();
    expect(await entriesOf(tx)).toEqual([]);

    const open = (
      await get(`/api/v1/admin/deposits/unmatched?state=open&txHash=${tx}`)
    ).json() as AdminUnmatchedResponse;
    expect(open.items).toEqual([
      expect.objectContaining({
        txHash: tx,
        logIndex: sent.logs[0]?.logIndex,
        currency: 'USDT',
        from: stranger.account.address.toLowerCase(),
        to: devPoolWallet('stable').address.toLowerCase(),
        amount: '25',
        state: 'open',
        creditedUserId: null,
      }),
    ]);

    const preview = await post(t.app, PREVIEW, assignBody(tx), ops.headers);
    expect(preview.statusCode, preview.body).toBe(200);
    expect(preview.json()).toMatchObject({ amount: '25', userId: target.user.id, entryId: null, fee: null });
    expect(await entriesOf(tx)).toEqual([]);

    const res = await assign(assignBody(tx));
    expect(res.statusCode, res.body).toBe(200);
    const done = res.json() as DepositAssignment;
    // Stable's demo deposit fee is 0.1 %.
    expect(done).toMatchObject({ amount: '25', fee: '0.025', userId: target.user.id, pool: 'stable' });
    const entries = await entriesOf(tx);
    expect(entries).toEqual([
      { id: done.entryId, user_id: target.user.id, amount: USDT(25n).toString(), pool: 'stable', token: 'USDT' },
    ]);
    expect((await t.app.ledger.position(target.user.id, 'stable', 'USDT')).value).toBe(USDT(25n) - 25_000n);
    await expectLedgerSound(t.app.db);

    const audit = await t.app.db.selectFrom('audit_log').selectAll().where('action', '=', 'deposit.assign').execute();
    expect(audit).toHaveLength(1);
    expect(audit[0]).toMatchObject({
      actor_id: ops.id,
      object_type: 'deposit_transfer',
      object_id: `${anvil.chainId}:${tx}:${sent.logs[0]?.logIndex}`,
      before: expect.objectContaining({ state: 'open', amount: '25' }),
      after: expect.objectContaining({ state: 'credited', userId: target.user.id, entryId: done.entryId }),
    });

    const credited = (
      await get(`/api/v1/admin/deposits/unmatched?state=credited&txHash=${tx}`)
    ).json() as AdminUnmatchedResponse;
    expect(credited.items).toEqual([
      expect.objectContaining({ state: 'credited', creditedUserId: target.user.id, assignedBy: ops.id }),
    ]);
    const claims = (
      await get(`/api/v1/admin/deposits/claims?user=${target.user.id}`)
    ).json() as AdminDepositClaimsResponse;
    expect(claims.items).toEqual([
      expect.objectContaining({ txHash: tx, status: 'credited', source: 'watcher', amount: '25', email: target.login }),
    ]);

    for (const url of [ASSIGN, PREVIEW]) {
      expectError(
        await post(t.app, url, assignBody(tx), ops.headers),
        409,
        'deposit.alreadyCredited',
        'This transaction has already been credited',
      );
    }
    expect(await entriesOf(tx)).toHaveLength(1);
  });

  it('credits a transfer the watcher never saw once, when two operators assign it at once', async () => {
    const sent = await strangerSends(devPoolWallet('stable').address, USDT(7n));
    const tx = sent.transactionHash;
    const [a, b] = await Promise.all([assign(assignBody(tx)), assign(assignBody(tx, { user: target.user.id }))]);
    expect([a.statusCode, b.statusCode].sort()).toEqual([200, 409]);
    expect(await entriesOf(tx)).toHaveLength(1);
    const rows = await t.app.db.selectFrom('unmatched_transfers').selectAll().where('tx_hash', '=', tx).execute();
    expect(rows).toEqual([expect.objectContaining({ assigned_user_id: target.user.id, assigned_by: ops.id })]);
    await expectLedgerSound(t.app.db);
  });

  it('refuses a transfer to another address, a foreign token, an unknown hash and an unconfirmed one', async () => {
    const elsewhere = await strangerSends(stranger.account.address, USDT(1n));
    expectError(
      await assign(assignBody(elsewhere.transactionHash)),
      400,
      'admin.depositNoTransfer',
      `The transaction pays none of this pool's deposit addresses on network ${anvil.chainId}`,
    );

    const fake = (
      await receipt(
        stranger,
        await stranger.deployContract({ abi: MockERC20.abi, bytecode: MockERC20.bytecode, args: ['Fake', 'USDT', 6] }),
      )
    ).contractAddress as Address;
    await receipt(
      stranger,
      await stranger.writeContract({
        address: fake,
        abi: MockERC20.abi,
        functionName: 'mint',
        args: [stranger.account.address, USDT(5n)],
      }),
    );
    const foreign = await sendToken(stranger, fake, devPoolWallet('stable').address, USDT(5n));
    expect((await assign(assignBody(foreign.transactionHash))).json()).toMatchObject({
      code: 'admin.depositNoTransfer',
    });
    // The right token to a pool that does not take it.
    const wrongPool = await strangerSends(devPoolWallet('coin').address, USDT(1n));
    expect((await assign(assignBody(wrongPool.transactionHash))).json()).toMatchObject({
      code: 'admin.depositNoTransfer',
    });

    expectError(
      await assign(assignBody(`0x${'ab'.repeat(32)}`)),
      400,
      'deposit.txNotFound',
      'The transaction was not found on the chain',
    );
    expectError(
      await assign(assignBody(foreign.transactionHash, { user: 'nobody@example.com' })),
      400,
      'admin.depositUserNotFound',
      'No investor has this id or e-mail',
    );
    expectError(
      await assign({ ...assignBody(foreign.transactionHash), chainId: 1 }),
      400,
      'admin.depositChainNotWatched',
      'Network 1 has no node to read the transaction from',
    );

    // The network's rule is one confirmation on anvil; a console that asks for three refuses a fresh transfer.
    const strict = new AdminDeposits({
      db: t.app.db,
      chain: t.app.chain,
      ledger: t.app.ledger,
      claims: t.app.deposits.claims,
      auditLog: t.app.auditLog,
      chainIds: [anvil.chainId],
      confirmations: () => 3,
    });
    const fresh = await strangerSends(devPoolWallet('stable').address, USDT(2n));
    await expect(strict.preview(assignBody(fresh.transactionHash) as never)).rejects.toMatchObject({
      statusCode: 409,
      code: 'admin.depositUnconfirmed',
      params: { confirmations: '1', required: '3' },
    });
    for (const hash of [elsewhere, foreign, wrongPool, fresh].map((r) => r.transactionHash)) {
      expect(await entriesOf(hash)).toEqual([]);
    }
  });

  it('lists claims and credited transfers newest first, filtered, a page at a time', async () => {
    const owner = await walletUser(t, anvil.chainId, anvil.keys[1] as Hex);
    const ownerWallet = walletOf(anvil, anvil.keys[1] as Hex);
    const hashes: string[] = [];
    for (const n of [1n, 2n, 3n]) {
      const sent = await sendToken(ownerWallet, usdt, devPoolWallet('stable').address, USDT(n));
      await reportClaim(t, owner, {
        pool: 'stable',
        amount: String(n),
        currency: 'USDT',
        transaction: sent.transactionHash,
      });
      hashes.push(sent.transactionHash);
    }
    await new DepositWatcher(t.app.deposits.watcher.deps, { confirmations: 1 }).tick();

    const walk = async <R extends { nextCursor: string | null; items: { txHash: string }[] }>(url: string) => {
      const seen: string[] = [];
      let cursor: string | null = null;
      do {
        const res = await get(`${url}&limit=1${cursor ? `&cursor=${cursor}` : ''}`);
        expect(res.statusCode, res.body).toBe(200);
        const page = res.json() as R;
        expect(page.items.length).toBeLessThanOrEqual(1);
        seen.push(...page.items.map((i) => i.txHash));
        cursor = page.nextCursor;
      } while (cursor);
      return seen;
    };
    const newestFirst = [...hashes].reverse();
    expect(await walk<AdminDepositClaimsResponse>(`/api/v1/admin/deposits/claims?user=${owner.id}`)).toEqual(
      newestFirst,
    );
    expect(await walk<AdminDepositTransfersResponse>(`/api/v1/admin/deposits/transfers?user=${owner.id}`)).toEqual(
      newestFirst,
    );

    const byTx = (
      await get(`/api/v1/admin/deposits/transfers?txHash=${hashes[1]}`)
    ).json() as AdminDepositTransfersResponse;
    expect(byTx.items).toEqual([
      expect.objectContaining({ userId: owner.id, amount: '2', fee: '0.002', currency: 'USDT' }),
    ]);
    const rejected = (await get(`/api/v1/admin/deposits/claims?user=${owner.id}&status=rejected`)).json();
    expect(rejected.items).toEqual([]);
    const otherPool = (await get(`/api/v1/admin/deposits/claims?user=${owner.id}&pool=coin`)).json();
    expect(otherPool.items).toEqual([]);
    const tomorrow = new Date(Date.now() + 86_400_000).toISOString().slice(0, 10);
    const later = (await get(`/api/v1/admin/deposits/transfers?user=${owner.id}&from=${tomorrow}`)).json();
    expect(later.items).toEqual([]);
    const unknownUser = (await get('/api/v1/admin/deposits/claims?user=nobody@example.com')).json();
    expect(unknownUser).toEqual({ items: [], nextCursor: null });
    expect((await get('/api/v1/admin/deposits/claims?cursor=bm9wZQ')).statusCode).toBe(400);

    const csv = await get(`/api/v1/admin/deposits/transfers.csv?user=${owner.id}`);
    expect(csv.headers['content-type']).toMatch(/^text\/csv/);
    const lines = csv.body.trim().split('\r\n');
    expect(lines[0]).toBe('createdAt,entryId,userId,email,pool,currency,chainId,txHash,logIndex,amount,fee');
    expect(lines.slice(1).map((l) => l.split(',')[7])).toEqual(newestFirst);
    const claimsCsv = await get(`/api/v1/admin/deposits/claims.csv?user=${owner.id}&status=credited`);
    expect(claimsCsv.body.trim().split('\r\n')).toHaveLength(4);
  });

  it('answers 403 to an investor, and asks an operator for a fresh code before assigning', async () => {
    const someone = await investor(t);
    for (const url of [
      '/api/v1/admin/deposits/claims',
      '/api/v1/admin/deposits/transfers',
      '/api/v1/admin/deposits/unmatched',
    ]) {
      expect((await get(url, bearer(someone.token))).statusCode).toBe(403);
    }
    expect((await post(t.app, ASSIGN, assignBody(`0x${'cd'.repeat(32)}`), bearer(someone.token))).statusCode).toBe(403);

    const sent = await strangerSends(devPoolWallet('stable').address, USDT(4n));
    await makeStale(t, ops);
    expectError(
      await assign(assignBody(sent.transactionHash)),
      403,
      'admin.totpStale',
      'Enter a code from your authenticator app to confirm this action',
    );
    expect(await entriesOf(sent.transactionHash)).toEqual([]);
  });
});
