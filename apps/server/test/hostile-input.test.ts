/**
 * Every implemented endpoint of the contract gets malformed, oversized and hostile
 * input: the answer is a 4xx JSON { statusCode, error, message } and nothing is written.
 */
import { api, type Endpoint } from '@yc/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, countRows, investor } from './helpers/accounts.ts';
import { createTestApp, engine, type TestApp } from './helpers/test-app.ts';

const TABLES = [
  'users',
  'sessions',
  'one_time_codes',
  'mail_outbox',
  'avatars',
  'wallet_nonces',
  'pools',
  'pool_assets',
  'pool_deposit_addresses',
  'prices',
  'ledger_accounts',
  'journal_entries',
  'journal_lines',
  'pool_asset_snapshots',
  'pool_snapshots',
  'dao_proposals',
  'dao_proposal_options',
  'dao_voting_weights',
  'dao_votes',
  'deposit_claims',
  'deposit_scan_cursors',
  'withdrawals',
  'referral_tree',
  'referral_levels',
  'referral_ranks',
] as const;

const deep = (n: number): unknown => (n === 0 ? 'x' : { a: deep(n - 1) });

const bodies: Array<[string, string, string]> = [
  ['invalid JSON', '{"login": ', 'application/json'],
  ['a JSON array', '[1,2,3]', 'application/json'],
  ['a JSON string', '"hello"', 'application/json'],
  ['JSON null', 'null', 'application/json'],
  [
    'numbers for every field',
    JSON.stringify({ login: 1, password: 2, code: 3, name: 4, refreshToken: 5, currentPassword: 6, email: 7 }),
    'application/json',
  ],
  ['prototype pollution', '{"__proto__": {"role": "admin"}, "login": "a@b.co"}', 'application/json'],
  ['constructor pollution', '{"constructor": {"prototype": {"role": "admin"}}}', 'application/json'],
  ['deep nesting', JSON.stringify(deep(200)), 'application/json'],
  [
    'SQL in the fields',
    JSON.stringify({ login: "a@b.co' OR '1'='1", password: "'; DROP TABLE users; --", code: "1' OR '1" }),
    'application/json',
  ],
  [
    'control characters and lone surrogates',
    JSON.stringify({ login: 'a\u0000@b.co', name: '\ud800x', password: 'P#\u0007ssw0rd' }),
    'application/json',
  ],
  ['a 1 MB body', JSON.stringify({ login: `${'a'.repeat(1_000_000)}@b.co` }), 'application/json'],
  ['form data', 'login=a%40b.co&password=x', 'application/x-www-form-urlencoded'],
  ['XML', '<login>a@b.co</login>', 'application/xml'],
];

describe(`hostile input on every endpoint on ${engine}`, () => {
  let t: TestApp;
  let token: string;
  let endpoints: Endpoint[];

  beforeAll(async () => {
    t = await createTestApp();
    token = (await investor(t)).token;
    endpoints = Object.values(api).filter((e) => t.app.hasRoute({ method: e.method, url: e.path }));
  });
  afterAll(() => t.close());

  const counts = () => Promise.all(TABLES.map((table) => countRows(t, table)));

  it('covers the implemented endpoints', () => {
    expect(endpoints.length).toBeGreaterThanOrEqual(27);
    expect(endpoints).toEqual(
      expect.arrayContaining([
        api.uploadAvatar,
        api.faq,
        api.articles,
        api.article,
        api.brand,
        api.chainConfig,
        api.chainRpc,
        api.walletNonce,
        api.loginV2,
        api.connectWallet,
        api.poolData,
        api.refreshPool,
        api.dashboardYield,
        api.currencies,
        api.poolAssets,
        api.poolStrategy,
        api.poolGraph,
        api.daoPersonal,
        api.daoPools,
        api.daoValues,
        api.daoRewards,
        api.daoProposals,
        api.daoVote,
        api.createProposal,
        api.balance,
        api.transactions,
        api.transactionsCsv,
        api.referrals,
        api.referralProgress,
        api.referralMembers,
        api.referralRules,
        api.referralHarvestInfo,
        api.referralHarvest,
      ]),
    );
  });

  it.each(bodies)('answers %s with 4xx JSON and writes nothing', async (_name, payload, contentType) => {
    const before = await counts();
    // Refresh and logout take no body at all (null) by design: they are not hostile input there.
    const nullIsValid = (e: Endpoint) => payload === 'null' && e.body?.safeParse(null).success;
    for (const e of endpoints.filter((x) => x.method !== 'GET' && !nullIsValid(x))) {
      const res = await t.app.inject({
        method: e.method,
        url: e.path,
        payload,
        headers: { 'content-type': contentType, ...bearer(token) },
      });
      expect(res.statusCode, `${e.method} ${e.path}: ${res.body.slice(0, 200)}`).toBeGreaterThanOrEqual(400);
      expect(res.statusCode, `${e.method} ${e.path}`).toBeLessThan(500);
      const body = res.json();
      expect(Object.keys(body)).toEqual(expect.arrayContaining(['statusCode', 'error', 'message']));
      expect(body.statusCode).toBe(res.statusCode);
      expect(typeof body.message).toBe('string');
    }
    expect(await counts()).toEqual(before);
    // The signed-in session survived every call, so the checks above met validation, not a 401.
    expect((await t.app.inject({ method: 'GET', url: '/api/v1/profile', headers: bearer(token) })).statusCode).toBe(
      200,
    );
  });

  it('answers hostile query strings on GET endpoints with 2xx or 4xx JSON, never 5xx', async () => {
    for (const e of endpoints.filter((x) => x.method === 'GET')) {
      for (const query of ['?x=1', `?to=${'a'.repeat(5000)}`, '?to[]=1&to[]=2', '?%ZZ', '?__proto__[role]=admin']) {
        const res = await t.app.inject({ method: 'GET', url: `${e.path}${query}`, headers: bearer(token) });
        expect(res.statusCode, `${e.path}${query.slice(0, 40)}`).toBeLessThan(500);
        expect(res.headers['content-type']).toMatch(/application\/json/);
      }
    }
  });

  it('answers hostile authorization headers with 401 JSON', async () => {
    for (const authorization of [
      'Bearer',
      'Bearer ',
      'Basic YTpi',
      `Bearer ${'x'.repeat(10_000)}`,
      'Bearer a.b.c',
      'bearer   ',
    ]) {
      const res = await t.app.inject({ method: 'GET', url: '/api/v1/profile', headers: { authorization } });
      expect(res.statusCode, authorization.slice(0, 20)).toBe(401);
      expect(res.json().statusCode).toBe(401);
    }
  });
});
