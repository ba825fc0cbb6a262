/**
 * The alert watcher (decision 70): conditions rather than events — a stale (or missing) price of a pool asset, an
 * aggregator price held for an operator (decision 81), a hot wallet that cannot cover the payouts queued for it. Each pass looks at them and remembers each condition in
 * `alert_conditions`; it emits `price.stale` / `hot_wallet.shortfall` only when a condition turns on, and
 * `price.recovered` / `hot_wallet.covered` when it clears, so an alert comes once per occurrence, not once per pass.
 * A hot wallet whose node cannot be read keeps its remembered state.
 */
import { sql } from 'kysely';
import type { Config } from '../../config.ts';
import { type Db, type Engine, type Executor, runExclusive, withTransaction } from '../../db/database.ts';
import { type JobLog, PeriodicJob } from '../../lib/periodic-job.ts';
import type { ChainService } from '../chain/chain-service.ts';
import { type DomainEvent, type EventOutbox, eventJson } from '../events/event-outbox.ts';
import type { PriceSource } from '../pools/price-source.ts';
import { priceHolds } from '../prices/price-feeds.ts';
import { hotWalletCoverage } from '../withdrawals/hot-wallet-coverage.ts';

/** pg advisory lock key of the watcher (an arbitrary constant: "yc alert watcher", migration 019). */
export const ALERT_WATCH_LOCK_KEY = 7_920_411_119;

export const ALERT_WATCH_INTERVAL_MS = 30_000;

export interface AlertWatcherDeps {
  db: Db;
  engine: Engine;
  config: Config;
  chain: ChainService;
  prices: PriceSource;
  events: EventOutbox;
  log: JobLog;
}

export interface WatchReport {
  /** False when another instance held the lock, so this one did nothing. */
  ran: boolean;
  raised: number;
  cleared: number;
}

/** What a pass saw of one condition, and the event each change of it emits. */
interface Observation {
  on: boolean;
  details: Record<string, unknown>;
  raise: DomainEvent;
  clear: DomainEvent;
}

export class AlertWatcher {
  readonly job: PeriodicJob<WatchReport>;

  constructor(private readonly deps: AlertWatcherDeps) {
    this.job = new PeriodicJob({
      name: 'alert-watcher',
      run: () => this.#pass(),
      every: ALERT_WATCH_INTERVAL_MS,
      log: deps.log,
      acted: (r) => r.ran,
    });
  }

  tick(): Promise<WatchReport> {
    return this.job.tick();
  }

  async #pass(): Promise<WatchReport> {
    const { db, engine } = this.deps;
    const result = await runExclusive(db, engine, ALERT_WATCH_LOCK_KEY, async (conn) =>
      this.#apply(conn, await this.#observe(conn)),
    );
    return result.ran ? { ran: true, ...result.value } : { ran: false, raised: 0, cleared: 0 };
  }

  async #observe(conn: Executor): Promise<Map<string, Observation>> {
    const seen = new Map<string, Observation>();
    const assets = await conn.selectFrom('pool_assets').select('token').distinct().orderBy('token').execute();
    const tokens = assets.map((a) => a.token);
    const prices = await this.deps.prices.read('usd', tokens);
    for (const token of tokens) {
      const quote = prices.quotes.get(token);
      const payload = { token, updatedAt: quote?.updatedAt.toISOString() ?? null };
      const event = { objectType: 'price', objectId: token, payload };
      seen.set(`price:${token}`, {
        on: !quote || quote.stale,
        details: payload,
        raise: { type: 'price.stale', ...event },
        clear: { type: 'price.recovered', ...event },
      });
    }
    // A held aggregator answer (decision 81) is a condition of its own, per token and fiat.
    for (const p of await priceHolds(conn)) {
      const payload = { token: p.token, fiat: p.fiat, price: p.price, heldPrice: p.held?.price ?? null };
      const event = { objectType: 'price', objectId: `${p.token}/${p.fiat}`, payload };
      seen.set(`price_held:${p.token}:${p.fiat}`, {
        on: p.held !== null,
        details: payload,
        raise: { type: 'price.held', ...event },
        clear: { type: 'price.released', ...event },
      });
    }
    for (const w of await hotWalletCoverage({ ...this.deps, db: conn })) {
      if (w.covered === null) continue;
      const payload = {
        pool: w.pool,
        chainId: w.chainId,
        currency: w.currency,
        address: w.address,
        decimals: w.decimals,
        balance: w.balance,
        queued: w.queued,
      };
      const event = { objectType: 'hot_wallet', objectId: `${w.pool}:${w.chainId}:${w.currency}`, payload };
      seen.set(`hot_wallet:${w.pool}:${w.chainId}:${w.currency}`, {
        on: !w.covered,
        details: payload,
        raise: { type: 'hot_wallet.shortfall', ...event },
        clear: { type: 'hot_wallet.covered', ...event },
      });
    }
    return seen;
  }

  /**
   * Compares with what is remembered; only a change opens a transaction, which writes it with its event (a pass
   * every 30 s mostly sees nothing new).
   */
  async #apply(conn: Executor, seen: Map<string, Observation>): Promise<Omit<WatchReport, 'ran'>> {
    if (!seen.size || !(await this.#changes(conn, seen, false)).length) return { raised: 0, cleared: 0 };
    return withTransaction(conn, async (tx) => {
      let raised = 0;
      let cleared = 0;
      for (const [key, o] of await this.#changes(tx, seen, true)) {
        const details = eventJson(o.details);
        await tx
          .insertInto('alert_conditions')
          .values({ key, active: o.on, details })
          .onConflict((oc) => oc.column('key').doUpdateSet({ active: o.on, since: sql`now()`, details }))
          .execute();
        await this.deps.events.emit(tx, o.on ? o.raise : o.clear);
        if (o.on) raised++;
        else cleared++;
      }
      return { raised, cleared };
    });
  }

  /** The conditions seen otherwise than remembered; `lock` holds their rows to the transaction's end. */
  async #changes(ex: Executor, seen: Map<string, Observation>, lock: boolean): Promise<[string, Observation][]> {
    const query = ex
      .selectFrom('alert_conditions')
      .select(['key', 'active'])
      .where('key', 'in', [...seen.keys()]);
    const remembered = await (lock ? query.forUpdate() : query).execute();
    const active = new Set(remembered.filter((r) => r.active).map((r) => r.key));
    return [...seen].filter(([key, o]) => o.on !== active.has(key));
  }
}
