/** Operator accounts (role admin), created from the command line, never through the API. */
import { sql } from 'kysely';
import type { Db } from '../../db/database.ts';
import { hashPassword } from './passwords.ts';

/** Creates the operator, or makes an existing account with that login one and sets its password. */
export async function createOperator(db: Db, login: string, password: string): Promise<{ id: string; login: string }> {
  const passwordHash = await hashPassword(password);
  const row = await db
    .insertInto('users')
    .values({
      login,
      email: login,
      role: 'admin',
      password_hash: passwordHash,
      email_confirmed_at: sql`now()`,
      source: 'cli',
    })
    .onConflict((oc) =>
      oc.column('login').doUpdateSet({
        role: 'admin',
        password_hash: passwordHash,
        email_confirmed_at: sql`coalesce(users.email_confirmed_at, now())`,
        updated_at: sql`now()`,
      }),
    )
    .returning(['id', 'login'])
    .executeTakeFirstOrThrow();
  return { id: row.id, login: row.login! };
}
