import { sql } from 'kysely';
import { afterCommit, type Db, type Executor } from '../../db/database.ts';
import type { NewUser, UserRow, UserUpdate } from '../../db/schema.ts';
import type { AuthInvalidation } from './session-cache.ts';

export class UsersRepository {
  constructor(
    private readonly db: Db,
    private readonly invalidation: AuthInvalidation,
  ) {}

  findById(id: string, tx: Executor = this.db): Promise<UserRow | undefined> {
    return tx.selectFrom('users').selectAll().where('id', '=', id).executeTakeFirst();
  }

  findByLogin(login: string, tx: Executor = this.db): Promise<UserRow | undefined> {
    return tx.selectFrom('users').selectAll().where('login', '=', login.toLowerCase()).executeTakeFirst();
  }

  /** `address` in lower case, as stored. */
  findByWallet(address: string, tx: Executor = this.db): Promise<UserRow | undefined> {
    return tx.selectFrom('users').selectAll().where('meta_mask_address', '=', address).executeTakeFirst();
  }

  /** Links a wallet to an account that has none; undefined when it has one already. */
  async linkWallet(id: string, address: string, tx: Executor = this.db): Promise<UserRow | undefined> {
    const row = await tx
      .updateTable('users')
      .set({ meta_mask_address: address, updated_at: sql`now()` })
      .where('id', '=', id)
      .where('meta_mask_address', 'is', null)
      .returningAll()
      .executeTakeFirst();
    afterCommit(tx, () => this.invalidation.userChanged(id));
    return row;
  }

  create(user: NewUser, tx: Executor = this.db): Promise<UserRow> {
    return tx.insertInto('users').values(user).returningAll().executeTakeFirstOrThrow();
  }

  async update(id: string, changes: UserUpdate, tx: Executor = this.db): Promise<UserRow | undefined> {
    const row = await tx
      .updateTable('users')
      .set({ ...changes, updated_at: sql`now()` })
      .where('id', '=', id)
      .returningAll()
      .executeTakeFirst();
    afterCommit(tx, () => this.invalidation.userChanged(id));
    return row;
  }

  /** Confirms the e-mail; an account without a role becomes an investor (decision 4). */
  async confirmEmail(id: string, tx: Executor = this.db): Promise<UserRow | undefined> {
    const row = await tx
      .updateTable('users')
      .set({
        email_confirmed_at: sql`coalesce(email_confirmed_at, now())`,
        role: sql`coalesce(role, 'investor')`,
        updated_at: sql`now()`,
      })
      .where('id', '=', id)
      .returningAll()
      .executeTakeFirst();
    afterCommit(tx, () => this.invalidation.userChanged(id));
    return row;
  }
}
