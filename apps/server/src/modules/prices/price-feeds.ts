/**
 * Prices read from Chainlink-style aggregator contracts (docs/product.md §10 "Prices", decision 81). The
 * `price-feeds` job reads every price whose source is 'aggregator' through the configured network nodes and writes
 * the answer into `prices`, stamped with the round's `updatedAt` — so the one `PriceSource` reads it like any other
 * price and calls it stale once that round is older than the row's maximum age. An answer that moves beyond the
 * row's `max_deviation_percent` from the accepted price is held for an operator instead; the accepted price stays.
 */
import { fromBaseUnits } from '@yc/contract/amounts';
import { decimalToRay } from '@yc/contract/fixed-point';
import { sql } from 'kysely';
import { type Address, type PublicClient, parseAbi } from 'viem';
import { type Db, type Engine, type Executor, runExclusive } from '../../db/database.ts';
import { type JobLog, PeriodicJob } from '../../lib/periodic-job.ts';
import type { ChainService } from '../chain/chain-service.ts';
import type { ConfigBus } from '../config/config-bus.ts';
import { trimDecimal } from '../pools/price-source.ts';

/** pg advisory lock key of the job (an arbitrary constant: "yc price feeds", migration 028). */
export const PRICE_FEEDS_LOCK_KEY = 7_920_411_128;
/** Between passes; the dev chain's mock feeds are read more often so a moved answer shows at once. */
export const PRICE_FEEDS_INTERVAL_MS = 60_000;
export const DEV_PRICE_FEEDS_INTERVAL_MS = 5_000;
/** The column's scale: finer answers are rounded down. */
const PRICE_PLACES = 18;
const RAY = 10n ** 27n;

/** The part of Chainlink's AggregatorV3Interface the job uses. */
export const AGGREGATOR_ABI = parseAbi([
  'function decimals() view returns (uint8)',
  'function latestRoundData() view returns (uint80 roundId, int256 answer, uint256 startedAt, uint256 updatedAt, uint80 answeredInRound)',
]);

export interface FeedAnswer {
  round: string;
  /** Fiat per one token, a decimal string. */
  price: string;
  updatedAt: Date;
}

export class FeedError extends Error {
  constructor(
    message: string,
    /** The network has no node here: nothing was read. */
    readonly noNode = false,
  ) {
    super(message);
  }
}

/** One read of an aggregator; a non-positive answer or a round never updated is an error, not a price. */
export async function readFeed(client: PublicClient, address: Address): Promise<FeedAnswer> {
  const call = { address, abi: AGGREGATOR_ABI } as const;
  let decimals: number;
  let round: readonly [bigint, bigint, bigint, bigint, bigint];
  try {
    [decimals, round] = await Promise.all([
      client.readContract({ ...call, functionName: 'decimals' }),
      client.readContract({ ...call, functionName: 'latestRoundData' }),
    ]);
  } catch (err) {
    // viem's first line names the failure (no contract, reverted, timed out) without the call dump.
    throw new FeedError((((err as Error).message ?? String(err)).split('\n')[0] ?? '').slice(0, 200));
  }
  const [roundId, answer, , updatedAt] = round;
  if (answer <= 0n) throw new FeedError(`the answer is ${answer}, not a price`);
  if (updatedAt === 0n) throw new FeedError('the round was never updated');
  const scaled = decimals > PRICE_PLACES ? answer / 10n ** BigInt(decimals - PRICE_PLACES) : answer;
  const price = fromBaseUnits(scaled, Math.min(decimals, PRICE_PLACES));
  if (price === '0') throw new FeedError('the answer rounds to 0');
  return { round: roundId.toString(), price, updatedAt: new Date(Number(updatedAt) * 1000) };
}

/** Whether `next` moves more than `percent` % away from `accepted`. */
export function beyondDeviation(accepted: string, next: string, percent: string): boolean {
  const a = decimalToRay(accepted);
  const n = decimalToRay(next);
  const moved = a > n ? a - n : n - a;
  return moved * 100n * RAY > decimalToRay(percent) * a;
}

export interface FeedsReport {
  /** False when another instance held the lock, so this one did nothing. */
  ran: boolean;
  accepted: number;
  held: number;
  failed: number;
}

export interface PriceFeedsDeps {
  db: Db;
  engine: Engine;
  chain: Pick<ChainService, 'client'>;
  log: JobLog;
  every: number;
  /** Told when a pass accepted a price, so every instance reads the prices again (decision 89). */
  configBus: Pick<ConfigBus, 'changed'>;
}

export class PriceFeeds {
  readonly job: PeriodicJob<FeedsReport>;

  constructor(private readonly deps: PriceFeedsDeps) {
    this.job = new PeriodicJob({
      name: 'price-feeds',
      run: () => this.#pass(),
      every: deps.every,
      log: deps.log,
      acted: (r) => r.ran,
    });
  }

  /** A pass now (or the one after the pass in flight). */
  tick(): Promise<FeedsReport> {
    return this.job.tick();
  }

  /** One read of a feed through the network's node; a network without one is a FeedError. */
  read(chainId: number, address: string): Promise<FeedAnswer> {
    const client = this.deps.chain.client(chainId);
    if (!client) return Promise.reject(new FeedError(`no node for network ${chainId}`, true));
    return readFeed(client, address as Address);
  }

  async #pass(): Promise<FeedsReport> {
    const { db, engine } = this.deps;
    const result = await runExclusive(db, engine, PRICE_FEEDS_LOCK_KEY, async (conn) => {
      const report = await this.#readAll(conn);
      if (report.accepted) await this.deps.configBus.changed(conn, 'prices');
      return report;
    });
    return result.ran ? { ran: true, ...result.value } : { ran: false, accepted: 0, held: 0, failed: 0 };
  }

  async #readAll(conn: Executor): Promise<Omit<FeedsReport, 'ran'>> {
    const rows = await conn
      .selectFrom('prices')
      .select([
        'token',
        'fiat',
        sql<string>`price::text`.as('price'),
        'updated_at',
        'feed_chain_id',
        'feed_address',
        sql<string | null>`max_deviation_percent::text`.as('max_deviation'),
        'held_round',
        'rejected_round',
      ])
      .where('source', '=', 'aggregator')
      .orderBy('token')
      .orderBy('fiat')
      .execute();
    const answers = await Promise.allSettled(
      rows.map((r) => this.read(r.feed_chain_id as number, r.feed_address as string)),
    );
    const report = { accepted: 0, held: 0, failed: 0 };
    for (const [i, row] of rows.entries()) {
      const answer = answers[i] as PromiseSettledResult<FeedAnswer>;
      // Only while the row still reads this feed: a console change made during the read wins.
      const target = conn
        .updateTable('prices')
        .where('token', '=', row.token)
        .where('fiat', '=', row.fiat)
        .where('source', '=', 'aggregator')
        .where('feed_address', '=', row.feed_address);
      if (answer.status === 'rejected') {
        const reason = answer.reason instanceof FeedError ? answer.reason.message : String(answer.reason);
        await target.set({ feed_checked_at: sql`now()`, feed_error: reason }).execute();
        report.failed++;
        continue;
      }
      const { round, price, updatedAt } = answer.value;
      const seen = round === row.held_round || round === row.rejected_round;
      const newer = updatedAt.getTime() > new Date(row.updated_at).getTime();
      if (seen || (!newer && price === trimDecimal(row.price))) {
        await target.set({ feed_checked_at: sql`now()`, feed_error: null }).execute();
        continue;
      }
      if (row.max_deviation !== null && beyondDeviation(row.price, price, row.max_deviation)) {
        await target
          .set({
            held_price: price,
            held_updated_at: updatedAt,
            held_round: round,
            held_at: sql`coalesce(held_at, now())`,
            feed_checked_at: sql`now()`,
            feed_error: null,
          })
          .execute();
        report.held++;
        continue;
      }
      await target
        .set({
          price,
          updated_at: updatedAt,
          held_price: null,
          held_updated_at: null,
          held_round: null,
          held_at: null,
          feed_checked_at: sql`now()`,
          feed_error: null,
        })
        .execute();
      report.accepted++;
    }
    return report;
  }
}

/**
 * Every stored price and its held answer, if any: the alert watcher raises a condition for each held one and clears
 * it once answered.
 */
export async function priceHolds(ex: Executor) {
  const rows = await ex
    .selectFrom('prices')
    .select([
      'token',
      'fiat',
      sql<string>`price::text`.as('price'),
      sql<string | null>`held_price::text`.as('held_price'),
      'held_at',
    ])
    .orderBy('token')
    .orderBy('fiat')
    .execute();
  return rows.map((r) => ({
    token: r.token,
    fiat: r.fiat,
    price: trimDecimal(r.price),
    held: r.held_price === null ? null : { price: trimDecimal(r.held_price), at: new Date(r.held_at as Date) },
  }));
}

/** The prices whose aggregator answer waits for an operator (the overview). */
export async function heldPrices(ex: Executor) {
  return (await priceHolds(ex)).flatMap(({ held, ...p }) =>
    held ? [{ ...p, heldPrice: held.price, heldAt: held.at }] : [],
  );
}
