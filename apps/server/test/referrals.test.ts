/**
 * Referral programme (issue 6): tree rules (ID at insert, referrer from the invite once and for ever, unknown ID
 * ignored, no self-referral or cycle, closure depth), the seeded rules, per-level figures and rank progress against
 * hand-computed deposits, and the members list (pagination, level, search on the masked login).
 */
import { dailyFactor, RAY } from '@yc/contract/fixed-point';
import { sql } from 'kysely';
import { generatePrivateKey, privateKeyToAccount } from 'viem/accounts';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { bearer, investor, PASSWORD, post, uniqueLogin } from './helpers/accounts.ts';
import { type Anvil, startAnvil } from './helpers/anvil.ts';
import { walletProof } from './helpers/deposits.ts';
import { expectLedgerSound, setFees, setPrice, transfer } from './helpers/ledger.ts';
import { createTestApp, engine, type TestApp } from './helpers/test-app.ts';

const USDT = (n: bigint) => n * 10n ** 6n;
const HOST = 'localhost:3000';

describe(`referral programme on ${engine}`, () => {
  let t: TestApp;
  let anvil: Anvil;
  let n = 0;

  beforeAll(async () => {
    anvil = await startAnvil();
    t = await createTestApp({ CHAIN_RPC_URL_31337: anvil.url, SUPPORTED_CHAIN_IDS: '31337' });
    await setFees(t.app.db, 'stable', '0', '0', '10');
    await setPrice(t.app.db, 'USDT', '1');
  });
  afterEach(() => expectLedgerSound(t.app.db));
  afterAll(async () => {
    await t?.close();
    await anvil?.stop();
  });

  /**
   * Each inserted member joins a second after the previous one: users inserted within one clock tick (PGlite's
   * clock ticks in milliseconds) share created_at, and "newest first" would then rest on the id tie-break.
   */
  const firstJoin = Date.now();
  let joined = 0;
  const joinedAt = () => new Date(firstJoin + 1000 * ++joined);

  /** A user inserted directly (as every sign-up path does), signed up with `invite`. */
  async function member(invite: string | null, login = `m${n++}.${process.pid}@example.com`) {
    return t.app.db
      .insertInto('users')
      .values({ login, role: 'investor', invite, created_at: joinedAt() })
      .returning(['id', 'referral_id', 'referrer_id'])
      .executeTakeFirstOrThrow();
  }

  const get = async (token: string, url: string) => {
    const res = await t.app.inject({ method: 'GET', url, headers: bearer(token) });
    expect(res.statusCode, res.body).toBe(200);
    return res.json();
  };

  const deposit = (userId: string, usdt: bigint) =>
    t.app.ledger.creditDeposit({ userId, pool: 'stable', token: 'USDT', amount: USDT(usdt), ...transfer() });

  it('gives every account a short URL-safe referral ID at insert', async () => {
    const a = await member(null);
    const b = await member(null);
    expect(a.referral_id).toMatch(/^[a-z0-9]{12}$/);
    expect(b.referral_id).not.toBe(a.referral_id);
    expect(a.referrer_id).toBeNull();
  });

  it('sets the referrer from the invite of a password sign-up (body or cookie); an unknown ID is ignored', async () => {
    const a = await investor(t);
    const { referralId } = await get(a.token, '/api/v1/referrals');
    const viaBody = await post(t.app, '/api/v1/register', {
      login: uniqueLogin(),
      password: PASSWORD,
      invite: referralId,
    });
    expect(viaBody.statusCode).toBe(201);
    const viaCookie = await t.app.inject({
      method: 'POST',
      url: '/api/v1/register',
      payload: { login: uniqueLogin(), password: PASSWORD },
      cookies: { invite: referralId },
    });
    expect(viaCookie.statusCode).toBe(201);
    const unknown = await post(t.app, '/api/v1/register', {
      login: uniqueLogin(),
      password: PASSWORD,
      invite: 'nobody00000',
    });
    expect(unknown.statusCode).toBe(201);
    const referrer = async (id: string) =>
      (await t.app.db.selectFrom('users').select('referrer_id').where('id', '=', id).executeTakeFirstOrThrow())
        .referrer_id;
    expect(await referrer(viaBody.json().user.id)).toBe(a.user.id);
    expect(await referrer(viaCookie.json().user.id)).toBe(a.user.id);
    expect(await referrer(unknown.json().user.id)).toBeNull();
    expect((await get(a.token, '/api/v1/referrals')).totals.members).toBe(2);
  });

  it('sets the referrer of a wallet sign-up from its invite', async () => {
    const a = await member(null);
    const key = generatePrivateKey();
    const res = await post(
      t.app,
      '/api/v1/login-v2',
      { ...(await walletProof(t, anvil.chainId, key)), invite: a.referral_id },
      { host: HOST },
    );
    expect(res.statusCode, res.body).toBe(200);
    const row = await t.app.db
      .selectFrom('users')
      .select('referrer_id')
      .where('meta_mask_address', '=', privateKeyToAccount(key).address.toLowerCase())
      .executeTakeFirstOrThrow();
    expect(row.referrer_id).toBe(a.id);
  });

  it('fixes the referrer and the ID for ever: no self-referral, no cycle, no change', async () => {
    const a = await member(null);
    const b = await member(a.referral_id);
    expect(b.referrer_id).toBe(a.id);
    const refused = async (q: ReturnType<typeof sql>) => {
      await expect(q.execute(t.app.db)).rejects.toThrow(/fixed at sign-up/);
    };
    await refused(sql`update users set referrer_id = id where id = ${a.id}`);
    await refused(sql`update users set referrer_id = ${b.id} where id = ${a.id}`);
    await refused(sql`update users set referrer_id = null where id = ${b.id}`);
    await refused(sql`update users set referral_id = 'other0000000' where id = ${a.id}`);
    // Other fields still change.
    await sql`update users set name = 'Ann' where id = ${a.id}`.execute(t.app.db);
  });

  it('keeps the closure table to ten levels down a chain of twelve', async () => {
    const chain = [await member(null)];
    for (let i = 0; i < 12; i++) chain.push(await member(chain.at(-1)?.referral_id ?? null));
    const root = chain[0]?.id as string;
    const rows = await t.app.db
      .selectFrom('referral_tree')
      .select(['depth', 'descendant'])
      .where('ancestor', '=', root)
      .orderBy('depth')
      .execute();
    expect(rows.map((r) => r.depth)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10]);
    expect(rows.map((r) => r.descendant)).toEqual(chain.slice(1, 11).map((u) => u.id));
    const last = chain[12]?.id as string;
    const up = await t.app.db.selectFrom('referral_tree').select('ancestor').where('descendant', '=', last).execute();
    expect(up).toHaveLength(10);
  });

  it('answers the seeded rules in the caller language', async () => {
    const a = await investor(t);
    const en = await get(a.token, '/api/v1/referrals/rules');
    expect(en.levels).toEqual([
      { level: 1, percent: '5' },
      { level: 2, percent: '3' },
      { level: 3, percent: '2' },
      { level: 4, percent: '1' },
      { level: 5, percent: '0.5' },
    ]);
    expect(en.ranks.map((r: { rank: string }) => r.rank)).toEqual(['starter', 'bronze', 'silver', 'gold', 'platinum']);
    expect(en.ranks[1]).toEqual({
      rank: 'bronze',
      name: 'Bronze',
      threshold: '1000',
      levelsUnlocked: 2,
      profitShare: '0.5',
    });
    const res = await t.app.inject({
      method: 'GET',
      url: '/api/v1/referrals/rules',
      headers: { ...bearer(a.token), 'accept-language': 'ru' },
    });
    expect(res.json().ranks[1].name).toBe('Бронза');
  });

  it('values the downline per level and reaches the rank it earns (hand-computed)', async () => {
    const a = await investor(t);
    const { referralId, link } = await get(a.token, '/api/v1/referrals');
    // The host part follows the brand host of the request (brand.test.ts); the invite is the account's ID.
    expect(new URL(link).search).toBe(`?invite=${referralId}`);
    const b = await member(referralId);
    const c = await member(b.referral_id);
    const d = await member(b.referral_id);
    await deposit(b.id, 1000n);
    await deposit(c.id, 300n);
    await deposit(d.id, 200n);
    // B's own deposit does not count for B: attracted liquidity is the downline's.
    const figures = await get(a.token, '/api/v1/referrals');
    expect(figures.totals).toEqual({ members: 3, attractedLiquidity: '1500', earned: '0', claimable: '0' });
    expect(figures.levels.slice(0, 3)).toEqual([
      { level: 1, members: 1, liquidity: '1000', percent: '5' },
      { level: 2, members: 2, liquidity: '500', percent: '3' },
      { level: 3, members: 0, liquidity: '0', percent: '2' },
    ]);
    expect(figures.levels).toHaveLength(5);
    expect(figures.sharePlatformProfit).toBe('0.5');
    // Bronze at 1000 usd, silver at 10000: (1500 − 1000) / 9000 = 5.55… %.
    const progress = await get(a.token, '/api/v1/referrals/progress');
    expect(progress).toMatchObject({
      rank: 'bronze',
      nextRank: 'silver',
      attractedLiquidity: '1500',
      progress: '5.55',
    });
  });

  it('lists members by level, newest first, paginated, searchable on the masked login', async () => {
    const root = await investor(t);
    const { token } = root;
    const { referralId } = await get(token, '/api/v1/referrals');
    const l1 = [];
    for (let i = 0; i < 5; i++) l1.push(await member(referralId, `friend${i}.${process.pid}.${n++}@mail.example.org`));
    const wallet = await t.app.db
      .insertInto('users')
      .values({
        login: null,
        meta_mask_address: `0x1234${'0'.repeat(30)}${String(n++).padStart(2, '0')}5678`,
        invite: l1[1]?.referral_id,
        created_at: joinedAt(),
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    expect(wallet.id).toBeTruthy();
    const bare = await member(l1[2]?.referral_id ?? null, `nodomain${n++}`);
    expect(bare.referrer_id).toBe(l1[2]?.id);
    const l2 = await member(l1[0]?.referral_id ?? null, `zed.${process.pid}.${n++}@other.example.net`);
    await deposit(l2.id, 40n);
    const page1 = await get(token, '/api/v1/referrals/members?pageSize=4');
    expect(page1.total).toBe(8);
    expect(page1.items).toHaveLength(4);
    expect(page1.items.map((m: { maskedLogin: string }) => m.maskedLogin)).toEqual([
      'ze***@ot***.net',
      'no***',
      '0x1234***5678',
      'fr***@ma***.org',
    ]);
    expect(page1.items[0]).toMatchObject({
      maskedLogin: 'ze***@ot***.net',
      level: 2,
      attractedLiquidity: '40',
    });
    const page2 = await get(token, '/api/v1/referrals/members?pageSize=4&page=2');
    expect(page2.items).toHaveLength(4);
    expect(page2.items.map((m: { maskedLogin: string }) => m.maskedLogin)).toEqual(Array(4).fill('fr***@ma***.org'));
    const level1 = await get(token, '/api/v1/referrals/members?level=1');
    expect(level1.total).toBe(5);
    expect(level1.items.every((m: { maskedLogin: string }) => m.maskedLogin === 'fr***@ma***.org')).toBe(true);
    const search = await get(token, '/api/v1/referrals/members?search=ZE***');
    expect(search.total).toBe(1);
    expect((await get(token, '/api/v1/referrals/members?search=friend0')).total).toBe(0);
    expect((await get(token, '/api/v1/referrals/members?search=0x1234***5678')).total).toBe(1);
    expect((await get(token, '/api/v1/referrals/members?search=%25')).total).toBe(0);
    const bad = await t.app.inject({
      method: 'GET',
      url: '/api/v1/referrals/members?level=11',
      headers: bearer(token),
    });
    expect(bad.statusCode).toBe(400);
  });
  describe('bonuses and harvest', () => {
    const DAY = '2031-03-01';
    const f = dailyFactor('10');
    /** An investor's yield on day 1 of a deposit at price per share 1 (shares = units): ⌊units × f⌋ − units. */
    const day1Yield = (units: bigint) => (units * f) / RAY - units;
    /**
     * A referrer's bonus on day 1 (decision 36): Σ percent_L × the level's shares × (P′ − P), over 100 × RAY, rounded
     * down once; `levels` are [percent, units deposited at price per share 1] per paid level.
     */
    const day1Bonus = (...levels: Array<[bigint, bigint]>) =>
      levels.reduce((sum, [percent, units]) => sum + percent * USDT(units) * (f - RAY), 0n) / (100n * RAY);
    const referralBalance = async (userId: string) =>
      t.app.ledger.balance({ kind: 'user_referral', userId, pool: 'stable', asset: 'USDT' });
    const referralEntries = async () =>
      Number(
        (
          await t.app.db
            .selectFrom('journal_entries')
            .select((eb) => eb.fn.countAll<string>().as('n'))
            .where('kind', '=', 'referral')
            .executeTakeFirstOrThrow()
        ).n,
      );
    let a: Awaited<ReturnType<typeof investor>>;
    let ids: Record<'b' | 'c' | 'd' | 'e' | 'f' | 'g', string>;

    beforeAll(async () => {
      // A ← B ← C ← D: B 10,000, C 5,000, D 1,000 USDT; A attracts 16,000 (silver, 3 levels), B 6,000 (bronze,
      // 2 levels), C 1,000 (bronze). E ← F ← G: F 500, G 100; E attracts 600 (starter, 1 level).
      a = await investor(t);
      const { referralId } = await get(a.token, '/api/v1/referrals');
      const b = await member(referralId);
      const c = await member(b.referral_id);
      const d = await member(c.referral_id);
      const e = await member(null);
      const fm = await member(e.referral_id);
      const g = await member(fm.referral_id);
      ids = { b: b.id, c: c.id, d: d.id, e: e.id, f: fm.id, g: g.id };
      await deposit(b.id, 10_000n);
      await deposit(c.id, 5_000n);
      await deposit(d.id, 1_000n);
      await deposit(fm.id, 500n);
      await deposit(g.id, 100n);
    });

    it('pays percent_L of the downline yield on the levels the rank unlocks (hand-computed)', async () => {
      // No accrual ran before: the first day grows the price per share from exactly 1.
      const before = await t.app.db
        .selectFrom('pool_assets')
        .select(sql<string>`price_per_share::text`.as('pps'))
        .where('pool', '=', 'stable')
        .where('token', '=', 'USDT')
        .executeTakeFirstOrThrow();
      expect(BigInt(before.pps)).toBe(RAY);
      await t.app.accrual.accrueThrough(DAY);
      const [yB, yC, yD] = [10_000n, 5_000n, 1_000n].map((n) => day1Yield(USDT(n))) as [bigint, bigint, bigint];
      expect(yB).toBe(2_611_578n); // 10,000 USDT × (1.1^(1/365) − 1) = 2.611578… USDT
      expect(await referralBalance(a.user.id)).toBe(day1Bonus([5n, 10_000n], [3n, 5_000n], [2n, 1_000n]));
      // Within a base unit of percent_L of each investor's own rounded yield.
      expect((5n * yB + 3n * yC + 2n * yD) / 100n - (await referralBalance(a.user.id))).toBeLessThanOrEqual(1n);
      expect(await referralBalance(ids.b)).toBe(day1Bonus([5n, 5_000n], [3n, 1_000n]));
      expect(await referralBalance(ids.c)).toBe(day1Bonus([5n, 1_000n]));
      expect(await referralBalance(ids.d)).toBe(0n);
      // Starter unlocks level 1 only: G's yield pays F, not E.
      expect(await referralBalance(ids.e)).toBe(day1Bonus([5n, 500n]));
      expect(await referralBalance(ids.f)).toBe(day1Bonus([5n, 100n]));
      expect(await referralBalance(ids.f)).toBeGreaterThan(0n);
      const expense = await t.app.ledger.balance({ kind: 'referral_expense', pool: 'stable', asset: 'USDT' });
      // Earlier tests' downlines earned too: the expense equals every referrer's credit.
      const credited = await t.app.db
        .selectFrom('ledger_accounts')
        .select(sql<string>`sum(balance)::text`.as('total'))
        .where('kind', '=', 'user_referral')
        .executeTakeFirstOrThrow();
      expect(expense).toBe(BigInt(credited.total));
      const figures = await get(a.token, '/api/v1/referrals');
      expect(figures.totals.claimable).not.toBe('0');
      expect(figures.totals.earned).toBe(figures.totals.claimable);
    });

    it('is idempotent per day and catches up missed days', async () => {
      expect(await referralEntries()).toBe(1);
      const first = await referralBalance(a.user.id);
      await t.app.accrual.accrueThrough(DAY);
      expect(await referralEntries()).toBe(1);
      expect(await referralBalance(a.user.id)).toBe(first);
      const report = await t.app.accrual.accrueThrough('2031-03-03');
      expect(report.days).toEqual(['2031-03-02', '2031-03-03']);
      expect(await referralEntries()).toBe(3);
      expect(await referralBalance(a.user.id)).toBeGreaterThan(2n * first);
    });

    it('shows the claimable rewards on the dashboard and harvests them into shares once under 50 concurrent calls', async () => {
      const claimable = await referralBalance(a.user.id);
      const dash = await get(a.token, '/api/v1/dashboard/yield');
      expect(dash.total.claimable).toBe((await get(a.token, '/api/v1/referrals/harvest')).total);
      expect(dash.total.claimable).not.toBe('0');
      const sharesBefore = (await t.app.ledger.position(a.user.id, 'stable', 'USDT')).shares;
      const results = await Promise.all(
        Array.from({ length: 50 }, () =>
          t.app.inject({ method: 'POST', url: '/api/v1/referrals/harvest', headers: bearer(a.token) }),
        ),
      );
      expect(results.every((r) => r.statusCode === 200)).toBe(true);
      const paid = results.flatMap((r) => r.json().txIds as string[]);
      expect(paid).toHaveLength(1);
      expect(await referralBalance(a.user.id)).toBe(0n);
      const position = await t.app.ledger.position(a.user.id, 'stable', 'USDT');
      // Minted at today's price per share, rounded down: worth the reward less at most one unit.
      expect(position.value - (sharesBefore * position.pricePerShare) / RAY).toBeGreaterThanOrEqual(claimable - 1n);
      const info = await get(a.token, '/api/v1/referrals/harvest');
      expect(info.total).toBe('0');
      expect(info.history).toHaveLength(1);
      expect(info.history[0]).toMatchObject({ currency: 'USDT', txId: paid[0] });
      expect(Number.parseFloat(info.history[0].amount)).toBeGreaterThan(0);
      expect((await get(a.token, '/api/v1/dashboard/yield')).total.claimable).toBe('0');
    });

    it('answers a repeated Idempotency-Key with the first harvest', async () => {
      const owner = await investor(t);
      const { referralId } = await get(owner.token, '/api/v1/referrals');
      const x = await member(referralId);
      await deposit(x.id, 2_000n);
      await t.app.accrual.accrueThrough('2031-03-04');
      const headers = { ...bearer(owner.token), 'idempotency-key': 'harvest-once-1' };
      const first = await t.app.inject({ method: 'POST', url: '/api/v1/referrals/harvest', headers });
      const again = await t.app.inject({ method: 'POST', url: '/api/v1/referrals/harvest', headers });
      expect(first.statusCode).toBe(200);
      expect(first.json().txIds).toHaveLength(1);
      expect(again.json().txIds).toEqual(first.json().txIds);
      expect(again.json().harvested).toEqual(first.json().harvested);
      const body = await t.app.inject({
        method: 'POST',
        url: '/api/v1/referrals/harvest',
        headers: bearer(owner.token),
        payload: { amount: '1' },
      });
      expect(body.statusCode).toBe(400);
    });
  });
});
