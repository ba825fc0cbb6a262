import { queryOptions, useQuery } from '@tanstack/react-query';
import type { AnyPool } from '@yc/contract/constants';
import { type PoolStrategyResponse, poolEndpoints } from '@yc/contract/pools';
import { request } from '../../../lib/api-client.ts';
import { poolKeys } from './pool-keys.ts';

export const getPoolStrategy = (pool: AnyPool, signal?: AbortSignal): Promise<PoolStrategyResponse> =>
  request(poolEndpoints.poolStrategy, { params: { pool }, signal });

export const getPoolStrategyQueryOptions = (pool: AnyPool) =>
  queryOptions({ queryKey: poolKeys.strategy(pool), queryFn: ({ signal }) => getPoolStrategy(pool, signal) });

export const usePoolStrategy = (pool: AnyPool) => useQuery(getPoolStrategyQueryOptions(pool));
