import type { Db, Executor } from '../../db/database.ts';

/** PGlite answers bytea as a Uint8Array, node-postgres as a Buffer. */
export const asBuffer = (data: Uint8Array): Buffer =>
  Buffer.isBuffer(data) ? data : Buffer.from(data.buffer, data.byteOffset, data.byteLength);

export class AvatarsRepository {
  constructor(private readonly db: Db) {}

  /** The user's one avatar becomes `id`; the previous one's row (and so its URL) is gone. */
  async replace(userId: string, id: string, data: Buffer, tx: Executor = this.db): Promise<void> {
    await tx
      .insertInto('avatars')
      .values({ user_id: userId, id, data })
      .onConflict((oc) =>
        oc.column('user_id').doUpdateSet((eb) => ({
          id: eb.ref('excluded.id'),
          data: eb.ref('excluded.data'),
          created_at: eb.fn('now'),
        })),
      )
      .execute();
  }

  async find(id: string): Promise<Buffer | undefined> {
    const row = await this.db.selectFrom('avatars').select('data').where('id', '=', id).executeTakeFirst();
    return row && asBuffer(row.data);
  }
}
