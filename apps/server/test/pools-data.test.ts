/** Pools data (migration 005), the dev-mode demo seed and the operator price source with staleness. */
import { ALL_POOLS, DEPOSIT_CURRENCIES, POOL_DEPOSIT_CURRENCIES, POOL_TOKENS, TOKEN_DECIMALS } from '@yc/contract';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedDemo } from '../src/db/seed.ts';
import { devPoolWallet } from '../src/modules/pools/dev-pools.ts';
import { apyOn } from '../src/modules/pools/pool-settings.ts';
import { OperatorPriceSource } from '../src/modules/pools/price-source.ts';
import { CAPE_TOKEN } from '../src/modules/pools/tokens.ts';
import { setApy } from './helpers/ledger.ts';
import { createTestApp, engine, type TestApp } from './helpers/test-app.ts';

describe(`pools data on ${engine}`, () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('has the four pools with their compositions and every deposit currency as a pool asset', async () => {
    const pools = await t.app.db.selectFrom('pools').select('name').orderBy('name').execute();
    expect(pools.map((p) => p.name).sort()).toEqual([...ALL_POOLS].sort());
    for (const pool of ALL_POOLS) {
      const assets = await t.app.db.selectFrom('pool_assets').selectAll().where('pool', '=', pool).execute();
      expect(assets.filter((a) => a.in_composition).map((a) => a.token)).toEqual(
        expect.arrayContaining([...POOL_TOKENS[pool]]),
      );
      expect(assets.filter((a) => a.in_composition)).toHaveLength(POOL_TOKENS[pool].length);
      for (const c of DEPOSIT_CURRENCIES) expect(assets.map((a) => a.token)).toContain(c);
      for (const a of assets) {
        expect(a.decimals).toBe(TOKEN_DECIMALS[a.token as keyof typeof TOKEN_DECIMALS]);
        expect(a.price_per_share).toBe(`1${'0'.repeat(27)}`);
      }
    }
  });

  it('invents nothing outside dev mode: no APY, fees, addresses or prices', async () => {
    const pools = await t.app.db.selectFrom('pools').selectAll().execute();
    for (const p of pools) {
      expect(p.vault_address).toBeNull();
      expect(p.chain_id).toBe(1);
    }
    const apys = await t.app.db.selectFrom('pool_apy').select(sql<string>`apy::text`.as('apy')).execute();
    expect(apys.map((a) => Number(a.apy))).toEqual(pools.map(() => 0));
    expect(await t.app.db.selectFrom('pool_deposit_addresses').selectAll().execute()).toEqual([]);
    expect(await t.app.db.selectFrom('prices').selectAll().execute()).toEqual([]);
  });

  it('the dev seed fills coherent demo values, idempotently, and keeps what an operator set', async () => {
    await seedDemo(t.app.db, 31337);
    const stable = await t.app.db
      .selectFrom('pools')
      .selectAll()
      .where('name', '=', 'stable')
      .executeTakeFirstOrThrow();
    expect(stable.chain_id).toBe(31337);
    expect(stable.vault_address).toBe(devPoolWallet('stable').address.toLowerCase());
    // Anvil account 10 of the public test mnemonic.
    expect(devPoolWallet('stable').address).toBe('0xBcd4042DE499D14e55001CcbB24a551F3b954096');
    const addresses = await t.app.db.selectFrom('pool_deposit_addresses').selectAll().execute();
    // One address per pool and currency the pool takes.
    expect(addresses.map((a) => `${a.pool}:${a.currency}`).sort()).toEqual(
      ALL_POOLS.flatMap((pool) => POOL_DEPOSIT_CURRENCIES[pool].map((c) => `${pool}:${c}`)).sort(),
    );
    expect(new Set(addresses.map((a) => a.address)).size).toBe(ALL_POOLS.length);
    for (const pool of ALL_POOLS) {
      const w = await sql<{ total: string }>`
        select sum(weight)::text as total from pool_assets where pool = ${pool} and in_composition`.execute(t.app.db);
      expect(Number(w.rows[0]?.total)).toBe(100);
    }
    const cape = await t.app.db
      .selectFrom('prices')
      .selectAll()
      .where('token', '=', CAPE_TOKEN)
      .executeTakeFirstOrThrow();
    expect(Number(cape.price) * Number(cape.circulating_supply)).toBeCloseTo(Number(cape.market_cap));

    await setApy(t.app.db, 'coin', '3');
    await t.app.db.updateTable('prices').set({ price: '2', source: 'operator' }).where('token', '=', 'WAVES').execute();
    // An address the operator removed stays removed.
    await t.app.db
      .deleteFrom('pool_deposit_addresses')
      .where('pool', '=', 'dex')
      .where('currency', '=', 'ETH')
      .execute();
    const before = await t.app.db.selectFrom('pool_deposit_addresses').selectAll().execute();
    await seedDemo(t.app.db, 31337);
    expect(await t.app.db.selectFrom('pool_deposit_addresses').selectAll().execute()).toEqual(before);
    expect(await apyOn(t.app.db, 'coin', '2026-01-01')).toBe('3');
    const waves = await t.app.db
      .selectFrom('prices')
      .select('price')
      .where('token', '=', 'WAVES')
      .executeTakeFirstOrThrow();
    expect(Number(waves.price)).toBe(2);
  });

  it('flags stale and missing prices instead of hiding them', async () => {
    const now = new Date();
    const source = new OperatorPriceSource(t.app.db, () => now);
    const fresh = await source.read('usd', ['USDT', 'ETH']);
    expect(fresh.stale).toBe(false);
    expect(fresh.quotes.get('ETH')?.price).toBe('3120.55');
    expect(fresh.updatedAt).not.toBeNull();

    const later = new OperatorPriceSource(t.app.db, () => new Date(now.getTime() + 2 * 86_400_000));
    const old = await later.read('usd', ['USDT']);
    expect(old.stale).toBe(true);
    expect(old.quotes.get('USDT')?.stale).toBe(true);
    expect(old.quotes.get('USDT')?.price).toBe('1');

    const missing = await source.read('usd', ['USDT', 'NOPE']);
    expect(missing.stale).toBe(true);
    const none = await source.read('eur', ['USDT']);
    expect(none.stale).toBe(true);
    expect(none.updatedAt).toBeNull();
    expect(await source.fiats()).toEqual(['usd']);
  });
});
