/** GET /api/v1/admin/jobs reports each background job; a failed pass shows there, not in /readyz (decision 59). */
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { bearer, investor } from './helpers/accounts.ts';
import { operatorSession } from './helpers/operators.ts';
import { createTestApp, engine, type TestApp } from './helpers/test-app.ts';

describe(`background job status on ${engine}`, () => {
  let t: TestApp;
  let admin: string;
  const jobs = async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/v1/admin/jobs', headers: bearer(admin) });
    expect(res.statusCode, res.body).toBe(200);
    return res.json().jobs as Array<Record<string, unknown>>;
  };
  const job = async (name: string) => (await jobs()).find((j) => j.name === name);

  beforeAll(async () => {
    t = await createTestApp();
    admin = (await operatorSession(t)).token;
  });
  afterAll(() => t.close());

  it('lists every job, none scheduled in tests, for the operator only', async () => {
    expect((await jobs()).map((j) => [j.name, j.scheduled])).toEqual([
      // The configuration's version check runs on PostgreSQL only (decision 78).
      ...(engine === 'postgres' ? [['config-versions', false]] : []),
      ['daily-accrual', false],
      ['price-feeds', false],
      ['daily-reconciliation', false],
      ['daily-figures', false],
      ['payout-worker', false],
      ['deposit-watcher', false],
      ['mail-outbox', false],
      ['operator-alerts', false],
      ['alert-watcher', false],
      ['notifications', false],
      // The streams' check by seq, on PostgreSQL only (decision 104).
      ...(engine === 'postgres' ? [['notification-streams', false]] : []),
    ]);
    const user = await investor(t);
    const asInvestor = await t.app.inject({ method: 'GET', url: '/api/v1/admin/jobs', headers: bearer(user.token) });
    expect(asInvestor.statusCode).toBe(403);
    expect((await t.app.inject({ method: 'GET', url: '/api/v1/admin/jobs' })).statusCode).toBe(401);
  });

  it('reports the last success and duration of a pass', async () => {
    await t.app.mailer.flush();
    expect(await job('mail-outbox')).toMatchObject({
      running: false,
      lastRunAt: expect.any(String),
      lastSuccessAt: expect.any(String),
      lastActed: true,
      lastDurationMs: expect.any(Number),
      lastError: null,
      failuresInARow: 0,
      nextRunAt: null,
    });
  });

  it('reports a failed pass and stays ready', async () => {
    vi.spyOn(t.app.deposits.claims, 'due').mockRejectedValueOnce(new Error('the database hiccuped'));
    await expect(t.app.deposits.watcher.tick()).rejects.toThrow('the database hiccuped');
    expect(await job('deposit-watcher')).toMatchObject({
      lastSuccessAt: null,
      lastError: { at: expect.any(String), message: 'the database hiccuped' },
      failuresInARow: 1,
    });
    const ready = await t.app.inject({ method: 'GET', url: '/readyz' });
    expect(ready.statusCode).toBe(200);

    expect((await t.app.deposits.watcher.tick()).ran).toBe(true);
    expect(await job('deposit-watcher')).toMatchObject({
      lastSuccessAt: expect.any(String),
      lastError: { message: 'the database hiccuped' },
      failuresInARow: 0,
    });
  });
});
