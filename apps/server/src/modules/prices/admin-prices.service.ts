/**
 * The prices console (docs/product.md §10 "Prices", decision 81): every token's price per fiat with its state and
 * source; a manual price, a switch to an aggregator (read at once, so a wrong address is refused on the spot), and
 * the operator's answer to a held aggregator price. Every change is audited with its before and after and bumps the
 * 'prices' configuration version.
 */
import {
  type AdminPrice,
  type AdminPricesResponse,
  DEFAULT_FIAT,
  PRICED_TOKENS,
  type PricedToken,
  type PriceState,
  type setPriceBody,
} from '@yc/contract';
import { sql } from 'kysely';
import type { z } from 'zod/mini';
import { type Db, type Executor, withTransaction } from '../../db/database.ts';
import { type AppError, badRequest, notFound } from '../../lib/app-error.ts';
import type { Actor, AuditLog } from '../audit/audit-log.ts';
import type { ConfigBus } from '../config/config-bus.ts';
import { isStale, trimDecimal } from '../pools/price-source.ts';
import { type FeedAnswer, FeedError, type PriceFeeds } from './price-feeds.ts';

export interface AdminPricesDeps {
  db: Db;
  audit: AuditLog;
  configBus: Pick<ConfigBus, 'changed'>;
  feeds: PriceFeeds;
  readEveryMs: number;
  now?: () => Date;
}

const trim = (value: string | null) => (value === null ? null : trimDecimal(value));
const iso = (value: Date | string | null) => (value === null ? null : new Date(value).toISOString());

/** A price's row as the console and the configuration document read it (numbers as text, exact). */
export function selectPrices(ex: Executor) {
  return ex
    .selectFrom('prices')
    .select([
      'token',
      'fiat',
      'source',
      'max_age_seconds',
      'updated_at',
      'feed_chain_id',
      'feed_address',
      'held_updated_at',
      'held_at',
      'feed_checked_at',
      'feed_error',
      sql<string>`price::text`.as('price'),
      sql<string | null>`market_cap::text`.as('market_cap'),
      sql<string | null>`circulating_supply::text`.as('circulating_supply'),
      sql<string | null>`max_deviation_percent::text`.as('max_deviation'),
      sql<string | null>`held_price::text`.as('held_price'),
    ]);
}
/**
 * Reads an aggregator a price is being pointed at: one that cannot be read (no node for its network, no such
 * contract, no price) is refused with `refusal`'s 400, before anything is written.
 */
export async function readFeedOrRefuse(
  feeds: Pick<PriceFeeds, 'read'>,
  chainId: number,
  address: string,
  refusal: (err: FeedError) => AppError,
): Promise<FeedAnswer> {
  try {
    return await feeds.read(chainId, address);
  } catch (err) {
    if (err instanceof FeedError) throw refusal(err);
    throw err;
  }
}

type PriceRow = Awaited<ReturnType<ReturnType<typeof selectPrices>['execute']>>[number];

export class AdminPricesService {
  constructor(private readonly deps: AdminPricesDeps) {}

  /** Every stored price, and a missing row for each priced token without one in the default fiat. */
  async list(): Promise<AdminPricesResponse> {
    const rows = await selectPrices(this.deps.db).orderBy('token').orderBy('fiat').execute();
    const items = rows.map((r) => this.#view(r));
    const have = new Set(rows.filter((r) => r.fiat === DEFAULT_FIAT).map((r) => r.token));
    for (const token of PRICED_TOKENS) if (!have.has(token)) items.push(missing(token, DEFAULT_FIAT));
    items.sort((a, b) => a.token.localeCompare(b.token) || a.fiat.localeCompare(b.fiat));
    return { items, readEveryMs: this.deps.readEveryMs };
  }

  /** Reads every aggregator now, then answers the list. */
  async readNow(): Promise<AdminPricesResponse> {
    await this.deps.feeds.tick();
    return this.list();
  }

  async set(actor: Actor, token: string, fiat: string, body: z.output<typeof setPriceBody>): Promise<AdminPrice> {
    // An aggregator is read before the transaction: a network call never holds a row lock.
    const answer = body.source === 'aggregator' ? await this.#readFeed(body.chainId, body.address) : null;
    return this.#change(actor, token, fiat, 'price.set', async (tx, before) => {
      const common = {
        max_age_seconds: body.maxAgeSeconds,
        held_price: null,
        held_updated_at: null,
        held_round: null,
        held_at: null,
        rejected_round: null,
      };
      const values =
        body.source === 'operator'
          ? {
              ...common,
              source: 'operator' as const,
              price: body.price,
              market_cap: body.marketCap,
              circulating_supply: body.circulatingSupply,
              updated_at: sql<Date>`now()`,
              feed_chain_id: null,
              feed_address: null,
              max_deviation_percent: null,
              feed_checked_at: null,
              feed_error: null,
            }
          : {
              ...common,
              source: 'aggregator' as const,
              price: answer?.price as string,
              updated_at: answer?.updatedAt as Date,
              feed_chain_id: body.chainId,
              feed_address: body.address.toLowerCase(),
              max_deviation_percent: body.maxDeviationPercent,
              feed_checked_at: sql<Date>`now()`,
              feed_error: null,
            };
      if (before) {
        await tx.updateTable('prices').set(values).where('token', '=', token).where('fiat', '=', fiat).execute();
      } else {
        await tx
          .insertInto('prices')
          .values({ token, fiat, market_cap: null, circulating_supply: null, ...values })
          .execute();
      }
    });
  }

  /** The held answer becomes the price, stamped with its round's time. */
  confirm(actor: Actor, token: string, fiat: string): Promise<AdminPrice> {
    return this.#decide(actor, token, fiat, 'price.confirm', {
      price: sql`held_price`,
      updated_at: sql`held_updated_at`,
      rejected_round: null,
    });
  }

  /** The held answer is dropped; its round is remembered so the next pass does not hold it again. */
  reject(actor: Actor, token: string, fiat: string): Promise<AdminPrice> {
    return this.#decide(actor, token, fiat, 'price.reject', { rejected_round: sql`held_round` });
  }

  #decide(actor: Actor, token: string, fiat: string, action: string, values: Record<string, unknown>) {
    return this.#change(actor, token, fiat, action, async (tx, before) => {
      if (!before?.held) throw badRequest('adminPrices.nothingHeld');
      await tx
        .updateTable('prices')
        .set({ ...values, held_price: null, held_updated_at: null, held_round: null, held_at: null })
        .where('token', '=', token)
        .where('fiat', '=', fiat)
        .execute();
    });
  }

  #readFeed(chainId: number, address: string) {
    return readFeedOrRefuse(this.deps.feeds, chainId, address, (err) =>
      err.noNode
        ? badRequest('adminPrices.noNode', { chainId })
        : badRequest('adminPrices.feedUnreadable', { chainId, reason: err.message }),
    );
  }

  /** One audited change of a price row, locked for the transaction; the 'prices' version goes up with it. */
  async #change(
    actor: Actor,
    token: string,
    fiat: string,
    action: string,
    change: (tx: Executor, before: AdminPrice | null) => Promise<void>,
  ): Promise<AdminPrice> {
    return withTransaction(this.deps.db, async (tx) => {
      const locked = async () => {
        const row = await selectPrices(tx).where('token', '=', token).where('fiat', '=', fiat).forUpdate().execute();
        return row[0] ? this.#view(row[0]) : null;
      };
      const before = await locked();
      await change(tx, before);
      const after = await locked();
      if (!after) throw notFound();
      await this.deps.audit.record(tx, actor, {
        action,
        objectType: 'price',
        objectId: `${token}/${fiat}`,
        before,
        after,
      });
      await this.deps.configBus.changed(tx, 'prices');
      return after;
    });
  }

  #view(r: PriceRow): AdminPrice {
    const stale = isStale(new Date(r.updated_at), r.max_age_seconds, this.deps.now?.() ?? new Date());
    const held =
      r.held_price === null
        ? null
        : {
            price: trimDecimal(r.held_price),
            updatedAt: iso(r.held_updated_at) as string,
            heldAt: iso(r.held_at) as string,
          };
    const state: PriceState = held ? 'held' : stale ? 'stale' : 'fresh';
    return {
      token: r.token as PricedToken,
      fiat: r.fiat,
      price: trimDecimal(r.price),
      marketCap: trim(r.market_cap),
      circulatingSupply: trim(r.circulating_supply),
      maxAgeSeconds: r.max_age_seconds,
      updatedAt: iso(r.updated_at),
      state,
      source: r.source,
      feed:
        r.source === 'aggregator' && r.feed_chain_id !== null && r.feed_address !== null
          ? {
              chainId: r.feed_chain_id,
              address: r.feed_address,
              maxDeviationPercent: trim(r.max_deviation),
              checkedAt: iso(r.feed_checked_at),
              error: r.feed_error,
            }
          : null,
      held,
    };
  }
}

function missing(token: PricedToken, fiat: string): AdminPrice {
  return {
    token,
    fiat,
    price: null,
    marketCap: null,
    circulatingSupply: null,
    maxAgeSeconds: null,
    updatedAt: null,
    state: 'missing',
    source: null,
    feed: null,
    held: null,
  };
}
