import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { type ReferralMembersResponse, referralEndpoints } from '@yc/contract/referrals';
import { request } from '../../../lib/api-client.ts';
import { type MembersParams, referralKeys } from './referral-keys.ts';

export const getReferralMembers = (query: MembersParams, signal?: AbortSignal): Promise<ReferralMembersResponse> =>
  request(referralEndpoints.referralMembers, { query, signal });

export const getReferralMembersQueryOptions = (query: MembersParams) =>
  queryOptions({
    queryKey: referralKeys.members(query),
    queryFn: ({ signal }) => getReferralMembers(query, signal),
    // A page, level or search switch keeps the current rows on screen until the next ones arrive.
    placeholderData: keepPreviousData,
  });

export const useReferralMembers = (query: MembersParams) => useQuery(getReferralMembersQueryOptions(query));
