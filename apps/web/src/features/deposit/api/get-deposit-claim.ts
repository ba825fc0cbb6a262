import { queryOptions, useQuery } from '@tanstack/react-query';
import { type DepositClaim, ledgerEndpoints } from '@yc/contract/ledger';
import { request } from '../../../lib/api-client.ts';

/** How often a claim's progress is asked for until it is credited or rejected. */
export const DEPOSIT_POLL_MS = 2000;

export const isFinalDeposit = (claim: DepositClaim | undefined): boolean =>
  claim?.status === 'credited' || claim?.status === 'rejected';

export const getDepositClaim = (id: string, signal?: AbortSignal): Promise<DepositClaim> =>
  request(ledgerEndpoints.depositClaim, { params: { id }, signal });

export const getDepositClaimQueryOptions = (id: string) =>
  queryOptions({
    queryKey: ['deposits', id],
    queryFn: ({ signal }) => getDepositClaim(id, signal),
    refetchInterval: (query) => (isFinalDeposit(query.state.data) ? false : DEPOSIT_POLL_MS),
    refetchIntervalInBackground: true,
    staleTime: DEPOSIT_POLL_MS,
  });

/** Polls a claim from the answer of the report on, so the first poll waits a full interval. */
export const useDepositClaim = (claim: DepositClaim) =>
  useQuery({ ...getDepositClaimQueryOptions(claim.id), initialData: claim, initialDataUpdatedAt: Date.now() });
