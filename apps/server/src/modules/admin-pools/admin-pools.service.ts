/**
 * The pools console (docs/product.md §10 "Pools", decision 79): each pool's settings and APY history, and the
 * operator's change of them — audited with the values before and after, announced on the config bus, in one
 * transaction. An APY change is booked for tomorrow: today's accrual, and every earlier day's, keep their APY.
 */
import {
  type AdminPool,
  type AdminPoolDetail,
  ALL_POOLS,
  type AnyPool,
  addDays,
  type UpdatePoolSettingsBody,
  utcDay,
} from '@yc/contract';
import { decimalToRay } from '@yc/contract/fixed-point';
import { sql } from 'kysely';
import { getAddress } from 'viem';
import { type Db, type Executor, withTransaction } from '../../db/database.ts';
import { badRequest } from '../../lib/app-error.ts';
import { hasChecksum } from '../admin-pool-content/pool-content.service.ts';
import type { Actor, AuditLog } from '../audit/audit-log.ts';
import type { ConfigBus } from '../config/config-bus.ts';
import { apyOn } from '../pools/pool-settings.ts';
import { trimDecimal } from '../pools/price-source.ts';

export interface AdminPoolsDeps {
  db: Db;
  audit: AuditLog;
  configBus: Pick<ConfigBus, 'changed'>;
  /** The clock; tests move it. */
  now?: () => Date;
}

const sameDecimal = (a: string, b: string) => decimalToRay(a) === decimalToRay(b);

/** Each pool's settings but its APY, decimals as text (exact); `poolSettingsOf` reads a row. */
export function selectPoolSettings(ex: Executor) {
  return ex
    .selectFrom('pools')
    .select([
      'name',
      sql<string>`deposit_fee::text`.as('deposit_fee'),
      sql<string>`withdrawal_fee::text`.as('withdrawal_fee'),
      sql<string>`min_deposit_usd::text`.as('min_deposit_usd'),
      'deposits_open',
      'withdrawals_paused_en',
      'withdrawals_paused_ru',
      'chain_id',
      'strategy_address',
      'vault_address',
      'token_contract',
      'website',
    ]);
}
type PoolSettingsRow = Awaited<ReturnType<ReturnType<typeof selectPoolSettings>['execute']>>[number];

/** A pool's settings as the console shows them and a configuration document carries them. */
export const poolSettingsOf = (row: PoolSettingsRow) => ({
  depositFee: trimDecimal(row.deposit_fee),
  withdrawalFee: trimDecimal(row.withdrawal_fee),
  minDepositUsd: trimDecimal(row.min_deposit_usd),
  depositsOpen: row.deposits_open,
  withdrawalsPaused:
    row.withdrawals_paused_en !== null && row.withdrawals_paused_ru !== null
      ? { en: row.withdrawals_paused_en, ru: row.withdrawals_paused_ru }
      : null,
  chainId: row.chain_id,
  strategyAddress: checksummed(row.strategy_address),
  vaultAddress: checksummed(row.vault_address),
  tokenContract: checksummed(row.token_contract),
  website: row.website,
});

const checksummed = (address: string | null) => (address === null ? null : getAddress(address));

/** A contract's address as stored (lower case), once its checksum matched: a typo is refused, as a deposit address's. */
function storedAddress(address: string | null): string | null {
  if (address === null) return null;
  if (!hasChecksum(address)) throw badRequest('adminPools.contractChecksum', { address });
  return address.toLowerCase();
}

/** Writes a pool's settings but its APY (a history of its own), as the console and a configuration import set them. */
export async function writePoolSettings(tx: Executor, pool: AnyPool, s: Omit<UpdatePoolSettingsBody, 'apy'>) {
  await tx
    .updateTable('pools')
    .set({
      deposit_fee: s.depositFee,
      withdrawal_fee: s.withdrawalFee,
      min_deposit_usd: s.minDepositUsd,
      deposits_open: s.depositsOpen,
      withdrawals_paused_en: s.withdrawalsPaused?.en ?? null,
      withdrawals_paused_ru: s.withdrawalsPaused?.ru ?? null,
      chain_id: s.chainId,
      strategy_address: storedAddress(s.strategyAddress),
      vault_address: storedAddress(s.vaultAddress),
      token_contract: storedAddress(s.tokenContract),
      website: s.website,
      updated_at: sql`now()`,
    })
    .where('name', '=', pool)
    .execute();
}

export class AdminPoolsService {
  constructor(private readonly deps: AdminPoolsDeps) {}

  #today() {
    return utcDay(this.deps.now?.() ?? new Date());
  }

  async list(): Promise<{ items: AdminPool[] }> {
    const today = this.#today();
    const items = [];
    for (const pool of ALL_POOLS) items.push(await this.#pool(this.deps.db, pool, today));
    return { items };
  }

  async detail(pool: AnyPool, ex: Executor = this.deps.db): Promise<AdminPoolDetail> {
    const rows = await ex
      .selectFrom('pool_apy as a')
      .leftJoin('users as u', 'u.id', 'a.set_by')
      .select([
        sql<string>`to_char(a.effective_from, 'YYYY-MM-DD')`.as('day'),
        sql<string>`a.apy::text`.as('apy'),
        'a.set_by',
        'u.login',
        'a.set_at',
      ])
      .where('a.pool', '=', pool)
      .orderBy('a.effective_from', 'desc')
      .execute();
    return {
      ...(await this.#pool(ex, pool, this.#today())),
      apyHistory: rows.map((r) => ({
        effectiveFrom: r.day,
        apy: trimDecimal(r.apy),
        setBy: r.set_by ? { id: r.set_by, login: r.login } : null,
        setAt: new Date(r.set_at).toISOString(),
      })),
    };
  }

  /**
   * Sets every setting at once. The APY is tomorrow's: unlike today's, it is booked from tomorrow on (replacing a
   * change already booked today); equal to today's, a change booked for tomorrow is withdrawn.
   */
  async update(actor: Actor, pool: AnyPool, body: UpdatePoolSettingsBody): Promise<AdminPoolDetail> {
    const today = this.#today();
    const tomorrow = addDays(today, 1);
    return withTransaction(this.deps.db, async (tx) => {
      // One change of a pool at a time: the row lock orders two operators' saves.
      await tx.selectFrom('pools').select('name').where('name', '=', pool).forUpdate().executeTakeFirstOrThrow();
      const before = await this.#pool(tx, pool, today);
      await writePoolSettings(tx, pool, body);
      if (sameDecimal(body.apy, before.apy)) {
        await tx.deleteFrom('pool_apy').where('pool', '=', pool).where('effective_from', '=', tomorrow).execute();
      } else if (!before.nextApy || !sameDecimal(body.apy, before.nextApy.apy)) {
        await tx
          .insertInto('pool_apy')
          .values({ pool, effective_from: tomorrow, apy: body.apy, set_by: actor.id })
          .onConflict((oc) =>
            oc.columns(['pool', 'effective_from']).doUpdateSet({ apy: body.apy, set_by: actor.id, set_at: sql`now()` }),
          )
          .execute();
      }
      const after = await this.#pool(tx, pool, today);
      await this.deps.audit.record(tx, actor, {
        action: 'pool.settings',
        objectType: 'pool',
        objectId: pool,
        before,
        after,
      });
      await this.deps.configBus.changed(tx, 'pools');
      return this.detail(pool, tx);
    });
  }

  async #pool(ex: Executor, pool: AnyPool, today: string): Promise<AdminPool> {
    const row = await selectPoolSettings(ex).where('name', '=', pool).executeTakeFirstOrThrow();
    const next = await ex
      .selectFrom('pool_apy')
      .select([sql<string>`to_char(effective_from, 'YYYY-MM-DD')`.as('day'), sql<string>`apy::text`.as('apy')])
      .where('pool', '=', pool)
      .where('effective_from', '>', today)
      .orderBy('effective_from')
      .limit(1)
      .executeTakeFirst();
    return {
      pool,
      apy: await apyOn(ex, pool, today),
      nextApy: next ? { apy: trimDecimal(next.apy), effectiveFrom: next.day } : null,
      ...poolSettingsOf(row),
    };
  }
}
