/**
 * Reconciliation runs (decision 71): a run stores its report per pool asset; a mismatch stores ok=false and emits
 * one `reconciliation.mismatch` event with the run; the daily job runs once a day; an operator's run is audited;
 * two runs at once: the second is refused; an investor gets 403.
 */
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ReconciliationRuns, reconciliationJob } from '../src/modules/admin-reports/reconciliation-runs.ts';
import { bearer, investor } from './helpers/accounts.ts';
import { bareUser, setFees, transfer } from './helpers/ledger.ts';
import { type OperatorSession, operatorSession } from './helpers/operators.ts';
import { createTestApp, engine, type TestApp } from './helpers/test-app.ts';

const ETH = 10n ** 18n;
const silent = { error: () => {} };

describe(`reconciliation runs on ${engine}`, () => {
  let t: TestApp;
  let op: OperatorSession;
  const api = (method: 'GET' | 'POST', url: string, headers = op.headers) =>
    t.app.inject({ method, url: `/api/v1/admin/reconciliation${url}`, headers });
  const mismatchEvents = async () =>
    t.app.db
      .selectFrom('events')
      .select(['object_id', 'payload'])
      .where('type', '=', 'reconciliation.mismatch')
      .execute();

  beforeAll(async () => {
    t = await createTestApp();
    op = await operatorSession(t);
    await setFees(t.app.db, 'coin', '0', '0');
    await t.app.ledger.creditDeposit({
      userId: await bareUser(t.app.db),
      pool: 'coin',
      token: 'ETH',
      amount: 2n * ETH,
      ...transfer(),
    });
  });
  afterAll(() => t?.close());

  it('stores a run with its report per pool asset; without a node the on-chain side is not checked', async () => {
    const run = await t.app.reconciliationRuns.run('cli', null);
    expect(run).toMatchObject({ trigger: 'cli', ok: true, problems: 0, actorId: null });
    const eth = run?.report.assets.find((a) => a.pool === 'coin' && a.token === 'ETH');
    expect(eth).toMatchObject({ liability: '2', custody: '2', onChain: null, difference: null, status: 'not_checked' });
    expect(await t.app.reconciliationRuns.latest()).toEqual(run);
    expect(await mismatchEvents()).toEqual([]);
  });

  it('lets the operator run it now, audited, and read it back', async () => {
    const res = await api('POST', '/run');
    expect(res.statusCode, res.body).toBe(201);
    const run = res.json();
    expect(run).toMatchObject({ trigger: 'operator', ok: true, actorId: op.id });
    const audit = await t.app.db
      .selectFrom('audit_log')
      .select(['actor_id', 'object_id'])
      .where('action', '=', 'reconciliation.run')
      .execute();
    expect(audit).toEqual([{ actor_id: op.id, object_id: run.id }]);
    expect((await api('GET', `/${run.id}`)).json()).toEqual(run);
    const list = (await api('GET', '?limit=1')).json();
    expect(list.items.map((r: { id: string }) => r.id)).toEqual([run.id]);
    const next = (await api('GET', `?limit=1&cursor=${list.nextCursor}`)).json();
    expect(next.items).toHaveLength(1);
    expect(next.items[0].trigger).toBe('cli');
    expect((await api('GET', '/999999')).statusCode).toBe(404);
  });

  it('refuses a second run while one is under way', async () => {
    const first = t.app.reconciliationRuns.run('cli', null);
    const second = await api('POST', '/run');
    expect(second.statusCode).toBe(409);
    expect(second.json().code).toBe('admin.reconciliationRunning');
    expect(await first).toMatchObject({ ok: true });
  });

  it('stores a mismatch as ok=false and emits one event with it', async () => {
    await sql`update ledger_accounts set balance = balance + 1
      where kind = 'pool_custody' and pool = 'coin' and asset = 'ETH'`.execute(t.app.db);
    const run = await t.app.reconciliationRuns.run('cli', null);
    expect(run?.ok).toBe(false);
    expect(run?.report.problems.join('\n')).toMatch(/coin/);
    expect((await api('GET', `/${run?.id}`)).json()).toMatchObject({ ok: false, problems: run?.problems });
    expect(await mismatchEvents()).toEqual([
      { object_id: run?.id, payload: expect.objectContaining({ problems: run?.report.problems }) },
    ]);
    await sql`update ledger_accounts set balance = balance - 1
      where kind = 'pool_custody' and pool = 'coin' and asset = 'ETH'`.execute(t.app.db);
  });

  it('runs on its schedule once a day', async () => {
    let now = new Date(Date.now() + 10 * 86_400_000);
    const { db, dbEngine, auditLog, events } = t.app;
    const runs = new ReconciliationRuns({ db, engine: dbEngine, chain: null, auditLog, events, now: () => now });
    const job = reconciliationJob(runs, silent);
    const scheduled = async () =>
      (await db.selectFrom('reconciliation_runs').select('id').where('trigger', '=', 'schedule').execute()).length;
    expect(await job.tick()).toMatchObject({ trigger: 'schedule', ok: true });
    expect(await job.tick()).toBeNull();
    expect(job.status()).toMatchObject({ name: 'daily-reconciliation', lastActed: false });
    expect(await scheduled()).toBe(1);
    now = new Date(now.getTime() + 86_400_000);
    expect(await job.tick()).toMatchObject({ trigger: 'schedule' });
    expect(await scheduled()).toBe(2);
  });

  it('counts every problem of a run whose summary was cut at 2000 characters', async () => {
    const problems = Array.from({ length: 60 }, (_, i) => `coin/ETH: custody differs from the ledger, case ${i}`);
    const row = await t.app.db
      .insertInto('reconciliation_runs')
      .values({
        started_at: new Date(),
        trigger: 'cli',
        ok: false,
        summary: problems.join('\n').slice(0, 2000),
        report: JSON.stringify({ assets: [], problems, notes: [] }),
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    expect((await api('GET', `/${row.id}`)).json()).toMatchObject({ id: row.id, problems: 60 });
    expect((await api('GET', '?limit=1')).json().items).toMatchObject([{ id: row.id, problems: 60 }]);
  });

  it('is for operators only', async () => {
    const user = await investor(t);
    expect((await api('GET', '', bearer(user.token))).statusCode).toBe(403);
    expect((await api('POST', '/run', bearer(user.token))).statusCode).toBe(403);
    expect((await t.app.inject({ method: 'GET', url: '/api/v1/admin/reconciliation' })).statusCode).toBe(401);
  });
});
