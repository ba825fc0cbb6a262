import { type AdminUsersQuery, type AdminUsersResponse, adminUsersEndpoints } from '@yc/contract/admin-users';
import { useKeysetList } from '../../../hooks/use-keyset-list.ts';
import { request } from '../../../lib/api-client.ts';

/** The search box and the filters, each absent when not set. */
export type UserFilters = Pick<AdminUsersQuery, 'q' | 'role' | 'status'>;

export const USERS_PAGE_SIZE = 25;

export const getUsers = (filters: UserFilters, cursor?: string): Promise<AdminUsersResponse> =>
  request(adminUsersEndpoints.adminUsers, { query: { ...filters, cursor, limit: USERS_PAGE_SIZE } });

/** The users matching the filters, newest first, page by page; another filter starts at the first page. */
export const useUsers = (filters: UserFilters) =>
  useKeysetList({ queryKey: ['admin', 'users', 'list', filters], fetchPage: (cursor) => getUsers(filters, cursor) });
