/**
 * A pool's content in the console (docs/product.md §10 "Pools", decision 80): the tokens it accepts for deposits and
 * its composition weights, its deposit addresses, its texts in English and Russian. Each change is one transaction
 * with its audit row (values before and after) and the config bus's bump of `pools`; everything here is read from
 * the database per request, so it is in force on every instance as soon as it commits.
 */
import {
  type AdminPoolAssetsResponse,
  type AdminPoolTextsResponse,
  ALL_POOLS,
  type AnyPool,
  compositionWeightsBreak,
  DEPOSIT_CURRENCIES,
  type DepositCurrency,
  isDepositCurrency,
  type PoolText,
  poolAssetBreaks,
  type RemovePoolAddressBody,
  type SetPoolAddressBody,
  type UpdatePoolAssetsBody,
  type UpdatePoolTextsBody,
} from '@yc/contract';
import { rayToDecimal } from '@yc/contract/fixed-point';
import { sql } from 'kysely';
import { getAddress } from 'viem';
import { type Db, type Executor, withTransaction } from '../../db/database.ts';
import { badRequest, conflict, notFound } from '../../lib/app-error.ts';
import type { Actor, AuditLog } from '../audit/audit-log.ts';
import type { ChainService } from '../chain/chain-service.ts';
import type { ConfigBus } from '../config/config-bus.ts';
import { ZERO_ADDRESS } from '../pools/pool-settings-cache.ts';
import { trimDecimal } from '../pools/price-source.ts';

export interface PoolContentDeps {
  db: Db;
  audit: AuditLog;
  configBus: Pick<ConfigBus, 'changed'>;
  chain: Pick<ChainService, 'network'>;
  /** The networks the watcher reads (SUPPORTED_CHAIN_IDS, the dev chain first in dev mode). */
  chainIds: readonly number[];
}

interface AssetState {
  token: string;
  inComposition: boolean;
  acceptsDeposits: boolean;
  weight: string | null;
}

/*
 * The writes of a pool's content, shared by the console and a configuration import (decision 85): the checks come
 * first, each caller's own; these only write.
 */

/** Whether an address is written with its EIP-55 checksum, so a typo cannot pass (decision 80). */
export function hasChecksum(address: string): boolean {
  try {
    return getAddress(address) === address;
  } catch {
    return false;
  }
}

export async function writePoolAsset(
  tx: Executor,
  pool: AnyPool,
  a: { token: string; acceptsDeposits: boolean; weight: string | null },
) {
  await tx
    .updateTable('pool_assets')
    .set({ accepts_deposits: a.acceptsDeposits, weight: a.weight })
    .where('pool', '=', pool)
    .where('token', '=', a.token)
    .execute();
}

type AddressKey = { chainId: number; currency: string };

/** Sets the pool's address for a currency on a network, stored lower case. */
export async function writePoolAddress(
  tx: Executor,
  pool: AnyPool,
  { chainId, currency }: AddressKey,
  address: string,
) {
  const value = address.toLowerCase();
  await tx
    .insertInto('pool_deposit_addresses')
    .values({ pool, chain_id: chainId, currency, address: value })
    .onConflict((oc) => oc.columns(['pool', 'chain_id', 'currency']).doUpdateSet({ address: value }))
    .execute();
}

/** Removes the pool's address for a currency on a network; the removed one, or undefined when there was none. */
export function removePoolAddress(tx: Executor, pool: AnyPool, { chainId, currency }: AddressKey) {
  return tx
    .deleteFrom('pool_deposit_addresses')
    .where('pool', '=', pool)
    .where('chain_id', '=', chainId)
    .where('currency', '=', currency)
    .returning('address')
    .executeTakeFirst();
}

/** A `pool_texts` row as its text; none is an empty one. */
export const poolTextOf = (r: { title: string; description: string; risks: unknown } | undefined): PoolText => ({
  title: r?.title ?? '',
  description: r?.description ?? '',
  risks: Array.isArray(r?.risks) ? r.risks.map(String) : [],
});

export async function writePoolText(
  tx: Executor,
  pool: AnyPool,
  locale: string,
  { title, description, risks }: { title: string; description: string; risks: string[] },
) {
  const values = { title, description, risks: JSON.stringify(risks) };
  await tx
    .insertInto('pool_texts')
    .values({ pool, locale, ...values })
    .onConflict((oc) => oc.columns(['pool', 'locale']).doUpdateSet(values))
    .execute();
}

export class PoolContentService {
  constructor(private readonly deps: PoolContentDeps) {}

  async assets(pool: AnyPool, ex: Executor = this.deps.db): Promise<AdminPoolAssetsResponse> {
    const { chain_id: chainId } = await ex
      .selectFrom('pools')
      .select('chain_id')
      .where('name', '=', pool)
      .executeTakeFirstOrThrow();
    const assets = await this.#assetStates(ex, pool);
    const rows = await ex
      .selectFrom('pool_deposit_addresses as d')
      .select([
        'd.chain_id',
        'd.currency',
        'd.address',
        // Other pools that take this currency at this address on this network (the index on (chain_id, address)).
        sql<string[]>`array(
          select o.pool from pool_deposit_addresses o
          where o.chain_id = d.chain_id and o.address = d.address and o.currency = d.currency and o.pool <> d.pool
          order by o.pool)`.as('shared_with'),
      ])
      .where('d.pool', '=', pool)
      .orderBy('d.chain_id')
      .orderBy('d.currency')
      .execute();
    return {
      pool,
      chainId,
      chains: this.deps.chainIds.map((id) => ({ id, name: this.deps.chain.network(id)?.name ?? String(id) })),
      assets: assets.map((a) => ({
        ...a,
        depositCurrency: isDepositCurrency(a.token),
      })) as AdminPoolAssetsResponse['assets'],
      addresses: rows.map((r) => ({
        chainId: r.chain_id,
        currency: r.currency as DepositCurrency,
        address: getAddress(r.address),
        sharedWith: r.shared_with as AnyPool[],
      })),
    };
  }

  /** Sets which tokens the pool accepts and the composition's weights; tokens the body leaves out keep theirs. */
  async updateAssets(actor: Actor, pool: AnyPool, body: UpdatePoolAssetsBody) {
    return withTransaction(this.deps.db, async (tx) => {
      await this.#lockPool(tx, pool);
      const before = await this.#assetStates(tx, pool);
      const after = before.map((a) => ({ ...a }));
      for (const change of body.assets) {
        const asset = after.find((a) => a.token === change.token);
        if (!asset) throw badRequest('adminPools.unknownAsset', { token: change.token });
        const [broken] = poolAssetBreaks(change, asset.inComposition);
        if (broken === 'notDepositCurrency') {
          throw badRequest('adminPools.notDepositCurrency', {
            token: change.token,
            currencies: DEPOSIT_CURRENCIES.join(', '),
          });
        }
        if (broken) throw badRequest('adminPools.weightOutsideComposition', { token: change.token });
        asset.acceptsDeposits = change.acceptsDeposits;
        asset.weight = change.weight === null ? null : trimDecimal(change.weight);
      }
      if (!after.some((a) => a.acceptsDeposits)) throw badRequest('adminPools.noAcceptedToken');
      const sum = compositionWeightsBreak(after.filter((a) => a.inComposition).map((a) => a.weight));
      if (sum !== null) throw badRequest('adminPools.weightsSum', { sum: trimDecimal(rayToDecimal(sum, 6)) });
      const changed = after.filter((a, i) => {
        const b = before[i] as AssetState;
        return a.acceptsDeposits !== b.acceptsDeposits || a.weight !== b.weight;
      });
      for (const a of changed) await writePoolAsset(tx, pool, a);
      if (changed.length) {
        const tokens = new Set(changed.map((a) => a.token));
        const shown = (list: AssetState[]) =>
          list
            .filter((a) => tokens.has(a.token))
            .map(({ token, acceptsDeposits, weight }) => ({ token, acceptsDeposits, weight }));
        await this.deps.audit.record(tx, actor, {
          action: 'pool.assets',
          objectType: 'pool',
          objectId: pool,
          before: shown(before),
          after: shown(after),
        });
        await this.deps.configBus.changed(tx, 'pools');
      }
      return this.assets(pool, tx);
    });
  }

  /**
   * Sets the deposit address for a currency on a network. It must be written with its EIP-55 checksum, so a typo
   * cannot pass; another pool's address for the same currency and network is refused (decision 80).
   */
  async setAddress(actor: Actor, pool: AnyPool, body: SetPoolAddressBody) {
    this.#readNetwork(body.chainId);
    if (!hasChecksum(body.address)) throw badRequest('adminPools.addressChecksum');
    const address = body.address.toLowerCase();
    if (address === ZERO_ADDRESS) throw badRequest('validation.address');
    return withTransaction(this.deps.db, async (tx) => {
      await this.#lockAllPools(tx);
      // One read: this pool's address for the currency and network, and any other pool's that is the new one.
      const rows = await tx
        .selectFrom('pool_deposit_addresses')
        .select(['pool', 'address'])
        .where('chain_id', '=', body.chainId)
        .where('currency', '=', body.currency)
        .where((eb) => eb.or([eb('pool', '=', pool), eb('address', '=', address)]))
        .orderBy('pool')
        .execute();
      const other = rows.find((r) => r.pool !== pool);
      if (other) throw conflict('adminPools.addressShared', { pool: other.pool, currency: body.currency });
      const before = rows.find((r) => r.pool === pool)?.address ?? null;
      if (before !== address) {
        await writePoolAddress(tx, pool, body, address);
        await this.#recordAddress(tx, actor, 'pool.address.set', pool, body, before, address);
      }
      return this.assets(pool, tx);
    });
  }

  /** Removes a deposit address: the dialog stops offering it and the watcher stops reading it. */
  async removeAddress(actor: Actor, pool: AnyPool, body: RemovePoolAddressBody) {
    return withTransaction(this.deps.db, async (tx) => {
      await this.#lockPool(tx, pool);
      const removed = await removePoolAddress(tx, pool, body);
      if (!removed) throw notFound('adminPools.addressNotFound');
      await this.#recordAddress(tx, actor, 'pool.address.remove', pool, body, removed.address, null);
      return this.assets(pool, tx);
    });
  }

  /** Both languages as stored: the console edits what is there, not what a reader sees after the fallback. */
  async texts(pool: AnyPool, ex: Executor = this.deps.db): Promise<AdminPoolTextsResponse> {
    const rows = await ex
      .selectFrom('pool_texts')
      .select(['locale', 'title', 'description', 'risks'])
      .where('pool', '=', pool)
      .execute();
    const of = (locale: 'en' | 'ru') => poolTextOf(rows.find((row) => row.locale === locale));
    return { pool, texts: { en: of('en'), ru: of('ru') } };
  }

  async updateTexts(actor: Actor, pool: AnyPool, body: UpdatePoolTextsBody) {
    return withTransaction(this.deps.db, async (tx) => {
      await this.#lockPool(tx, pool);
      const before = await this.texts(pool, tx);
      for (const locale of ['en', 'ru'] as const) await writePoolText(tx, pool, locale, body[locale]);
      const after = await this.texts(pool, tx);
      if (JSON.stringify(before.texts) !== JSON.stringify(after.texts)) {
        await this.deps.audit.record(tx, actor, {
          action: 'pool.texts',
          objectType: 'pool',
          objectId: pool,
          before: before.texts,
          after: after.texts,
        });
        await this.deps.configBus.changed(tx, 'pools');
      }
      return after;
    });
  }

  async #assetStates(ex: Executor, pool: AnyPool): Promise<AssetState[]> {
    const rows = await ex
      .selectFrom('pool_assets')
      .select(['token', 'in_composition', 'accepts_deposits', sql<string | null>`weight::text`.as('weight')])
      .where('pool', '=', pool)
      // The composition first, then the other tokens the pool may hold.
      .orderBy('in_composition', 'desc')
      .orderBy('token')
      .execute();
    return rows.map((r) => ({
      token: r.token,
      inComposition: r.in_composition,
      acceptsDeposits: r.accepts_deposits,
      weight: r.weight === null ? null : trimDecimal(r.weight),
    }));
  }

  async #recordAddress(
    tx: Executor,
    actor: Actor,
    action: string,
    pool: AnyPool,
    where: { chainId: number; currency: string },
    before: string | null,
    after: string | null,
  ) {
    const state = (address: string | null) => ({ ...where, address: address && getAddress(address) });
    await this.deps.audit.record(tx, actor, {
      action,
      objectType: 'pool',
      objectId: pool,
      before: state(before),
      after: state(after),
    });
    await this.deps.configBus.changed(tx, 'pools');
  }

  /** Changes of one pool's content are serialised on its row. */
  async #lockPool(tx: Executor, pool: AnyPool) {
    await tx.selectFrom('pools').select('name').where('name', '=', pool).forUpdate().execute();
  }

  /** Two pools setting the same address at once: the second sees the first's row (no unique index can say it). */
  async #lockAllPools(tx: Executor) {
    await tx
      .selectFrom('pools')
      .select('name')
      .where('name', 'in', [...ALL_POOLS])
      .orderBy('name')
      .forUpdate()
      .execute();
  }

  #readNetwork(chainId: number) {
    if (!this.deps.chainIds.includes(chainId)) {
      throw badRequest('adminPools.networkNotRead', {
        id: chainId,
        networks: this.deps.chainIds.map((id) => `${this.deps.chain.network(id)?.name ?? id} (${id})`).join(', '),
      });
    }
  }
}
