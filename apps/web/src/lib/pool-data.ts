/**
 * A pool's data (docs/product.md §3's pool state): the pool's figures and the user's position in it. Shared by the pools
 * pages and the dashboard, which read one cached copy under the pool name; keyed under the 'pools' money root
 * (lib/money-queries.ts).
 */
import { queryOptions } from '@tanstack/react-query';
import { type AnyPool, DEFAULT_FIAT } from '@yc/contract/constants';
import { type PoolData, poolEndpoints } from '@yc/contract/pools';
import { request } from './api-client.ts';

export const poolDataKey = (pool: AnyPool, fiat: string) => ['pools', pool, 'data', fiat] as const;

export const getPoolData = (pool: AnyPool, fiat = DEFAULT_FIAT, signal?: AbortSignal): Promise<PoolData> =>
  request(poolEndpoints.poolData, { params: { pool }, query: { currency: fiat }, signal });

export const getPoolDataQueryOptions = (pool: AnyPool, fiat = DEFAULT_FIAT) =>
  queryOptions({ queryKey: poolDataKey(pool, fiat), queryFn: ({ signal }) => getPoolData(pool, fiat, signal) });
