/**
 * The sign-in history of an account (migration 023, decision 75): every password, wallet or mailed-code sign-in of
 * a known account, refused ones too, for the operator's user page. Bounded: each insert trims the account's rows
 * to the newest 100, one index range, so a stream of failed attempts cannot grow the table.
 */
import { sql } from 'kysely';
import type { Db, Executor } from '../../db/database.ts';
import type { SignInsTable } from '../../db/schema.ts';
import { AppError } from '../../lib/app-error.ts';

const KEPT_PER_USER = 100;

export type SignInMethod = SignInsTable['method'];
export type SignInFailure = NonNullable<SignInsTable['failure']>;

/** 403 with the operator's reason, in the caller's language (decision 75). */
export const accountFrozen = (reason: string) => new AppError(403, 'account.frozen', { reason });

export class SignInsRepository {
  constructor(private readonly db: Db) {}

  async record(
    userId: string,
    method: SignInMethod,
    meta: { userAgent?: string | undefined; ip?: string | undefined },
    failure: SignInFailure | null,
    tx: Executor = this.db,
  ): Promise<void> {
    // One statement: the trim sees the rows before the insert, so it keeps the newest KEPT_PER_USER - 1 of them.
    await sql`
      with added as (
        insert into sign_ins (user_id, method, ok, failure, ip, user_agent)
        values (${userId}, ${method}, ${failure === null}, ${failure}, ${meta.ip?.slice(0, 100) ?? null},
          ${meta.userAgent?.slice(0, 512) ?? null}))
      delete from sign_ins where user_id = ${userId} and (created_at, id) < (
        select created_at, id from sign_ins where user_id = ${userId}
        order by created_at desc, id desc offset ${KEPT_PER_USER - 2} limit 1)`.execute(tx);
  }

  /** Refuses a frozen account's sign-in, recording the refusal (outside any transaction the caller rolls back). */
  async refuseFrozen(
    user: { id: string; frozen_reason: string | null },
    method: SignInMethod,
    meta: { userAgent?: string | undefined; ip?: string | undefined },
  ): Promise<void> {
    if (user.frozen_reason === null) return;
    await this.record(user.id, method, meta, 'frozen');
    throw accountFrozen(user.frozen_reason);
  }

  recent(userId: string, limit: number) {
    return this.db
      .selectFrom('sign_ins')
      .select(['created_at', 'method', 'ok', 'failure', 'ip', 'user_agent'])
      .where('user_id', '=', userId)
      .orderBy('created_at', 'desc')
      .orderBy('id', 'desc')
      .limit(limit)
      .execute();
  }
}
