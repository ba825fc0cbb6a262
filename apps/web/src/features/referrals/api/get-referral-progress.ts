import { queryOptions, useQuery } from '@tanstack/react-query';
import { type ReferralProgressResponse, referralEndpoints } from '@yc/contract/referrals';
import { request } from '../../../lib/api-client.ts';
import { referralKeys } from './referral-keys.ts';

export const getReferralProgress = (signal?: AbortSignal): Promise<ReferralProgressResponse> =>
  request(referralEndpoints.referralProgress, { signal });

export const getReferralProgressQueryOptions = () =>
  queryOptions({ queryKey: referralKeys.progress, queryFn: ({ signal }) => getReferralProgress(signal) });

export const useReferralProgress = () => useQuery(getReferralProgressQueryOptions());
