import { queryOptions, useQuery } from '@tanstack/react-query';
import { type DaoPoolsResponse, daoEndpoints } from '@yc/contract/dao';
import { request } from '../../../lib/api-client.ts';
import { daoKeys } from './dao-keys.ts';

export const getDaoPools = (signal?: AbortSignal): Promise<DaoPoolsResponse> =>
  request(daoEndpoints.daoPools, { signal });

export const getDaoPoolsQueryOptions = () =>
  queryOptions({ queryKey: daoKeys.pools, queryFn: ({ signal }) => getDaoPools(signal) });

export const useDaoPools = () => useQuery(getDaoPoolsQueryOptions());
