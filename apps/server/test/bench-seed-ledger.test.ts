/**
 * The bench's ledger seeder (bench/seed-ledger.ts): its bulk deposits are, entry for entry and line for line, what
 * LedgerService.creditDeposit posts for the same amounts in the same order, across batches, at a price per share
 * above 1 with fees and shares outstanding; the ledger stays sound. Its referral tree is what the sign-up triggers
 * build for the same invites (referrers and closure rows, cut at depth 10), and the accrual pays the same bonuses on
 * it. Back-dated movements carry their day.
 */
import { TOKEN_DECIMALS } from '@yc/contract/pools';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  backdated,
  investorMovement,
  type SeedAsset,
  seedAmount,
  seedKey,
  seedLogin,
  seedPositions,
  seedReferrer,
} from '../../../bench/seed-ledger.ts';
import type { Db } from '../src/db/database.ts';
import { bareUser, expectLedgerSound, setFees, transfer } from './helpers/ledger.ts';
import { createTestApp, engine, type TestApp } from './helpers/test-app.ts';

const ASSETS: SeedAsset[] = [
  { pool: 'stable', token: 'USDT' },
  { pool: 'coin', token: 'ETH' },
  { pool: 'stable', token: 'BUSD' },
];
const COUNT = 25;
const TAG = 'seed-test';
/**
 * 17 investors under the root, over ten levels, the last 8 without a referrer. With batches of 10, referrers come
 * from the same batch and from an earlier one; the root has a referrer of its own, so the deepest investor is 11
 * levels below it: past the closure table's depth 10.
 */
const LEVELS = [1, 2, 3, 4, 2, 1, 1, 1, 1, 1];
const decimalsOf = (token: string) => TOKEN_DECIMALS[token as keyof typeof TOKEN_DECIMALS];

/** An entry's figures and its lines by account kind and asset (user ids differ between the databases). */
async function entry(db: Db, key: string) {
  const e = await db
    .selectFrom('journal_entries')
    .select(['id', 'kind', 'pool', 'token', 'amount', 'fee', 'shares'])
    .where('idempotency_key', '=', key)
    .executeTakeFirstOrThrow();
  const lines = await sql<{ line: string }>`
    select a.kind || ' ' || l.asset || ' ' || l.amount::text as line
    from journal_lines l join ledger_accounts a on a.id = l.account_id
    where l.entry_id = ${e.id} order by 1`.execute(db);
  const { id: _id, ...figures } = e;
  return { ...figures, lines: lines.rows.map((r) => r.line) };
}

const poolBalances = (db: Db) =>
  db
    .selectFrom('ledger_accounts')
    .select(['key', sql<string>`balance::text`.as('balance')])
    .where('user_id', 'is', null)
    .orderBy('key')
    .execute();

describe(`bench ledger seeder on ${engine}`, () => {
  let bulk: TestApp;
  let real: TestApp;

  /** An account signed up with `invite` through the triggers; its id and referral ID. */
  const signUp = async (db: Db, login: string, invite: string | null = null) =>
    db
      .insertInto('users')
      .values({ login, role: 'investor', invite })
      .returning(['id', 'referral_id'])
      .executeTakeFirstOrThrow();
  const roots = new Map<TestApp, { id: string; referral_id: string }>();

  beforeAll(async () => {
    [bulk, real] = await Promise.all([createTestApp(), createTestApp()]);
    for (const t of [bulk, real]) {
      const top = await signUp(t.app.db, 'top@seed.test');
      roots.set(t, await signUp(t.app.db, 'root@seed.test', top.referral_id));
      await setFees(t.app.db, 'stable', '0.1', '0.2', '8.5');
      await setFees(t.app.db, 'coin', '0.25', '0.3', '11.2');
      // Shares outstanding and 20 days of growth: the running share total and the rounding dust both matter.
      const early = await bareUser(t.app.db);
      for (const a of ASSETS) {
        await t.app.ledger.creditDeposit({
          userId: early,
          ...a,
          amount: seedAmount(7, decimalsOf(a.token)),
          ...transfer(),
        });
      }
      await t.app.accrual.accrueThrough('2030-01-01');
      await t.app.accrual.accrueThrough('2030-01-20');
    }
    // Batches of 10: the later ones continue from the share totals the earlier ones left.
    await seedPositions(bulk.app.db, {
      count: COUNT,
      assets: ASSETS,
      at: new Date('2030-01-21T00:00:00Z'),
      spanMs: 3_600_000,
      tag: TAG,
      batch: 10,
      referrals: { root: roots.get(bulk)?.id as string, levels: LEVELS },
    });
    const referralIds = new Map<number | 'root', string>([['root', roots.get(real)?.referral_id as string]]);
    for (let n = 1; n <= COUNT; n++) {
      const asset = ASSETS[(n - 1) % ASSETS.length] as SeedAsset;
      const referrer = seedReferrer(LEVELS, n);
      const user = await signUp(real.app.db, seedLogin(TAG, n), referrer === null ? null : referralIds.get(referrer));
      referralIds.set(n, user.referral_id);
      await real.app.ledger.creditDeposit({
        userId: user.id,
        ...asset,
        amount: seedAmount(n, decimalsOf(asset.token)),
        ...transfer(),
        idempotencyKey: seedKey(TAG, n),
      });
    }
  });
  afterAll(async () => {
    await bulk?.close();
    await real?.close();
  });

  it('posts what creditDeposit posts, entry by entry, and the same pool balances', async () => {
    let dust = 0;
    for (let n = 1; n <= COUNT; n++) {
      const seeded = await entry(bulk.app.db, seedKey(TAG, n));
      expect(seeded).toEqual(await entry(real.app.db, seedKey(TAG, n)));
      if (seeded.lines.some((l) => l.startsWith('rounding '))) dust++;
    }
    // The case the price per share above 1 brings: some deposits leave dust.
    expect(dust).toBeGreaterThan(0);
    expect(await poolBalances(bulk.app.db)).toEqual(await poolBalances(real.app.db));
    await expectLedgerSound(bulk.app.db);
  });

  it('creates one investor per deposit, holding its shares, at the spread times', async () => {
    const rows = await sql<{ login: string; shares: string; at: string }>`
      select u.login, a.balance::text as shares, to_char(e.created_at at time zone 'UTC', 'HH24:MI') as at
      from users u
      join ledger_accounts a on a.user_id = u.id and a.kind = 'user_shares'
      join journal_entries e on e.user_id = u.id
      where u.source = 'bench' order by e.created_at`.execute(bulk.app.db);
    expect(rows.rows).toHaveLength(COUNT);
    expect(rows.rows[0]).toMatchObject({ login: `${TAG}.1@bench.local`, at: '00:00' });
    expect(rows.rows.at(-1)?.at).toBe('00:57');
    for (const r of rows.rows) expect(BigInt(r.shares)).toBeGreaterThan(0n);
  });

  it('builds the referral tree the sign-up triggers build for the same invites', async () => {
    const tree = async (db: Db) =>
      (
        await sql<{ link: string }>`
          select a.login || ' > ' || d.login || ' ' || t.depth as link
          from referral_tree t join users a on a.id = t.ancestor join users d on d.id = t.descendant
          order by 1`.execute(db)
      ).rows.map((r) => r.link);
    const referrers = async (db: Db) =>
      (
        await sql<{ link: string }>`
          select u.login || ' < ' || coalesce(r.login, '-') as link
          from users u left join users r on r.id = u.referrer_id and r.referral_id = u.invite
          where u.login like ${`${TAG}.%`} order by 1`.execute(db)
      ).rows.map((r) => r.link);
    const links = await tree(bulk.app.db);
    expect(links).toEqual(await tree(real.app.db));
    expect(await referrers(bulk.app.db)).toEqual(await referrers(real.app.db));
    // The root's downline, the investors without a referrer, and the cut at depth 10.
    expect(links.filter((l) => l.startsWith('root@seed.test > '))).toHaveLength(17);
    expect(links.some((l) => l.startsWith(`${seedLogin(TAG, 18)} `) || l.includes(`> ${seedLogin(TAG, 18)} `))).toBe(
      false,
    );
    expect(links).toContain(`top@seed.test > ${seedLogin(TAG, 16)} 10`);
    expect(links.filter((l) => l.endsWith(` > ${seedLogin(TAG, 17)} 11`))).toEqual([]);
    expect(links.filter((l) => l.includes(` > ${seedLogin(TAG, 17)} `))).toHaveLength(10);
  });

  it('pays the same referral bonuses on the seeded tree as on the signed-up one, and stays sound', async () => {
    const bonuses = async (t: TestApp) => {
      await t.app.accrual.accrueThrough('2030-01-23');
      return (
        await sql<{ line: string }>`
          select u.login || ' ' || a.asset || ' ' || l.amount::text as line
          from journal_lines l join ledger_accounts a on a.id = l.account_id join users u on u.id = a.user_id
          where a.kind = 'user_referral' order by 1`.execute(t.app.db)
      ).rows.map((r) => r.line);
    };
    const paid = await bonuses(bulk);
    expect(paid.length).toBeGreaterThan(0);
    expect(paid).toEqual(await bonuses(real));
    await expectLedgerSound(bulk.app.db);
  });

  it('back-dates movements through the ledger service, then stamps now() again', async () => {
    const user = await bareUser(bulk.app.db);
    for (let i = 0; i < 7; i++) {
      await investorMovement(bulk.app.db, bulk.app.ledger, user, ASSETS.slice(0, 1), `2030-02-0${i + 1}`, i);
    }
    const days = await sql<{ kind: string; at: string }>`
      select kind, to_char(created_at at time zone 'UTC', 'YYYY-MM-DD HH24:MI') as at
      from journal_entries where user_id = ${user} order by created_at`.execute(bulk.app.db);
    expect(days.rows.map((r) => `${r.kind} ${r.at}`)).toEqual([
      ...[1, 2, 3, 4, 5, 6].map((d) => `deposit 2030-02-0${d} 12:00`),
      'withdrawal_hold 2030-02-07 12:00',
      'withdrawal_settle 2030-02-07 13:00',
    ]);
    const later = await backdated(bulk.app.db, new Date('2030-03-01T00:00:00Z'), async () => 'done');
    expect(later).toBe('done');
    const { entryId } = await bulk.app.ledger.creditDeposit({
      userId: user,
      pool: 'stable',
      token: 'USDT',
      amount: 1_000_000n,
      ...transfer(),
    });
    const stamped = await sql<{ recent: boolean }>`
      select bool_and(created_at > now() - interval '1 hour') as recent from journal_lines
      where entry_id = ${entryId}`.execute(bulk.app.db);
    expect(stamped.rows[0]?.recent).toBe(true);
    await expectLedgerSound(bulk.app.db);
  });
});
