import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { countRows, lastCode, PASSWORD, post, uniqueLogin } from './helpers/accounts.ts';
import { expectError } from './helpers/errors.ts';
import { createTestApp, engine, type TestApp } from './helpers/test-app.ts';

describe(`POST /api/v1/register on ${engine}`, () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('creates an account without a role, opens a session and mails a confirmation code', async () => {
    const login = uniqueLogin('Mixed.Case');
    const res = await post(t.app, '/api/v1/register', {
      login,
      password: PASSWORD,
      source: 'brand.example',
      invite: 'REF123',
      utm_source: 'newsletter',
      utm_campaign: 'autumn',
      utm_term: 'stable yield',
    });
    expect(res.statusCode).toBe(201);
    const body = res.json();
    expect(body.user).toMatchObject({ login: login.toLowerCase(), role: null, emailConfirmed: false, locale: 'en' });
    expect(body.token.split('.')).toHaveLength(3);
    expect(body.refreshToken).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(body.expiresIn).toBe(1800);
    const cookie = res.cookies.find((c) => c.name === 'refresh_token');
    expect(cookie).toMatchObject({ value: body.refreshToken, httpOnly: true, sameSite: 'Strict', path: '/api/v1' });
    expect(cookie?.maxAge).toBe(2592000);

    const row = await t.app.db.selectFrom('users').selectAll().where('id', '=', body.user.id).executeTakeFirstOrThrow();
    expect(row).toMatchObject({
      source: 'brand.example',
      invite: 'REF123',
      utm_source: 'newsletter',
      utm_campaign: 'autumn',
      utm_term: 'stable yield',
    });
    expect(row.password_hash).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$/);

    const code = await lastCode(t, login.toLowerCase());
    expect(code).toMatch(/^\d{6}$/);
    const mail = t.sent.at(-1)!;
    expect(mail.subject).toContain('Confirm your e-mail');
    expect(mail.html_body).toContain(code);
    expect(mail.text_body).toContain(
      `/registration-confirm?login=${encodeURIComponent(login.toLowerCase())}&code=${code}`,
    );
  });

  it('takes invite and utm values from the cookies when the body has none', async () => {
    const login = uniqueLogin();
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/v1/register',
      payload: { login, password: PASSWORD },
      cookies: { invite: 'FROMCOOKIE', utm_source: 'ads', utm_medium: 'cpc', utm_content: 'banner', utm_term: 'yield' },
    });
    expect(res.statusCode).toBe(201);
    const row = await t.app.db.selectFrom('users').selectAll().where('login', '=', login).executeTakeFirstOrThrow();
    expect(row).toMatchObject({
      invite: 'FROMCOOKIE',
      utm_source: 'ads',
      utm_medium: 'cpc',
      utm_content: 'banner',
      utm_term: 'yield',
    });
  });

  it('writes the e-mail in Russian for a Russian visitor', async () => {
    const login = uniqueLogin();
    const res = await post(
      t.app,
      '/api/v1/register',
      { login, password: PASSWORD },
      { 'accept-language': 'ru-RU,ru;q=0.9' },
    );
    expect(res.json().user.locale).toBe('ru');
    await t.app.mailer.flush();
    const mail = t.sent.filter((m) => m.recipient === login).at(-1)!;
    expect(mail.subject).toContain('Подтвердите');
    expect(mail.text_body).toContain('/ru/registration-confirm');
  });

  it('refuses a login that exists, whatever its case', async () => {
    const login = uniqueLogin();
    await post(t.app, '/api/v1/register', { login, password: PASSWORD });
    const users = await countRows(t, 'users');
    const res = await post(t.app, '/api/v1/register', { login: login.toUpperCase(), password: PASSWORD });
    expectError(res, 409, 'auth.loginTaken', 'This login is already registered');
    expect(await countRows(t, 'users')).toBe(users);
  });

  it('lets exactly one of concurrent sign-ups with the same login through', async () => {
    const login = uniqueLogin();
    const results = await Promise.all(
      Array.from({ length: 5 }, () => post(t.app, '/api/v1/register', { login, password: PASSWORD })),
    );
    expect(results.map((r) => r.statusCode).sort()).toEqual([201, 409, 409, 409, 409]);
  });

  const bad: Array<[string, unknown, number, string]> = [
    ['a missing login', { password: PASSWORD }, 400, "It's required field!"],
    ['a missing password', { login: 'a@example.com' }, 400, "It's required field!"],
    ['an empty body', {}, 400, "It's required field!"],
    ['an invalid e-mail', { login: 'not-an-email', password: PASSWORD }, 400, 'Please check your email'],
    [
      'a password without a special character',
      { login: 'a@example.com', password: 'Secret123' },
      400,
      'Please check your password',
    ],
    [
      'a password without an uppercase letter',
      { login: 'a@example.com', password: 'secret#123' },
      400,
      'Please check your password',
    ],
    ['a password that is too short', { login: 'a@example.com', password: 'S#1a' }, 400, 'Please check your password'],
    [
      'a password longer than 20',
      { login: 'a@example.com', password: `Aa#${'x'.repeat(18)}` },
      400,
      'Max length is 20!',
    ],
    ['an oversized login', { login: `${'a'.repeat(250)}@example.com`, password: PASSWORD }, 400, 'Max length is 254!'],
    ['a number for the login', { login: 12345, password: PASSWORD }, 400, "It's required field!"],
    ['an unknown field', { login: 'a@example.com', password: PASSWORD, role: 'admin' }, 400, 'Unknown field: role'],
    [
      'a wallet address without a proof',
      { login: 'a@example.com', password: PASSWORD, metaMaskAddress: `0x${'ab'.repeat(20)}` },
      400,
      'A wallet address can only be registered with a signed wallet proof',
    ],
    [
      'a control character in the name',
      { login: 'a@example.com', password: PASSWORD, name: 'Eve\u0000' },
      400,
      'The value of name must not contain control characters',
    ],
    [
      'an oversized name',
      { login: 'a@example.com', password: PASSWORD, name: 'n'.repeat(51) },
      400,
      'Max length is 50!',
    ],
    [
      'a script in the login',
      { login: '<script>alert(1)</script>@x.io', password: PASSWORD },
      400,
      'Please check your email',
    ],
    ['an array body', [1, 2], 400, 'The value of body is not valid'],
  ];

  it.each(bad)('answers %s with a 400 JSON message and writes nothing', async (_name, payload, status, message) => {
    const before = [await countRows(t, 'users'), await countRows(t, 'sessions'), await countRows(t, 'mail_outbox')];
    const res = await post(t.app, '/api/v1/register', payload);
    expect(res.statusCode).toBe(status);
    expect(res.headers['content-type']).toMatch(/^application\/json/);
    const body = res.json();
    expect(body).toMatchObject({ statusCode: status, error: 'Bad Request' });
    expect(body.message).toBe(message);
    expect([await countRows(t, 'users'), await countRows(t, 'sessions'), await countRows(t, 'mail_outbox')]).toEqual(
      before,
    );
  });

  it('answers in Russian for a Russian visitor', async () => {
    const res = await post(
      t.app,
      '/api/v1/register',
      { login: 'bad', password: PASSWORD },
      { cookie: 'i18n_redirected=ru' },
    );
    expect(res.json().message).toBe('Проверьте ваш email');
  });

  it('answers invalid JSON, a wrong content type, prototype pollution and an oversized body with 4xx JSON', async () => {
    const before = await countRows(t, 'users');
    const cases = [
      {
        payload: '{"login": "a@example.com",',
        type: 'application/json',
        status: 400,
        message: 'The request body is not valid JSON',
      },
      {
        payload: 'login=a@example.com',
        type: 'application/x-www-form-urlencoded',
        status: 415,
        message: 'This content type is not supported',
      },
      {
        payload: `{"login":"a@example.com","password":"${PASSWORD}","__proto__":{"role":"admin"}}`,
        type: 'application/json',
        status: 400,
        message: 'The request body is not valid JSON',
      },
      {
        payload: `{"login":"a@example.com","password":"${PASSWORD}","constructor":{"prototype":{"x":1}}}`,
        type: 'application/json',
        status: 400,
        message: 'The request body is not valid JSON',
      },
      {
        payload: JSON.stringify({ login: 'a@example.com', password: PASSWORD, name: 'x'.repeat(70_000) }),
        type: 'application/json',
        status: 413,
        message: 'The request is too large',
      },
    ];
    for (const c of cases) {
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/v1/register',
        payload: c.payload,
        headers: { 'content-type': c.type },
      });
      expect(res.statusCode, c.payload.slice(0, 40)).toBe(c.status);
      expect(res.json()).toMatchObject({ statusCode: c.status, message: c.message });
    }
    expect(await countRows(t, 'users')).toBe(before);
  });
});
