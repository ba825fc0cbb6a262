import { afterAll, beforeAll, describe, expect, it, onTestFinished, vi } from 'vitest';
import { SessionCache } from '../src/modules/accounts/session-cache.ts';
import type { SessionUser } from '../src/modules/accounts/sessions.repository.ts';
import { bearer, investor, post } from './helpers/accounts.ts';
import { createTestApp, engine, openTestDatabase, redisUrl, type TestApp } from './helpers/test-app.ts';

const user = (id: string) => ({ id, name: id }) as unknown as SessionUser;

describe('session cache', () => {
  it('serves what it holds and drops it on invalidation', () => {
    const cache = new SessionCache();
    cache.set('s1', user('u1'), cache.version);
    cache.set('s2', user('u1'), cache.version);
    cache.set('s3', user('u2'), cache.version);
    expect(cache.get('s1', 'u1')?.id).toBe('u1');
    expect(cache.get('s1', 'someone-else')).toBeUndefined();
    cache.sessionEnded('s3');
    expect(cache.get('s3', 'u2')).toBeUndefined();
    cache.userChanged('u1');
    expect(cache.get('s2', 'u1')).toBeUndefined();
  });

  it('does not keep a lookup that raced an invalidation', () => {
    const cache = new SessionCache();
    const version = cache.version;
    cache.userChanged('u1');
    cache.set('s1', user('u1'), version);
    expect(cache.get('s1', 'u1')).toBeUndefined();
  });

  it('expires entries and evicts the oldest when full', () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    onTestFinished(() => void vi.useRealTimers());
    const cache = new SessionCache(20, 2);
    cache.set('a', user('a'), cache.version);
    cache.set('b', user('b'), cache.version);
    cache.set('c', user('c'), cache.version);
    expect(cache.get('a', 'a')).toBeUndefined();
    expect(cache.get('c', 'c')?.id).toBe('c');
    vi.advanceTimersByTime(19);
    expect(cache.get('c', 'c')?.id).toBe('c');
    vi.advanceTimersByTime(1);
    expect(cache.get('c', 'c')).toBeUndefined();
  });
});

describe(`the profile kept per session user on ${engine}`, () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(async () => {
    await t?.close();
  });
  const profile = (token: string) => t.app.inject({ method: 'GET', url: '/api/v1/profile', headers: bearer(token) });

  it("answers each session its own user's profile, a change at once, byte for byte as the serializer would", async () => {
    const one = await investor(t);
    const two = await investor(t);
    // Read twice each, so the second answer is the kept one.
    for (let round = 0; round < 2; round++) {
      expect((await profile(one.token)).json().user.id).toBe(one.user.id);
      expect((await profile(two.token)).json().user.id).toBe(two.user.id);
    }
    const updated = await t.app.inject({
      method: 'PUT',
      url: '/api/v1/user/update',
      headers: bearer(one.token),
      payload: { name: 'Renamed' },
    });
    expect(updated.statusCode, updated.body).toBe(200);
    const after = await profile(one.token);
    expect(after.json().user.name).toBe('Renamed');
    // The update's answer is the same schema through the route's own serializer.
    expect(after.body).toBe(updated.body);
    expect(after.headers['content-type']).toBe(updated.headers['content-type']);
    expect((await profile(two.token)).json().user.name).toBeNull();
  });
});

describe.runIf(redisUrl)(`session invalidation across instances through Redis on ${engine}`, () => {
  const apps: TestApp[] = [];
  beforeAll(async () => {
    const database = await openTestDatabase();
    for (let i = 0; i < 2; i++) apps.push(await createTestApp({ REDIS_URL: redisUrl }, { database }));
    apps[0]!.database = database;
  });
  afterAll(async () => {
    for (const a of apps) await a.app.close();
    await apps[0]?.database.close();
  });

  const profileOn = (t: TestApp, token: string) =>
    t.app.inject({ method: 'GET', url: '/api/v1/profile', headers: bearer(token) });
  const eventually = async (check: () => Promise<boolean>) => {
    for (let i = 0; i < 50; i++) {
      if (await check()) return true;
      await new Promise((r) => setTimeout(r, 20));
    }
    return false;
  };

  it('ends a session on every instance when it signs out on one', async () => {
    const [a, b] = apps as [TestApp, TestApp];
    const account = await investor(a);
    expect((await profileOn(b, account.token)).statusCode).toBe(200);
    await a.app.inject({ method: 'POST', url: '/api/v1/logout', headers: bearer(account.token) });
    expect(await eventually(async () => (await profileOn(b, account.token)).statusCode === 401)).toBe(true);
  });

  it('shows a profile change on every instance', async () => {
    const [a, b] = apps as [TestApp, TestApp];
    const account = await investor(a);
    expect((await profileOn(b, account.token)).json().user.name).toBeNull();
    await a.app.inject({
      method: 'PUT',
      url: '/api/v1/user/update',
      headers: bearer(account.token),
      payload: { name: 'Moved' },
    });
    expect(await eventually(async () => (await profileOn(b, account.token)).json().user.name === 'Moved')).toBe(true);
  });

  it('ends every session on every instance after a password recovery', async () => {
    const [a, b] = apps as [TestApp, TestApp];
    const account = await investor(a);
    expect((await profileOn(b, account.token)).statusCode).toBe(200);
    await post(a.app, '/api/v1/send-password-recovery', { login: account.login });
    await a.app.mailer.flush();
    const code = a.sent.at(-1)!.text_body.match(/\b(\d{6})\b/)![1]!;
    await post(a.app, '/api/v1/change-password-by-code', { login: account.login, code, password: 'Moved#2026' });
    expect(await eventually(async () => (await profileOn(b, account.token)).statusCode === 401)).toBe(true);
  });
});
