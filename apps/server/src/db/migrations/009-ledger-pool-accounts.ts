/**
 * The pool-level ledger accounts (shares issued, liability, custody, fees, rounding) by pool and kind. The accrual
 * and the pool views read them on every run and request; without this index each read scanned every investor's
 * account, so their cost grew with the number of investors (found by the bench at 200,000 positions).
 */
import { type Kysely, sql } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`create index ledger_accounts_pool_level on ledger_accounts (pool, kind) where user_id is null`.execute(db);
}
