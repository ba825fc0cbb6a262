import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type DatabaseHandle, migrate } from '../src/db/database.ts';
import { engine, openTestDatabase } from './helpers/test-app.ts';

describe(`database on ${engine}`, () => {
  let handle: DatabaseHandle;

  beforeAll(async () => {
    handle = await openTestDatabase();
    await migrate(handle.db);
    await sql`create table probe (name text primary key, value bigint not null)`.execute(handle.db);
  });
  afterAll(() => handle.close());

  it('runs 10 concurrent read-increment-write transactions without losing one', async () => {
    await sql`insert into probe values ('counter', 0)`.execute(handle.db);
    await Promise.all(
      Array.from({ length: 10 }, () =>
        handle.db.transaction().execute(async (tx) => {
          const { rows } = await sql<{
            value: string;
          }>`select value from probe where name = 'counter' for update`.execute(tx);
          // Yield between read and write so the other transactions' reads are sent and really interleave.
          await new Promise((r) => setImmediate(r));
          await sql`update probe set value = ${BigInt(rows[0]!.value) + 1n} where name = 'counter'`.execute(tx);
        }),
      ),
    );
    const { rows } = await sql<{ value: string }>`select value from probe where name = 'counter'`.execute(handle.db);
    expect(rows[0]!.value).toBe('10');
  });

  it('rolls a failed transaction back and keeps serving queries', async () => {
    await expect(
      handle.db.transaction().execute(async (tx) => {
        await sql`insert into probe values ('rolled-back', 1)`.execute(tx);
        throw new Error('abort');
      }),
    ).rejects.toThrow('abort');
    const { rows } = await sql`select * from probe where name = 'rolled-back'`.execute(handle.db);
    expect(rows).toHaveLength(0);
  });

  it('returns NUMERIC(78,0) and bigint values as exact strings', async () => {
    const big = '115792089237316195423570985008687907853269984665640564039457584007913129639935';
    const { rows } = await sql<{
      n: string;
      b: string;
    }>`select ${big}::numeric(78,0) as n, 9007199254740993::int8 as b`.execute(handle.db);
    expect(rows[0]).toEqual({ n: big, b: '9007199254740993' });
  });

  it('applies migrations idempotently', async () => {
    await migrate(handle.db);
    const { rows } = await sql<{ n: string }>`select count(*)::int8 as n from kysely_migration`.execute(handle.db);
    expect(Number(rows[0]!.n)).toBeGreaterThan(0);
  });
});
