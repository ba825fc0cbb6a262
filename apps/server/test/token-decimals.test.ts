/** pool_assets.decimals is derived from the contract's TOKEN_DECIMALS by the database (migration 016, decision 58). */
import { TOKEN_DECIMALS, TOKEN_LABELS } from '@yc/contract';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, engine, type TestApp } from './helpers/test-app.ts';

describe(`token decimals on ${engine}`, () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(async () => {
    await t.close();
  });

  it("the database's token_decimals is the contract's table", async () => {
    for (const token of TOKEN_LABELS) {
      const row = await sql<{ d: number }>`select token_decimals(${token}) as d`.execute(t.app.db);
      expect(row.rows[0]?.d, token).toBe(TOKEN_DECIMALS[token]);
    }
    const unknown = await sql<{ d: number | null }>`select token_decimals('CAPE') as d`.execute(t.app.db);
    expect(unknown.rows[0]?.d).toBeNull();
  });

  it('a write cannot set other decimals, and a token the contract does not know gets no row', async () => {
    await t.app.db.updateTable('pool_assets').set({ decimals: 2 }).where('token', '=', 'USDT').execute();
    const usdt = await t.app.db.selectFrom('pool_assets').select('decimals').where('token', '=', 'USDT').execute();
    expect(usdt.map((r) => r.decimals)).toEqual(usdt.map(() => TOKEN_DECIMALS.USDT));
    expect(usdt.length).toBeGreaterThan(0);
    await expect(
      t.app.db
        .insertInto('pool_assets')
        .values({ pool: 'stable', token: 'CAPE', decimals: 18, in_composition: false })
        .execute(),
    ).rejects.toThrow(/null value|not-null/);
  });
});
