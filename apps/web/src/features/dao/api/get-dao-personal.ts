import { queryOptions, useQuery } from '@tanstack/react-query';
import { type DaoPersonalResponse, daoEndpoints } from '@yc/contract/dao';
import { request } from '../../../lib/api-client.ts';
import { daoKeys } from './dao-keys.ts';

export const getDaoPersonal = (signal?: AbortSignal): Promise<DaoPersonalResponse> =>
  request(daoEndpoints.daoPersonal, { signal });

export const getDaoPersonalQueryOptions = () =>
  queryOptions({ queryKey: daoKeys.personal, queryFn: ({ signal }) => getDaoPersonal(signal) });

export const useDaoPersonal = () => useQuery(getDaoPersonalQueryOptions());
