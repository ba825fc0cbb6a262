/**
 * Dev mode's accrual on demand: future days for demos and e2e, each day once, bounded, 4xx on bad input, and 409
 * while another run holds the accrual.
 */
import { addDays, utcDay } from '@yc/contract/days';
import { sql } from 'kysely';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { Executor } from '../src/db/database.ts';
import { ACCRUAL_LOCK_KEY } from '../src/modules/ledger/accrual.ts';
import { post } from './helpers/accounts.ts';
import { bareUser, expectLedgerSound, setFees, transfer } from './helpers/ledger.ts';
import { createTestApp, engine, type TestApp } from './helpers/test-app.ts';

describe(`POST /api/v1/dev/accrue on ${engine}`, () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
    await setFees(t.app.db, 'stable', '0', '0', '10');
  });
  afterEach(() => expectLedgerSound(t.app.db));
  afterAll(() => t.close());

  const accrue = (through: unknown) => post(t.app, '/api/v1/dev/accrue', { through });

  it('applies the days up to a future day once, and the position grows', async () => {
    const user = await bareUser(t.app.db);
    await t.app.ledger.creditDeposit({
      userId: user,
      pool: 'stable',
      token: 'USDT',
      amount: 1_000_000_000n,
      ...transfer(),
    });
    const today = utcDay(new Date());
    await t.app.accrual.accrueThrough(today);
    const before = await t.app.ledger.position(user, 'stable', 'USDT');

    const first = await accrue(addDays(today, 2));
    expect(first.statusCode).toBe(200);
    expect(first.json()).toEqual({ days: [addDays(today, 1), addDays(today, 2)], entries: 2 });
    const after = await t.app.ledger.position(user, 'stable', 'USDT');
    expect(after.value).toBeGreaterThan(before.value);

    expect((await accrue(addDays(today, 2))).json()).toEqual({ days: [], entries: 0 });
  });

  it('refuses a day more than 400 days ahead, and malformed bodies, with 400 JSON', async () => {
    for (const through of [addDays(utcDay(new Date()), 401), '2030-02-30', 'tomorrow', 20300101, null]) {
      const res = await accrue(through);
      expect(res.statusCode, String(through)).toBe(400);
      expect(res.json()).toMatchObject({ statusCode: 400, error: 'Bad Request' });
    }
    const extra = await post(t.app, '/api/v1/dev/accrue', { through: '2030-01-01', pool: 'stable' });
    expect(extra.statusCode).toBe(400);
  });

  /** Runs `hold` on a connection of its own, which keeps what it took until the returned function ends it. */
  async function holding(hold: (conn: Executor) => Promise<void>, unhold: (conn: Executor) => Promise<void>) {
    let release = () => {};
    const released = new Promise<void>((resolve) => {
      release = resolve;
    });
    let held = () => {};
    const ready = new Promise<void>((resolve) => {
      held = resolve;
    });
    const done = t.app.db.connection().execute(async (conn) => {
      await hold(conn);
      held();
      await released;
      await unhold(conn);
    });
    await ready;
    return () => {
      release();
      return done;
    };
  }

  const expectBusy = async () => {
    const through = addDays(utcDay(new Date()), 30);
    const en = await accrue(through);
    expect(en.statusCode).toBe(409);
    expect(en.json()).toEqual({
      statusCode: 409,
      error: 'Conflict',
      code: 'accrual.busy',
      message: 'Another accrual run is applying the days now; try again in a moment',
    });
    const ru = await post(t.app, '/api/v1/dev/accrue', { through }, { 'accept-language': 'ru' });
    expect(ru.json()).toMatchObject({
      statusCode: 409,
      code: 'accrual.busy',
      message: expect.stringMatching(/начисление/),
    });
  };

  it('answers 409 while a run of this instance is under way, then applies the days', async () => {
    const through = addDays(utcDay(new Date()), 10);
    // The running accrual waits on a lock another connection holds: on PGlite the whole database (one connection
    // at a time), on PostgreSQL the pool assets' rows it locks for each day.
    const release = await holding(
      async (conn) => {
        if (engine === 'postgres') await sql`begin; select 1 from pool_assets for update`.execute(conn);
      },
      async (conn) => {
        if (engine === 'postgres') await sql`rollback`.execute(conn);
      },
    );
    const running = t.app.accrual.accrueThrough(through);
    await expectBusy();
    await release();
    expect((await running).ran).toBe(true);
    expect((await accrue(through)).statusCode).toBe(200);
  });

  it.runIf(engine === 'postgres')('answers 409 while another instance holds the advisory lock', async () => {
    const release = await holding(
      async (conn) => {
        await sql`select pg_advisory_lock(${ACCRUAL_LOCK_KEY}::bigint)`.execute(conn);
      },
      async (conn) => {
        await sql`select pg_advisory_unlock(${ACCRUAL_LOCK_KEY}::bigint)`.execute(conn);
      },
    );
    try {
      await expectBusy();
    } finally {
      await release();
    }
    expect((await accrue(addDays(utcDay(new Date()), 11))).json().days).toEqual([addDays(utcDay(new Date()), 11)]);
  });
});
