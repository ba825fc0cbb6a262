import { type DepositClaim, ledgerEndpoints } from '@yc/contract/ledger';
import { request } from '../../../lib/api-client.ts';
import { useProgressPoll } from '../../../lib/money-queries.ts';

export const isFinalDeposit = (claim: DepositClaim | undefined): boolean =>
  claim?.status === 'credited' || claim?.status === 'rejected';

export const getDepositClaim = (id: string, signal?: AbortSignal): Promise<DepositClaim> =>
  request(ledgerEndpoints.depositClaim, { params: { id }, signal });

/** Polls a claim until it is credited or rejected. */
export const useDepositClaim = (claim: DepositClaim) =>
  useProgressPoll('deposits', claim, getDepositClaim, isFinalDeposit);
