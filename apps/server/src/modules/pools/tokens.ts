/** Token facts the ledger needs: decimals per label (migration 005 stores the same in pool_assets). */
import { ALL_POOLS, type AnyPool, DEPOSIT_CURRENCIES, POOL_TOKENS, type TokenLabel } from '@yc/contract';

/**
 * Ledger decimals of each token. The dev chain's mock tokens use the same (dev-deploy.ts); where a real network's
 * contract differs, the watcher converts its on-chain units to these before crediting.
 */
export const TOKEN_DECIMALS: Record<TokenLabel, number> = {
  USDT: 6,
  USDC: 6,
  BUSD: 18,
  WAVES: 18,
  SOL: 9,
  BNB: 18,
  ETH: 18,
  BTC: 8,
  AVAX: 18,
  MATIC: 18,
  CRO: 8,
  FTM: 18,
  NEAR: 24,
  SPOOL: 18,
};

/** The platform token whose price and market cap the dashboard shows. */
export const CAPE_TOKEN = 'CAPE';

/** Tokens a position in `pool` can hold: the composition plus every deposit currency. */
export function poolAssetTokens(pool: AnyPool): TokenLabel[] {
  return [...new Set<TokenLabel>([...POOL_TOKENS[pool], ...DEPOSIT_CURRENCIES])];
}

export const isPool = (value: string): value is AnyPool => (ALL_POOLS as readonly string[]).includes(value);
