import { SignJWT } from 'jose';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, investor, lastCode, PASSWORD, post, register, uniqueLogin } from './helpers/accounts.ts';
import { expectError } from './helpers/errors.ts';
import { createTestApp, engine, type TestApp } from './helpers/test-app.ts';

describe(`sign-in, refresh and sign-out on ${engine}`, () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  const profile = (token: string) => t.app.inject({ method: 'GET', url: '/api/v1/profile', headers: bearer(token) });

  it('signs in with login and password, in any case of the login', async () => {
    const account = await register(t);
    const res = await post(t.app, '/api/v1/login', { login: account.login.toUpperCase(), password: PASSWORD });
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.user.id).toBe(account.user.id);
    expect((await profile(body.token)).json().user.login).toBe(account.login);
  });

  it('gives a wrong password and an unknown login the same answer', async () => {
    const account = await register(t);
    const wrong = await post(t.app, '/api/v1/login', { login: account.login, password: 'Wrong#123' });
    const unknown = await post(t.app, '/api/v1/login', { login: uniqueLogin('ghost'), password: 'Wrong#123' });
    expect(unknown.statusCode).toBe(401);
    expectError(wrong, 401, 'auth.invalidCredentials', 'Invalid password or login');
    expect(unknown.body).toBe(wrong.body);
  });

  it('answers malformed sign-in input with 400 JSON', async () => {
    for (const payload of [
      {},
      { login: 'a@b.co' },
      { login: 'a@b.co', password: 'x'.repeat(129) },
      { login: ['a'], password: 'x' },
    ]) {
      const res = await post(t.app, '/api/v1/login', payload);
      expect(res.statusCode).toBe(400);
      expect(res.json().statusCode).toBe(400);
    }
  });

  it('rotates the refresh token on every use, from the body or the cookie', async () => {
    const account = await register(t);
    const first = await post(t.app, '/api/v1/refresh', { refreshToken: account.refreshToken });
    expect(first.statusCode).toBe(200);
    const next = first.json();
    expect(next.refreshToken).not.toBe(account.refreshToken);
    expect((await profile(next.token)).statusCode).toBe(200);

    const viaCookie = await t.app.inject({
      method: 'POST',
      url: '/api/v1/refresh',
      cookies: { refresh_token: next.refreshToken },
    });
    expect(viaCookie.statusCode).toBe(200);
    expect(viaCookie.cookies.find((c) => c.name === 'refresh_token')?.value).toBe(viaCookie.json().refreshToken);
  });

  it('revokes the whole session when a spent refresh token comes back', async () => {
    const account = await register(t);
    const rotated = (await post(t.app, '/api/v1/refresh', { refreshToken: account.refreshToken })).json();
    const replay = await post(t.app, '/api/v1/refresh', { refreshToken: account.refreshToken });
    expect(replay.statusCode).toBe(401);
    expect(replay.json().message).toBe('Your session has expired, please sign in again');
    // The thief's replay also ends the legitimate holder's newer token and access token.
    expect((await post(t.app, '/api/v1/refresh', { refreshToken: rotated.refreshToken })).statusCode).toBe(401);
    expect((await profile(rotated.token)).statusCode).toBe(401);
  });

  it('lets one of two concurrent refreshes with the same token win', async () => {
    const account = await register(t);
    const results = await Promise.all([
      post(t.app, '/api/v1/refresh', { refreshToken: account.refreshToken }),
      post(t.app, '/api/v1/refresh', { refreshToken: account.refreshToken }),
    ]);
    expect(results.map((r) => r.statusCode).sort()).toEqual([200, 401]);
  });

  it('refuses an expired, unknown or missing refresh token', async () => {
    const account = await register(t);
    await sql`update refresh_tokens set expires_at = now() - interval '1 second'`.execute(t.app.db);
    expect((await post(t.app, '/api/v1/refresh', { refreshToken: account.refreshToken })).statusCode).toBe(401);
    expect((await post(t.app, '/api/v1/refresh', { refreshToken: 'nope' })).statusCode).toBe(401);
    const none = await t.app.inject({ method: 'POST', url: '/api/v1/refresh' });
    expect(none.statusCode).toBe(401);
    expect(none.json().statusCode).toBe(401);
  });

  it('signs out: the access and refresh tokens stop working', async () => {
    const account = await register(t);
    const res = await t.app.inject({ method: 'POST', url: '/api/v1/logout', headers: bearer(account.token) });
    expect(res.statusCode).toBe(200);
    expect(res.json().message).toBe('You have successfully logged out!');
    expect(res.cookies.find((c) => c.name === 'refresh_token')?.value).toBe('');
    expect((await profile(account.token)).statusCode).toBe(401);
    expect((await post(t.app, '/api/v1/refresh', { refreshToken: account.refreshToken })).statusCode).toBe(401);
  });

  it('signs out with only the refresh cookie, and answers a sign-out without a session too', async () => {
    const account = await register(t);
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/v1/logout',
      cookies: { refresh_token: account.refreshToken },
    });
    expect(res.statusCode).toBe(200);
    expect((await profile(account.token)).statusCode).toBe(401);
    expect((await t.app.inject({ method: 'POST', url: '/api/v1/logout' })).statusCode).toBe(200);
  });

  it('refuses forged, tampered, foreign and algorithm-swapped access tokens', async () => {
    const account = await register(t);
    const [header, payload] = account.token.split('.');
    const claims = JSON.parse(Buffer.from(payload!, 'base64url').toString());
    const none = `${Buffer.from('{"alg":"none","typ":"JWT"}').toString('base64url')}.${payload}.`;
    const tampered = `${header}.${Buffer.from(JSON.stringify({ ...claims, sub: '00000000-0000-0000-0000-000000000000' })).toString('base64url')}.${account.token.split('.')[2]}`;
    const foreign = await new SignJWT({ sid: claims.sid })
      .setProtectedHeader({ alg: 'HS256' })
      .setSubject(claims.sub)
      .setIssuer(claims.iss)
      .setAudience(claims.aud)
      .setIssuedAt()
      .setExpirationTime('10m')
      .sign(new TextEncoder().encode('another-secret-another-secret-another-secret'));
    const wrongAudience = await new SignJWT({ sid: claims.sid })
      .setProtectedHeader({ alg: 'HS256' })
      .setSubject(claims.sub)
      .setIssuer(claims.iss)
      .setAudience('someone-else')
      .setIssuedAt()
      .setExpirationTime('10m')
      .sign(new TextEncoder().encode('test-secret-test-secret-test-secret-0123'));
    for (const token of [none, tampered, foreign, wrongAudience, 'garbage', '']) {
      const res = await profile(token);
      expect(res.statusCode).toBe(401);
      expect(res.json()).toMatchObject({ statusCode: 401, message: 'Please login to access this page!' });
    }
    expect((await t.app.inject({ method: 'GET', url: '/api/v1/profile' })).statusCode).toBe(401);
  });

  it('issues access tokens that live 1800 s with pinned algorithm, issuer and audience', async () => {
    const account = await register(t);
    const [header, payload] = account.token
      .split('.')
      .slice(0, 2)
      .map((p) => JSON.parse(Buffer.from(p, 'base64url').toString()));
    expect(header.alg).toBe('HS256');
    expect(payload.exp - payload.iat).toBe(1800);
    expect(payload).toMatchObject({ iss: 'http://localhost:3000', aud: 'yield-cabinet-api', sub: account.user.id });
  });

  it('confirms the e-mail with the code: the account becomes an investor', async () => {
    const account = await register(t);
    const code = await lastCode(t, account.login);
    const res = await post(t.app, '/api/v1/confirm-login', { login: account.login, code });
    expect(res.statusCode).toBe(200);
    expect(res.json().user).toMatchObject({ role: 'investor', emailConfirmed: true });
    // The code is spent.
    expect((await post(t.app, '/api/v1/confirm-login', { login: account.login, code })).statusCode).toBe(400);
  });

  it('refuses a wrong, expired or exhausted confirmation code', async () => {
    const account = await register(t);
    const code = await lastCode(t, account.login);
    const wrong = code === '000000' ? '111111' : '000000';
    const res = await post(t.app, '/api/v1/confirm-login', { login: account.login, code: wrong });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe('The code is wrong or has expired, request a new one');
    // After five attempts in all, even the right code is refused.
    for (let i = 0; i < 4; i++) await post(t.app, '/api/v1/confirm-login', { login: account.login, code: wrong });
    expect((await post(t.app, '/api/v1/confirm-login', { login: account.login, code })).statusCode).toBe(400);

    const other = await register(t);
    const otherCode = await lastCode(t, other.login);
    await sql`update one_time_codes set expires_at = now() - interval '1 second' where user_id = ${other.user.id}`.execute(
      t.app.db,
    );
    expect((await post(t.app, '/api/v1/confirm-login', { login: other.login, code: otherCode })).statusCode).toBe(400);
    const user = await t.app.db
      .selectFrom('users')
      .select('role')
      .where('id', '=', other.user.id)
      .executeTakeFirstOrThrow();
    expect(user.role).toBeNull();
  });

  it('resends the confirmation code: the new one works, the old one does not', async () => {
    const account = await register(t);
    const old = await lastCode(t, account.login);
    const res = await post(t.app, '/api/v1/send-approve-email', { login: account.login });
    expect(res.json().message).toBe('Email for approve your account has been sent!');
    const fresh = await lastCode(t, account.login);
    if (fresh !== old)
      expect((await post(t.app, '/api/v1/confirm-login', { login: account.login, code: old })).statusCode).toBe(400);
    expect((await post(t.app, '/api/v1/confirm-login', { login: account.login, code: fresh })).statusCode).toBe(200);
  });

  it('answers a resend for an unknown login exactly as for a known one', async () => {
    const known = await register(t);
    const a = await post(t.app, '/api/v1/send-approve-email', { login: known.login });
    const b = await post(t.app, '/api/v1/send-approve-email', { login: uniqueLogin('ghost') });
    expect(a.statusCode).toBe(200);
    expect(b.body).toBe(a.body);
  });

  it('confirms once when the right code arrives twice at the same time', async () => {
    const account = await register(t);
    const code = await lastCode(t, account.login);
    const results = await Promise.all([
      post(t.app, '/api/v1/confirm-login', { login: account.login, code }),
      post(t.app, '/api/v1/confirm-login', { login: account.login, code }),
    ]);
    expect(results.map((r) => r.statusCode).sort()).toEqual([200, 400]);
  });

  it('reads and updates the profile with the spec messages for bad values', async () => {
    const account = await investor(t);
    const headers = bearer(account.token);
    const ok = await t.app.inject({
      method: 'PUT',
      url: '/api/v1/user/update',
      headers,
      payload: {
        name: '  Anna  ',
        phone: '+65 6123 4567',
        telegram: '@anna_invest',
        locale: 'ru',
        email: 'Anna@Example.com',
      },
    });
    expect(ok.statusCode).toBe(200);
    expect(ok.json().user).toMatchObject({
      name: 'Anna',
      phone: '+65 6123 4567',
      telegram: '@anna_invest',
      locale: 'ru',
      email: 'anna@example.com',
      login: account.login,
    });

    const cases: Array<[object, string]> = [
      [{ phone: '12' }, 'Please check your phone number!'],
      [{ telegram: 'anna' }, 'Enter the link in the format: @myname'],
      [{ email: 'nope' }, 'Please check your email'],
      [{ name: 'x'.repeat(51) }, 'Max length is 50!'],
      [{ locale: 'de' }, 'The value of locale is not valid'],
      [{ role: 'admin' }, 'Unknown field: role'],
      [{}, "It's required field!"],
    ];
    for (const [payload, message] of cases) {
      const res = await t.app.inject({ method: 'PUT', url: '/api/v1/user/update', headers, payload });
      expect(res.statusCode, JSON.stringify(payload)).toBe(400);
      expect(res.json().message).toBe(message);
    }
    const after = await t.app.inject({ method: 'GET', url: '/api/v1/profile', headers });
    expect(after.json().user).toMatchObject({ name: 'Anna', phone: '+65 6123 4567', role: 'investor' });

    const cleared = await t.app.inject({
      method: 'PUT',
      url: '/api/v1/user/update',
      headers,
      payload: { phone: null, telegram: null },
    });
    expect(cleared.json().user).toMatchObject({ phone: null, telegram: null });
  });

  it('changes the password when signed in: other sessions end, the new password works', async () => {
    const account = await investor(t);
    const other = (await post(t.app, '/api/v1/login', { login: account.login, password: PASSWORD })).json();
    const wrong = await post(
      t.app,
      '/api/v1/user/change-password',
      { currentPassword: 'Nope#1234', password: 'Fresh#456' },
      bearer(account.token),
    );
    expect(wrong.statusCode).toBe(400);
    const res = await post(
      t.app,
      '/api/v1/user/change-password',
      { currentPassword: PASSWORD, password: 'Fresh#456' },
      bearer(account.token),
    );
    expect(res.statusCode).toBe(200);
    expect((await profile(other.token)).statusCode).toBe(401);
    expect((await profile(res.json().token)).statusCode).toBe(200);
    expect((await post(t.app, '/api/v1/login', { login: account.login, password: 'Fresh#456' })).statusCode).toBe(200);
    expect((await post(t.app, '/api/v1/login', { login: account.login, password: PASSWORD })).statusCode).toBe(401);
  });
});
