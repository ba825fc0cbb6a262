/** The operator's decisions; each refreshes every list, count and page of the feature once it is taken. */
import { useQueryClient } from '@tanstack/react-query';
import {
  type AdminWithdrawal,
  adminWithdrawalsEndpoints,
  type RejectWithdrawalBody,
} from '@yc/contract/admin-withdrawals';
import { request } from '../../../lib/api-client.ts';
import { WITHDRAWALS_KEY } from './get-withdrawals.ts';

export const approveWithdrawal = (id: string): Promise<AdminWithdrawal> =>
  request(adminWithdrawalsEndpoints.approveWithdrawal, { params: { id } });

export const rejectWithdrawal = (id: string, body: RejectWithdrawalBody): Promise<AdminWithdrawal> =>
  request(adminWithdrawalsEndpoints.rejectWithdrawal, { params: { id }, body });

export const retryWithdrawal = (id: string): Promise<AdminWithdrawal> =>
  request(adminWithdrawalsEndpoints.retryWithdrawal, { params: { id } });

/** The three decisions, each followed by a refresh of the feature's queries. */
export function useWithdrawalActions() {
  const client = useQueryClient();
  const refreshing =
    <A extends unknown[]>(action: (...args: A) => Promise<AdminWithdrawal>) =>
    async (...args: A) => {
      const result = await action(...args);
      await client.invalidateQueries({ queryKey: WITHDRAWALS_KEY });
      return result;
    };
  return {
    approve: refreshing(approveWithdrawal),
    reject: refreshing(rejectWithdrawal),
    retry: refreshing(retryWithdrawal),
  };
}
