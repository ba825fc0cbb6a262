import { useQuery } from '@tanstack/react-query';
import type { AnyPool } from '@yc/contract/constants';
import { getPoolDataQueryOptions } from '../../../lib/pool-data.ts';

/**
 * Every pool's figures and the user's position in it. One useQuery per pool rather than useQueries, which
 * would bring its own observer (~2 KB gzip) into a route at the edge of its budget; the record type makes
 * a new pool in ALL_POOLS fail to compile here until it is added.
 */
export function useAllPoolData() {
  const byPool = {
    stable: useQuery(getPoolDataQueryOptions('stable')),
    coin: useQuery(getPoolDataQueryOptions('coin')),
    dex: useQuery(getPoolDataQueryOptions('dex')),
    strategy: useQuery(getPoolDataQueryOptions('strategy')),
  } satisfies Record<AnyPool, unknown>;
  return Object.values(byPool);
}
