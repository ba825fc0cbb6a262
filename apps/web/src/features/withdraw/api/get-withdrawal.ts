import { ledgerEndpoints, type Withdrawal } from '@yc/contract/ledger';
import { request } from '../../../lib/api-client.ts';
import { useProgressPoll } from '../../../lib/money-queries.ts';

export const isFinalWithdrawal = (w: Withdrawal | undefined): boolean =>
  w?.status === 'confirmed' || w?.status === 'rejected' || w?.status === 'failed';

export const getWithdrawal = (id: string, signal?: AbortSignal): Promise<Withdrawal> =>
  request(ledgerEndpoints.withdrawal, { params: { id }, signal });

/** Polls a withdrawal until it is confirmed, rejected or failed. */
export const useWithdrawal = (requested: Withdrawal) =>
  useProgressPoll('withdrawals', requested, getWithdrawal, isFinalWithdrawal);
