/** Sign-In with Ethereum nonces: single use, five minutes (decision 27). Shared by every instance through the database. */
import { type Kysely, sql } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    create table wallet_nonces (
      nonce text primary key check (nonce ~ '^[0-9a-f]{32}$'),
      expires_at timestamptz not null,
      consumed_at timestamptz,
      created_at timestamptz not null default now()
    )`.execute(db);
  await sql`create index wallet_nonces_expires_at on wallet_nonces (expires_at)`.execute(db);
}
