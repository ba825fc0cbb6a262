/** The console's three deposit lists, each read page by page under its filters (keyset, decision 65). */
import {
  type AdminDepositClaimsQuery,
  type AdminDepositClaimsResponse,
  type AdminDepositTransfersResponse,
  type AdminUnmatchedQuery,
  type AdminUnmatchedResponse,
  adminDepositsEndpoints,
} from '@yc/contract/admin-deposits';
import { useKeysetList } from '../../../hooks/use-keyset-list.ts';
import { request } from '../../../lib/api-client.ts';

/** Every filter of the claims list; the transfers list takes them all but the status. */
export type DepositFilters = Omit<AdminDepositClaimsQuery, 'cursor' | 'limit'>;
export type UnmatchedFilters = Omit<AdminUnmatchedQuery, 'cursor' | 'limit'>;

export const DEPOSITS_PAGE_SIZE = 25;
/** The root of every deposits console query: an assignment refreshes them all. */
export const DEPOSITS_QUERY_ROOT = ['admin', 'deposits'] as const;

export const getDepositClaims = (filters: DepositFilters, cursor?: string): Promise<AdminDepositClaimsResponse> =>
  request(adminDepositsEndpoints.adminDepositClaims, { query: { ...filters, cursor, limit: DEPOSITS_PAGE_SIZE } });

export const getDepositTransfers = (
  filters: DepositFilters,
  cursor?: string,
): Promise<AdminDepositTransfersResponse> => {
  const { status: _status, ...rest } = filters;
  return request(adminDepositsEndpoints.adminDepositTransfers, {
    query: { ...rest, cursor, limit: DEPOSITS_PAGE_SIZE },
  });
};

export const getUnmatchedTransfers = (filters: UnmatchedFilters, cursor?: string): Promise<AdminUnmatchedResponse> =>
  request(adminDepositsEndpoints.adminUnmatchedTransfers, { query: { ...filters, cursor, limit: DEPOSITS_PAGE_SIZE } });

export const useDepositClaims = (filters: DepositFilters, { enabled = true } = {}) =>
  useKeysetList({
    queryKey: [...DEPOSITS_QUERY_ROOT, 'claims', filters],
    fetchPage: (cursor) => getDepositClaims(filters, cursor),
    enabled,
  });

export const useDepositTransfers = (filters: DepositFilters, { enabled = true } = {}) =>
  useKeysetList({
    queryKey: [...DEPOSITS_QUERY_ROOT, 'transfers', filters],
    fetchPage: (cursor) => getDepositTransfers(filters, cursor),
    enabled,
  });

export const useUnmatchedTransfers = (filters: UnmatchedFilters) =>
  useKeysetList({
    queryKey: [...DEPOSITS_QUERY_ROOT, 'unmatched', filters],
    fetchPage: (cursor) => getUnmatchedTransfers(filters, cursor),
  });
