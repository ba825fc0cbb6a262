/**
 * The ledger's bulk entry and its reversal (decision 57): `postBulk` books what the referral rewards post, `reverse`
 * posts an entry's exact opposite once, and the database refuses a line on the wrong side or a reversal that is not
 * an exact opposite, whoever inserts it.
 */
import { sql } from 'kysely';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { withTransaction } from '../src/db/database.ts';
import type { LedgerAccountKind } from '../src/db/schema.ts';
import { LedgerError } from '../src/modules/ledger/ledger.service.ts';
import { ReferralHarvest } from '../src/modules/referrals/referral-harvest.ts';
import { bareUser, expectLedgerSound, transfer } from './helpers/ledger.ts';
import { createTestApp, engine, type TestApp } from './helpers/test-app.ts';

describe(`ledger bulk entries and reversals on ${engine}`, () => {
  let t: TestApp;
  let n = 0;

  beforeAll(async () => {
    t = await createTestApp();
  });
  afterEach(() => expectLedgerSound(t.app.db));
  afterAll(() => t?.close());

  const pay = (amounts: Array<[string, bigint]>, source: LedgerAccountKind = 'referral_expense') => {
    const key = `bulk:${process.pid}:${n++}`;
    const rows = sql.join(amounts.map(([u, a]) => sql`(${u}::uuid, ${a.toString()}::numeric)`));
    const paid = withTransaction(t.app.db, (tx) =>
      t.app.ledger.postBulk(tx, {
        entry: { kind: 'referral', idempotencyKey: key, pool: 'stable', token: 'USDT', day: '2026-01-01' },
        source: { kind: source, pool: 'stable', asset: 'USDT' },
        target: { kind: 'user_referral', pool: 'stable', asset: 'USDT' },
        amounts: sql`select * from (values ${rows}) as v (user_id, amount)`,
      }),
    );
    return { key, paid };
  };
  const reward = (userId: string) =>
    t.app.ledger.balance({ kind: 'user_referral', userId, pool: 'stable', asset: 'USDT' });
  const entryOf = (key: string) =>
    t.app.db.selectFrom('journal_entries').selectAll().where('idempotency_key', '=', key).executeTakeFirstOrThrow();
  const linesOf = async (entryId: string) =>
    (
      await t.app.db
        .selectFrom('journal_lines as l')
        .innerJoin('ledger_accounts as a', 'a.id', 'l.account_id')
        .select(['a.key', 'l.asset', sql<string>`l.amount::text`.as('amount')])
        .where('l.entry_id', '=', entryId)
        .execute()
    )
      .map((l) => `${l.key} ${l.asset} ${l.amount}`)
      .sort();

  it('posts one entry: the source debited with the sum, each user credited, nothing for amounts ≤ 0, once', async () => {
    const [a, b, c] = [await bareUser(t.app.db), await bareUser(t.app.db), await bareUser(t.app.db)];
    const expense = () => t.app.ledger.balance({ kind: 'referral_expense', pool: 'stable', asset: 'USDT' });
    const before = await expense();
    const { key, paid } = pay([
      [a, 70n],
      [b, 30n],
      [c, 0n],
    ]);
    expect(await paid).toBe(2);
    const entry = await entryOf(key);
    expect(entry).toMatchObject({ kind: 'referral', pool: 'stable', token: 'USDT', user_id: null, amount: '100' });
    expect(await linesOf(entry.id)).toEqual(
      [
        `referral_expense:-:stable:USDT USDT 100`,
        `user_referral:${a}:stable:USDT USDT -70`,
        `user_referral:${b}:stable:USDT USDT -30`,
      ].sort(),
    );
    expect([await reward(a), await reward(b), await reward(c), (await expense()) - before]).toEqual([
      70n,
      30n,
      0n,
      100n,
    ]);
    // The same key again posts nothing.
    const again = await withTransaction(t.app.db, (tx) =>
      t.app.ledger.postBulk(tx, {
        entry: { kind: 'referral', idempotencyKey: key, pool: 'stable', token: 'USDT', day: '2026-01-01' },
        source: { kind: 'referral_expense', pool: 'stable', asset: 'USDT' },
        target: { kind: 'user_referral', pool: 'stable', asset: 'USDT' },
        amounts: sql`select ${a}::uuid as user_id, 5::numeric as amount`,
      }),
    );
    expect(again).toBe(0);
    expect(await reward(a)).toBe(70n);
  });

  it('skips, never forces, a payment the fees account cannot cover', async () => {
    const user = await bareUser(t.app.db);
    const fees = await t.app.ledger.balance({ kind: 'fees', pool: 'stable', asset: 'USDT' });
    const { key, paid } = pay([[user, fees + 1n]], 'fees');
    expect(await paid).toBe(0);
    expect(
      await t.app.db.selectFrom('journal_entries').select('id').where('idempotency_key', '=', key).execute(),
    ).toEqual([]);
    expect(await reward(user)).toBe(0n);
  });

  it('reverses an entry with its exact opposite lines, once; a reversal is not reversed again', async () => {
    const [a, b, operator] = [await bareUser(t.app.db), await bareUser(t.app.db), await bareUser(t.app.db)];
    const { key, paid } = pay([
      [a, 40n],
      [b, 2n],
    ]);
    await paid;
    const original = await entryOf(key);
    const first = await t.app.ledger.reverse(original.id, 'paid twice', operator);
    expect(first).toMatchObject({ reverses: original.id, duplicate: false });
    const reversal = await entryOf(`reversal:${original.id}`);
    expect(reversal).toMatchObject({
      id: first.entryId,
      kind: 'reversal',
      ref: original.id,
      memo: 'paid twice',
      operator_id: operator,
      amount: '42',
    });
    const opposite = (await linesOf(original.id)).map((l) =>
      l.replace(/ (-?)(\d+)$/, (_, s, d) => ` ${s ? '' : '-'}${d}`),
    );
    expect(await linesOf(reversal.id)).toEqual(opposite.sort());
    expect([await reward(a), await reward(b)]).toEqual([0n, 0n]);

    expect(await t.app.ledger.reverse(original.id, 'again', operator)).toEqual({ ...first, duplicate: true });
    await expect(t.app.ledger.reverse(reversal.id, 'undo', operator)).rejects.toMatchObject({ code: 'not_reversible' });
    expect(
      await t.app.db
        .selectFrom('journal_entries')
        .select('id')
        .where('kind', '=', 'reversal')
        .where('ref', '=', original.id)
        .execute(),
    ).toHaveLength(1);
  });

  it('reverses once under 20 concurrent calls', async () => {
    const [user, operator] = [await bareUser(t.app.db), await bareUser(t.app.db)];
    const { key, paid } = pay([[user, 500n]]);
    await paid;
    const original = await entryOf(key);
    const results = await Promise.all(
      Array.from({ length: 20 }, () => t.app.ledger.reverse(original.id, 'concurrent', operator)),
    );
    expect(results.filter((r) => !r.duplicate)).toHaveLength(1);
    expect(new Set(results.map((r) => r.entryId)).size).toBe(1);
    expect(await reward(user)).toBe(0n);
  });

  it('refuses an unknown entry, the kinds whose opposite would break an invariant, and a harvested reward', async () => {
    const [user, operator] = [await bareUser(t.app.db), await bareUser(t.app.db)];
    const unknown = t.app.ledger.reverse('00000000-0000-4000-8000-000000000000', 'x', operator);
    await expect(unknown).rejects.toMatchObject({ code: 'unknown_entry' });
    const deposit = await t.app.ledger.creditDeposit({
      userId: user,
      pool: 'stable',
      token: 'USDT',
      amount: 1_000_000n,
      ...transfer(),
    });
    const refused = t.app.ledger.reverse(deposit.entryId, 'wrong transfer', operator);
    await expect(refused).rejects.toBeInstanceOf(LedgerError);
    await expect(refused).rejects.toMatchObject({ code: 'not_reversible' });

    const { key, paid } = pay([[user, 300n]]);
    await paid;
    await new ReferralHarvest(t.app.db, t.app.ledger).harvest(user, null);
    expect(await reward(user)).toBe(0n);
    const original = await entryOf(key);
    await expect(t.app.ledger.reverse(original.id, 'late', operator)).rejects.toMatchObject({ code: 'insufficient' });
    expect(
      await t.app.db
        .selectFrom('journal_entries')
        .select('id')
        .where('idempotency_key', '=', `reversal:${original.id}`)
        .execute(),
    ).toEqual([]);
  });

  it('the database refuses a line on the wrong side, a reversal that is no exact opposite, and a second reversal', async () => {
    const [user, operator] = [await bareUser(t.app.db), await bareUser(t.app.db)];
    const account = (kind: LedgerAccountKind) =>
      t.app.ledger.account(t.app.db, { kind, pool: 'stable', asset: 'USDT' });
    const [expense, liability] = [await account('yield_expense'), await account('pool_liability')];
    const raw = (kind: 'yield' | 'reversal', lines: Array<[string, string]>, ref: string | null = null) =>
      t.app.db.transaction().execute(async (tx) => {
        const e = await tx
          .insertInto('journal_entries')
          .values({
            kind,
            idempotency_key: `raw:${process.pid}:${n++}`,
            ref,
            operator_id: ref ? operator : null,
          })
          .returning('id')
          .executeTakeFirstOrThrow();
        await tx
          .insertInto('journal_lines')
          .values(lines.map(([account_id, amount]) => ({ entry_id: e.id, account_id, asset: 'USDT', amount })))
          .execute();
      });
    // Yield debits its expense and credits the liability; the other way round is refused.
    await expect(
      raw('yield', [
        [expense, '-5'],
        [liability, '5'],
      ]),
    ).rejects.toThrow(/wrong side/);
    // An entry kind nothing writes any more.
    await expect(
      sql`insert into journal_entries (kind, idempotency_key) values ('fee', ${`raw-fee:${n++}`})`.execute(t.app.db),
    ).rejects.toThrow(/journal_entries_kind_check/);

    const { key, paid } = pay([[user, 9n]]);
    await paid;
    const original = await entryOf(key);
    const rewardId = await t.app.ledger.account(t.app.db, {
      kind: 'user_referral',
      userId: user,
      pool: 'stable',
      asset: 'USDT',
    });
    const expenseId = await account('referral_expense');
    await expect(
      raw(
        'reversal',
        [
          [rewardId, '4'],
          [expenseId, '-4'],
        ],
        original.id,
      ),
    ).rejects.toThrow(/not the exact opposite/);
    await t.app.ledger.reverse(original.id, 'once', operator);
    await expect(
      raw(
        'reversal',
        [
          [rewardId, '9'],
          [expenseId, '-9'],
        ],
        original.id,
      ),
    ).rejects.toThrow(/journal_entries_reversal/);
  });
});
