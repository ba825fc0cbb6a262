import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { type DaoRewardsResponse, daoEndpoints } from '@yc/contract/dao';
import { request } from '../../../lib/api-client.ts';
import { daoKeys } from './dao-keys.ts';

export const DAO_REWARDS_PAGE_SIZE = 10;

export const getDaoRewards = (page: number, signal?: AbortSignal): Promise<DaoRewardsResponse> =>
  request(daoEndpoints.daoRewards, { query: { page, pageSize: DAO_REWARDS_PAGE_SIZE }, signal });

export const getDaoRewardsQueryOptions = (page: number) =>
  queryOptions({
    queryKey: daoKeys.rewards(page),
    queryFn: ({ signal }) => getDaoRewards(page, signal),
    placeholderData: keepPreviousData,
  });

export const useDaoRewards = (page: number) => useQuery(getDaoRewardsQueryOptions(page));
