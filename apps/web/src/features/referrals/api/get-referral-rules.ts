import { queryOptions, useQuery } from '@tanstack/react-query';
import { type ReferralRulesResponse, referralEndpoints } from '@yc/contract/referrals';
import { request } from '../../../lib/api-client.ts';
import { referralKeys } from './referral-keys.ts';

export const getReferralRules = (signal?: AbortSignal): Promise<ReferralRulesResponse> =>
  request(referralEndpoints.referralRules, { signal });

export const getReferralRulesQueryOptions = () =>
  queryOptions({ queryKey: referralKeys.rules, queryFn: ({ signal }) => getReferralRules(signal) });

export const useReferralRules = () => useQuery(getReferralRulesQueryOptions());
