import { type AdminAuditCsvQuery, type AdminAuditResponse, adminAuditEndpoints } from '@yc/contract/admin-audit';
import { useKeysetList } from '../../../hooks/use-keyset-list.ts';
import { request } from '../../../lib/api-client.ts';

/** The log's filters, each absent when not set. */
export type AuditFilters = AdminAuditCsvQuery;

export const AUDIT_PAGE_SIZE = 25;

export const getAudit = (filters: AuditFilters, cursor?: string): Promise<AdminAuditResponse> =>
  request(adminAuditEndpoints.adminAudit, { query: { ...filters, cursor, limit: AUDIT_PAGE_SIZE } });

/** The log under the filters, page by page; another filter starts at the first page again. */
export const useAuditLog = (filters: AuditFilters, { enabled = true } = {}) =>
  useKeysetList({
    queryKey: ['admin', 'audit', filters],
    fetchPage: (cursor) => getAudit(filters, cursor),
    enabled,
  });
