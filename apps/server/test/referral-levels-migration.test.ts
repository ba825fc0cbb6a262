/**
 * Migration 012 on a database that already holds a referral tree and positions (an upgrade, not a fresh install):
 * the per-level figures and the members' join times are backfilled from what is there, and the triggers keep them
 * from then on.
 */
import { Migrator } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '../src/db/database.ts';
import { migrationProvider } from '../src/db/migrations/index.ts';
import { checkLedger } from '../src/modules/ledger/invariants.ts';
import { LedgerService } from '../src/modules/ledger/ledger.service.ts';
import { transfer } from './helpers/ledger.ts';
import { engine, openTestDatabase } from './helpers/test-app.ts';

const USDT = (n: bigint) => n * 10n ** 6n;

describe(`migration 012 over existing referrals on ${engine}`, () => {
  let handle: DatabaseHandle;
  const migrator = () => new Migrator({ db: handle.db, provider: migrationProvider });

  beforeAll(async () => {
    handle = await openTestDatabase();
    const before = await migrator().migrateTo('011-dao');
    expect(before.error).toBeUndefined();
  });
  afterAll(() => handle?.close());

  it('backfills members, shares and join times, then keeps them', async () => {
    const { db } = handle;
    const member = (login: string, invite: string | null) =>
      db
        .insertInto('users')
        .values({ login, role: 'investor', invite })
        .returning(['id', 'referral_id', 'created_at'])
        .executeTakeFirstOrThrow();
    // A ← B ← C, and A ← D: B holds 300 USDT, C 200.
    const a = await member('a@upgrade.test', null);
    const b = await member('b@upgrade.test', a.referral_id);
    const c = await member('c@upgrade.test', b.referral_id);
    const d = await member('d@upgrade.test', a.referral_id);
    const ledger = new LedgerService(db);
    const deposit = (userId: string, usdt: bigint) =>
      ledger.creditDeposit({ userId, pool: 'stable', token: 'USDT', amount: USDT(usdt), ...transfer() });
    await deposit(b.id, 300n);
    await deposit(c.id, 200n);

    const after = await migrator().migrateToLatest();
    expect(after.error).toBeUndefined();
    expect(after.results?.map((r) => `${r.migrationName} ${r.status}`)).toContain('012-referral-levels Success');

    const members = await db
      .selectFrom('referral_level_members')
      .select(['ancestor', 'depth', 'members'])
      .orderBy('ancestor')
      .orderBy('depth')
      .execute();
    expect(new Map(members.map((m) => [`${m.ancestor} ${m.depth}`, Number(m.members)]))).toEqual(
      new Map([
        [`${a.id} 1`, 2],
        [`${a.id} 2`, 1],
        [`${b.id} 1`, 1],
      ]),
    );
    const shares = async () =>
      new Map(
        (await db.selectFrom('referral_level_shares').select(['ancestor', 'depth', 'asset', 'shares']).execute()).map(
          (s) => [`${s.ancestor} ${s.depth} ${s.asset}`, BigInt(s.shares)],
        ),
      );
    // No deposit fee and a price per share of 1: shares are the USDT base units.
    expect(await shares()).toEqual(
      new Map([
        [`${a.id} 1 stable:USDT`, USDT(300n)],
        [`${a.id} 2 stable:USDT`, USDT(200n)],
        [`${b.id} 1 stable:USDT`, USDT(200n)],
      ]),
    );
    const joined = await db
      .selectFrom('referral_tree')
      .select(['descendant', 'joined_at'])
      .where('ancestor', '=', a.id)
      .execute();
    const created = new Map([b, c, d].map((u) => [u.id, new Date(u.created_at).getTime()]));
    for (const row of joined) expect(new Date(row.joined_at).getTime()).toBe(created.get(row.descendant));
    expect(await checkLedger(db)).toEqual([]);

    // From now on the triggers keep them: D deposits, a newcomer joins under D.
    await deposit(d.id, 50n);
    await member('e@upgrade.test', d.referral_id);
    expect((await shares()).get(`${a.id} 1 stable:USDT`)).toBe(USDT(350n));
    expect(await checkLedger(db)).toEqual([]);
  });
});
