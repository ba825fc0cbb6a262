import { useQuery } from '@tanstack/react-query';
import { type AdminWithdrawalDetail, adminWithdrawalsEndpoints } from '@yc/contract/admin-withdrawals';
import { request } from '../../../lib/api-client.ts';
import { WITHDRAWALS_KEY } from './get-withdrawals.ts';

export const getWithdrawal = (id: string, signal?: AbortSignal): Promise<AdminWithdrawalDetail> =>
  request(adminWithdrawalsEndpoints.adminWithdrawal, { params: { id }, signal });

/** One withdrawal's page: its user, wallet, value, payout, decision, recent movements and audit trail. */
export const useWithdrawal = (id: string) =>
  useQuery({ queryKey: [...WITHDRAWALS_KEY, 'detail', id], queryFn: ({ signal }) => getWithdrawal(id, signal) });
