/**
 * One-time codes for e-mail confirmation and password recovery: stored as HMACs,
 * one active per account and purpose, expiring, single use, with limited attempts.
 */
import { ONE_TIME_CODE } from '@yc/contract';
import { sql } from 'kysely';
import type { Db, Executor } from '../../db/database.ts';
import type { CodePurpose } from '../../db/schema.ts';
import { hmac, numericCode, safeEqualHex } from '../../lib/crypto.ts';

export class CodesRepository {
  constructor(
    private readonly db: Db,
    private readonly secret: Uint8Array,
  ) {}

  #hash(userId: string, purpose: CodePurpose, code: string) {
    return hmac(this.secret, `${purpose}:${userId}:${code}`);
  }

  /** Issues a fresh code; any earlier one for the same purpose stops working. */
  async issue(userId: string, purpose: CodePurpose, tx: Executor): Promise<string> {
    await tx
      .updateTable('one_time_codes')
      .set({ consumed_at: sql`now()` })
      .where('user_id', '=', userId)
      .where('purpose', '=', purpose)
      .where('consumed_at', 'is', null)
      .execute();
    const code = numericCode(ONE_TIME_CODE.length);
    await tx
      .insertInto('one_time_codes')
      .values({
        user_id: userId,
        purpose,
        code_hash: this.#hash(userId, purpose, code),
        expires_at: new Date(Date.now() + ONE_TIME_CODE.ttlSeconds * 1000),
      })
      .execute();
    return code;
  }

  /**
   * Counts an attempt (committed whatever follows) and, when the code matches,
   * returns the code's id for `consume`; null for a wrong, spent, expired or exhausted code.
   */
  async check(userId: string, purpose: CodePurpose, code: string): Promise<string | null> {
    const active = await this.db
      .updateTable('one_time_codes')
      .set({ attempts: sql`attempts + 1` })
      .where('user_id', '=', userId)
      .where('purpose', '=', purpose)
      .where('consumed_at', 'is', null)
      .where('expires_at', '>', sql<Date>`now()`)
      .where('attempts', '<', ONE_TIME_CODE.maxAttempts)
      .returning(['id', 'code_hash'])
      .executeTakeFirst();
    if (!active) return null;
    return safeEqualHex(active.code_hash, this.#hash(userId, purpose, code)) ? active.id : null;
  }

  /** Spends the code; false when a concurrent request spent it first. */
  async consume(codeId: string, tx: Executor): Promise<boolean> {
    const row = await tx
      .updateTable('one_time_codes')
      .set({ consumed_at: sql`now()` })
      .where('id', '=', codeId)
      .where('consumed_at', 'is', null)
      .returning('id')
      .executeTakeFirst();
    return row !== undefined;
  }
}
