/**
 * The DAO area (issue 6): SPOOL figures, pools, values and treasury against hand-computed cases, and governance —
 * admin-only proposals, the weight snapshot at the start, one vote per account (also under concurrency), live
 * tallies, refusals before the start and after the end, results after the end.
 */
import { api, pathOf } from '@yc/contract';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { bearer, investor, uniqueLogin } from './helpers/accounts.ts';
import { expectLedgerSound, setFees, transfer } from './helpers/ledger.ts';
import { operatorSession } from './helpers/operators.ts';
import { createTestApp, engine, type TestApp } from './helpers/test-app.ts';

const USDT = (n: bigint) => n * 10n ** 6n;
const HALF_ETH = 5n * 10n ** 17n;
/**
 * Waits until the clock has passed `instant` (ms), so what the test does next is strictly later: a proposal's
 * start and a ledger entry's time may otherwise fall in the same millisecond.
 */
async function clockPast(instant: number) {
  while (Date.now() <= instant) await new Promise((resolve) => setImmediate(resolve));
}
const inMs = (ms: number) => new Date(Date.now() + ms).toISOString();

interface Option {
  id: string;
  label: string;
  weight: string;
  votes: number;
}

describe(`DAO on ${engine}`, () => {
  let t: TestApp;
  let admin: string;
  // a holds 1000 SPOOL from before every proposal; b buys 1000 SPOOL after the first one starts; c holds none.
  const users: Record<'a' | 'b' | 'c', { token: string; id: string; login: string }> = {} as never;

  const get = (url: string, token: string) => t.app.inject({ method: 'GET', url, headers: bearer(token) });
  const propose = (body: Record<string, unknown>, token = admin) =>
    t.app.inject({ method: 'POST', url: api.createProposal.path, headers: bearer(token), payload: body });
  const vote = (id: string, option: string, token: string) =>
    t.app.inject({ method: 'POST', url: pathOf(api.daoVote, { id }), headers: bearer(token), payload: { option } });
  const proposal = (startsAt: string, endsAt: string) => ({
    title: 'Add a pool',
    description: 'Should the platform open a new pool?',
    options: ['Yes', 'No'],
    startsAt,
    endsAt,
  });

  beforeAll(async () => {
    t = await createTestApp();
    await t.app.db
      .insertInto('prices')
      .values([
        { token: 'USDT', fiat: 'usd', price: '1' },
        { token: 'ETH', fiat: 'usd', price: '2000' },
        { token: 'CAPE', fiat: 'usd', price: '0.5', market_cap: '1000000', circulating_supply: '2000000' },
      ])
      .execute();
    await setFees(t.app.db, 'stable', '1', '0');
    for (const name of ['a', 'b', 'c'] as const) {
      const u = await investor(t);
      users[name] = { token: u.token, id: u.user.id, login: u.login };
    }
    admin = (await operatorSession(t, { login: uniqueLogin('dao-admin') })).token;
    await t.app.ledger.creditDeposit({
      userId: users.a.id,
      pool: 'strategy',
      token: 'USDT',
      amount: USDT(1000n),
      ...transfer(),
    });
    // 1 % of 1000 USDT goes to the fees account: the treasury.
    await t.app.ledger.creditDeposit({
      userId: users.c.id,
      pool: 'stable',
      token: 'USDT',
      amount: USDT(1000n),
      ...transfer(),
    });
    // The proposals below start after these deposits, so a's SPOOL counts in their snapshots.
    const last = await t.app.db
      .selectFrom('journal_entries')
      .select((eb) => eb.fn.max('created_at').as('at'))
      .executeTakeFirstOrThrow();
    await clockPast(new Date(last.at as Date).getTime());
  });
  afterEach(() => vi.useRealTimers());
  afterAll(() => t.close());

  let first: { id: string; startsAt: string; options: Option[] };

  it('lets only the operator create proposals', async () => {
    const body = proposal(new Date().toISOString(), inMs(3_600_000));
    expect((await propose(body, users.a.token)).statusCode).toBe(403);
    const past = await propose(proposal(inMs(-7_200_000), inMs(-3_600_000)));
    expect(past.statusCode).toBe(400);
    expect(past.json().message).toBe('The end of the vote must be in the future');
    expect((await propose({ ...body, options: ['Yes', 'Yes'] })).statusCode).toBe(400);

    const res = await propose(body);
    expect(res.statusCode).toBe(201);
    first = res.json();
    expect(api.createProposal.response.safeParse(first).success).toBe(true);
    expect(res.json()).toMatchObject({ status: 'active', title: 'Add a pool', cancelledAt: null });
    expect(first.options.map((o) => [o.label, o.weight, o.votes])).toEqual([
      ['Yes', '0', 0],
      ['No', '0', 0],
    ]);
  });

  it('weighs a vote by the SPOOL held at the start: SPOOL bought later does not count', async () => {
    await clockPast(Date.parse(first.startsAt));
    await t.app.ledger.creditDeposit({
      userId: users.b.id,
      pool: 'strategy',
      token: 'ETH',
      amount: HALF_ETH,
      ...transfer(),
    });
    expect((await get(api.daoPersonal.path, users.b.token)).json().spoolHeld).toBe('1000');

    const [yes, no] = first.options as [Option, Option];
    const a = await vote(first.id, yes.id, users.a.token);
    expect(a.statusCode).toBe(200);
    expect(a.json().myVote).toBe(yes.id);
    expect(a.json().options[0]).toMatchObject({ weight: '1000', votes: 1 });
    const b = await vote(first.id, no.id, users.b.token);
    expect(b.statusCode).toBe(200);
    expect(b.json().options[1]).toMatchObject({ weight: '0', votes: 1 });
    const weights = await t.app.db
      .selectFrom('dao_voting_weights')
      .selectAll()
      .where('proposal_id', '=', first.id)
      .execute();
    expect(weights.map((w) => [w.user_id, w.weight])).toEqual([[users.a.id, '1000000000000000000000']]);
  });

  it('refuses a second vote, and counts one of 20 concurrent votes by one account', async () => {
    const again = await vote(first.id, first.options[1]?.id as string, users.a.token);
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe('You have already voted on this proposal');

    const fresh = (await propose(proposal(new Date().toISOString(), inMs(3_600_000)))).json();
    const answers = await Promise.all(
      Array.from({ length: 20 }, (_, i) => vote(fresh.id, fresh.options[i % 2].id, users.a.token)),
    );
    expect(answers.map((r) => r.statusCode).sort()).toEqual([200, ...Array(19).fill(409)]);
    const rows = await t.app.db.selectFrom('dao_votes').selectAll().where('proposal_id', '=', fresh.id).execute();
    expect(rows).toHaveLength(1);
    expect(rows[0]?.weight).toBe('1000000000000000000000');
  });

  it('keeps live tallies with the caller’s vote', async () => {
    expect((await vote(first.id, first.options[0]?.id as string, users.c.token)).statusCode).toBe(200);
    const list = await get(`${api.daoProposals.path}?status=active`, users.b.token);
    expect(list.statusCode).toBe(200);
    expect(api.daoProposals.response.safeParse(list.json()).success).toBe(true);
    const item = list.json().items.find((p: { id: string }) => p.id === first.id);
    expect(item.myVote).toBe(first.options[1]?.id);
    expect(item.options.map((o: Option) => [o.weight, o.votes])).toEqual([
      ['1000', 2],
      ['0', 1],
    ]);
    expect((await get(`${api.daoProposals.path}?status=upcoming`, users.b.token)).json().total).toBe(0);
  });

  it('refuses votes before the start and after the end, and shows the results after the end', async () => {
    const later = (await propose(proposal(inMs(3_600_000), inMs(7_200_000)))).json();
    expect(later.status).toBe('upcoming');
    const early = await vote(later.id, later.options[0].id, users.a.token);
    expect(early.statusCode).toBe(409);
    expect(early.json().message).toBe('Voting on this proposal has not started yet');

    const short = (await propose(proposal(new Date().toISOString(), inMs(1_500)))).json();
    expect((await vote(short.id, short.options[1].id, users.a.token)).statusCode).toBe(200);
    expect((await vote(short.id, later.options[0].id, users.b.token)).statusCode).toBe(400);
    expect((await vote(later.options[0].id, short.options[0].id, users.b.token)).statusCode).toBe(404);
    // Only the clock moves past the end; timers stay real for the database and the server.
    vi.useFakeTimers({ toFake: ['Date'], now: Date.parse(short.endsAt) });
    const late = await vote(short.id, short.options[0].id, users.b.token);
    expect(late.statusCode).toBe(409);
    expect(late.json().message).toBe('Voting on this proposal has ended');

    const ended = (await get(`${api.daoProposals.path}?status=ended`, users.a.token)).json();
    expect(ended.total).toBe(1);
    expect(ended.items[0]).toMatchObject({ id: short.id, status: 'ended', myVote: short.options[1].id });
    expect(ended.items[0].options.map((o: Option) => [o.label, o.weight, o.votes])).toEqual([
      ['Yes', '0', 0],
      ['No', '1000', 1],
    ]);
    const all = (await get(`${api.daoProposals.path}?pageSize=2&page=2`, users.a.token)).json();
    expect(all).toMatchObject({ total: 4, page: 2, pageSize: 2 });
    expect(all.items).toHaveLength(2);
  });

  it('answers personal, pools, values and rewards figures', async () => {
    const personal = (await get(api.daoPersonal.path, users.a.token)).json();
    expect(api.daoPersonal.response.safeParse(personal).success).toBe(true);
    expect(personal).toMatchObject({
      fiat: 'usd',
      spoolHeld: '1000',
      votingPower: '1000',
      shareOfSupply: '50',
      rewards: { earned: '0', claimable: '0' },
      info: { login: users.a.login, wallet: null },
    });
    expect((await get(api.daoPersonal.path, users.c.token)).json()).toMatchObject({
      spoolHeld: '0',
      shareOfSupply: '0',
    });

    const pools = (await get(api.daoPools.path, users.a.token)).json();
    expect(api.daoPools.response.safeParse(pools).success).toBe(true);
    const byName = Object.fromEntries(pools.pools.map((p: { pool: string }) => [p.pool, p]));
    expect(byName.stable).toMatchObject({ tvl: '990', price: '1' });
    expect(byName.strategy).toMatchObject({ tvl: '2000', price: '1' });
    expect(byName.strategy.assets).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ token: 'USDT', balance: '1000', value: '1000' }),
        expect.objectContaining({ token: 'ETH', balance: '0.5', value: '1000' }),
      ]),
    );

    const values = (await get(api.daoValues.path, users.a.token)).json();
    expect(api.daoValues.response.safeParse(values).success).toBe(true);
    expect(values).toMatchObject({
      fiat: 'usd',
      capeToken: { price: '0.5', marketCap: '1000000', circulatingSupply: '2000000' },
      tvl: '2990',
      spoolPrice: '1',
      treasury: '10',
    });

    const rewards = await get(`${api.daoRewards.path}?page=1&pageSize=10`, users.a.token);
    expect(rewards.json()).toEqual({ items: [], page: 1, pageSize: 10, total: 0 });
    await expectLedgerSound(t.app.db);
  });
});
