/**
 * The price-source interface of decision F5 and its default: the prices in the `prices` table, set by an operator or
 * written by the aggregator job (decision 81, modules/prices). Every price carries its age; one older than its
 * `max_age_seconds` is answered as stale (never hidden, decision 29).
 */
import { sql } from 'kysely';
import type { Executor } from '../../db/database.ts';
import { KeptReads } from '../../lib/kept-reads.ts';

export interface PriceQuote {
  token: string;
  /** Fiat per one token, a decimal string. */
  price: string;
  marketCap: string | null;
  circulatingSupply: string | null;
  updatedAt: Date;
  stale: boolean;
}

export interface PriceSnapshot {
  fiat: string;
  quotes: Map<string, PriceQuote>;
  /** A requested token has no price, or one of the prices is older than its maximum age. */
  stale: boolean;
  /** The oldest update among the answered prices; null when there is none. */
  updatedAt: Date | null;
  /**
   * Until when (ms since the epoch) the snapshot answers alike: the moment its first fresh price turns stale, Infinity
   * when none will. Past it, an answer built from the snapshot is built again (decision 95).
   */
  freshUntil: number;
}

export interface PriceSource {
  /** Prices of `tokens` in `fiat` (lowercase ISO 4217). */
  read(fiat: string, tokens: readonly string[]): Promise<PriceSnapshot>;
  /** Fiat codes with at least one price. */
  fiats(): Promise<string[]>;
  /** Re-read upstream prices (a no-op for operator-set prices). */
  refresh(): Promise<void>;
}

const selectPrices = (db: Executor, fiat: string) =>
  db
    .selectFrom('prices')
    .select([
      'token',
      sql<string>`price::text`.as('price'),
      sql<string | null>`market_cap::text`.as('market_cap'),
      sql<string | null>`circulating_supply::text`.as('circulating_supply'),
      'max_age_seconds',
      'updated_at',
    ])
    .where('fiat', '=', fiat);

/** A price as read, but for its staleness, which depends on when it is asked. */
type StoredQuote = Omit<PriceQuote, 'stale'> & { maxAgeSeconds: number };

const storedQuotes = async (query: ReturnType<typeof selectPrices>): Promise<StoredQuote[]> =>
  (await query.execute()).map((r) => ({
    token: r.token,
    price: trimDecimal(r.price),
    marketCap: r.market_cap === null ? null : trimDecimal(r.market_cap),
    circulatingSupply: r.circulating_supply === null ? null : trimDecimal(r.circulating_supply),
    updatedAt: new Date(r.updated_at),
    maxAgeSeconds: r.max_age_seconds,
  }));

export class OperatorPriceSource implements PriceSource {
  constructor(
    protected readonly db: Executor,
    private readonly now: () => Date = () => new Date(),
  ) {}

  async read(fiat: string, tokens: readonly string[]): Promise<PriceSnapshot> {
    const stored = tokens.length ? await this.stored(fiat, tokens) : [];
    const now = this.now();
    const quotes = new Map<string, PriceQuote>();
    let updatedAt: Date | null = null;
    let freshUntil = Number.POSITIVE_INFINITY;
    for (const { maxAgeSeconds, ...q } of stored) {
      const stale = isStale(q.updatedAt, maxAgeSeconds, now);
      quotes.set(q.token, { ...q, stale });
      if (!updatedAt || q.updatedAt < updatedAt) updatedAt = q.updatedAt;
      if (!stale) freshUntil = Math.min(freshUntil, q.updatedAt.getTime() + maxAgeSeconds * 1000);
    }
    const stale = quotes.size < new Set(tokens).size || [...quotes.values()].some((q) => q.stale);
    return { fiat, quotes, stale, updatedAt, freshUntil };
  }

  /** The prices of `tokens` in `fiat`. */
  protected stored(fiat: string, tokens: readonly string[]): Promise<StoredQuote[]> {
    return storedQuotes(selectPrices(this.db, fiat).where('token', 'in', [...tokens]));
  }

  async fiats(): Promise<string[]> {
    const rows = await this.db.selectFrom('prices').select('fiat').distinct().execute();
    return rows.map((r) => r.fiat);
  }

  async refresh(): Promise<void> {}
}

/**
 * The same prices with each fiat's rows kept in memory until the config bus's `prices` version moves (decision 89:
 * the console, a configuration import and the aggregator job move it): `forget` is its listener. A price's age is
 * still judged on every read, so one goes stale on time.
 */
export class KeptPriceSource extends OperatorPriceSource {
  readonly #stored = new KeptReads<StoredQuote[]>();
  readonly #fiats = new KeptReads<string[]>();

  protected override async stored(fiat: string, tokens: readonly string[]): Promise<StoredQuote[]> {
    const all = await this.#stored.get(fiat, '', () => storedQuotes(selectPrices(this.db, fiat)));
    return all.filter((q) => tokens.includes(q.token));
  }

  override fiats(): Promise<string[]> {
    return this.#fiats.get('', '', () => super.fiats());
  }

  forget(): void {
    this.#stored.forget();
    this.#fiats.forget();
  }
}

/** A price older than its maximum age (decision 29: answered, never hidden). */
export function isStale(updatedAt: Date, maxAgeSeconds: number, now: Date): boolean {
  return now.getTime() - updatedAt.getTime() > maxAgeSeconds * 1000;
}

/** "1.500000" → "1.5"; "2.000" → "2". */
export function trimDecimal(value: string): string {
  return value.includes('.') ? value.replace(/0+$/, '').replace(/\.$/, '') : value;
}
