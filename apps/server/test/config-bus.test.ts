/**
 * The configuration bus (decision 78): a change is announced after its commit (never after a rollback), to this
 * instance at once and to another instance on the same database through Redis or through the version check.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type DatabaseHandle, withTransaction } from '../src/db/database.ts';
import { createTestApp, engine, openMigratedTestDatabase, redisUrl, type TestApp } from './helpers/test-app.ts';

/** A listener's calls, and a promise of the next one. */
function recorder() {
  let calls = 0;
  let wake: (() => void) | null = null;
  return {
    listener: () => {
      calls++;
      wake?.();
    },
    get calls() {
      return calls;
    },
    next: () =>
      new Promise<void>((resolve) => {
        wake = resolve;
      }),
  };
}

const versionOf = async (t: TestApp, scope: string) =>
  (await t.app.db.selectFrom('config_versions').select('version').where('scope', '=', scope).executeTakeFirst())
    ?.version;

describe(`configuration bus on ${engine}`, () => {
  let database: DatabaseHandle;
  let a: TestApp;
  let b: TestApp;
  beforeAll(async () => {
    database = await openMigratedTestDatabase();
    a = await createTestApp({}, { database });
    b = await createTestApp({}, { database });
  });
  afterAll(async () => {
    await a.close();
    await b.close();
    await database.close();
  });

  it('announces a change once its transaction commits, and not after a rollback', async () => {
    const here = recorder();
    a.app.configBus.on('content', here.listener);
    const before = await versionOf(a, 'content');

    await expect(
      withTransaction(a.app.db, async (tx) => {
        await a.app.configBus.changed(tx, 'content');
        expect(here.calls).toBe(0);
        throw new Error('rolled back');
      }),
    ).rejects.toThrow('rolled back');
    expect(here.calls).toBe(0);
    expect(await versionOf(a, 'content')).toBe(before);

    await withTransaction(a.app.db, (tx) => a.app.configBus.changed(tx, 'content'));
    expect(here.calls).toBe(1);
    expect(BigInt((await versionOf(a, 'content')) ?? 0)).toBe(BigInt(before ?? 0) + 1n);

    // Its own check finds nothing new.
    await a.app.configBus.check();
    expect(here.calls).toBe(1);
  });

  it("reaches another instance's listeners by the version check, once per change", async () => {
    const there = recorder();
    b.app.configBus.on('pools', there.listener);
    await b.app.configBus.check();
    const seen = there.calls;

    await withTransaction(a.app.db, (tx) => a.app.configBus.changed(tx, 'pools'));
    await b.app.configBus.check();
    expect(there.calls).toBe(seen + 1);
    await b.app.configBus.check();
    expect(there.calls).toBe(seen + 1);
  });

  it('runs a failed reload again at the next check', async () => {
    let fail = true;
    let reloads = 0;
    b.app.configBus.on('dao', () => {
      reloads++;
      if (fail) throw new Error('node away');
    });
    await b.app.configBus.check();
    const start = reloads;
    await withTransaction(a.app.db, (tx) => a.app.configBus.changed(tx, 'dao'));
    await b.app.configBus.check();
    expect(reloads).toBe(start + 1);
    fail = false;
    await b.app.configBus.check();
    expect(reloads).toBe(start + 2);
    await b.app.configBus.check();
    expect(reloads).toBe(start + 2);
  });
});

describe.runIf(redisUrl)(`configuration bus over Redis on ${engine}`, () => {
  let database: DatabaseHandle;
  let a: TestApp;
  let b: TestApp;
  beforeAll(async () => {
    database = await openMigratedTestDatabase();
    a = await createTestApp({ REDIS_URL: redisUrl }, { database });
    b = await createTestApp({ REDIS_URL: redisUrl }, { database });
  });
  afterAll(async () => {
    await a.close();
    await b.close();
    await database.close();
  });

  it('tells another instance of a change through pub/sub, with no check asked for', async () => {
    const there = recorder();
    b.app.configBus.on('brands', there.listener);
    const heard = there.next();
    await withTransaction(a.app.db, (tx) => a.app.configBus.changed(tx, 'brands'));
    await heard;
    expect(there.calls).toBe(1);
  });
});
