import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { AnyPool } from '@yc/contract/constants';
import { type PoolGraphResponse, poolEndpoints } from '@yc/contract/pools';
import { request } from '../../../lib/api-client.ts';
import { type GraphRange, poolKeys } from './pool-keys.ts';

export const getPoolGraph = (pool: AnyPool, range: GraphRange, signal?: AbortSignal): Promise<PoolGraphResponse> =>
  request(poolEndpoints.poolGraph, { params: { pool }, query: { range }, signal });

export const getPoolGraphQueryOptions = (pool: AnyPool, range: GraphRange) =>
  queryOptions({
    queryKey: poolKeys.graph(pool, range),
    queryFn: ({ signal }) => getPoolGraph(pool, range, signal),
  });

/** Keeps the previous range's points on screen while the next range loads. */
export const usePoolGraph = (pool: AnyPool, range: GraphRange) =>
  useQuery({ ...getPoolGraphQueryOptions(pool, range), placeholderData: keepPreviousData });
