/**
 * The prices' part: each price's settings (decision 81) — its source, maximum age, and either its value (a price
 * set by hand is configuration) or its aggregator and allowed move (what an aggregator answers is market data, not
 * exported). A price the document leaves out is kept: the platform's valuations need it, and the console has no way
 * to remove one either.
 */
import type { ConfigDocument, PriceConfig } from '@yc/contract';
import { sql } from 'kysely';
import { getAddress } from 'viem';
import { badRequest, conflict } from '../../../lib/app-error.ts';
import { trimDecimal } from '../../pools/price-source.ts';
import { readFeedOrRefuse, selectPrices } from '../../prices/admin-prices.service.ts';
import type { FeedAnswer } from '../../prices/price-feeds.ts';
import { type ConfigSectionDef, diffItems } from '../section.ts';

type Prices = ConfigDocument['prices'];

const trim = (value: string | null) => (value === null ? null : trimDecimal(value));

/** The settings in the form `read` gives: decimals without trailing zeros, the address checksummed. */
function canonical(p: PriceConfig): PriceConfig {
  return p.source === 'aggregator'
    ? {
        token: p.token,
        fiat: p.fiat,
        source: p.source,
        chainId: p.chainId,
        address: getAddress(p.address.toLowerCase()),
        maxAgeSeconds: p.maxAgeSeconds,
        maxDeviationPercent: trim(p.maxDeviationPercent),
      }
    : {
        token: p.token,
        fiat: p.fiat,
        source: p.source,
        price: trimDecimal(p.price),
        marketCap: trim(p.marketCap),
        circulatingSupply: trim(p.circulatingSupply),
        maxAgeSeconds: p.maxAgeSeconds,
      };
}

const items = (prices: Prices) => new Map(prices.map((p) => [`${p.token}/${p.fiat}`, canonical(p)]));

/** A change that points a price at an aggregator it was not read from: the aggregator is read for its price. */
const newFeed = (before: PriceConfig | null, after: PriceConfig) =>
  after.source === 'aggregator' &&
  (before?.source !== 'aggregator' || before.chainId !== after.chainId || before.address !== after.address);

export const pricesSection: ConfigSectionDef<'prices'> = {
  name: 'prices',
  scope: 'prices',

  async read(ex) {
    const rows = await selectPrices(ex).orderBy('token').orderBy('fiat').execute();
    return rows.map((r) =>
      canonical(
        r.source === 'aggregator'
          ? {
              token: r.token as PriceConfig['token'],
              fiat: r.fiat,
              source: 'aggregator',
              chainId: r.feed_chain_id as number,
              address: r.feed_address as string,
              maxAgeSeconds: r.max_age_seconds,
              maxDeviationPercent: r.max_deviation,
            }
          : {
              token: r.token as PriceConfig['token'],
              fiat: r.fiat,
              source: r.source,
              price: r.price,
              marketCap: r.market_cap,
              circulatingSupply: r.circulating_supply,
              maxAgeSeconds: r.max_age_seconds,
            },
      ),
    );
  },

  diff(current, incoming) {
    return diffItems('prices', items(current), items(incoming), { keepMissing: true });
  },

  /** Reads each newly named aggregator, as the prices console does: a wrong address is refused before anything is written. */
  async prepare(changes, { feeds }) {
    const answers = new Map<string, FeedAnswer>();
    for (const change of changes) {
      const after = change.after as PriceConfig;
      if (!newFeed(change.before as PriceConfig | null, after) || after.source !== 'aggregator') continue;
      const answer = await readFeedOrRefuse(feeds, after.chainId, after.address.toLowerCase(), (err) =>
        badRequest('configTransfer.feedUnreadable', {
          path: `prices.${change.item}`,
          chainId: after.chainId,
          reason: err.message,
        }),
      );
      answers.set(change.item, answer);
    }
    return answers;
  },

  async apply(tx, changes, { prepared }) {
    const answers = prepared as Map<string, FeedAnswer>;
    for (const change of changes) {
      const before = change.before as PriceConfig | null;
      const p = change.after as PriceConfig;
      const answer = answers.get(change.item);
      // An aggregator named by an operator's change made after `prepare` read the others: nothing to price it with.
      if (!answer && newFeed(before, p)) throw conflict('configTransfer.changedMeanwhile');
      // A new source or aggregator starts without a held answer; a setting changed alone keeps it.
      const fresh = before?.source !== p.source || answer !== undefined;
      const held = fresh
        ? { held_price: null, held_updated_at: null, held_round: null, held_at: null, rejected_round: null }
        : {};
      const values =
        p.source === 'aggregator'
          ? {
              ...held,
              source: p.source,
              max_age_seconds: p.maxAgeSeconds,
              feed_chain_id: p.chainId,
              feed_address: p.address.toLowerCase(),
              max_deviation_percent: p.maxDeviationPercent,
              market_cap: null,
              circulating_supply: null,
              ...(answer
                ? {
                    price: answer.price,
                    updated_at: answer.updatedAt,
                    feed_checked_at: sql<Date>`now()`,
                    feed_error: null,
                  }
                : {}),
            }
          : {
              ...held,
              source: p.source,
              max_age_seconds: p.maxAgeSeconds,
              price: p.price,
              market_cap: p.marketCap,
              circulating_supply: p.circulatingSupply,
              feed_chain_id: null,
              feed_address: null,
              max_deviation_percent: null,
              feed_checked_at: null,
              feed_error: null,
              // A price set anew is as old as this import; the maximum age alone changes nothing else.
              ...(before?.source === 'aggregator' || before?.price !== p.price ? { updated_at: sql<Date>`now()` } : {}),
            };
      if (before) {
        await tx.updateTable('prices').set(values).where('token', '=', p.token).where('fiat', '=', p.fiat).execute();
      } else {
        await tx
          .insertInto('prices')
          .values({ token: p.token, fiat: p.fiat, price: answer?.price ?? '0', ...values })
          .execute();
      }
    }
  },
};
