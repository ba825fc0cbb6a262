import { queryOptions, useQuery } from '@tanstack/react-query';
import { type HarvestInfoResponse, referralEndpoints } from '@yc/contract/referrals';
import { request } from '../../../lib/api-client.ts';
import { referralKeys } from './referral-keys.ts';

export const getHarvestInfo = (signal?: AbortSignal): Promise<HarvestInfoResponse> =>
  request(referralEndpoints.referralHarvestInfo, { signal });

export const getHarvestInfoQueryOptions = () =>
  queryOptions({ queryKey: referralKeys.harvest, queryFn: ({ signal }) => getHarvestInfo(signal) });

export const useHarvestInfo = () => useQuery(getHarvestInfoQueryOptions());
