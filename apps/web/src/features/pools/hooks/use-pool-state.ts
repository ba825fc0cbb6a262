import { useQuery } from '@tanstack/react-query';
import type { AnyPool } from '@yc/contract/constants';
import type { Coin } from '@yc/contract/pools';
import { useMemo } from 'react';
import { getPoolDataQueryOptions } from '../../../lib/pool-data.ts';
import { coinsOf } from '../utils/coins.ts';

/** docs/product.md §3's pool state for one pool: its data (from the query cache, by pool name) and the coin list from it. */
export function usePoolState(pool: AnyPool) {
  const query = useQuery(getPoolDataQueryOptions(pool));
  const coins: Coin[] = useMemo(() => coinsOf(query.data), [query.data]);
  return { ...query, coins };
}
