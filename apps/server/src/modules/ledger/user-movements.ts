import { sql } from 'kysely';
import type { Db } from '../../db/database.ts';

export interface Movement {
  /** Deposits credited, net of their fees, in base units. */
  deposited: bigint;
  /** Withdrawals held and not voided, in base units. */
  withdrawn: bigint;
}

/** A user's deposits and withdrawals per token over the whole journal, in one pool or all of them. */
export async function userMovements(db: Db, userId: string, pool: string | null): Promise<Map<string, Movement>> {
  const rows = await db
    .selectFrom('journal_entries')
    .select([
      'kind',
      'token',
      sql<string>`coalesce(sum(amount), 0)::text`.as('amount'),
      sql<string>`coalesce(sum(fee), 0)::text`.as('fee'),
    ])
    .where('user_id', '=', userId)
    .where('kind', 'in', ['deposit', 'withdrawal_hold', 'withdrawal_void'])
    .$if(pool !== null, (q) => q.where('pool', '=', pool as string))
    .groupBy(['kind', 'token'])
    .execute();
  const movements = new Map<string, Movement>();
  for (const r of rows) {
    if (r.token === null) continue;
    const m = movements.get(r.token) ?? { deposited: 0n, withdrawn: 0n };
    if (r.kind === 'deposit') m.deposited += BigInt(r.amount) - BigInt(r.fee);
    else if (r.kind === 'withdrawal_hold') m.withdrawn += BigInt(r.amount);
    else m.withdrawn -= BigInt(r.amount);
    movements.set(r.token, m);
  }
  return movements;
}
