/**
 * A user's deposits and withdrawals per pool and token (`userMovements`, read by every pool's data and the
 * dashboard) from an index of those lines only (decision 87). Through the user index of migration 006 the sum
 * visited every line of the user (referral bonuses and harvests too) and fetched each from the table; this index is
 * partial, so the accrual's lines never enter it, and carries the amounts, so the sum is an index-only scan.
 */
import { type Kysely, sql } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    create index journal_entries_user_movements on journal_entries (user_id, pool, kind, token) include (amount, fee)
    where user_id is not null and kind in ('deposit', 'withdrawal_hold', 'withdrawal_void')`.execute(db);
}
