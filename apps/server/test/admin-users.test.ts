/**
 * The users console (decisions 74, 75): the search by each kind of key and its keyset pages, a user's page, and the
 * actions — freeze (no password, wallet or refresh sign-in, no withdrawal, deposits still credited), unfreeze,
 * revoke, unlink, resend, roles (never one's own, never the last operator) — each with its audit row.
 */
import type { AdminUserDetail, AdminUsersResponse } from '@yc/contract';
import { generatePrivateKey, privateKeyToAccount } from 'viem/accounts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, investor, lastCode, PASSWORD, post, register, uniqueLogin } from './helpers/accounts.ts';
import { type Anvil, startAnvil } from './helpers/anvil.ts';
import { walletProof } from './helpers/deposits.ts';
import { expectError } from './helpers/errors.ts';
import { makeStale, type OperatorSession, operatorSession } from './helpers/operators.ts';
import { createTestApp, engine, type TestApp } from './helpers/test-app.ts';
import { credit } from './helpers/withdrawals.ts';

const HOST = { host: 'localhost:3000' };

describe(`users console on ${engine}`, () => {
  let t: TestApp;
  let anvil: Anvil;
  let op: OperatorSession;

  beforeAll(async () => {
    anvil = await startAnvil();
    t = await createTestApp({ CHAIN_RPC_URL_31337: anvil.url, SUPPORTED_CHAIN_IDS: '31337' });
    op = await operatorSession(t);
  });
  afterAll(async () => {
    await t?.close();
    await anvil?.stop();
  });

  const get = (url: string, headers: Record<string, string> = op.headers) =>
    t.app.inject({ method: 'GET', url, headers });
  const act = (id: string, action: string, payload?: unknown, headers: Record<string, string> = op.headers) =>
    post(t.app, `/api/v1/admin/users/${id}/${action}`, payload, headers);
  const search = async (query: string) => {
    const res = await get(`/api/v1/admin/users?${query}`);
    expect(res.statusCode, res.body).toBe(200);
    return res.json() as AdminUsersResponse;
  };
  const page = async (id: string) => {
    const res = await get(`/api/v1/admin/users/${id}`);
    expect(res.statusCode, res.body).toBe(200);
    return res.json() as AdminUserDetail;
  };
  const auditRows = (objectId: string, action: string) =>
    t.app.db
      .selectFrom('audit_log')
      .selectAll()
      .where('object_id', '=', objectId)
      .where('action', '=', action)
      .execute();
  const signIn = (login: string, headers: Record<string, string> = {}) =>
    post(t.app, '/api/v1/login', { login, password: PASSWORD }, headers);

  it('answers 401 without a token and 403 to an investor', async () => {
    const someone = await investor(t);
    expect((await get('/api/v1/admin/users', {})).statusCode).toBe(401);
    expect((await get('/api/v1/admin/users', bearer(someone.token))).statusCode).toBe(403);
    expect((await act(someone.user.id, 'freeze', { reason: 'x' }, bearer(someone.token))).statusCode).toBe(403);
  });

  it('finds a user by e-mail prefix, name, wallet, id and referral id', async () => {
    const tag = `find${Date.now()}`;
    const login = uniqueLogin(tag);
    const user = await investor(t);
    const target = await register(t, login);
    const wallet = privateKeyToAccount(generatePrivateKey()).address;
    await t.app.db
      .updateTable('users')
      .set({ name: `Zed ${tag} Quill`, meta_mask_address: wallet.toLowerCase() })
      .where('id', '=', target.user.id)
      .execute();
    const { referral_id } = await t.app.db
      .selectFrom('users')
      .select('referral_id')
      .where('id', '=', target.user.id)
      .executeTakeFirstOrThrow();
    const ids = async (q: string) => (await search(`q=${encodeURIComponent(q)}`)).items.map((u) => u.id);

    expect(await ids(tag.toUpperCase())).toEqual([target.user.id]);
    expect(await ids(`zed ${tag}`)).toEqual([target.user.id]);
    expect(await ids(wallet)).toEqual([target.user.id]);
    expect(await ids(target.user.id.toUpperCase())).toEqual([target.user.id]);
    expect(await ids(referral_id)).toEqual([target.user.id]);
    // A pattern character is a character: `%` matches nobody here.
    expect(await ids(`${tag}%`)).toEqual([]);
    expect(await ids(user.user.id)).toEqual([user.user.id]);
    const [found] = (await search(`q=${tag}`)).items;
    expect(found).toMatchObject({ login, status: 'unconfirmed', role: null, wallet: wallet.toLowerCase() });
  });

  it('pages by keyset, newest first, and filters by role and status', async () => {
    const tag = `page${Date.now()}`;
    const made = [];
    for (let i = 0; i < 3; i++) made.push((await investor(t)).user.id);
    for (const [i, id] of made.entries()) {
      await t.app.db
        .updateTable('users')
        .set({ name: `${tag} ${i}` })
        .where('id', '=', id)
        .execute();
    }
    const first = await search(`q=${tag}&limit=2`);
    expect(first.items.map((u) => u.id)).toEqual([made[2], made[1]]);
    expect(first.nextCursor).not.toBeNull();
    const second = await search(`q=${tag}&limit=2&cursor=${first.nextCursor}`);
    expect(second.items.map((u) => u.id)).toEqual([made[0]]);
    expect(second.nextCursor).toBeNull();
    expect((await search(`q=${tag}&status=unconfirmed`)).items).toEqual([]);
    expect((await search(`q=${tag}&status=active&role=investor`)).items).toHaveLength(3);
    expect((await search('role=admin')).items.map((u) => u.id)).toContain(op.id);
    expect((await get('/api/v1/admin/users?cursor=not-ours')).statusCode).toBe(400);
    // A cursor of our shape whose key is no time and id is refused before it reaches the database as a bad cast.
    const forged = Buffer.from(JSON.stringify(['yesterday', 'nobody'])).toString('base64url');
    expect((await get(`/api/v1/admin/users?cursor=${forged}`)).statusCode).toBe(400);
  });

  it("shows a user's positions, referrals, sessions and sign-in history, failures too", async () => {
    const parent = await investor(t);
    const { referral_id } = await t.app.db
      .selectFrom('users')
      .select('referral_id')
      .where('id', '=', parent.user.id)
      .executeTakeFirstOrThrow();
    const child = await post(t.app, '/api/v1/register', {
      login: uniqueLogin('child'),
      password: PASSWORD,
      invite: referral_id,
    });
    const childId = (child.json() as { user: { id: string } }).user.id;
    await credit(t, parent.user.id, 'stable', 'USDT', 5_000_000n);
    expect((await post(t.app, '/api/v1/login', { login: parent.login, password: 'Wrong#1234' })).statusCode).toBe(401);
    expect((await signIn(parent.login)).statusCode).toBe(200);

    const detail = await page(parent.user.id);
    expect(detail.positions).toContainEqual(
      expect.objectContaining({ pool: 'stable', token: 'USDT', deposited: expect.stringMatching(/^[1-9]/) }),
    );
    expect(detail.referrals).toEqual({ referrer: null, uplineDepth: 0, downline: [{ level: 1, members: 1 }] });
    expect(detail.sessions.length).toBeGreaterThanOrEqual(2);
    expect(detail.signIns.slice(0, 3)).toMatchObject([
      { method: 'password', ok: true, failure: null },
      { method: 'password', ok: false, failure: 'password' },
      { method: 'code', ok: true, failure: null },
    ]);
    const childPage = await page(childId);
    expect(childPage.referrals).toMatchObject({ referrer: { id: parent.user.id }, uplineDepth: 1, downline: [] });

    const balance = await get(`/api/v1/admin/users/${parent.user.id}/balance`);
    expect(balance.statusCode, balance.body).toBe(200);
    const statement = await get(`/api/v1/admin/users/${parent.user.id}/transactions`);
    expect((statement.json() as { items: { type: string }[] }).items).toMatchObject([{ type: 'deposit' }]);
    const csv = await get(`/api/v1/admin/users/${parent.user.id}/transactions.csv`);
    expect(csv.headers['content-type']).toContain('text/csv');
    expect(csv.body.split('\n')[1]).toContain('deposit');
    expect((await get(`/api/v1/admin/users/${crypto.randomUUID()}`)).statusCode).toBe(404);
  });

  it("keeps an account's newest 100 sign-ins, trimmed as each is recorded", async () => {
    const someone = await investor(t);
    for (let i = 0; i < 105; i++) {
      await t.app.signIns.record(someone.user.id, 'password', { ip: `10.0.0.${i}` }, i % 2 ? 'password' : null);
    }
    const kept = await t.app.db
      .selectFrom('sign_ins')
      .select('ip')
      .where('user_id', '=', someone.user.id)
      .orderBy('id', 'desc')
      .execute();
    expect(kept).toHaveLength(100);
    expect(kept[0]?.ip).toBe('10.0.0.104');
    expect(kept.at(-1)?.ip).toBe('10.0.0.5');
  });

  it('freezes: no sign-in of any kind, no withdrawal, deposits still credited; unfreeze restores sign-in', async () => {
    const key = generatePrivateKey();
    const wallet = privateKeyToAccount(key).address;
    const user = await investor(t);
    await t.app.db
      .updateTable('users')
      .set({ meta_mask_address: wallet.toLowerCase() })
      .where('id', '=', user.user.id)
      .execute();
    const reason = 'Suspicious activity, see ticket 42';
    const frozen = await act(user.user.id, 'freeze', { reason });
    expect(frozen.statusCode, frozen.body).toBe(200);
    expect(frozen.json()).toMatchObject({
      status: 'frozen',
      frozen: { reason, by: { id: op.id, login: op.login } },
    });
    expectError(await act(user.user.id, 'freeze', { reason }), 409, 'admin.userAlreadyFrozen', expect.any(String));

    expect((await get('/api/v1/profile', bearer(user.token))).statusCode).toBe(401);
    expectError(await signIn(user.login), 403, 'account.frozen', `Your account is frozen: ${reason}. Contact support.`);
    expectError(
      await signIn(user.login, { 'accept-language': 'ru' }),
      403,
      'account.frozen',
      `Ваш аккаунт заморожен: ${reason}. Обратитесь в поддержку.`,
    );
    const proof = await walletProof(t, anvil.chainId, key);
    expect((await post(t.app, '/api/v1/login-v2', proof, HOST)).json()).toMatchObject({ code: 'account.frozen' });
    const refresh = await post(t.app, '/api/v1/refresh', { refreshToken: user.refreshToken });
    expect(refresh.statusCode).toBe(401);
    await expect(
      t.app.withdrawals.request(user.user.id, { pool: 'stable', currency: 'USDT', amount: '1' }, null),
    ).rejects.toMatchObject({ statusCode: 403, code: 'account.frozen' });
    // The deposit path never reads the account's status: what arrives is the user's money.
    await credit(t, user.user.id, 'stable', 'USDT', 2_000_000n);
    expect((await page(user.user.id)).positions).toMatchObject([{ pool: 'stable', token: 'USDT', deposited: '2' }]);
    expect((await page(user.user.id)).signIns[0]).toMatchObject({ ok: false, failure: 'frozen' });

    const [audit] = await auditRows(user.user.id, 'user.freeze');
    expect(audit).toMatchObject({
      actor_id: op.id,
      object_type: 'user',
      before: { status: 'active', frozenReason: null },
      after: { status: 'frozen', frozenReason: reason },
    });

    const unfrozen = await act(user.user.id, 'unfreeze');
    expect(unfrozen.json()).toMatchObject({ status: 'active', frozen: null });
    expect((await signIn(user.login)).statusCode).toBe(200);
    expect(await auditRows(user.user.id, 'user.unfreeze')).toHaveLength(1);
    expectError(await act(user.user.id, 'unfreeze'), 409, 'admin.userNotFrozen', expect.any(String));
    expectError(await act(op.id, 'freeze', { reason }), 403, 'admin.cannotFreezeSelf', expect.any(String));
  });

  it("refuses a frozen operator's code step that began before the freeze, and records operators' sign-ins", async () => {
    const other = await operatorSession(t);
    expect((await page(other.id)).signIns[0]).toMatchObject({ method: 'password', ok: true });
    const step = await post(t.app, '/api/v1/login', { login: other.login, password: other.password });
    const { challenge } = step.json() as { challenge: string };
    expect((await act(other.id, 'freeze', { reason: 'Key leaked' })).statusCode).toBe(200);
    const code = await post(t.app, '/api/v1/login/totp', { challenge, code: other.code() });
    expect(code.json()).toMatchObject({ statusCode: 403, code: 'account.frozen' });
  });

  it('asks for a fresh code before a decision', async () => {
    const user = await investor(t);
    await makeStale(t, op);
    expectError(await act(user.user.id, 'freeze', { reason: 'x' }), 403, 'admin.totpStale', expect.any(String));
    expect((await get(`/api/v1/admin/users/${user.user.id}`)).statusCode).toBe(200);
    op = await operatorSession(t);
  });

  it('revokes every session, unlinks the wallet, resends the confirmation', async () => {
    const user = await investor(t);
    const second = (await signIn(user.login)).json() as { token: string };
    const revoked = await act(user.user.id, 'sessions/revoke');
    // Sign-up, the e-mail confirmation and the sign-in each opened one.
    expect(revoked.json()).toEqual({ revoked: 3 });
    expect((await get('/api/v1/profile', bearer(second.token))).statusCode).toBe(401);
    expect(await auditRows(user.user.id, 'user.revoke_sessions')).toHaveLength(1);

    const wallet = privateKeyToAccount(generatePrivateKey()).address.toLowerCase();
    await t.app.db.updateTable('users').set({ meta_mask_address: wallet }).where('id', '=', user.user.id).execute();
    const unlinked = await act(user.user.id, 'wallet/unlink');
    expect(unlinked.json()).toMatchObject({ wallet: null });
    const [audit] = await auditRows(user.user.id, 'user.unlink_wallet');
    expect(audit).toMatchObject({ before: { wallet }, after: { wallet: null } });
    expectError(await act(user.user.id, 'wallet/unlink'), 409, 'admin.userNoWallet', expect.any(String));
    const walletOnly = await post(
      t.app,
      '/api/v1/login-v2',
      await walletProof(t, anvil.chainId, generatePrivateKey()),
      HOST,
    );
    const walletOnlyId = (walletOnly.json() as { user: { id: string } }).user.id;
    expectError(await act(walletOnlyId, 'wallet/unlink'), 409, 'admin.walletOnlyAccount', expect.any(String));

    const pending = await register(t);
    const before = t.sent.length;
    const resent = await act(pending.user.id, 'resend-confirmation');
    expect(resent.statusCode, resent.body).toBe(200);
    expect(await lastCode(t, pending.login)).toMatch(/^\d{6}$/);
    expect(t.sent.length).toBeGreaterThan(before);
    expectError(await act(user.user.id, 'resend-confirmation'), 409, 'admin.userAlreadyConfirmed', expect.any(String));
  });

  it('makes and removes an operator, never oneself, never the last', async () => {
    const user = await investor(t);
    const made = await act(user.user.id, 'role', { role: 'admin' });
    expect(made.json()).toMatchObject({ role: 'admin' });
    // The new role applies at once: the old session (an investor's) is over.
    expect((await get('/api/v1/profile', bearer(user.token))).statusCode).toBe(401);
    const removed = await act(user.user.id, 'role', { role: 'investor' });
    expect(removed.json()).toMatchObject({ role: 'investor' });
    expect((await auditRows(user.user.id, 'user.make_operator'))[0]).toMatchObject({
      before: { role: 'investor' },
      after: { role: 'admin' },
    });
    expectError(await act(op.id, 'role', { role: 'investor' }), 403, 'admin.cannotChangeOwnRole', expect.any(String));
    const pending = await register(t);
    expectError(
      await act(pending.user.id, 'role', { role: 'admin' }),
      409,
      'admin.roleNeedsConfirmedEmail',
      expect.any(String),
    );

    // Every other operator leaves; then no one (a job, say) may take away the one who is left.
    const others = await t.app.db.selectFrom('users').select('id').where('role', '=', 'admin').execute();
    for (const o of others.filter((o) => o.id !== op.id)) {
      expect((await act(o.id, 'role', { role: 'investor' })).statusCode).toBe(200);
    }
    await expect(t.app.adminUsers.setRole({ id: null, ip: null }, op.id, 'investor')).rejects.toMatchObject({
      statusCode: 409,
      code: 'admin.lastOperator',
    });
  });
});

describe(`the last two operators demote each other at once on ${engine}`, () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t?.close());

  it('leaves one operator', async () => {
    const a = await operatorSession(t);
    const b = await operatorSession(t);
    const answers = await Promise.all([
      post(t.app, `/api/v1/admin/users/${b.id}/role`, { role: 'investor' }, a.headers),
      post(t.app, `/api/v1/admin/users/${a.id}/role`, { role: 'investor' }, b.headers),
    ]);
    expect(answers.map((r) => r.statusCode).filter((s) => s === 200)).toHaveLength(1);
    // The loser is refused: as the last operator (409) or, if it came second, as no operator any more (401).
    expect(answers.map((r) => r.statusCode).find((s) => s !== 200)).toBeOneOf([401, 409]);
    const left = await t.app.db.selectFrom('users').select('id').where('role', '=', 'admin').execute();
    expect(left).toHaveLength(1);
  });
});
