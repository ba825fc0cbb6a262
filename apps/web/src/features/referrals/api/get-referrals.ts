import { queryOptions, useQuery } from '@tanstack/react-query';
import { type ReferralsResponse, referralEndpoints } from '@yc/contract/referrals';
import { request } from '../../../lib/api-client.ts';
import { referralKeys } from './referral-keys.ts';

export const getReferrals = (signal?: AbortSignal): Promise<ReferralsResponse> =>
  request(referralEndpoints.referrals, { signal });

export const getReferralsQueryOptions = () =>
  queryOptions({ queryKey: referralKeys.summary, queryFn: ({ signal }) => getReferrals(signal) });

export const useReferrals = () => useQuery(getReferralsQueryOptions());
