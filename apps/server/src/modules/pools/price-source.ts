/**
 * The price-source interface of decision F5 and its default: the prices in the `prices` table, set by an operator or
 * written by the aggregator job (decision 81, modules/prices). Every price carries its age; one older than its
 * `max_age_seconds` is answered as stale (never hidden, decision 29).
 */
import { sql } from 'kysely';
import type { Executor } from '../../db/database.ts';

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
}

export interface PriceSource {
  /** Prices of `tokens` in `fiat` (lowercase ISO 4217). */
  read(fiat: string, tokens: readonly string[]): Promise<PriceSnapshot>;
  /** Fiat codes with at least one price. */
  fiats(): Promise<string[]>;
  /** Re-read upstream prices (a no-op for operator-set prices). */
  refresh(): Promise<void>;
}

export class OperatorPriceSource implements PriceSource {
  constructor(
    private readonly db: Executor,
    private readonly now: () => Date = () => new Date(),
  ) {}

  async read(fiat: string, tokens: readonly string[]): Promise<PriceSnapshot> {
    const rows = tokens.length
      ? await this.db
          .selectFrom('prices')
          .select([
            'token',
            sql<string>`price::text`.as('price'),
            sql<string | null>`market_cap::text`.as('market_cap'),
            sql<string | null>`circulating_supply::text`.as('circulating_supply'),
            'max_age_seconds',
            'updated_at',
          ])
          .where('fiat', '=', fiat)
          .where('token', 'in', [...tokens])
          .execute()
      : [];
    const now = this.now();
    const quotes = new Map<string, PriceQuote>();
    let updatedAt: Date | null = null;
    for (const r of rows) {
      const at = new Date(r.updated_at);
      quotes.set(r.token, {
        token: r.token,
        price: trimDecimal(r.price),
        marketCap: r.market_cap === null ? null : trimDecimal(r.market_cap),
        circulatingSupply: r.circulating_supply === null ? null : trimDecimal(r.circulating_supply),
        updatedAt: at,
        stale: isStale(at, r.max_age_seconds, now),
      });
      if (!updatedAt || at < updatedAt) updatedAt = at;
    }
    const stale = quotes.size < new Set(tokens).size || [...quotes.values()].some((q) => q.stale);
    return { fiat, quotes, stale, updatedAt };
  }

  async fiats(): Promise<string[]> {
    const rows = await this.db.selectFrom('prices').select('fiat').distinct().execute();
    return rows.map((r) => r.fiat);
  }

  async refresh(): Promise<void> {}
}

/** A price older than its maximum age (decision 29: answered, never hidden). */
export function isStale(updatedAt: Date, maxAgeSeconds: number, now: Date): boolean {
  return now.getTime() - updatedAt.getTime() > maxAgeSeconds * 1000;
}

/** "1.500000" → "1.5"; "2.000" → "2". */
export function trimDecimal(value: string): string {
  return value.includes('.') ? value.replace(/0+$/, '').replace(/\.$/, '') : value;
}
