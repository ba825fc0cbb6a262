import { queryOptions, useQuery } from '@tanstack/react-query';
import { type AdminOperatorsResponse, adminAuditEndpoints } from '@yc/contract/admin-audit';
import { request } from '../../../lib/api-client.ts';

export const getOperators = (): Promise<AdminOperatorsResponse> => request(adminAuditEndpoints.adminOperators);

export const getOperatorsQueryOptions = () =>
  queryOptions({ queryKey: ['admin', 'operators'], queryFn: getOperators, staleTime: 5 * 60_000 });

export const useOperators = () => useQuery(getOperatorsQueryOptions());
