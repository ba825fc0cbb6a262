/**
 * docs/product.md §3's coin list of a pool: one entry per currency the pool has a deposit address for, with its fiat rate
 * from the pool's estimate; with no pool data, the single fallback entry ETH, rate 0, address 0x0.
 */
import { DEPOSIT_CURRENCIES, FALLBACK_COIN } from '@yc/contract/constants';
import type { Coin, PoolData } from '@yc/contract/pools';

export function coinsOf(data: Pick<PoolData, 'addresses' | 'estimate'> | undefined): Coin[] {
  if (!data) return [{ ...FALLBACK_COIN }];
  return DEPOSIT_CURRENCIES.flatMap((label) => {
    const address = data.addresses[label];
    return address ? [{ label, toFiat: data.estimate[label] ?? '0', address }] : [];
  });
}
