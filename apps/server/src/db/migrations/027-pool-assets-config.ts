/**
 * Which tokens a pool accepts for deposits becomes the operator's choice (docs/product.md §10 "Pools", decision 80):
 * `pool_assets.accepts_deposits`, seeded with the rule it replaces (decision 41: a pool takes its own tokens that are
 * deposit currencies; the strategy pool takes what the other three take). A token a pool stops accepting keeps its
 * row, so positions that hold it keep their balances and withdrawals.
 */
import { type Kysely, sql } from 'kysely';

const DEPOSIT_CURRENCIES = ['USDT', 'USDC', 'WAVES', 'BUSD', 'SOL', 'BNB', 'ETH'];
/** POOL_DEPOSIT_CURRENCIES as it stood when this migration was written: a migration never changes with the code. */
const ACCEPTED = {
  stable: ['USDT', 'USDC', 'BUSD'],
  coin: ['ETH', 'USDT', 'USDC'],
  dex: ['ETH', 'BNB', 'SOL', 'WAVES', 'USDC'],
  strategy: ['USDT', 'USDC', 'WAVES', 'BUSD', 'SOL', 'BNB', 'ETH'],
};

export async function up(db: Kysely<unknown>): Promise<void> {
  const currencies = sql.join(DEPOSIT_CURRENCIES.map((c) => sql.lit(c)));
  await sql`
    alter table pool_assets
      add column accepts_deposits boolean not null default false,
      add constraint pool_assets_accepts_deposit_currency check (not accepts_deposits or token in (${currencies}))
  `.execute(db);
  for (const [pool, tokens] of Object.entries(ACCEPTED)) {
    await sql`
      update pool_assets set accepts_deposits = true
      where pool = ${pool} and token in (${sql.join(tokens)})`.execute(db);
  }
}
