/**
 * Token decimals have one source, the contract's `TOKEN_DECIMALS` (decision 58): `pool_assets.decimals` stays, for
 * the queries and views that value holdings in SQL, but the database derives it. `token_decimals(token)` is that
 * table as an immutable SQL function, and a trigger sets the column from it on every insert and on every update
 * that names the token or the decimals, whatever a writer says (the daily accrual's updates do not wake it). A
 * token's decimals never change once it holds money (ledger amounts are its base units); a migration that adds a
 * token calls `defineTokenDecimals` again.
 */
import { TOKEN_DECIMALS } from '@yc/contract/pools';
import { type Kysely, sql } from 'kysely';

/** (Re)creates `token_decimals(token)` from the contract's table; an unknown token gives null, which the column refuses. */
export async function defineTokenDecimals(db: Kysely<unknown>): Promise<void> {
  const cases = Object.entries(TOKEN_DECIMALS).map(([token, decimals]) => {
    if (!/^[A-Z0-9]{1,11}$/.test(token) || !Number.isInteger(decimals)) throw new Error(`bad token entry ${token}`);
    return `when '${token}' then ${decimals}`;
  });
  await sql`
    create or replace function token_decimals(token text) returns integer
    language sql immutable strict parallel safe
    as $$ select case token ${sql.raw(cases.join(' '))} end $$`.execute(db);
}

export async function up(db: Kysely<unknown>): Promise<void> {
  await defineTokenDecimals(db);
  await sql`
    create function pool_assets_derive_decimals() returns trigger language plpgsql as $$
    begin
      new.decimals := token_decimals(new.token);
      return new;
    end $$`.execute(db);
  await sql`
    create trigger pool_assets_decimals before insert or update of token, decimals on pool_assets
    for each row execute function pool_assets_derive_decimals()`.execute(db);
  // Rows written before the trigger take the contract's value too (the same today: migration 005 wrote it).
  await sql`update pool_assets set decimals = token_decimals(token)`.execute(db);
}
