import { queryOptions, useQuery } from '@tanstack/react-query';
import type { AnyPool } from '@yc/contract/constants';
import { type PoolApyHistoryResponse, poolEndpoints } from '@yc/contract/pools';
import { request } from '../../../lib/api-client.ts';
import { poolKeys } from './pool-keys.ts';

export const getPoolApyHistory = (pool: AnyPool, signal?: AbortSignal): Promise<PoolApyHistoryResponse> =>
  request(poolEndpoints.poolApyHistory, { params: { pool }, signal });

export const usePoolApyHistory = (pool: AnyPool) =>
  useQuery(
    queryOptions({ queryKey: poolKeys.apyHistory(pool), queryFn: ({ signal }) => getPoolApyHistory(pool, signal) }),
  );
