/**
 * An account that has not confirmed its e-mail (no role yet) reaches only what the registration-confirmation
 * screen needs; every other signed-in call answers 403 JSON, whatever the web does (docs/decisions.md 43).
 */
import { api, type Endpoint, ONE_TIME_CODE } from '@yc/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, countRows, lastCode, post, register } from './helpers/accounts.ts';
import { linkWallet } from './helpers/deposits.ts';
import { createTestApp, engine, type TestApp } from './helpers/test-app.ts';

/** Every signed-in call an unconfirmed account may make; anything added here must be needed by that screen. */
const ALLOWED_UNCONFIRMED: Endpoint[] = [api.profile];

const ANVIL_KEY = '0x59c6995e998f97a5a0044966f0945389dc9e86dae88c7a8412f4603b6b78690d';
const TX_HASH = `0x${'ab'.repeat(32)}`;

const filled = (e: Endpoint) => e.path.replace(/:(\w+)/g, 'x');

describe(`unconfirmed accounts on ${engine}`, () => {
  let t: TestApp;

  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('lets an unconfirmed account reach only the allow-listed signed-in calls', async () => {
    const account = await register(t);
    expect(account.user).toMatchObject({ role: null });
    const signedIn = Object.entries(api).filter(([, e]) => e.auth !== 'none');
    expect(signedIn.filter(([, e]) => e.auth === 'unconfirmed').map(([, e]) => e)).toEqual(ALLOWED_UNCONFIRMED);
    const routed = signedIn.filter(([, e]) => t.app.hasRoute({ method: e.method, url: e.path }));
    expect(routed.length).toBeGreaterThanOrEqual(30);
    for (const [name, e] of routed) {
      const res = await t.app.inject({ method: e.method, url: filled(e), headers: bearer(account.token) });
      if (ALLOWED_UNCONFIRMED.includes(e)) {
        expect(res.statusCode, name).toBe(200);
        continue;
      }
      expect(res.statusCode, `${name}: ${res.body.slice(0, 200)}`).toBe(403);
      expect(res.json(), name).toMatchObject({ statusCode: 403, error: 'Forbidden', code: 'auth.emailNotConfirmed' });
    }
  });

  it('answers in the caller language', async () => {
    const account = await register(t);
    const res = await t.app.inject({
      method: 'GET',
      url: '/api/v1/balance',
      headers: { ...bearer(account.token), 'accept-language': 'ru' },
    });
    expect(res.statusCode).toBe(403);
    expect(res.json().message).toMatch(/подтвердите email/);
  });

  it('refuses a deposit report, a withdrawal and a wallet link until the e-mail is confirmed', async () => {
    const account = await register(t);
    const headers = bearer(account.token);
    const deposit = { pool: 'stable', amount: '100', currency: 'USDT', transaction: TX_HASH };
    const withdrawal = { pool: 'stable', amount: '10', currency: 'USDT' };
    const before = await Promise.all([countRows(t, 'deposit_claims'), countRows(t, 'withdrawals')]);

    for (const [url, body] of [
      ['/api/v1/dashboard/deposit', deposit],
      ['/api/v1/dashboard/withdraw', withdrawal],
    ] as const) {
      const res = await post(t.app, url, body, headers);
      expect(res.statusCode, `${url}: ${res.body}`).toBe(403);
      expect(res.json().code).toBe('auth.emailNotConfirmed');
    }
    await expect(linkWallet(t, { id: account.user.id, token: account.token }, 1, ANVIL_KEY)).rejects.toThrow(
      /auth\.emailNotConfirmed/,
    );
    expect(await Promise.all([countRows(t, 'deposit_claims'), countRows(t, 'withdrawals')])).toEqual(before);
    const profile = await t.app.inject({ method: 'GET', url: '/api/v1/profile', headers });
    expect(profile.json().user.metaMaskAddress).toBeNull();

    // Confirmed, the same account passes the guard: the role was the only reason for the 403s.
    const code = await lastCode(t, account.login);
    expect(code).toHaveLength(ONE_TIME_CODE.length);
    const confirmed = await post(t.app, '/api/v1/confirm-login', { login: account.login, code });
    expect(confirmed.statusCode).toBe(200);
    const session = confirmed.json() as { token: string; user: { id: string } };
    await linkWallet(t, { id: session.user.id, token: session.token }, 1, ANVIL_KEY);
    const res = await post(t.app, '/api/v1/dashboard/withdraw', withdrawal, bearer(session.token));
    expect(res.statusCode).not.toBe(403);
  });
});
