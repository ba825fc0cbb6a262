import { queryOptions, useQuery } from '@tanstack/react-query';
import { type PoolsOverviewResponse, poolEndpoints } from '@yc/contract/pools';
import { request } from '../../../lib/api-client.ts';

export const getPoolsOverview = (signal?: AbortSignal): Promise<PoolsOverviewResponse> =>
  request(poolEndpoints.poolsOverview, { signal });

export const getPoolsOverviewQueryOptions = () =>
  queryOptions({ queryKey: ['pools', 'overview'], queryFn: ({ signal }) => getPoolsOverview(signal) });

export const usePoolsOverview = () => useQuery(getPoolsOverviewQueryOptions());
