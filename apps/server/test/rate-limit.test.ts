import { randomInt } from 'node:crypto';
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { COOKIES } from '@yc/contract';
import { Redis } from 'ioredis';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Env } from '../src/config.ts';
import { investor, uniqueLogin } from './helpers/accounts.ts';
import { createTestApp, engine, openTestDatabase, redisUrl, type TestApp } from './helpers/test-app.ts';

const limits = { AUTH_RATE_LIMIT_PER_IP: '5', AUTH_RATE_LIMIT_PER_LOGIN: '3', AUTH_RATE_LIMIT_PER_LOGIN_ALL_IPS: '6' };
/** Sign-in limits alone: the per-IP budget of auth calls out of the way. */
const signInLimits: Env = { ...limits, AUTH_RATE_LIMIT_PER_IP: '1000' };

/** An address no other test (or the other engine's project, sharing Redis) uses. */
const freshIp = () => `10.${randomInt(256)}.${randomInt(256)}.${randomInt(1, 255)}`;

const signIn = (t: TestApp, ip: string, who: string, password = 'Wrong#123', locale = 'en') =>
  t.app.inject({
    method: 'POST',
    url: '/api/v1/login',
    payload: { login: who, password },
    remoteAddress: ip,
    headers: { 'accept-language': locale },
  });

const statuses = async (calls: Array<() => Promise<{ statusCode: number }>>) => {
  const codes: number[] = [];
  for (const call of calls) codes.push((await call()).statusCode);
  return codes;
};
const times = <T>(n: number, f: (i: number) => T) => Array.from({ length: n }, (_, i) => f(i));

describe(`rate limits in process on ${engine}`, () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(limits);
  });
  afterAll(() => t.close());

  it('limits auth calls per IP and answers 429 JSON with a retry time', async () => {
    const ip = freshIp();
    const results = [];
    for (let i = 0; i < 6; i++) results.push(await signIn(t, ip, uniqueLogin()));
    expect(results.slice(0, 5).map((r) => r.statusCode)).toEqual([401, 401, 401, 401, 401]);
    const limited = results[5]!;
    expect(limited.statusCode).toBe(429);
    expect(limited.headers['retry-after']).toBeDefined();
    expect(limited.json()).toMatchObject({ statusCode: 429, error: 'Too Many Requests', code: 'http.tooManyRequests' });
    expect(limited.json().message).toMatch(/^Too many requests, please try again in \d+ s$/);
  });

  it('shares one per-IP budget across the auth calls', async () => {
    const ip = freshIp();
    for (let i = 0; i < 5; i++) {
      await t.app.inject({
        method: 'POST',
        url: '/api/v1/send-password-recovery',
        payload: { login: uniqueLogin() },
        remoteAddress: ip,
      });
    }
    expect((await signIn(t, ip, uniqueLogin())).statusCode).toBe(429);
  });

  it('limits mail-sending calls per login, whichever IP they come from', async () => {
    const who = uniqueLogin();
    const recover = () =>
      t.app.inject({
        method: 'POST',
        url: '/api/v1/send-password-recovery',
        payload: { login: who },
        remoteAddress: freshIp(),
      });
    expect(await statuses(times(4, () => recover))).toEqual([200, 200, 200, 429]);
  });
});

describe(`sign-in failures in process on ${engine}`, () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(signInLimits);
  });
  afterAll(() => t.close());

  it('never locks an account for signing in successfully, however often', async () => {
    const owner = await investor(t);
    const ip = freshIp();
    expect(await statuses(times(20, () => () => signIn(t, ip, owner.login, owner.password)))).toEqual(
      times(20, () => 200),
    );
  });

  it('locks out the address that fails, not the owner signing in from another', async () => {
    const owner = await investor(t);
    const attacker = freshIp();
    expect(await statuses(times(4, () => () => signIn(t, attacker, owner.login)))).toEqual([401, 401, 401, 429]);
    // Even the right password waits at that address.
    expect((await signIn(t, attacker, owner.login, owner.password)).statusCode).toBe(429);
    expect((await signIn(t, freshIp(), owner.login, owner.password)).statusCode).toBe(200);
  });

  it('tells when the next try is allowed, in the header and in the message, in both languages', async () => {
    const owner = await investor(t);
    const ip = freshIp();
    await statuses(times(3, () => () => signIn(t, ip, owner.login)));
    for (const [locale, text] of [
      ['en', /^Too many failed attempts\. You can try again at (\d\d):(\d\d) UTC \(in (\d+) min\)$/],
      ['ru', /^Слишком много неудачных попыток\. Повторить можно в (\d\d):(\d\d) UTC \(через (\d+) мин\)$/],
    ] as const) {
      const limited = await signIn(t, ip, owner.login, 'Wrong#123', locale);
      expect(limited.statusCode).toBe(429);
      const seconds = Number(limited.headers['retry-after']);
      expect(seconds).toBeGreaterThan(0);
      expect(seconds).toBeLessThanOrEqual(15 * 60);
      const body = limited.json();
      expect(body).toMatchObject({ statusCode: 429, error: 'Too Many Requests', code: 'auth.tooManyAttempts' });
      const [, hh, mm, minutes] = body.message.match(text) ?? [];
      expect(Number(minutes)).toBe(Math.ceil(seconds / 60));
      // The time named is when Retry-After ends, to the minute.
      const end = new Date(Date.now() + seconds * 1000).toISOString().slice(11, 16);
      const named = `${hh}:${mm}`;
      expect([end, new Date(Date.now() + seconds * 1000 - 60_000).toISOString().slice(11, 16)]).toContain(named);
    }
  });

  it('locks a login guessed from many addresses once the per-login ceiling is reached', async () => {
    const owner = await investor(t);
    // Six addresses, one failure each: no address reaches its own budget of three.
    expect(await statuses(times(6, () => () => signIn(t, freshIp(), owner.login)))).toEqual(times(6, () => 401));
    const limited = await signIn(t, freshIp(), owner.login);
    expect(limited.statusCode).toBe(429);
    expect(limited.headers['retry-after']).toBeDefined();
    expect(limited.json().code).toBe('auth.tooManyAttempts');
  });

  it('counts failed confirmation codes as failures', async () => {
    const ip = freshIp();
    const owner = await investor(t);
    const confirm = () =>
      t.app.inject({
        method: 'POST',
        url: '/api/v1/confirm-login',
        payload: { login: owner.login, code: '000000' },
        remoteAddress: ip,
      });
    expect(await statuses(times(4, () => confirm))).toEqual([400, 400, 400, 429]);
  });
});

/** A built web app: the HTML shell and a page's worth of hashed files. */
function webDist(files: number): string {
  const dir = mkdtempSync(path.join(tmpdir(), 'yc-web-'));
  writeFileSync(path.join(dir, 'index.html'), '<!doctype html><html><head></head><body>shell</body></html>');
  mkdirSync(path.join(dir, 'assets'));
  for (let i = 0; i < files; i++) writeFileSync(path.join(dir, 'assets', `chunk-${i}.js`), `export const n = ${i};`);
  writeFileSync(path.join(dir, 'assets', 'index.css'), 'body { margin: 0 }');
  return dir;
}

describe(`the global per-IP limit on ${engine}`, () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ RATE_LIMIT_PER_MINUTE: '3', WEB_DIST: webDist(30) });
  });
  afterAll(() => t.close());

  it('counts API calls but never the web app files or its HTML shell', async () => {
    const ip = freshIp();
    // A signed-in browser's requests: a cabinet page without the marker is a redirect (decision 96).
    const get = (url: string) =>
      t.app.inject({ method: 'GET', url, remoteAddress: ip, headers: { cookie: `${COOKIES.signedIn.name}=1` } });
    const pages = ['/', '/sign-in', '/cabinet/dashboard', '/ru/cabinet/pools/stable'];
    const files = [...times(30, (i) => `/assets/chunk-${i}.js`), '/assets/index.css'];
    for (const url of [...pages, ...files, ...pages]) {
      const res = await get(url);
      expect(res.statusCode, url).toBe(200);
    }
    expect(await statuses(times(4, () => () => get('/api/v1/system/regexp')))).toEqual([200, 200, 200, 429]);
    // The address is over its API budget, and the page and its files still load.
    expect((await get('/assets/index.css')).statusCode).toBe(200);
    expect((await get('/cabinet/dashboard')).statusCode).toBe(200);
  });
});

describe.runIf(redisUrl)(`rate limits shared through Redis on ${engine}`, () => {
  const apps: TestApp[] = [];
  let redis: Redis;

  beforeAll(async () => {
    redis = new Redis(redisUrl);
    const database = await openTestDatabase();
    for (let i = 0; i < 2; i++) apps.push(await createTestApp({ ...signInLimits, REDIS_URL: redisUrl }, { database }));
    apps[0]!.database = database;
  });
  afterAll(async () => {
    for (const a of apps) await a.app.close();
    await apps[0]?.database.close();
    await redis.quit();
  });

  it('counts failures of one login and address across two instances', async () => {
    const who = uniqueLogin();
    const ip = freshIp();
    expect(await statuses(times(4, (i) => () => signIn(apps[i % 2]!, ip, who)))).toEqual([401, 401, 401, 429]);
    expect(await redis.keys('yc-rl-fail-*')).not.toHaveLength(0);
  });

  it('holds the per-login ceiling across two instances and never counts successes', async () => {
    const owner = await investor(apps[0]!);
    const ip = freshIp();
    expect(await statuses(times(10, (i) => () => signIn(apps[i % 2]!, ip, owner.login, owner.password)))).toEqual(
      times(10, () => 200),
    );
    expect(await statuses(times(6, (i) => () => signIn(apps[i % 2]!, freshIp(), owner.login)))).toEqual(
      times(6, () => 401),
    );
    const limited = await signIn(apps[0]!, freshIp(), owner.login);
    expect(limited.statusCode).toBe(429);
    expect(limited.headers['retry-after']).toBeDefined();
  });

  it('reports Redis in readiness', async () => {
    const res = await apps[0]!.app.inject({ method: 'GET', url: '/readyz' });
    expect(res.json()).toEqual({ status: 'ready', checks: { database: 'ok', redis: 'ok' } });
  });
});
