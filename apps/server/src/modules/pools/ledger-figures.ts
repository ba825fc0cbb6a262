/**
 * What a pool's figures read from the ledger, kept in memory between ledger changes (decision 89): per pool, its
 * assets with their price per share and liability; per user and pool, the user's shares and movements. Every ledger
 * transaction moves the config bus's `ledger` version as its last statement (LedgerService.noteChange, the accrual
 * too), whose listener calls `forget` here at once after the commit and on another instance at its version check; the
 * console's pool changes (weights, composition) move `pools`, which forgets them too. The ledger stays the source:
 * a miss reads the same rows the uncached path does.
 */
import type { AnyPool } from '@yc/contract';
import { sql } from 'kysely';
import type { Db } from '../../db/database.ts';
import { KeptReads } from '../../lib/kept-reads.ts';
import { shareAsset } from '../ledger/ledger.service.ts';
import { type Movement, userMovements } from '../ledger/user-movements.ts';
import { trimDecimal } from './price-source.ts';

export interface PoolAssetFigures {
  token: string;
  decimals: number;
  inComposition: boolean;
  /** A decimal string, null when none. */
  weight: string | null;
  pricePerShare: bigint;
  liability: bigint;
}

export interface UserPoolFigures {
  /** Shares per token of the pool, base units. */
  shares: Map<string, bigint>;
  movements: Map<string, Movement>;
}

/** Users' figures kept at most: past it the oldest are read again when asked (about 1 kB each). */
const USERS_KEPT = 20_000;

/** The pool's assets, ordered by token, with their price per share and the pool's liability in each. */
export async function readPoolFigures(db: Db, pool: AnyPool): Promise<PoolAssetFigures[]> {
  const rows = await db
    .selectFrom('pool_assets as pa')
    .leftJoin('ledger_accounts as la', (j) =>
      j
        .on('la.kind', '=', 'pool_liability')
        .on('la.user_id', 'is', null)
        .onRef('la.pool', '=', 'pa.pool')
        .onRef('la.asset', '=', 'pa.token'),
    )
    .select([
      'pa.token',
      'pa.decimals',
      'pa.in_composition',
      sql<string | null>`pa.weight::text`.as('weight'),
      sql<string>`pa.price_per_share::text`.as('pps'),
      sql<string>`coalesce(la.balance, 0)::text`.as('liability'),
    ])
    .where('pa.pool', '=', pool)
    .orderBy('pa.token')
    .execute();
  return rows.map((r) => ({
    token: r.token,
    decimals: r.decimals,
    inComposition: r.in_composition,
    weight: r.weight === null ? null : trimDecimal(r.weight),
    pricePerShare: BigInt(r.pps),
    liability: BigInt(r.liability),
  }));
}

/** The user's shares in each asset of the pool and their deposits and withdrawals there. */
export async function readUserFigures(db: Db, pool: AnyPool, userId: string): Promise<UserPoolFigures> {
  const [accounts, movements] = await Promise.all([
    db
      .selectFrom('ledger_accounts')
      .select(['asset', sql<string>`balance::text`.as('balance')])
      .where('kind', '=', 'user_shares')
      .where('user_id', '=', userId)
      .where('pool', '=', pool)
      .execute(),
    userMovements(db, userId, pool),
  ]);
  const prefix = shareAsset(pool, '');
  const shares = new Map(accounts.map((a) => [a.asset.slice(prefix.length), BigInt(a.balance)]));
  return { shares, movements };
}

export class LedgerFiguresCache {
  readonly #pools = new KeptReads<PoolAssetFigures[]>();
  readonly #users = new KeptReads<UserPoolFigures>(USERS_KEPT);

  constructor(private readonly db: Db) {}

  /** No day in the key: a day's accrual moves the version itself, whenever it runs. */
  pool(pool: AnyPool): Promise<PoolAssetFigures[]> {
    return this.#pools.get(pool, '', () => readPoolFigures(this.db, pool));
  }

  user(pool: AnyPool, userId: string): Promise<UserPoolFigures> {
    return this.#users.get(`${pool}/${userId}`, '', () => readUserFigures(this.db, pool, userId));
  }

  /** The ledger (or a pool's composition) changed: every figure is read again on its next call. */
  forget(): void {
    this.#pools.forget();
    this.#users.forget();
  }
}
