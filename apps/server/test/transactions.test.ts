/** The one transaction idiom (decision 59): withTransaction, afterCommit and runExclusive, on the project's engine. */
import { sql } from 'kysely';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { afterCommit, beforeCommit, type DatabaseHandle, runExclusive, withTransaction } from '../src/db/database.ts';
import { engine, openTestDatabase } from './helpers/test-app.ts';

describe(`transactions on ${engine}`, () => {
  let handle: DatabaseHandle;
  const names = async () =>
    (await sql<{ name: string }>`select name from tx_probe order by name`.execute(handle.db)).rows.map((r) => r.name);

  beforeAll(async () => {
    handle = await openTestDatabase();
    await sql`create table tx_probe (name text primary key)`.execute(handle.db);
  });
  afterAll(() => handle.close());

  it('runs what afterCommit queued once the commit succeeded, and not before', async () => {
    // What the callback reads outside the transaction: run before the commit, it would not see the row.
    let seen: Promise<string[]> | undefined;
    await withTransaction(handle.db, async (tx) => {
      await sql`insert into tx_probe values ('committed')`.execute(tx);
      afterCommit(tx, () => {
        seen = names();
      });
      expect(seen).toBeUndefined();
    });
    expect(await seen).toContain('committed');
  });

  it('drops what afterCommit queued when the transaction rolls back', async () => {
    let ran = false;
    await expect(
      withTransaction(handle.db, async (tx) => {
        await sql`insert into tx_probe values ('rolled-back')`.execute(tx);
        afterCommit(tx, () => {
          ran = true;
        });
        throw new Error('abort');
      }),
    ).rejects.toThrow('abort');
    expect(ran).toBe(false);
    expect(await names()).not.toContain('rolled-back');
  });

  it('runs afterCommit at once outside any transaction', () => {
    let ran = false;
    afterCommit(handle.db, () => {
      ran = true;
    });
    expect(ran).toBe(true);
  });

  it('throws when afterCommit is given a transaction withTransaction did not open, or one that has ended', async () => {
    await expect(handle.db.transaction().execute(async (tx) => afterCommit(tx, () => {}))).rejects.toThrow(
      /withTransaction/,
    );
    const ended = await withTransaction(handle.db, async (tx) => tx);
    expect(() => afterCommit(ended, () => {})).toThrow(/withTransaction/);
  });

  it('runs a beforeCommit step once per key as the last statements, in the transaction, never after a rollback', async () => {
    const steps: string[] = [];
    await withTransaction(handle.db, async (tx) => {
      for (const name of ['last-a', 'last-b']) {
        await beforeCommit(tx, 'probe', async () => {
          steps.push(name);
          await sql`insert into tx_probe values (${name})`.execute(tx);
        });
      }
      await sql`insert into tx_probe values ('first')`.execute(tx);
      expect(steps).toEqual([]);
    });
    expect(steps).toEqual(['last-a']);
    expect(await names()).toEqual(expect.arrayContaining(['first', 'last-a']));
    await expect(
      withTransaction(handle.db, async (tx) => {
        await beforeCommit(tx, 'probe', async () => void steps.push('rolled-back'));
        throw new Error('abort');
      }),
    ).rejects.toThrow('abort');
    expect(steps).toEqual(['last-a']);
    await expect(handle.db.transaction().execute(async (tx) => beforeCommit(tx, 'x', async () => {}))).rejects.toThrow(
      /withTransaction/,
    );
  });

  it('joins an outer transaction: the inner writes and callbacks commit or roll back with it', async () => {
    const order: string[] = [];
    await expect(
      withTransaction(handle.db, async (outer) => {
        await withTransaction(outer, async (inner) => {
          expect(inner).toBe(outer);
          await sql`insert into tx_probe values ('inner-rolled-back')`.execute(inner);
          afterCommit(inner, () => void order.push('inner'));
        });
        throw new Error('outer fails');
      }),
    ).rejects.toThrow('outer fails');
    expect(await names()).not.toContain('inner-rolled-back');

    await withTransaction(handle.db, async (outer) => {
      await withTransaction(outer, async (inner) => {
        await sql`insert into tx_probe values ('inner-committed')`.execute(inner);
        afterCommit(inner, () => void order.push('inner'));
      });
      afterCommit(outer, () => void order.push('outer'));
      expect(order).toEqual([]);
    });
    expect(order).toEqual(['inner', 'outer']);
    expect(await names()).toContain('inner-committed');
  });

  const LOCK = 7_920_411_999;

  it(
    engine === 'postgres'
      ? 'runExclusive runs only while holding the advisory lock'
      : 'runExclusive just runs on PGlite',
    async () => {
      if (engine === 'pglite') {
        expect(await runExclusive(handle.db, engine, LOCK, async () => 'done')).toEqual({ ran: true, value: 'done' });
        return;
      }
      const { rows } = await sql<{ db: string }>`select current_database() as db`.execute(handle.db);
      const url = new URL(process.env.TEST_DATABASE_URL as string);
      url.pathname = `/${rows[0]?.db}`;
      const other = new pg.Client({ connectionString: url.toString() });
      await other.connect();
      try {
        await other.query('select pg_advisory_lock($1::bigint)', [LOCK]);
        let called = false;
        const busy = await runExclusive(handle.db, engine, LOCK, async () => {
          called = true;
        });
        expect({ busy, called }).toEqual({ busy: { ran: false }, called: false });
        await other.query('select pg_advisory_unlock($1::bigint)', [LOCK]);
        // Held while fn runs, released after, even when fn fails.
        const held = await runExclusive(handle.db, engine, LOCK, async () => {
          const r = await other.query<{ ok: boolean }>('select pg_try_advisory_lock($1::bigint) as ok', [LOCK]);
          return r.rows[0]?.ok;
        });
        expect(held).toEqual({ ran: true, value: false });
        await expect(
          runExclusive(handle.db, engine, LOCK, async () => {
            throw new Error('pass failed');
          }),
        ).rejects.toThrow('pass failed');
        const free = await other.query<{ ok: boolean }>('select pg_try_advisory_lock($1::bigint) as ok', [LOCK]);
        expect(free.rows[0]?.ok).toBe(true);
      } finally {
        await other.end();
      }
    },
  );
});
