/** Demo data for the embedded default (dev mode only): idempotent, safe to run on every start. */

import { sql } from 'kysely';
import { hashPassword } from '../modules/accounts/passwords.ts';
import { seedDemoPools } from '../modules/pools/dev-pools.ts';
import type { Db } from './database.ts';

export const DEMO_ACCOUNTS = [
  { login: 'investor@demo.local', password: 'Demo#2026', role: 'investor', name: 'Demo Investor' },
  { login: 'admin@demo.local', password: 'Admin#2026', role: 'admin', name: 'Demo Operator' },
] as const;

/** `devChainId`: the dev chain, whose pool deposit addresses are anvil accounts 10–13 (null without one). */
export async function seedDemo(db: Db, devChainId: number | null = null): Promise<void> {
  for (const account of DEMO_ACCOUNTS) {
    const exists = await db.selectFrom('users').select('id').where('login', '=', account.login).executeTakeFirst();
    if (exists) continue;
    await db
      .insertInto('users')
      .values({
        login: account.login,
        email: account.login,
        name: account.name,
        role: account.role,
        password_hash: await hashPassword(account.password),
        email_confirmed_at: sql`now()`,
        source: 'seed',
      })
      .onConflict((oc) => oc.column('login').doNothing())
      .execute();
  }
  await seedDemoPools(db, devChainId);
}
