/**
 * A user's deposits and withdrawals per pool and token (`userMovements`, read by every pool's data and the
 * dashboard) from an index of those lines only (decision 87). The user index of migration 006 also holds every
 * referral bonus and harvest line, which for a referrer with a large downline is a few thousand a year: the sum read
 * them all from the table to keep the few it needs. This one is partial, so the accrual's lines never enter it, and
 * carries the amounts, so the sum is answered from the index.
 */
import { type Kysely, sql } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    create index journal_entries_user_movements on journal_entries (user_id, pool, kind, token) include (amount, fee)
    where user_id is not null and kind in ('deposit', 'withdrawal_hold', 'withdrawal_void')`.execute(db);
}
