/**
 * The rank's share of platform profit (decision 36): the day after its downline paid fees, a referrer is paid the
 * rank's percent of those fees on the levels its rank unlocks, from the pool asset's fees account, once per day.
 * A fresh app of its own: the accrual's first day must be the day after the deposits, which are stamped now.
 */
import { addDays, utcDay } from '@yc/contract/days';
import { sql } from 'kysely';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { bearer, investor } from './helpers/accounts.ts';
import { expectLedgerSound, setFees, setPrice, transfer } from './helpers/ledger.ts';
import { createTestApp, engine, type TestApp } from './helpers/test-app.ts';

const USDT = (n: bigint) => n * 10n ** 6n;

describe(`referral profit share on ${engine}`, () => {
  let t: TestApp;
  let n = 0;

  beforeAll(async () => {
    t = await createTestApp();
    // 1 % deposit fee, 0.5 % withdrawal fee on the stable pool.
    await setFees(t.app.db, 'stable', '1', '0.5', '10');
    await setPrice(t.app.db, 'USDT', '1');
  });
  afterEach(() => expectLedgerSound(t.app.db));
  afterAll(() => t?.close());

  const member = (invite: string | null) =>
    t.app.db
      .insertInto('users')
      .values({ login: `share${n++}.${process.pid}@example.com`, role: 'investor', invite })
      .returning(['id', 'referral_id'])
      .executeTakeFirstOrThrow();
  const deposit = (userId: string, usdt: bigint) =>
    t.app.ledger.creditDeposit({ userId, pool: 'stable', token: 'USDT', amount: USDT(usdt), ...transfer() });
  const referralBalance = (userId: string) =>
    t.app.ledger.balance({ kind: 'user_referral', userId, pool: 'stable', asset: 'USDT' });
  const feesBalance = () => t.app.ledger.balance({ kind: 'fees', pool: 'stable', asset: 'USDT' });
  const shareEntries = async () =>
    (
      await t.app.db
        .selectFrom('journal_entries')
        .select(['idempotency_key', sql<string>`amount::text`.as('amount')])
        .where('idempotency_key', 'like', 'profit-share:%')
        .orderBy('idempotency_key')
        .execute()
    ).map((e) => `${e.idempotency_key} ${e.amount}`);

  it('pays the rank percent of the downline fees of the day before, on the unlocked levels, once', async () => {
    // A ← B ← C ← D ← E ← F. B deposits 70,000 USDT (fee 700) and withdraws 10,000 (fee 50), C deposits 1,000
    // (fee 10), D 100 (fee 1), F 200 (fee 2). A attracts 59,300 + 990 + 99 + 198 usd: gold, 4 levels, 2 % of B's,
    // C's and D's fees (F is on level 5). B attracts 990 + 99 + 198: bronze, 2 levels, 0.5 % of C's and D's.
    // C attracts 99 + 198: starter, 0 %. Nobody else earns a share.
    const a = await investor(t);
    const { referralId } = (
      await t.app.inject({ method: 'GET', url: '/api/v1/referrals', headers: bearer(a.token) })
    ).json();
    const b = await member(referralId);
    const c = await member(b.referral_id);
    const d = await member(c.referral_id);
    const e = await member(d.referral_id);
    const f = await member(e.referral_id);
    const first = await deposit(b.id, 70_000n);
    await deposit(c.id, 1_000n);
    await deposit(d.id, 100n);
    await deposit(f.id, 200n);
    expect(first.fee).toBe(USDT(700n));
    const withdrawalId = `w-${process.pid}`;
    await t.app.ledger.holdWithdrawal({
      userId: b.id,
      pool: 'stable',
      token: 'USDT',
      amount: USDT(10_000n),
      withdrawalId,
      idempotencyKey: withdrawalId,
    });
    expect((await t.app.ledger.settleWithdrawal({ withdrawalId })).fee).toBe(USDT(50n));
    const fees = await feesBalance();
    expect(fees).toBe(USDT(700n + 50n + 10n + 1n + 2n));
    const progress = await t.app.inject({ method: 'GET', url: '/api/v1/referrals/progress', headers: bearer(a.token) });
    expect(progress.json()).toMatchObject({ rank: 'gold', attractedLiquidity: '60587' });

    // The deposits' day, as the journal stamped them; its fees are paid on the next day's accrual.
    const stamped = await t.app.db
      .selectFrom('journal_entries')
      .select('created_at')
      .where('id', '=', first.entryId)
      .executeTakeFirstOrThrow();
    const day = addDays(utcDay(new Date(stamped.created_at)), 1);
    await t.app.accrual.accrueThrough(day);

    const shareA = ((700n + 50n + 10n + 1n) * USDT(1n) * 2n) / 100n; // 15.22 USDT
    const shareB = ((10n + 1n) * USDT(1n) * 5n) / 1000n; // 0.055 USDT
    expect(await shareEntries()).toEqual([`profit-share:stable:USDT:${day} ${shareA + shareB}`]);
    // The bonuses of the same day come on top; the share is what the fees account paid.
    expect(fees - (await feesBalance())).toBe(shareA + shareB);
    const shareLines = await t.app.db
      .selectFrom('journal_lines as l')
      .innerJoin('journal_entries as je', 'je.id', 'l.entry_id')
      .innerJoin('ledger_accounts as la', 'la.id', 'l.account_id')
      .select(['la.user_id', sql<string>`l.amount::text`.as('amount')])
      .where('je.idempotency_key', '=', `profit-share:stable:USDT:${day}`)
      .where('la.kind', '=', 'user_referral')
      .execute();
    expect(new Map(shareLines.map((l) => [l.user_id, BigInt(l.amount)]))).toEqual(
      new Map([
        [a.user.id, -shareA],
        [b.id, -shareB],
      ]),
    );
    expect(await referralBalance(c.id)).toBeGreaterThan(0n); // C's level-1 bonus on D's yield, no share

    // Again for the same day, and the next day without new fees: nothing more.
    await t.app.accrual.accrueThrough(day);
    await t.app.accrual.accrueThrough(addDays(day, 1));
    expect(await shareEntries()).toHaveLength(1);
  });
});
