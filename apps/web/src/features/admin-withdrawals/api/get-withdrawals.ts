import { useQuery } from '@tanstack/react-query';
import {
  type AdminWithdrawalCounts,
  type AdminWithdrawalsCsvQuery,
  type AdminWithdrawalsResponse,
  adminWithdrawalsEndpoints,
} from '@yc/contract/admin-withdrawals';
import { useKeysetList } from '../../../hooks/use-keyset-list.ts';
import { request, requestBlob } from '../../../lib/api-client.ts';
import { saveBlob } from '../../../utils/save-blob.ts';

/** The list's filters, each absent when not set. */
export type WithdrawalFilters = AdminWithdrawalsCsvQuery;

export const WITHDRAWALS_PAGE_SIZE = 25;

/** Every query of this feature is under this key: a decision refreshes them all. */
export const WITHDRAWALS_KEY = ['admin', 'withdrawals'] as const;

export const getWithdrawals = (filters: WithdrawalFilters, cursor?: string): Promise<AdminWithdrawalsResponse> =>
  request(adminWithdrawalsEndpoints.adminWithdrawals, {
    query: { ...filters, cursor, limit: WITHDRAWALS_PAGE_SIZE },
  });

/** The withdrawals under the filters, page by page; another filter starts at the first page again. */
export const useWithdrawals = (filters: WithdrawalFilters, { enabled = true } = {}) =>
  useKeysetList({
    queryKey: [...WITHDRAWALS_KEY, 'list', filters],
    fetchPage: (cursor) => getWithdrawals(filters, cursor),
    enabled,
  });

export const getWithdrawalCounts = (): Promise<AdminWithdrawalCounts> =>
  request(adminWithdrawalsEndpoints.adminWithdrawalCounts);

/** How many wait for approval and how many failed payouts wait for a retry: the tabs' counts. */
export const useWithdrawalCounts = () =>
  useQuery({ queryKey: [...WITHDRAWALS_KEY, 'counts'], queryFn: getWithdrawalCounts });

/** The filtered list as a CSV file, fetched with the bearer token, then saved. */
export async function downloadWithdrawalsCsv(filters: WithdrawalFilters): Promise<void> {
  saveBlob(await requestBlob(adminWithdrawalsEndpoints.adminWithdrawalsCsv, { query: filters }), 'withdrawals.csv');
}
