import { useQuery } from '@tanstack/react-query';
import { type AdminOverview, adminOverviewEndpoints } from '@yc/contract/admin-overview';
import { request } from '../../../lib/api-client.ts';

/** The overview refreshes itself this often while it is open. */
export const OVERVIEW_REFRESH_MS = 30_000;

export const getOverview = (): Promise<AdminOverview> => request(adminOverviewEndpoints.adminOverview);

export const useOverview = () =>
  useQuery({ queryKey: ['admin', 'overview'], queryFn: getOverview, refetchInterval: OVERVIEW_REFRESH_MS });
