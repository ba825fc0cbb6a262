/**
 * Ledger corrections with four eyes (decision 76): a proposal posts nothing; its proposer can never approve it; a
 * second operator's approval posts it once, balanced, with the invariants holding; a proposal that can no longer post
 * fails its approval and stays proposed; the database refuses an adjustment booked on the wrong side.
 */
import { RAY } from '@yc/contract/fixed-point';
import { sql } from 'kysely';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { withTransaction } from '../src/db/database.ts';
import type { LedgerAccountKind } from '../src/db/schema.ts';
import { shareAsset } from '../src/modules/ledger/ledger.service.ts';
import { bearer, investor } from './helpers/accounts.ts';
import { expectError } from './helpers/errors.ts';
import { expectLedgerSound, setFees, transfer } from './helpers/ledger.ts';
import { makeStale, operatorSession } from './helpers/operators.ts';
import { createTestApp, engine, type TestApp } from './helpers/test-app.ts';

type Operator = Awaited<ReturnType<typeof operatorSession>>;

describe(`ledger corrections on ${engine}`, () => {
  let t: TestApp;
  let a: Operator;
  let b: Operator;
  let n = 0;

  beforeAll(async () => {
    t = await createTestApp();
    await setFees(t.app.db, 'stable', '0', '0');
    a = await operatorSession(t);
    b = await operatorSession(t);
  });
  afterEach(() => expectLedgerSound(t.app.db));
  afterAll(() => t?.close());

  const call = (
    op: Operator | { headers: Record<string, string> },
    method: 'GET' | 'POST',
    url: string,
    payload?: object,
  ) => t.app.inject({ method, url, headers: op.headers, ...(payload ? { payload } : {}) });
  const propose = (op: Operator, body: object) => call(op, 'POST', '/api/v1/admin/corrections', body);
  const decide = (op: Operator, id: string, action: 'approve' | 'reject' | 'cancel', body?: object) =>
    call(op, 'POST', `/api/v1/admin/corrections/${id}/${action}`, body);
  const adjustment = (user: string, direction: 'credit' | 'debit', amount: string, extra: object = {}) => ({
    kind: 'adjustment',
    user,
    pool: 'stable',
    token: 'USDT',
    direction,
    amount,
    reason: `test ${n++}`,
    ...extra,
  });

  /** A confirmed investor holding `units` USDT base units in the stable pool. */
  async function funded(units: bigint) {
    const inv = await investor(t);
    await t.app.ledger.creditDeposit({
      userId: inv.user.id,
      pool: 'stable',
      token: 'USDT',
      amount: units,
      ...transfer(),
    });
    return inv;
  }
  const value = async (userId: string, pool = 'stable', token = 'USDT') =>
    (await t.app.ledger.position(userId, pool, token)).value;
  const adjustmentsOf = (correctionId: string) =>
    t.app.db
      .selectFrom('journal_entries')
      .selectAll()
      .where('kind', '=', 'adjustment')
      .where('ref', '=', correctionId)
      .execute();
  const auditOf = (id: string) =>
    t.app.db.selectFrom('audit_log').selectAll().where('object_id', '=', id).orderBy('id').execute();

  it('an adjustment waits for a second operator, never its proposer, then posts once and balanced', async () => {
    const inv = await funded(50_000_000n);
    const proposed = await propose(a, adjustment(inv.login.toUpperCase(), 'credit', '12.5'));
    expect(proposed.statusCode, proposed.body).toBe(201);
    const c = proposed.json();
    expect(c).toMatchObject({
      kind: 'adjustment',
      status: 'proposed',
      user: { id: inv.user.id, login: inv.login },
      pool: 'stable',
      token: 'USDT',
      direction: 'credit',
      amount: '12.5',
      proposedBy: { id: a.id, login: a.login },
      decidedBy: null,
      postedEntryId: null,
    });
    expect(await adjustmentsOf(c.id)).toEqual([]);
    expect(await value(inv.user.id)).toBe(50_000_000n);

    expectError(
      await decide(a, c.id, 'approve'),
      403,
      'corrections.ownProposal',
      'You proposed this correction: a second operator must approve or reject it (you may cancel it)',
    );
    expect((await call(a, 'GET', `/api/v1/admin/corrections/${c.id}`)).json()).toMatchObject({ status: 'proposed' });

    const approved = await decide(b, c.id, 'approve');
    expect(approved.statusCode, approved.body).toBe(200);
    expect(approved.json()).toMatchObject({ status: 'posted', decidedBy: { id: b.id } });
    const [entry, ...more] = await adjustmentsOf(c.id);
    expect(more).toEqual([]);
    expect(entry).toMatchObject({
      id: approved.json().postedEntryId,
      user_id: inv.user.id,
      operator_id: b.id,
      amount: '12500000',
      memo: c.reason,
    });
    // At a price per share of one, the position grows by exactly the amount.
    expect(await value(inv.user.id)).toBe(62_500_000n);

    const audit = await auditOf(c.id);
    expect(audit.map((r) => [r.action, r.actor_id])).toEqual([
      ['correction.propose', a.id],
      ['correction.approve', b.id],
    ]);
    expect(audit[1]?.before).toEqual({
      status: 'proposed',
      decidedBy: null,
      note: null,
      postedEntryId: null,
      shares: '50',
      value: '50',
    });
    expect(audit[1]?.after).toEqual({
      status: 'posted',
      decidedBy: b.login,
      note: null,
      postedEntryId: entry?.id,
      shares: '62.5',
      value: '62.5',
    });
    expectError(
      await decide(b, c.id, 'approve'),
      409,
      'corrections.decided',
      'This correction has already been decided',
    );
  });

  it('two concurrent approvals post one entry', async () => {
    const inv = await funded(1_000_000n);
    const c = (await propose(a, adjustment(inv.user.id, 'credit', '3'))).json();
    const answers = await Promise.all([decide(b, c.id, 'approve'), decide(b, c.id, 'approve')]);
    expect(answers.map((r) => r.statusCode).sort()).toEqual([200, 409]);
    expect(await adjustmentsOf(c.id)).toHaveLength(1);
    expect(await value(inv.user.id)).toBe(4_000_000n);
  });

  it('a debit takes exactly the amount; one over the position is refused, at proposal and at approval', async () => {
    const inv = await funded(10_000_000n);
    expectError(
      await propose(a, adjustment(inv.user.id, 'debit', '10.000001')),
      409,
      'corrections.insufficient',
      "The user's position in this pool and token is worth less than the debit",
    );
    const first = (await propose(a, adjustment(inv.user.id, 'debit', '4'))).json();
    const second = (await propose(a, adjustment(inv.user.id, 'debit', '7'))).json();
    expect((await decide(b, first.id, 'approve')).statusCode).toBe(200);
    expect(await value(inv.user.id)).toBe(6_000_000n);
    // The second no longer fits: its approval fails with the reason and it stays proposed, nothing posted.
    expectError(
      await decide(b, second.id, 'approve'),
      409,
      'corrections.insufficient',
      "The user's position in this pool and token is worth less than the debit",
    );
    expect((await call(b, 'GET', `/api/v1/admin/corrections/${second.id}`)).json()).toMatchObject({
      status: 'proposed',
    });
    expect(await adjustmentsOf(second.id)).toEqual([]);
    expect(await value(inv.user.id)).toBe(6_000_000n);
  });

  it('at a price per share above one, shares round as a deposit and a hold do, in the platform favour', async () => {
    // A pool asset nobody holds yet, so its price per share may be set without breaking the liability.
    const [pool, token] = ['dex', 'NEAR'];
    await t.app.db
      .updateTable('pool_assets')
      .set({ price_per_share: ((RAY * 3n) / 2n).toString() })
      .where('pool', '=', pool)
      .where('token', '=', token)
      .execute();
    const inv = await investor(t);
    const units = (x: bigint) => x * 10n ** 24n;
    const credit = (await propose(a, adjustment(inv.user.id, 'credit', '10', { pool, token }))).json();
    expect((await decide(b, credit.id, 'approve')).statusCode).toBe(200);
    const shares = (units(10n) * 2n) / 3n;
    expect(
      await t.app.ledger.balance({ kind: 'user_shares', userId: inv.user.id, pool, asset: shareAsset(pool, token) }),
    ).toBe(shares);
    const credited = await value(inv.user.id, pool, token);
    // What the user got is worth at most the amount, short by less than one share's price.
    expect(credited <= units(10n) && credited > units(10n) - 2n).toBe(true);

    const debit = (await propose(a, adjustment(inv.user.id, 'debit', '4', { pool, token }))).json();
    expect((await decide(b, debit.id, 'approve')).statusCode).toBe(200);
    const left = await value(inv.user.id, pool, token);
    expect(credited - left >= units(4n) && credited - left < units(4n) + 2n).toBe(true);
    expectError(
      await propose(a, adjustment(inv.user.id, 'credit', '0.000000000000000000000001', { pool, token })),
      409,
      'corrections.tooSmall',
      'This amount is worth less than one share of the pool: the user would receive nothing',
    );
  });

  /** A referral bonus paid to `userId` through the ledger's bulk entry; its entry id. */
  async function referralBonus(userId: string, units: bigint) {
    const key = `bonus:${process.pid}:${n++}`;
    await withTransaction(t.app.db, (tx) =>
      t.app.ledger.postBulk(tx, {
        entry: { kind: 'referral', idempotencyKey: key, pool: 'stable', token: 'USDT', day: '2026-01-01' },
        source: { kind: 'referral_expense', pool: 'stable', asset: 'USDT' },
        target: { kind: 'user_referral', pool: 'stable', asset: 'USDT' },
        amounts: sql`select ${userId}::uuid as user_id, ${units.toString()}::numeric as amount`,
      }),
    );
    const row = await t.app.db
      .selectFrom('journal_entries')
      .select('id')
      .where('idempotency_key', '=', key)
      .executeTakeFirstOrThrow();
    return row.id;
  }

  it('reverses a referral bonus exactly, shown first; other kinds are refused with the reason, and once is all', async () => {
    const inv = await funded(2_000_000n);
    const bonus = await referralBonus(inv.user.id, 750n);
    const preview = await call(a, 'GET', `/api/v1/admin/ledger/entries/${bonus}`);
    expect(preview.statusCode, preview.body).toBe(200);
    expect(preview.json()).toMatchObject({
      id: bonus,
      kind: 'referral',
      amount: '0.00075',
      reversible: true,
      blockedBy: null,
      reversedBy: null,
      lineCount: 2,
    });
    expect(preview.json().lines).toEqual(
      expect.arrayContaining([
        {
          accountKind: 'referral_expense',
          user: null,
          pool: 'stable',
          asset: 'USDT',
          side: 'debit',
          amount: '0.00075',
        },
        {
          accountKind: 'user_referral',
          user: { id: inv.user.id, login: inv.login },
          pool: 'stable',
          asset: 'USDT',
          side: 'credit',
          amount: '0.00075',
        },
      ]),
    );

    const c = (await propose(a, { kind: 'reversal', entryId: bonus, reason: 'paid to the wrong upline' })).json();
    expect(c).toMatchObject({ kind: 'reversal', status: 'proposed', entryId: bonus, entryKind: 'referral' });
    expectError(
      await propose(b, { kind: 'reversal', entryId: bonus, reason: 'again' }),
      409,
      'corrections.reversalOpen',
      'A reversal of this entry is already waiting for approval',
    );
    const detail = (await call(b, 'GET', `/api/v1/admin/corrections/${c.id}`)).json();
    expect(detail.entry).toMatchObject({ id: bonus, reversible: true });
    const approved = (await decide(b, c.id, 'approve')).json();
    expect(approved.status).toBe('posted');
    const reward = await t.app.ledger.balance({
      kind: 'user_referral',
      userId: inv.user.id,
      pool: 'stable',
      asset: 'USDT',
    });
    expect(reward).toBe(0n);
    expect((await call(a, 'GET', `/api/v1/admin/ledger/entries/${bonus}`)).json()).toMatchObject({
      reversible: false,
      blockedBy: 'reversed',
      reversedBy: approved.postedEntryId,
    });
    expectError(
      await propose(a, { kind: 'reversal', entryId: bonus, reason: 'again' }),
      409,
      'corrections.alreadyReversed',
      'This entry has already been reversed',
    );

    const deposit = await t.app.db
      .selectFrom('journal_entries')
      .select('id')
      .where('kind', '=', 'deposit')
      .where('user_id', '=', inv.user.id)
      .executeTakeFirstOrThrow();
    expect((await call(a, 'GET', `/api/v1/admin/ledger/entries/${deposit.id}`)).json()).toMatchObject({
      kind: 'deposit',
      reversible: false,
      blockedBy: 'kind',
    });
    expectError(
      await propose(a, { kind: 'reversal', entryId: deposit.id, reason: 'wrong transfer' }),
      409,
      'corrections.notReversible',
      "Only referral bonus entries can be reversed exactly: other entries were computed at their day's price per share, so their opposite today would unbalance the pool. Propose an adjustment of the user's position instead",
    );
    const unknown = '00000000-0000-4000-8000-000000000000';
    expectError(
      await call(a, 'GET', `/api/v1/admin/ledger/entries/${unknown}`),
      404,
      'corrections.entryNotFound',
      'This journal entry does not exist',
    );
  });

  it('rejects with a note by a second operator; cancels by the proposer only; nothing posts', async () => {
    const inv = await funded(1_000_000n);
    const c = (await propose(a, adjustment(inv.user.id, 'credit', '1'))).json();
    expectError(
      await decide(a, c.id, 'reject', { note: 'mine' }),
      403,
      'corrections.ownProposal',
      'You proposed this correction: a second operator must approve or reject it (you may cancel it)',
    );
    expectError(
      await decide(b, c.id, 'cancel'),
      403,
      'corrections.notProposer',
      'Only the operator who proposed this correction can cancel it',
    );
    expect((await decide(b, c.id, 'reject', {})).statusCode).toBe(400);
    const rejected = await decide(b, c.id, 'reject', { note: 'no ticket for it' });
    expect(rejected.json()).toMatchObject({ status: 'rejected', note: 'no ticket for it', decidedBy: { id: b.id } });
    expectError(
      await decide(b, c.id, 'approve'),
      409,
      'corrections.decided',
      'This correction has already been decided',
    );

    const d = (await propose(a, adjustment(inv.user.id, 'credit', '1'))).json();
    expect((await decide(a, d.id, 'cancel')).json()).toMatchObject({ status: 'cancelled', decidedBy: { id: a.id } });
    expect([...(await adjustmentsOf(c.id)), ...(await adjustmentsOf(d.id))]).toEqual([]);
    expect(await value(inv.user.id)).toBe(1_000_000n);
    const rejection = (await auditOf(c.id)).map((r) => [r.action, r.before?.status, r.after?.status, r.after?.note]);
    expect(rejection).toEqual([
      ['correction.propose', undefined, 'proposed', null],
      ['correction.reject', 'proposed', 'rejected', 'no ticket for it'],
    ]);
    expect((await auditOf(d.id)).map((r) => r.action)).toEqual(['correction.propose', 'correction.cancel']);
  });

  it('refuses a proposal without a reason, an unknown user or asset, too many decimals, and an investor', async () => {
    const inv = await funded(1_000_000n);
    const { reason: _, ...noReason } = adjustment(inv.user.id, 'credit', '1');
    expect((await propose(a, noReason)).statusCode).toBe(400);
    expect((await propose(a, adjustment(inv.user.id, 'credit', '1', { reason: '   ' }))).statusCode).toBe(400);
    expect((await propose(a, adjustment(inv.user.id, 'credit', '1', { reason: 'x'.repeat(501) }))).statusCode).toBe(
      400,
    );
    expectError(
      await propose(a, adjustment('nobody@example.com', 'credit', '1')),
      404,
      'corrections.userNotFound',
      'No user has this id or e-mail',
    );
    expectError(
      await propose(a, adjustment(inv.user.id, 'credit', '1', { token: 'BTC' })),
      400,
      'corrections.unknownAsset',
      'This pool does not hold this token',
    );
    expect((await propose(a, adjustment(inv.user.id, 'credit', '1.0000001'))).statusCode).toBe(400);
    const asInvestor = { headers: bearer(inv.token) };
    expect(
      (await call(asInvestor, 'POST', '/api/v1/admin/corrections', adjustment(inv.user.id, 'credit', '1'))).statusCode,
    ).toBe(403);
    expect((await call(asInvestor, 'GET', '/api/v1/admin/corrections')).statusCode).toBe(403);
  });

  it('a proposal and a decision need a code entered within five minutes', async () => {
    const inv = await funded(1_000_000n);
    const c = (await propose(a, adjustment(inv.user.id, 'credit', '1'))).json();
    const stale = await operatorSession(t);
    await makeStale(t, stale);
    const refused = [
      await propose(stale, adjustment(inv.user.id, 'credit', '1')),
      await decide(stale, c.id, 'approve'),
      await decide(stale, c.id, 'reject', { note: 'stale' }),
    ];
    for (const res of refused) {
      expectError(res, 403, 'admin.totpStale', 'Enter a code from your authenticator app to confirm this action');
    }
    expect((await call(stale, 'GET', `/api/v1/admin/corrections/${c.id}`)).json()).toMatchObject({
      status: 'proposed',
    });
    expect(await adjustmentsOf(c.id)).toEqual([]);
    expect((await decide(a, c.id, 'cancel')).statusCode).toBe(200);
  });

  it('answers the position an adjustment would change, by id or e-mail', async () => {
    const inv = await funded(2_500_000n);
    const res = await call(
      a,
      'GET',
      `/api/v1/admin/correction-position?user=${encodeURIComponent(inv.login)}&pool=stable&token=USDT`,
    );
    expect(res.json()).toEqual({
      user: { id: inv.user.id, login: inv.login },
      pool: 'stable',
      token: 'USDT',
      shares: '2.5',
      value: '2.5',
    });
  });

  it('lists newest first by status, by keyset pages', async () => {
    const inv = await funded(1_000_000n);
    const ids: string[] = [];
    for (let i = 0; i < 3; i++) ids.push((await propose(a, adjustment(inv.user.id, 'credit', '1'))).json().id);
    await decide(a, ids[0] as string, 'cancel');
    const seen: string[] = [];
    let cursor: string | null = null;
    do {
      const url = `/api/v1/admin/corrections?status=proposed&limit=1${cursor ? `&cursor=${cursor}` : ''}`;
      const page: { items: Array<{ id: string }>; nextCursor: string | null } = (await call(b, 'GET', url)).json();
      seen.push(...page.items.map((c) => c.id));
      cursor = page.nextCursor;
    } while (cursor);
    expect(seen.slice(0, 2)).toEqual([ids[2], ids[1]]);
    const decided = (await call(b, 'GET', '/api/v1/admin/corrections?status=decided')).json();
    expect(decided.items.map((c: { status: string }) => c.status)).not.toContain('proposed');
    expect(decided.items.map((c: { id: string }) => c.id)).toContain(ids[0]);
    expect((await call(b, 'GET', '/api/v1/admin/corrections?cursor=nope')).statusCode).toBe(400);
  });

  it('the database refuses an adjustment booked on the wrong side or moving shares and the platform the same way', async () => {
    const inv = await funded(1_000_000n);
    const account = (kind: LedgerAccountKind, userId: string | null = null, asset = 'USDT') =>
      t.app.ledger.account(t.app.db, { kind, userId, pool: 'stable', asset });
    const sa = shareAsset('stable', 'USDT');
    const [expense, income, liability, userShares, poolShares] = [
      await account('adjustment_expense'),
      await account('adjustment_income'),
      await account('pool_liability'),
      await account('user_shares', inv.user.id, sa),
      await account('pool_shares', null, sa),
    ];
    const raw = (lines: Array<[string, string, string]>) =>
      t.app.db.transaction().execute(async (tx) => {
        const e = await tx
          .insertInto('journal_entries')
          .values({
            kind: 'adjustment',
            idempotency_key: `raw-adjustment:${process.pid}:${n++}`,
            user_id: inv.user.id,
            pool: 'stable',
            token: 'USDT',
            operator_id: b.id,
          })
          .returning('id')
          .executeTakeFirstOrThrow();
        await tx
          .insertInto('journal_lines')
          .values(lines.map(([account_id, asset, amount]) => ({ entry_id: e.id, account_id, asset, amount })))
          .execute();
      });
    // The expense is only ever debited.
    await expect(
      raw([
        [expense, 'USDT', '-5'],
        [liability, 'USDT', '5'],
      ]),
    ).rejects.toThrow(/wrong side/);
    // Shares minted to the user while the platform takes money: each side allowed alone, together refused.
    await expect(
      raw([
        [userShares, sa, '-5'],
        [poolShares, sa, '5'],
        [income, 'USDT', '-5'],
        [liability, 'USDT', '5'],
      ]),
    ).rejects.toThrow(/same way/);
    // An adjustment names its operator.
    await expect(
      sql`insert into journal_entries (kind, idempotency_key, user_id, pool, token)
        values ('adjustment', ${`raw-op:${n++}`}, ${inv.user.id}, 'stable', 'USDT')`.execute(t.app.db),
    ).rejects.toThrow(/journal_entries_adjustment_check/);
    // A proposal is decided once and never edited.
    const c = (await propose(a, adjustment(inv.user.id, 'credit', '1'))).json();
    await expect(
      sql`update ledger_corrections set amount = 999 where id = ${c.id}::uuid`.execute(t.app.db),
    ).rejects.toThrow(/cannot be edited/);
    await expect(
      sql`update ledger_corrections set status = 'rejected', decided_by = proposed_by, decided_at = now()
        where id = ${c.id}::uuid`.execute(t.app.db),
    ).rejects.toThrow(/ledger_corrections_four_eyes/);
  });
});
