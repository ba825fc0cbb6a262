import { Redis } from 'ioredis';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { uniqueLogin } from './helpers/accounts.ts';
import { createTestApp, engine, openTestDatabase, redisUrl, type TestApp } from './helpers/test-app.ts';

const limits = { AUTH_RATE_LIMIT_PER_IP: '5', AUTH_RATE_LIMIT_PER_LOGIN: '3' };
const login = (t: TestApp, ip: string, who: string) =>
  t.app.inject({
    method: 'POST',
    url: '/api/v1/login',
    payload: { login: who, password: 'Wrong#123' },
    remoteAddress: ip,
  });

describe(`rate limits in process on ${engine}`, () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(limits);
  });
  afterAll(() => t.close());

  it('limits auth calls per IP and answers 429 JSON with a retry time', async () => {
    const results = [];
    for (let i = 0; i < 6; i++) results.push(await login(t, '10.0.0.1', uniqueLogin()));
    expect(results.slice(0, 5).map((r) => r.statusCode)).toEqual([401, 401, 401, 401, 401]);
    const limited = results[5]!;
    expect(limited.statusCode).toBe(429);
    expect(limited.headers['retry-after']).toBeDefined();
    expect(limited.json()).toMatchObject({ statusCode: 429, error: 'Too Many Requests', code: 'http.tooManyRequests' });
    expect(limited.json().message).toMatch(/^Too many requests, please try again in \d+ s$/);
  });

  it('limits auth calls per login, whichever IP they come from', async () => {
    const who = uniqueLogin();
    const codes = [];
    for (let i = 0; i < 4; i++) codes.push((await login(t, `10.0.1.${i}`, who)).statusCode);
    expect(codes).toEqual([401, 401, 401, 429]);
    // Another login from a fresh IP is not affected.
    expect((await login(t, '10.0.2.1', uniqueLogin())).statusCode).toBe(401);
  });

  it('shares one per-IP budget across the auth calls', async () => {
    const ip = '10.0.3.1';
    for (let i = 0; i < 5; i++) {
      await t.app.inject({
        method: 'POST',
        url: '/api/v1/send-password-recovery',
        payload: { login: uniqueLogin() },
        remoteAddress: ip,
      });
    }
    expect((await login(t, ip, uniqueLogin())).statusCode).toBe(429);
  });

  it('answers in Russian when asked', async () => {
    const who = uniqueLogin();
    let last: Awaited<ReturnType<TestApp['app']['inject']>> | undefined;
    for (let i = 0; i < 4; i++) {
      last = await t.app.inject({
        method: 'POST',
        url: '/api/v1/login',
        payload: { login: who, password: 'Wrong#123' },
        remoteAddress: `10.0.4.${i}`,
        headers: { 'accept-language': 'ru' },
      });
    }
    expect(last!.json().message).toMatch(/^Слишком много запросов/);
  });
});

describe.runIf(redisUrl)(`rate limits shared through Redis on ${engine}`, () => {
  const apps: TestApp[] = [];
  let redis: Redis;

  beforeAll(async () => {
    redis = new Redis(redisUrl);
    const keys = await redis.keys('yc-rl-*');
    if (keys.length) await redis.del(...keys);
    const database = await openTestDatabase();
    for (let i = 0; i < 2; i++) apps.push(await createTestApp({ ...limits, REDIS_URL: redisUrl }, { database }));
    apps[0]!.database = database;
  });
  afterAll(async () => {
    for (const a of apps) await a.app.close();
    await apps[0]?.database.close();
    await redis.quit();
  });

  it('holds one per-login budget across two instances', async () => {
    const who = uniqueLogin();
    const codes = [];
    for (let i = 0; i < 4; i++) codes.push((await login(apps[i % 2]!, `10.1.0.${i}`, who)).statusCode);
    expect(codes).toEqual([401, 401, 401, 429]);
    expect(await redis.keys('yc-rl-*')).not.toHaveLength(0);
  });

  it('reports Redis in readiness', async () => {
    const res = await apps[0]!.app.inject({ method: 'GET', url: '/readyz' });
    expect(res.json()).toEqual({ status: 'ready', checks: { database: 'ok', redis: 'ok' } });
  });
});
