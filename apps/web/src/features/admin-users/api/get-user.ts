import { useQuery } from '@tanstack/react-query';
import { type AdminUserDetail, adminUsersEndpoints } from '@yc/contract/admin-users';
import { request } from '../../../lib/api-client.ts';

export const userKey = (id: string) => ['admin', 'users', 'user', id] as const;

export const getUser = (id: string): Promise<AdminUserDetail> =>
  request(adminUsersEndpoints.adminUser, { params: { id } });

/** A user's page: profile, status, wallet, positions, referrals, sessions, sign-in history. */
export const useUser = (id: string) => useQuery({ queryKey: userKey(id), queryFn: () => getUser(id) });
