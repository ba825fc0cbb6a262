/** Token facts of the server; each token's ledger decimals are the contract's `TOKEN_DECIMALS` (decision 58). */
import { ALL_POOLS, type AnyPool, DEPOSIT_CURRENCIES, POOL_TOKENS, type TokenLabel } from '@yc/contract';

/** The platform token whose price and market cap the dashboard shows. */
export const CAPE_TOKEN = 'CAPE';

/** Tokens a position in `pool` can hold: the composition plus every deposit currency. */
export function poolAssetTokens(pool: AnyPool): TokenLabel[] {
  return [...new Set<TokenLabel>([...POOL_TOKENS[pool], ...DEPOSIT_CURRENCIES])];
}

export const isPool = (value: string): value is AnyPool => (ALL_POOLS as readonly string[]).includes(value);
