import { queryOptions, useQuery } from '@tanstack/react-query';
import { poolEndpoints, type YieldResponse } from '@yc/contract/pools';
import { request } from '../../../lib/api-client.ts';

export const getYield = (signal?: AbortSignal): Promise<YieldResponse> =>
  request(poolEndpoints.dashboardYield, { signal });

/** Under the 'yield' money root, so a deposit or withdrawal refreshes it. */
export const getYieldQueryOptions = () =>
  queryOptions({ queryKey: ['yield'], queryFn: ({ signal }) => getYield(signal) });

export const useYield = () => useQuery(getYieldQueryOptions());
