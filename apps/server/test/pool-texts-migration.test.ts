/**
 * Migration 013 on a database whose operator already wrote the pools up (an upgrade, not a fresh install): the
 * texts move to `pool_texts` as English, Russian gets the pool's title, and nothing the operator wrote is lost.
 */
import { Migrator, sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '../src/db/database.ts';
import { migrationProvider } from '../src/db/migrations/index.ts';
import { PoolViews } from '../src/modules/pools/pool-views.ts';
import { OperatorPriceSource } from '../src/modules/pools/price-source.ts';
import { engine, openTestDatabase } from './helpers/test-app.ts';

describe(`migration 013 over written-up pools on ${engine}`, () => {
  let handle: DatabaseHandle;
  const migrator = () => new Migrator({ db: handle.db, provider: migrationProvider });

  beforeAll(async () => {
    handle = await openTestDatabase();
    expect((await migrator().migrateTo('012-referral-levels')).error).toBeUndefined();
  });
  afterAll(() => handle?.close());

  it('moves the texts to English, titles Russian, and serves English where Russian is empty', async () => {
    const { db } = handle;
    await sql`
      update pools set title = 'Blue-chip pool', description = 'Majors, staked.', risks = '["Slashing"]'
      where name = 'coin'`.execute(db);

    const after = await migrator().migrateToLatest();
    expect(after.error).toBeUndefined();
    expect(after.results?.map((r) => `${r.migrationName} ${r.status}`)).toContain('013-pool-texts Success');

    const rows = await db.selectFrom('pool_texts').selectAll().where('pool', '=', 'coin').orderBy('locale').execute();
    expect(rows).toEqual([
      { pool: 'coin', locale: 'en', title: 'Blue-chip pool', description: 'Majors, staked.', risks: ['Slashing'] },
      { pool: 'coin', locale: 'ru', title: 'Монетный пул', description: '', risks: [] },
    ]);
    expect(await db.selectFrom('pool_texts').select('pool').where('locale', '=', 'en').execute()).toHaveLength(4);

    const views = new PoolViews(db, new OperatorPriceSource(db));
    expect(await views.poolText('coin', 'ru')).toEqual({
      title: 'Монетный пул',
      description: 'Majors, staked.',
      risks: ['Slashing'],
    });
    expect(await views.poolText('coin', 'en')).toMatchObject({ title: 'Blue-chip pool' });
  });
});
