import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { type AnyPool, DEFAULT_FIAT } from '@yc/contract/constants';
import { type PoolGraphResponse, poolEndpoints } from '@yc/contract/pools';
import { request } from '../../../lib/api-client.ts';
import { type GraphRange, poolKeys } from './pool-keys.ts';

export const getPoolGraph = (
  pool: AnyPool,
  range: GraphRange,
  fiat = DEFAULT_FIAT,
  signal?: AbortSignal,
): Promise<PoolGraphResponse> =>
  request(poolEndpoints.poolGraph, { params: { pool }, query: { range, currency: fiat }, signal });

export const getPoolGraphQueryOptions = (pool: AnyPool, range: GraphRange, fiat = DEFAULT_FIAT) =>
  queryOptions({
    queryKey: poolKeys.graph(pool, range, fiat),
    queryFn: ({ signal }) => getPoolGraph(pool, range, fiat, signal),
  });

/** Keeps the previous range's points on screen while the next range loads. */
export const usePoolGraph = (pool: AnyPool, range: GraphRange, fiat = DEFAULT_FIAT) =>
  useQuery({ ...getPoolGraphQueryOptions(pool, range, fiat), placeholderData: keepPreviousData });
