import { queryOptions, useQuery } from '@tanstack/react-query';
import { type DaoValuesResponse, daoEndpoints } from '@yc/contract/dao';
import { request } from '../../../lib/api-client.ts';
import { daoKeys } from './dao-keys.ts';

export const getDaoValues = (signal?: AbortSignal): Promise<DaoValuesResponse> =>
  request(daoEndpoints.daoValues, { signal });

export const getDaoValuesQueryOptions = () =>
  queryOptions({ queryKey: daoKeys.values, queryFn: ({ signal }) => getDaoValues(signal) });

export const useDaoValues = () => useQuery(getDaoValuesQueryOptions());
