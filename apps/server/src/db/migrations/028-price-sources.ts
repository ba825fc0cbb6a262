/**
 * Price sources (docs/product.md §10 "Prices", decision 81): a price is set by an operator or read from a
 * Chainlink-style aggregator contract (chain id + address). An aggregator's answer that moves more than the row's
 * `max_deviation_percent` from the accepted price is held (`held_*`) until an operator confirms or rejects it; the
 * rejected round is remembered so the same answer is not held again. `feed_checked_at` / `feed_error` tell how the
 * last read went. The never-used source 'chainlink' becomes 'aggregator'.
 */
import { type Kysely, sql } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`alter table prices drop constraint prices_source_check`.execute(db);
  await sql`update prices set source = 'aggregator' where source = 'chainlink'`.execute(db);
  await sql`
    alter table prices
      add constraint prices_source_check check (source in ('operator', 'demo', 'aggregator')),
      add column feed_chain_id integer check (feed_chain_id > 0),
      add column feed_address text check (feed_address ~ '^0x[0-9a-f]{40}$'),
      add column max_deviation_percent numeric(9, 4) check (max_deviation_percent > 0),
      add column held_price numeric(40, 18) check (held_price > 0),
      add column held_updated_at timestamptz,
      add column held_round text,
      add column held_at timestamptz,
      add column rejected_round text,
      add column feed_checked_at timestamptz,
      add column feed_error text,
      add constraint prices_feed_check
        check ((source = 'aggregator') = (feed_chain_id is not null and feed_address is not null)),
      add constraint prices_held_check check (
        (held_price is null) = (held_updated_at is null)
        and (held_price is null) = (held_round is null)
        and (held_price is null) = (held_at is null)
      )`.execute(db);
}
