import { PATTERNS } from '@yc/contract';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { post, register } from './helpers/accounts.ts';
import { expectError } from './helpers/errors.ts';
import { createTestApp, engine, type TestApp } from './helpers/test-app.ts';

describe(`platform endpoints and error handling on ${engine}`, () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(
      {},
      {
        before: (app) => {
          app.get('/api/v1/test/explode', async () => {
            throw new Error('secret connection string postgres://user:pw@db');
          });
        },
      },
    );
  });
  afterAll(() => t.close());

  it('serves the validation expressions the web client applies', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/v1/system/regexp' });
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(Object.keys(body).sort()).toEqual(Object.keys(PATTERNS).sort());
    const password = new RegExp(body.password.pattern, body.password.flags);
    expect(password.test('Secret#1')).toBe(true);
    expect(password.test('secret#1')).toBe(false);
    expect(password.test('SECRET#1')).toBe(false);
    expect(password.test('Secret11')).toBe(false);
    expect(password.test('Se#1')).toBe(false);
    expect(password.test('Secret#1Secret#1Secre')).toBe(false);
    const telegram = new RegExp(body.telegram.pattern, body.telegram.flags);
    expect(telegram.test('@myname')).toBe(true);
    expect(telegram.test('myname')).toBe(false);
  });

  it('answers health and readiness', async () => {
    expect((await t.app.inject({ method: 'GET', url: '/healthz' })).json()).toEqual({ status: 'ok' });
    const ready = await t.app.inject({ method: 'GET', url: '/readyz' });
    expect(ready.statusCode).toBe(200);
    expect(ready.json()).toEqual({ status: 'ready', checks: { database: 'ok' } });
  });

  it('publishes the OpenAPI document generated from the contract, and its UI', async () => {
    const doc = (await t.app.inject({ method: 'GET', url: '/api/docs/json' })).json();
    expect(doc.openapi).toMatch(/^3\./);
    expect(doc.paths['/api/v1/register'].post.requestBody.content['application/json'].schema.required).toEqual(
      expect.arrayContaining(['login', 'password']),
    );
    expect(Object.keys(doc.paths)).toEqual(
      expect.arrayContaining(['/api/v1/login', '/api/v1/profile', '/api/v1/system/regexp']),
    );
    expect(doc.paths['/api/v1/profile'].get.security).toEqual([{ bearer: [] }]);
    const ui = await t.app.inject({ method: 'GET', url: '/api/docs/' });
    expect(ui.statusCode).toBe(200);
    expect(ui.headers['content-type']).toMatch(/text\/html/);
  });

  it('sends strict security headers', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/healthz' });
    const csp = String(res.headers['content-security-policy']);
    expect(csp).toContain("default-src 'self'");
    expect(csp).toContain("script-src 'self'");
    expect(csp).not.toContain('unsafe-inline');
    expect(csp).toContain("frame-ancestors 'none'");
    expect(csp).toContain("object-src 'none'");
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['x-frame-options']).toBe('SAMEORIGIN');
  });

  it('sends an API answer only the headers that matter for one, and the API docs page the document headers', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/v1/system/regexp' });
    expect(res.headers['content-security-policy']).toBe("default-src 'none';frame-ancestors 'none'");
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['x-frame-options']).toBe('DENY');
    expect(res.headers['cross-origin-resource-policy']).toBe('same-origin');
    expect(res.headers['x-dns-prefetch-control']).toBeUndefined();
    const docs = await t.app.inject({ method: 'GET', url: '/api/docs/' });
    expect(String(docs.headers['content-security-policy'])).toContain("script-src 'self'");
  });

  it('answers unknown API paths and methods with 404 JSON', async () => {
    for (const [method, url] of [
      ['GET', '/api/v1/nope'],
      ['DELETE', '/api/v1/register'],
      ['GET', '/dev/nope'],
    ] as const) {
      const res = await t.app.inject({ method, url });
      expect(res.statusCode).toBe(404);
      expect(res.json()).toEqual({ statusCode: 404, error: 'Not Found', message: 'Not found', code: 'http.notFound' });
    }
  });

  it('never shows internals in a 5xx answer', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/v1/test/explode' });
    expectError(res, 500, 'http.internal', 'Something went wrong on our side, please try again later');
    expect(res.body).not.toContain('postgres://');
  });

  it('answers a hostile query string with 4xx JSON', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/v1/dev/mailbox?to=a&to=b&evil[$ne]=1' });
    expect(res.statusCode).toBe(400);
    expect(res.json().statusCode).toBe(400);
  });

  it('lists sent mail in the dev mailbox, as JSON and as an escaped page', async () => {
    const account = await register(t, 'mailbox.<b>@example.com'.replace('<b>', 'b'));
    await t.app.mailer.flush();
    const list = await t.app.inject({
      method: 'GET',
      url: `/api/v1/dev/mailbox?to=${encodeURIComponent(account.login)}`,
    });
    expect(list.statusCode).toBe(200);
    const [message] = list.json().messages;
    expect(message).toMatchObject({ to: account.login, status: 'sent' });
    expect(message.text).toMatch(/\b\d{6}\b/);
    const page = await t.app.inject({ method: 'GET', url: '/dev/mailbox' });
    expect(page.headers['content-type']).toMatch(/text\/html/);
    expect(page.body).toContain(account.login);
    expect(page.body).not.toMatch(/<script/i);
  });

  it('delivers the outbox oldest first, whatever order the rows lie in', async () => {
    const to = `order.${process.pid}@example.com`;
    // Written newest first, so the table's physical order is the reverse of the order they were queued in.
    for (const [i, age] of ['3 minutes', '2 minutes', '1 minute'].entries()) {
      await t.app.db
        .insertInto('mail_outbox')
        .values({
          recipient: to,
          subject: `s${i}`,
          text_body: `m${i}`,
          html_body: `m${i}`,
          created_at: sql<Date>`now() + ${age}::interval`,
        })
        .execute();
    }
    await t.app.mailer.flush();
    expect(t.sent.filter((m) => m.recipient === to).map((m) => m.text_body)).toEqual(['m2', 'm1', 'm0']);
  });
});

describe(`readiness on ${engine}`, () => {
  it('answers 503 JSON when the database is gone', async () => {
    const t = await createTestApp();
    await t.database.close();
    const res = await t.app.inject({ method: 'GET', url: '/readyz' });
    expect(res.statusCode).toBe(503);
    expect(res.json()).toEqual({ status: 'unavailable', checks: { database: 'down' } });
    await t.app.close();
  });
});

describe(`production mode on ${engine}`, () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ NODE_ENV: 'production', SMTP_URL: 'smtp://127.0.0.1:2525' });
  });
  afterAll(() => t.close());

  it('has no dev mailbox and no accrual on demand', async () => {
    expect((await t.app.inject({ method: 'GET', url: '/api/v1/dev/mailbox' })).statusCode).toBe(404);
    expect((await post(t.app, '/api/v1/dev/accrue', { through: '2030-01-01' })).statusCode).toBe(404);
    expect((await t.app.inject({ method: 'GET', url: '/dev/mailbox' })).statusCode).toBe(404);
  });

  it('still serves the API', async () => {
    expect((await post(t.app, '/api/v1/login', { login: 'a@example.com', password: 'Nope#123' })).statusCode).toBe(401);
  });
});
