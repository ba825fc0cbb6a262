import { randomBytes } from 'node:crypto';
import { sql } from 'kysely';
import type { Db, Executor } from '../../db/database.ts';

/** A nonce lives five minutes and signs in once (decision 27). */
export const NONCE_TTL_SECONDS = 5 * 60;

export class NoncesRepository {
  constructor(private readonly db: Db) {}

  /** 128 random bits, hex: alphanumeric as EIP-4361 requires. Expired nonces are swept on the way. */
  async issue(): Promise<{ nonce: string; expiresAt: Date }> {
    const nonce = randomBytes(16).toString('hex');
    const row = await this.db
      .insertInto('wallet_nonces')
      .values({ nonce, expires_at: sql`now() + make_interval(secs => ${NONCE_TTL_SECONDS})` })
      .returning('expires_at')
      .executeTakeFirstOrThrow();
    await this.db.deleteFrom('wallet_nonces').where('expires_at', '<', sql<Date>`now() - interval '1 day'`).execute();
    return { nonce, expiresAt: new Date(row.expires_at) };
  }

  /** True for exactly one caller of a live nonce, however many race for it. */
  async consume(nonce: string, tx: Executor = this.db): Promise<boolean> {
    const row = await tx
      .updateTable('wallet_nonces')
      .set({ consumed_at: sql`now()` })
      .where('nonce', '=', nonce)
      .where('consumed_at', 'is', null)
      .where('expires_at', '>', sql<Date>`now()`)
      .returning('nonce')
      .executeTakeFirst();
    return row !== undefined;
  }
}
