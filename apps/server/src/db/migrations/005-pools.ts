/**
 * Pools (docs/product.md §3; decisions F4, F5): the four pools, their assets with a price per share, deposit addresses per
 * network and operator-set prices. Only structure is inserted here: APY and fees start at 0, addresses and
 * prices are operator configuration (the dev-mode seed fills in demo values; production invents nothing).
 */
import { TOKEN_DECIMALS } from '@yc/contract/pools';
import { type Kysely, sql } from 'kysely';

const POOLS = [
  ['stable', 'Stable pool', ['USDT', 'USDC', 'BUSD']],
  ['coin', 'Coin pool', ['BTC', 'ETH', 'USDT', 'USDC']],
  ['dex', 'DEX pool', ['ETH', 'BNB', 'AVAX', 'SOL', 'MATIC', 'CRO', 'FTM', 'WAVES', 'NEAR', 'USDC']],
  ['strategy', 'Strategy pool', ['SPOOL']],
] as const;
const DEPOSIT_CURRENCIES = ['USDT', 'USDC', 'WAVES', 'BUSD', 'SOL', 'BNB', 'ETH'];
const address = `~ '^0x[0-9a-f]{40}$'`;

export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    create table pools (
      name text primary key check (name in ('stable', 'coin', 'dex', 'strategy')),
      title text not null,
      description text not null default '',
      risks jsonb not null default '[]',
      chain_id integer not null default 1 check (chain_id > 0),
      apy numeric(12, 6) not null default 0 check (apy >= 0 and apy <= 10000),
      deposit_fee numeric(9, 6) not null default 0 check (deposit_fee >= 0 and deposit_fee < 100),
      withdrawal_fee numeric(9, 6) not null default 0 check (withdrawal_fee >= 0 and withdrawal_fee < 100),
      strategy_address text check (strategy_address ${sql.raw(address)}),
      vault_address text check (vault_address ${sql.raw(address)}),
      token_contract text check (token_contract ${sql.raw(address)}),
      website text check (website ~ '^https?://'),
      updated_at timestamptz not null default now()
    )`.execute(db);
  // One row per pool and token a position can hold: the composition (weight set) plus every deposit currency.
  // price_per_share is RAY-scaled (27 decimals): token base units per share base unit. accrued_through is the
  // last day whose 00:00 UTC accrual was applied (decision 29).
  await sql`
    create table pool_assets (
      pool text not null references pools (name),
      token text not null check (token ~ '^[A-Z0-9]{1,11}$'),
      decimals integer not null check (decimals between 0 and 36),
      in_composition boolean not null,
      weight numeric(9, 6) check (weight >= 0 and weight <= 100),
      price_per_share numeric(78, 0) not null default 1${sql.raw('0'.repeat(27))} check (price_per_share > 0),
      accrued_through date,
      primary key (pool, token)
    )`.execute(db);
  await sql`
    create table pool_deposit_addresses (
      pool text not null references pools (name),
      chain_id integer not null check (chain_id > 0),
      currency text not null check (currency in ('USDT', 'USDC', 'WAVES', 'BUSD', 'SOL', 'BNB', 'ETH')),
      address text not null check (address ${sql.raw(address)}),
      primary key (pool, chain_id, currency)
    )`.execute(db);
  // The watcher (part 2) looks transfers up by recipient.
  await sql`create index pool_deposit_addresses_address on pool_deposit_addresses (chain_id, address)`.execute(db);
  // Operator-set prices (decision F5). CAPE carries market cap and circulating supply too.
  await sql`
    create table prices (
      token text not null check (token ~ '^[A-Z0-9]{1,11}$'),
      fiat text not null check (fiat ~ '^[a-z]{3}$'),
      price numeric(40, 18) not null check (price >= 0),
      market_cap numeric(40, 2) check (market_cap >= 0),
      circulating_supply numeric(60, 18) check (circulating_supply >= 0),
      max_age_seconds integer not null default 86400 check (max_age_seconds > 0),
      source text not null default 'operator' check (source in ('operator', 'demo', 'chainlink')),
      updated_at timestamptz not null default now(),
      primary key (token, fiat)
    )`.execute(db);

  for (const [name, title, composition] of POOLS) {
    await sql`insert into pools (name, title) values (${name}, ${title})`.execute(db);
    const tokens = [...new Set<string>([...composition, ...DEPOSIT_CURRENCIES])];
    // Decimals from the contract's table, their one source (decision 58): a token's never change once it holds money.
    for (const token of tokens) {
      const decimals = TOKEN_DECIMALS[token as keyof typeof TOKEN_DECIMALS];
      await sql`
        insert into pool_assets (pool, token, decimals, in_composition)
        values (${name}, ${token}, ${decimals}, ${(composition as readonly string[]).includes(token)})`.execute(db);
    }
  }
}
