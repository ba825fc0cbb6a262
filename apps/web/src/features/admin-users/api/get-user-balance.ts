import { useQuery } from '@tanstack/react-query';
import { adminUsersEndpoints } from '@yc/contract/admin-users';
import type { BalanceResponse } from '@yc/contract/ledger';
import { request } from '../../../lib/api-client.ts';
import { userKey } from './get-user.ts';

/** The cabinet's balance series of this user, over the server's default range. */
export const getUserBalance = (id: string): Promise<BalanceResponse> =>
  request(adminUsersEndpoints.adminUserBalance, { params: { id } });

export const useUserBalance = (id: string) =>
  useQuery({ queryKey: [...userKey(id), 'balance'], queryFn: () => getUserBalance(id) });
