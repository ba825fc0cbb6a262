import { queryOptions, useQuery } from '@tanstack/react-query';
import type { PoolsOverviewResponse } from '@yc/contract/pools';
import { request } from '../../../lib/api-client.ts';

export const getPoolsOverview = (signal?: AbortSignal): Promise<PoolsOverviewResponse> =>
  request(() => import('@yc/contract/pools').then((m) => m.poolEndpoints.poolsOverview), { signal });

export const getPoolsOverviewQueryOptions = () =>
  queryOptions({ queryKey: ['pools', 'overview'], queryFn: ({ signal }) => getPoolsOverview(signal) });

export const usePoolsOverview = () => useQuery(getPoolsOverviewQueryOptions());
