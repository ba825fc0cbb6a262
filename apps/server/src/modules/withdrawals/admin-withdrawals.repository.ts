/**
 * The console's reads of withdrawals (decision 72). A list page is one index range: every filter leads an index
 * that ends in (created_at, id) (migrations 008 and 021), and the cursor continues with a row comparison on those
 * two columns, so the thousandth page costs what the first does.
 */
import type { DepositCurrency, WithdrawalStatus } from '@yc/contract';
import { toBaseUnits } from '@yc/contract/amounts';
import { TOKEN_DECIMALS } from '@yc/contract/pools';
import { sql } from 'kysely';
import type { Db, Executor } from '../../db/database.ts';
import { afterKey, keyTime } from '../../lib/keyset.ts';
import { userByRef } from '../../lib/user-ref.ts';
import type { AdminWithdrawalRow } from './withdrawals.repository.ts';

export interface AdminListFilter {
  status?: WithdrawalStatus | undefined;
  pool?: string | undefined;
  currency?: DepositCurrency | undefined;
  userId?: string | undefined;
  minAmount?: string | undefined;
  maxAmount?: string | undefined;
  from?: string | undefined;
  to?: string | undefined;
  order: 'newest' | 'oldest';
}

/** A listed row and its cursor key (keyTime: created_at to the microsecond). */
export type ListedRow = AdminWithdrawalRow & { created_key: string };

const startOfDay = (day: string) => new Date(`${day}T00:00:00Z`);
const dayAfter = (day: string) => new Date(startOfDay(day).getTime() + 86_400_000);

export class AdminWithdrawalsRepository {
  constructor(private readonly db: Db) {}

  /** Resolves the `user` filter (userByRef); undefined: nobody has that id, login or e-mail. */
  async userIdOf(user: string): Promise<string | undefined> {
    return (await userByRef(this.db, user).select('users.id').executeTakeFirst())?.id;
  }

  /** `limit` rows after `after` (a cursor key) in the filter's order. */
  async page(filter: AdminListFilter, after: [string, string] | null, limit: number): Promise<ListedRow[]> {
    const desc = filter.order === 'newest';
    const decimals = filter.currency ? TOKEN_DECIMALS[filter.currency] : 0;
    return this.db
      .selectFrom('withdrawals')
      .innerJoin('users', 'users.id', 'withdrawals.user_id')
      .selectAll('withdrawals')
      .select(['users.login', keyTime('withdrawals.created_at').as('created_key')])
      .$if(filter.status !== undefined, (q) => q.where('withdrawals.status', '=', filter.status as WithdrawalStatus))
      .$if(filter.pool !== undefined, (q) => q.where('withdrawals.pool', '=', filter.pool as string))
      .$if(filter.currency !== undefined, (q) => q.where('withdrawals.currency', '=', filter.currency as string))
      .$if(filter.userId !== undefined, (q) => q.where('withdrawals.user_id', '=', filter.userId as string))
      .$if(filter.minAmount !== undefined, (q) =>
        q.where('withdrawals.amount', '>=', toBaseUnits(filter.minAmount as string, decimals, 'up').toString()),
      )
      .$if(filter.maxAmount !== undefined, (q) =>
        q.where('withdrawals.amount', '<=', toBaseUnits(filter.maxAmount as string, decimals, 'down').toString()),
      )
      .$if(filter.from !== undefined, (q) => q.where('withdrawals.created_at', '>=', startOfDay(filter.from as string)))
      .$if(filter.to !== undefined, (q) => q.where('withdrawals.created_at', '<', dayAfter(filter.to as string)))
      .$if(after !== null, (q) =>
        q.where(
          afterKey(
            'withdrawals.created_at',
            'withdrawals.id',
            after as [string, string],
            filter.order === 'newest' ? 'desc' : 'asc',
          ),
        ),
      )
      .orderBy('withdrawals.created_at', desc ? 'desc' : 'asc')
      .orderBy('withdrawals.id', desc ? 'desc' : 'asc')
      .limit(limit)
      .execute();
  }

  /** The queue and the failed payouts nobody retried yet: both small sets, counted on the status index. */
  async counts(): Promise<{ requested: number; failed: number }> {
    const row = await this.db
      .selectFrom('withdrawals as w')
      .select([
        sql<string>`count(*) filter (where w.status = 'requested')`.as('requested'),
        sql<string>`count(*) filter (where w.status = 'failed' and not exists (
          select 1 from withdrawals r where r.retry_of = w.id))`.as('failed'),
      ])
      .where('w.status', 'in', ['requested', 'failed'])
      .executeTakeFirstOrThrow();
    return { requested: Number(row.requested), failed: Number(row.failed) };
  }

  async byId(id: string, executor: Executor = this.db): Promise<AdminWithdrawalRow | undefined> {
    return executor
      .selectFrom('withdrawals')
      .innerJoin('users', 'users.id', 'withdrawals.user_id')
      .selectAll('withdrawals')
      .select('users.login')
      .where('withdrawals.id', '=', id)
      .executeTakeFirst();
  }

  async user(id: string) {
    return this.db
      .selectFrom('users')
      .select([
        'id',
        'email',
        'name',
        'role',
        'frozen_at',
        'meta_mask_address',
        'wallet_linked_at',
        'email_confirmed_at',
      ])
      .where('id', '=', id)
      .executeTakeFirstOrThrow();
  }

  async loginOf(id: string): Promise<string | null> {
    const row = await this.db
      .selectFrom('users')
      .select(['login', 'meta_mask_address'])
      .where('id', '=', id)
      .executeTakeFirst();
    return row?.login ?? row?.meta_mask_address ?? null;
  }

  async retriedBy(id: string, executor: Executor = this.db): Promise<string | null> {
    const row = await executor.selectFrom('withdrawals').select('id').where('retry_of', '=', id).executeTakeFirst();
    return row?.id ?? null;
  }

  /** The user's last 10 deposit claims, newest first. */
  async recentDeposits(userId: string) {
    return this.db
      .selectFrom('deposit_claims')
      .select(['id', 'pool', 'currency', 'amount', 'claimed_amount', 'status', 'tx_hash', 'created_at'])
      .where('user_id', '=', userId)
      .orderBy('created_at', 'desc')
      .orderBy('id', 'desc')
      .limit(10)
      .execute();
  }

  /** The user's last 10 withdrawals, newest first. */
  async recentWithdrawals(userId: string) {
    return this.db
      .selectFrom('withdrawals')
      .select(['id', 'pool', 'currency', 'amount', 'status', 'tx_hash', 'created_at'])
      .where('user_id', '=', userId)
      .orderBy('created_at', 'desc')
      .orderBy('id', 'desc')
      .limit(10)
      .execute();
  }

  /** The audit rows of this withdrawal and of the failed one it retries, oldest first. */
  async audit(ids: string[]) {
    return this.db
      .selectFrom('audit_log')
      .leftJoin('users', 'users.id', 'audit_log.actor_id')
      .select([
        'audit_log.id',
        'audit_log.created_at',
        'audit_log.actor_id',
        'users.login',
        'audit_log.ip',
        'audit_log.action',
        'audit_log.before',
        'audit_log.after',
      ])
      .where('audit_log.object_type', '=', 'withdrawal')
      .where('audit_log.object_id', 'in', ids)
      .orderBy('audit_log.id')
      .execute();
  }
}
