/** Demo data for the embedded default (dev mode only): idempotent, safe to run on every start. */

import { sql } from 'kysely';
import { Secret, TOTP } from 'otpauth';
import { hashPassword } from '../modules/accounts/passwords.ts';
import { seedDemoPools } from '../modules/pools/dev-pools.ts';
import type { SecretCipher } from '../modules/two-factor/secret-cipher.ts';
import type { Db } from './database.ts';

export const DEMO_ACCOUNTS = [
  { login: 'investor@demo.local', password: 'Demo#2026', role: 'investor', name: 'Demo Investor' },
  { login: 'admin@demo.local', password: 'Admin#2026', role: 'admin', name: 'Demo Operator' },
] as const;

/**
 * The demo operator's TOTP secret: public like its password, and fixed, so an authenticator set up once keeps working
 * after the data directory is wiped. The start banner prints it (decision 67).
 */
const DEMO_TOTP_SECRET = 'JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP';
export const DEMO_OPERATOR_TOTP = {
  login: 'admin@demo.local',
  secret: DEMO_TOTP_SECRET,
  uri: new TOTP({
    issuer: 'Yield Cabinet',
    label: 'admin@demo.local',
    secret: Secret.fromBase32(DEMO_TOTP_SECRET),
  }).toString(),
} as const;

/** Enrols the demo operator in TOTP with DEMO_OPERATOR_TOTP's secret, unless it already has a second factor. */
export async function enrolDemoOperator(db: Db, cipher: SecretCipher): Promise<void> {
  const operator = await db
    .selectFrom('users')
    .select('id')
    .where('login', '=', DEMO_OPERATOR_TOTP.login)
    .executeTakeFirst();
  if (!operator) return;
  await db
    .insertInto('user_totp')
    .values({
      user_id: operator.id,
      secret_encrypted: cipher.encrypt(operator.id, DEMO_OPERATOR_TOTP.secret),
      enabled_at: sql`now()`,
    })
    .onConflict((oc) => oc.column('user_id').doNothing())
    .execute();
}

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
