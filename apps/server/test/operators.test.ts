import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createOperator } from '../src/modules/accounts/operators.ts';
import { bearer, post, uniqueLogin } from './helpers/accounts.ts';
import { createTestApp, engine, type TestApp } from './helpers/test-app.ts';

describe(`operator accounts on ${engine}`, () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('creates an admin who can sign in', async () => {
    const login = uniqueLogin('ops');
    await createOperator(t.app.db, login, 'Operator#1');
    const session = (await post(t.app, '/api/v1/login', { login, password: 'Operator#1' })).json();
    expect(session.user).toMatchObject({ role: 'admin', emailConfirmed: true });
    const profile = await t.app.inject({ method: 'GET', url: '/api/v1/profile', headers: bearer(session.token) });
    expect(profile.json().user.role).toBe('admin');
  });

  it('promotes an existing account and resets its password', async () => {
    const login = uniqueLogin('promote');
    await post(t.app, '/api/v1/register', { login, password: 'Investor#1' });
    const { id } = await createOperator(t.app.db, login, 'Operator#2');
    const row = await t.app.db.selectFrom('users').selectAll().where('id', '=', id).executeTakeFirstOrThrow();
    expect(row.role).toBe('admin');
    expect((await post(t.app, '/api/v1/login', { login, password: 'Operator#2' })).statusCode).toBe(200);
    expect((await post(t.app, '/api/v1/login', { login, password: 'Investor#1' })).statusCode).toBe(401);
  });
});
