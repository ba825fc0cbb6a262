import { queryOptions, useQuery } from '@tanstack/react-query';
import { ledgerEndpoints, type Withdrawal } from '@yc/contract/ledger';
import { request } from '../../../lib/api-client.ts';

/** How often a withdrawal's progress is asked for until it is confirmed, rejected or failed. */
export const WITHDRAWAL_POLL_MS = 2000;

export const isFinalWithdrawal = (w: Withdrawal | undefined): boolean =>
  w?.status === 'confirmed' || w?.status === 'rejected' || w?.status === 'failed';

export const getWithdrawal = (id: string, signal?: AbortSignal): Promise<Withdrawal> =>
  request(ledgerEndpoints.withdrawal, { params: { id }, signal });

export const getWithdrawalQueryOptions = (id: string) =>
  queryOptions({
    queryKey: ['withdrawals', id],
    queryFn: ({ signal }) => getWithdrawal(id, signal),
    refetchInterval: (query) => (isFinalWithdrawal(query.state.data) ? false : WITHDRAWAL_POLL_MS),
    refetchIntervalInBackground: true,
    staleTime: WITHDRAWAL_POLL_MS,
  });

/** Polls a withdrawal from the request's answer on, so the first poll waits a full interval. */
export const useWithdrawal = (requested: Withdrawal) =>
  useQuery({ ...getWithdrawalQueryOptions(requested.id), initialData: requested, initialDataUpdatedAt: Date.now() });
