/**
 * The account an operator names in the console (a list's user filter, a deposit's assignment, a correction's user):
 * its id, or its login or e-mail in any case. Every arm has an index (the primary key; the login's unique one, logins
 * being kept in lower case; users_email_prefix on lower(email)), so a name never scans the accounts. E-mails are not
 * unique: the account that signs in with the name comes first.
 */
import { sql } from 'kysely';
import type { Executor } from '../db/database.ts';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** The named account's row, at most one; the caller selects the columns it needs. */
export function userByRef(db: Executor, ref: string) {
  const value = ref.trim().toLowerCase();
  const users = db.selectFrom('users').limit(1);
  if (UUID.test(value)) return users.where('users.id', '=', value);
  return users
    .where((eb) => eb.or([eb('users.login', '=', value), eb(sql`lower(users.email)`, '=', value)]))
    .orderBy(sql`users.login is not distinct from ${value}`, 'desc');
}
