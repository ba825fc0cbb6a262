/**
 * The ledger service at the ledger level (decision 28): deposit credits, withdrawal hold/settle/void, fees,
 * idempotency, the journal's own guards, and concurrency on both engines. Invariants checked after every test.
 */
import { randomUUID } from 'node:crypto';
import type { AnyPool } from '@yc/contract';
import { RAY } from '@yc/contract/fixed-point';
import { sql } from 'kysely';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { LedgerError, LedgerService, shareAsset } from '../src/modules/ledger/ledger.service.ts';
import { bareUser, expectLedgerSound, setFees, transfer } from './helpers/ledger.ts';
import { createTestApp, engine, type TestApp } from './helpers/test-app.ts';

const USDT = (n: bigint) => n * 10n ** 6n;

describe(`ledger on ${engine}`, () => {
  let t: TestApp;
  let ledger: LedgerService;
  beforeAll(async () => {
    t = await createTestApp();
    ledger = new LedgerService(t.app.db);
    await setFees(t.app.db, 'stable', '0.1', '0.5');
  });
  afterEach(() => expectLedgerSound(t.app.db));
  afterAll(() => t.close());

  const hold = (userId: string, amount: bigint, pool: AnyPool = 'stable', token = 'USDT') =>
    ledger.holdWithdrawal({
      userId,
      pool,
      token,
      amount,
      withdrawalId: randomUUID(),
      idempotencyKey: `w:${randomUUID()}`,
    });

  it('credits a deposit: the fee to the fees account, shares at the price per share', async () => {
    const user = await bareUser(t.app.db);
    const credit = await ledger.creditDeposit({
      userId: user,
      pool: 'stable',
      token: 'USDT',
      amount: USDT(1000n),
      ...transfer(),
    });
    expect(credit).toMatchObject({ fee: USDT(1n), shares: USDT(999n), duplicate: false, userId: user });
    const position = await ledger.position(user, 'stable', 'USDT');
    expect(position).toEqual({ shares: USDT(999n), pricePerShare: RAY, value: USDT(999n) });
    expect(await ledger.balance({ kind: 'fees', pool: 'stable', asset: 'USDT' })).toBeGreaterThanOrEqual(USDT(1n));
    const lines = await t.app.db
      .selectFrom('journal_lines')
      .select(['asset', 'amount'])
      .where('entry_id', '=', credit.entryId)
      .execute();
    expect(lines.map((l) => [l.asset, l.amount]).sort()).toEqual(
      [
        ['USDT', '1000000000'],
        ['USDT', '-1000000'],
        ['USDT', '-999000000'],
        [shareAsset('stable', 'USDT'), '999000000'],
        [shareAsset('stable', 'USDT'), '-999000000'],
      ].sort(),
    );
  });

  it('credits a transfer once, by its idempotency key or by (chain, tx, log index)', async () => {
    const user = await bareUser(t.app.db);
    const other = await bareUser(t.app.db);
    const tr = transfer();
    const input = { userId: user, pool: 'stable' as const, token: 'USDT', amount: USDT(10n), ...tr };
    const first = await ledger.creditDeposit(input);
    expect((await ledger.creditDeposit(input)).duplicate).toBe(true);
    // Another report of the same log under another key, by another user: still the first credit.
    const again = await ledger.creditDeposit({ ...input, userId: other, idempotencyKey: 'another-key' });
    expect(again).toMatchObject({ duplicate: true, entryId: first.entryId, userId: user });
    // The hash's case does not make it another transfer.
    const upper = await ledger.creditDeposit({
      ...input,
      txHash: tr.txHash.toUpperCase().replace('0X', '0x'),
      idempotencyKey: 'k2',
    });
    expect(upper.duplicate).toBe(true);
    expect((await ledger.position(other, 'stable', 'USDT')).shares).toBe(0n);
    expect((await ledger.position(user, 'stable', 'USDT')).shares).toBe(first.shares);
  });

  it("answers repeats inside the caller's transaction from that transaction", async () => {
    const user = await bareUser(t.app.db);
    const input = { userId: user, pool: 'stable' as const, token: 'USDT', amount: USDT(10n), ...transfer() };
    const first = await ledger.creditDeposit(input);
    const withdrawalId = randomUUID();
    const holdInput = { userId: user, pool: 'stable' as const, token: 'USDT', amount: USDT(1n), withdrawalId };
    await ledger.holdWithdrawal({ ...holdInput, idempotencyKey: `w:${withdrawalId}` });
    await ledger.voidWithdrawal({ withdrawalId, reason: 'rejected' });
    // On PGlite a lookup on another connection would wait for this transaction for ever.
    const repeats = await t.app.db.transaction().execute(async (tx) => ({
      credit: await ledger.creditDeposit(input, tx),
      hold: await ledger.holdWithdrawal({ ...holdInput, idempotencyKey: `w:${withdrawalId}` }, tx),
      close: await ledger.voidWithdrawal({ withdrawalId, reason: 'rejected' }, tx),
    }));
    expect(repeats.credit).toMatchObject({ duplicate: true, entryId: first.entryId });
    expect(repeats.hold).toMatchObject({ duplicate: true, withdrawalId });
    expect(repeats.close).toMatchObject({ duplicate: true, kind: 'withdrawal_void' });
  });

  it('credits the same transfer reported 50 times at once, by two users, exactly once', async () => {
    const [a, b] = [await bareUser(t.app.db), await bareUser(t.app.db)];
    const tr = transfer();
    const results = await Promise.all(
      Array.from({ length: 50 }, (_, i) =>
        ledger.creditDeposit({
          userId: i % 2 ? a : b,
          pool: 'stable',
          token: 'USDT',
          amount: USDT(7n),
          ...tr,
          idempotencyKey: `report:${i}`,
        }),
      ),
    );
    expect(results.filter((r) => !r.duplicate)).toHaveLength(1);
    const winner = results.find((r) => !r.duplicate);
    expect(new Set(results.map((r) => r.entryId))).toEqual(new Set([winner?.entryId]));
    const count = await t.app.db
      .selectFrom('journal_entries')
      .select((eb) => eb.fn.countAll<string>().as('n'))
      .where('tx_hash', '=', tr.txHash)
      .executeTakeFirstOrThrow();
    expect(Number(count.n)).toBe(1);
    const total =
      (await ledger.position(a, 'stable', 'USDT')).shares + (await ledger.position(b, 'stable', 'USDT')).shares;
    expect(total).toBe(winner?.shares);
  });

  it('holds, settles (fee to the fees account) and voids withdrawals', async () => {
    const user = await bareUser(t.app.db);
    // 1002 USDT less the 0.1 % fee (1.002) leaves 1000.998 USDT of shares.
    await ledger.creditDeposit({ userId: user, pool: 'stable', token: 'USDT', amount: USDT(1002n), ...transfer() });
    const feesBefore = await ledger.balance({ kind: 'fees', pool: 'stable', asset: 'USDT' });
    const custodyBefore = await ledger.balance({ kind: 'pool_custody', pool: 'stable', asset: 'USDT' });

    const h = await hold(user, USDT(400n));
    expect(h).toMatchObject({ amount: USDT(400n), fee: USDT(2n), shares: USDT(400n), duplicate: false });
    expect(await ledger.balance({ kind: 'user_hold', userId: user, pool: 'stable', asset: 'USDT' })).toBe(USDT(400n));
    const settled = await ledger.settleWithdrawal({ withdrawalId: h.withdrawalId });
    expect(settled).toMatchObject({ amount: USDT(398n), fee: USDT(2n), duplicate: false });
    expect((await ledger.settleWithdrawal({ withdrawalId: h.withdrawalId })).duplicate).toBe(true);
    await expect(ledger.voidWithdrawal({ withdrawalId: h.withdrawalId })).rejects.toMatchObject({
      code: 'withdrawal_closed',
    });
    expect(await ledger.balance({ kind: 'fees', pool: 'stable', asset: 'USDT' })).toBe(feesBefore + USDT(2n));
    expect(await ledger.balance({ kind: 'pool_custody', pool: 'stable', asset: 'USDT' })).toBe(
      custodyBefore - USDT(398n),
    );
    expect(await ledger.balance({ kind: 'user_hold', userId: user, pool: 'stable', asset: 'USDT' })).toBe(0n);

    const h2 = await hold(user, USDT(600n));
    expect((await ledger.position(user, 'stable', 'USDT')).shares).toBe(998_000n);
    const voided = await ledger.voidWithdrawal({ withdrawalId: h2.withdrawalId, reason: 'rejected' });
    expect(voided).toMatchObject({ amount: USDT(600n), shares: USDT(600n), fee: 0n });
    expect((await ledger.position(user, 'stable', 'USDT')).shares).toBe(USDT(600n) + 998_000n);
    await expect(ledger.settleWithdrawal({ withdrawalId: h2.withdrawalId })).rejects.toMatchObject({
      code: 'withdrawal_closed',
    });
    await expect(ledger.settleWithdrawal({ withdrawalId: randomUUID() })).rejects.toMatchObject({
      code: 'unknown_withdrawal',
    });
  });

  it('a repeated hold (same key or same withdrawal) holds once', async () => {
    const user = await bareUser(t.app.db);
    await ledger.creditDeposit({ userId: user, pool: 'stable', token: 'USDT', amount: USDT(100n), ...transfer() });
    const input = {
      userId: user,
      pool: 'stable' as const,
      token: 'USDT',
      amount: USDT(30n),
      withdrawalId: randomUUID(),
      idempotencyKey: `w:${randomUUID()}`,
    };
    const first = await ledger.holdWithdrawal(input);
    expect((await ledger.holdWithdrawal(input)).duplicate).toBe(true);
    expect((await ledger.holdWithdrawal({ ...input, idempotencyKey: 'other' })).entryId).toBe(first.entryId);
    expect(await ledger.balance({ kind: 'user_hold', userId: user, pool: 'stable', asset: 'USDT' })).toBe(USDT(30n));
  });

  it('refuses a withdrawal without a position, beyond it, or of nothing', async () => {
    const user = await bareUser(t.app.db);
    await expect(hold(user, 1n)).rejects.toMatchObject({ code: 'not_replenished' });
    await ledger.creditDeposit({ userId: user, pool: 'coin', token: 'USDT', amount: USDT(5n), ...transfer() });
    await expect(hold(user, USDT(5n) + 1n, 'coin')).rejects.toBeInstanceOf(LedgerError);
    await expect(hold(user, USDT(5n) + 1n, 'coin')).rejects.toMatchObject({ code: 'insufficient' });
    await expect(hold(user, 0n, 'coin')).rejects.toMatchObject({ code: 'invalid_amount' });
    await expect(
      ledger.creditDeposit({ userId: user, pool: 'coin', token: 'NOPE', amount: 5n, ...transfer() }),
    ).rejects.toMatchObject({ code: 'unknown_asset' });
    expect((await hold(user, USDT(5n), 'coin')).duplicate).toBe(false);
    expect((await ledger.position(user, 'coin', 'USDT')).shares).toBe(0n);
  });

  it('100 concurrent holds totalling 3× the balance never overdraw', async () => {
    const user = await bareUser(t.app.db);
    await setFees(t.app.db, 'dex', '0', '0');
    await ledger.creditDeposit({ userId: user, pool: 'dex', token: 'USDT', amount: USDT(1000n), ...transfer() });
    const results = await Promise.allSettled(Array.from({ length: 100 }, () => hold(user, USDT(30n), 'dex')));
    const ok = results.filter((r) => r.status === 'fulfilled');
    const failed = results.filter((r) => r.status === 'rejected');
    for (const f of failed) expect((f as PromiseRejectedResult).reason).toMatchObject({ code: 'insufficient' });
    expect(ok.length).toBe(33);
    const held = await ledger.balance({ kind: 'user_hold', userId: user, pool: 'dex', asset: 'USDT' });
    expect(held).toBe(USDT(30n) * BigInt(ok.length));
    expect(held <= USDT(1000n)).toBe(true);
    expect((await ledger.position(user, 'dex', 'USDT')).shares).toBe(USDT(10n));
  });

  it('guards the journal: append-only, and no statement leaves an entry unbalanced', async () => {
    await expect(sql`update journal_lines set amount = amount + 1`.execute(t.app.db)).rejects.toThrow(/append-only/);
    await expect(sql`delete from journal_entries`.execute(t.app.db)).rejects.toThrow(/append-only/);
    const user = await bareUser(t.app.db);
    const accountId = await ledger.account(t.app.db, { kind: 'fees', pool: 'stable', asset: 'USDT' });
    await expect(
      t.app.db.transaction().execute(async (tx) => {
        const e = await tx
          .insertInto('journal_entries')
          .values({ kind: 'yield', idempotency_key: `bad:${user}` })
          .returning('id')
          .executeTakeFirstOrThrow();
        await tx
          .insertInto('journal_lines')
          .values({ entry_id: e.id, account_id: accountId, asset: 'USDT', amount: '5' })
          .execute();
      }),
    ).rejects.toThrow(/does not balance/);
    expect(
      await t.app.db.selectFrom('journal_entries').select('id').where('idempotency_key', '=', `bad:${user}`).execute(),
    ).toEqual([]);
    // Each insert statement must leave the entries it touches balanced: an entry cannot be built up unbalanced
    // over two statements, and an old, balanced entry takes no unbalanced line later.
    const other = await ledger.account(t.app.db, { kind: 'rounding', pool: 'stable', asset: 'USDT' });
    const twoSteps = t.app.db.transaction().execute(async (tx) => {
      const e = await tx
        .insertInto('journal_entries')
        .values({ kind: 'yield', idempotency_key: `two-steps:${user}` })
        .returning('id')
        .executeTakeFirstOrThrow();
      for (const [account_id, amount] of [
        [accountId, '5'],
        [other, '-5'],
      ] as const) {
        await tx.insertInto('journal_lines').values({ entry_id: e.id, account_id, asset: 'USDT', amount }).execute();
      }
    });
    await expect(twoSteps).rejects.toThrow(/does not balance/);
    const [old] = await t.app.db.selectFrom('journal_lines').select('entry_id').limit(1).execute();
    expect(old).toBeDefined();
    await expect(
      t.app.db
        .insertInto('journal_lines')
        .values({ entry_id: old?.entry_id as string, account_id: accountId, asset: 'USDT', amount: '1' })
        .execute(),
    ).rejects.toThrow(/does not balance/);
    // The code refuses to post it in the first place.
    await expect(
      ledger.post({ kind: 'yield', idempotencyKey: `bad2:${user}` }, [
        { account: { kind: 'fees', pool: 'stable', asset: 'USDT' }, amount: 5n },
      ]),
    ).rejects.toThrow(/does not balance/);
  });
});
