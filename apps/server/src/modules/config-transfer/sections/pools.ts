/**
 * The pools' part: each pool's settings, APY history, tokens accepted and weights, deposit addresses and texts
 * (decisions 79, 80). The four pools and their tokens are the platform's structure, not configuration: a document
 * names their settings, and a token it leaves out keeps its own.
 */
import { ALL_POOLS, type AnyPool, type PoolConfig } from '@yc/contract';
import { sql } from 'kysely';
import { getAddress } from 'viem';
import type { Executor } from '../../../db/database.ts';
import { badRequest } from '../../../lib/app-error.ts';
import {
  hasChecksum,
  poolTextOf,
  removePoolAddress,
  writePoolAddress,
  writePoolAsset,
  writePoolText,
} from '../../admin-pool-content/pool-content.service.ts';
import { poolSettingsOf, selectPoolSettings, writePoolSettings } from '../../admin-pools/admin-pools.service.ts';
import { trimDecimal } from '../../pools/price-source.ts';
import { type ConfigSectionDef, diffItems } from '../section.ts';

type Pools = Record<AnyPool, PoolConfig>;
type Settings = PoolConfig['settings'];
type Asset = PoolConfig['assets'][number];
type Address = PoolConfig['addresses'][number];
type Texts = PoolConfig['texts'];

const trim = (value: string | null) => (value === null ? null : trimDecimal(value));

/** The part in the form `read` gives: decimals without trailing zeros, addresses checksummed. */
function canonical(p: PoolConfig): PoolConfig {
  return {
    settings: {
      ...p.settings,
      depositFee: trimDecimal(p.settings.depositFee),
      withdrawalFee: trimDecimal(p.settings.withdrawalFee),
      minDepositUsd: trimDecimal(p.settings.minDepositUsd),
    },
    apyHistory: p.apyHistory.map((a) => ({ effectiveFrom: a.effectiveFrom, apy: trimDecimal(a.apy) })),
    assets: p.assets.map((a) => ({ token: a.token, acceptsDeposits: a.acceptsDeposits, weight: trim(a.weight) })),
    addresses: p.addresses.map((a) => ({ chainId: a.chainId, currency: a.currency, address: a.address })),
    texts: p.texts,
  };
}

function items(pools: Pools) {
  const part = (f: (pool: AnyPool, p: PoolConfig) => [string, unknown][]) =>
    new Map(ALL_POOLS.flatMap((pool) => f(pool, canonical(pools[pool]))));
  return {
    settings: part((pool, p) => [[`${pool}/settings`, p.settings]]),
    apy: part((pool, p) => p.apyHistory.map((a) => [`${pool}/apy/${a.effectiveFrom}`, a])),
    assets: part((pool, p) => p.assets.map((a) => [`${pool}/assets/${a.token}`, a])),
    addresses: part((pool, p) => p.addresses.map((a) => [`${pool}/addresses/${a.chainId}/${a.currency}`, a])),
    texts: part((pool, p) => (['en', 'ru'] as const).map((l) => [`${pool}/texts/${l}`, p.texts[l]])),
  };
}

export const poolsSection: ConfigSectionDef<'pools'> = {
  name: 'pools',
  scope: 'pools',

  async read(ex: Executor) {
    const [settings, apy, assets, addresses, texts] = await Promise.all([
      selectPoolSettings(ex).execute(),
      ex
        .selectFrom('pool_apy')
        .select([
          'pool',
          sql<string>`to_char(effective_from, 'YYYY-MM-DD')`.as('day'),
          sql<string>`apy::text`.as('apy'),
        ])
        .orderBy('pool')
        .orderBy('effective_from')
        .execute(),
      ex
        .selectFrom('pool_assets')
        .select(['pool', 'token', 'accepts_deposits', sql<string | null>`weight::text`.as('weight')])
        .orderBy('pool')
        .orderBy('token')
        .execute(),
      ex
        .selectFrom('pool_deposit_addresses')
        .select(['pool', 'chain_id', 'currency', 'address'])
        .orderBy('pool')
        .orderBy('chain_id')
        .orderBy('currency')
        .execute(),
      ex.selectFrom('pool_texts').select(['pool', 'locale', 'title', 'description', 'risks']).execute(),
    ]);
    const text = (pool: string, locale: string) =>
      poolTextOf(texts.find((t) => t.pool === pool && t.locale === locale));
    const pools = {} as Pools;
    for (const pool of ALL_POOLS) {
      const s = settings.find((r) => r.name === pool);
      if (!s) throw new Error(`pool ${pool} has no row`);
      pools[pool] = {
        settings: poolSettingsOf(s),
        apyHistory: apy.filter((r) => r.pool === pool).map((r) => ({ effectiveFrom: r.day, apy: trimDecimal(r.apy) })),
        assets: assets
          .filter((r) => r.pool === pool)
          .map((r) => ({
            token: r.token as Asset['token'],
            acceptsDeposits: r.accepts_deposits,
            weight: trim(r.weight),
          })),
        addresses: addresses
          .filter((r) => r.pool === pool)
          .map((r) => ({
            chainId: r.chain_id,
            currency: r.currency as Address['currency'],
            address: getAddress(r.address),
          })),
        texts: { en: text(pool, 'en'), ru: text(pool, 'ru') },
      };
    }
    return pools;
  },

  /** An address must carry its EIP-55 checksum (a typo cannot pass), and no two pools share one (decision 80). */
  check(incoming) {
    const owners = new Map<string, AnyPool>();
    for (const pool of ALL_POOLS) {
      incoming[pool].addresses.forEach((a, i) => {
        const path = `pools.${pool}.addresses.${i}.address`;
        if (!hasChecksum(a.address)) throw badRequest('configTransfer.addressChecksum', { path });
        const key = `${a.chainId}/${a.currency}/${a.address.toLowerCase()}`;
        const other = owners.get(key);
        if (other && other !== pool) {
          throw badRequest('configTransfer.addressShared', { path, pool: other, currency: a.currency });
        }
        owners.set(key, pool);
      });
    }
  },

  diff(current, incoming) {
    const now = items(current);
    const next = items(incoming);
    return [
      ...diffItems('pools', now.settings, next.settings),
      ...diffItems('pools', now.apy, next.apy),
      ...diffItems('pools', now.assets, next.assets, { keepMissing: true }),
      ...diffItems('pools', now.addresses, next.addresses),
      ...diffItems('pools', now.texts, next.texts),
    ];
  },

  async apply(tx, changes, { actor }) {
    // Addresses are removed first: an address moving between pools is free again before it is set.
    const ordered = [...changes].sort((a, b) => Number(b.kind === 'removed') - Number(a.kind === 'removed'));
    for (const change of ordered) {
      const [pool, kind, ...rest] = change.item.split('/') as [AnyPool, string, ...string[]];
      if (kind === 'settings') {
        await writePoolSettings(tx, pool, change.after as Settings);
      } else if (kind === 'apy') {
        const day = rest[0] as string;
        await tx.deleteFrom('pool_apy').where('pool', '=', pool).where('effective_from', '=', day).execute();
        const a = change.after as PoolConfig['apyHistory'][number] | null;
        if (a)
          await tx.insertInto('pool_apy').values({ pool, effective_from: day, apy: a.apy, set_by: actor.id }).execute();
      } else if (kind === 'assets') {
        await writePoolAsset(tx, pool, change.after as Asset);
      } else if (kind === 'addresses') {
        const key = { chainId: Number(rest[0]), currency: rest[1] as string };
        const a = change.after as Address | null;
        if (a) await writePoolAddress(tx, pool, key, a.address);
        else await removePoolAddress(tx, pool, key);
      } else if (kind === 'texts') {
        await writePoolText(tx, pool, rest[0] as string, change.after as Texts['en']);
      }
    }
  },
};
