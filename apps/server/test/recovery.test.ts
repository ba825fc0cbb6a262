import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, investor, lastCode, PASSWORD, post, uniqueLogin } from './helpers/accounts.ts';
import { createTestApp, engine, type TestApp } from './helpers/test-app.ts';

const NEW_PASSWORD = 'Renewed#42';

describe(`password recovery on ${engine}`, () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  const recover = (login: string) => post(t.app, '/api/v1/send-password-recovery', { login });
  const change = (login: string, code: string, password = NEW_PASSWORD) =>
    post(t.app, '/api/v1/change-password-by-code', { login, code, password });

  it('answers known and unknown logins alike and mails only the known one', async () => {
    const account = await investor(t);
    const mailsBefore = t.sent.length;
    const known = await recover(account.login);
    const unknownLogin = uniqueLogin('ghost');
    const unknown = await recover(unknownLogin);
    expect(known.statusCode).toBe(200);
    expect(known.json().message).toBe(
      'Instructions for changing your password have been successfully sent to your email!',
    );
    expect(unknown.body).toBe(known.body);
    await t.app.mailer.flush();
    expect(t.sent.slice(mailsBefore).map((m) => m.recipient)).toEqual([account.login]);
  });

  it('changes the password with the code, ends every session and spends the code', async () => {
    const account = await investor(t);
    await recover(account.login);
    const code = await lastCode(t, account.login);
    expect(t.sent.at(-1)!.subject).toContain('Change your password');
    const res = await change(account.login, code);
    expect(res.statusCode).toBe(200);
    expect(res.json().message).toBe('Password changed successfully');
    expect(
      (await t.app.inject({ method: 'GET', url: '/api/v1/profile', headers: bearer(account.token) })).statusCode,
    ).toBe(401);
    expect((await post(t.app, '/api/v1/refresh', { refreshToken: account.refreshToken })).statusCode).toBe(401);
    expect((await post(t.app, '/api/v1/login', { login: account.login, password: NEW_PASSWORD })).statusCode).toBe(200);
    expect((await post(t.app, '/api/v1/login', { login: account.login, password: PASSWORD })).statusCode).toBe(401);
    expect((await change(account.login, code, 'Another#77')).statusCode).toBe(400);
  });

  it('refuses an expired code', async () => {
    const account = await investor(t);
    await recover(account.login);
    const code = await lastCode(t, account.login);
    await sql`update one_time_codes set expires_at = now() - interval '1 second' where user_id = ${account.user.id}`.execute(
      t.app.db,
    );
    const res = await change(account.login, code);
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe('The code is wrong or has expired, request a new one');
  });

  it('expires codes 15 minutes after they are issued', async () => {
    const account = await investor(t);
    await recover(account.login);
    const row = await t.app.db
      .selectFrom('one_time_codes')
      .select(['created_at', 'expires_at'])
      .where('user_id', '=', account.user.id)
      .where('purpose', '=', 'recovery')
      .executeTakeFirstOrThrow();
    const minutes = (row.expires_at.getTime() - row.created_at.getTime()) / 60_000;
    expect(minutes).toBeGreaterThan(14.9);
    expect(minutes).toBeLessThan(15.1);
  });

  it('burns the code after five wrong attempts', async () => {
    const account = await investor(t);
    await recover(account.login);
    const code = await lastCode(t, account.login);
    const wrong = code === '999999' ? '888888' : '999999';
    for (let i = 0; i < 5; i++) expect((await change(account.login, wrong)).statusCode).toBe(400);
    expect((await change(account.login, code)).statusCode).toBe(400);
    expect((await post(t.app, '/api/v1/login', { login: account.login, password: PASSWORD })).statusCode).toBe(200);
  });

  it('keeps only the newest code alive', async () => {
    const account = await investor(t);
    await recover(account.login);
    const first = await lastCode(t, account.login);
    await recover(account.login);
    const second = await lastCode(t, account.login);
    if (first !== second) expect((await change(account.login, first)).statusCode).toBe(400);
    expect((await change(account.login, second)).statusCode).toBe(200);
  });

  it('validates the new password and the code format with the spec messages', async () => {
    const account = await investor(t);
    const weak = await change(account.login, '123456', 'weakpass');
    expect(weak.statusCode).toBe(400);
    expect(weak.json().message).toBe('Please check your password');
    const badCode = await change(account.login, '12ab', NEW_PASSWORD);
    expect(badCode.json().message).toBe('The code is 6 digits');
    expect((await post(t.app, '/api/v1/send-password-recovery', { login: 'x' })).json().message).toBe(
      'Please check your email',
    );
  });

  it('confirms an unconfirmed e-mail through recovery, since the code proves the mailbox', async () => {
    const login = uniqueLogin();
    await post(t.app, '/api/v1/register', { login, password: PASSWORD });
    await recover(login);
    expect((await change(login, await lastCode(t, login))).statusCode).toBe(200);
    const session = (await post(t.app, '/api/v1/login', { login, password: NEW_PASSWORD })).json();
    expect(session.user).toMatchObject({ role: 'investor', emailConfirmed: true });
  });
});
