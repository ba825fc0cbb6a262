import { adminAuditEndpoints } from '@yc/contract/admin-audit';
import { requestBlob } from '../../../lib/api-client.ts';
import { saveBlob } from '../../../utils/save-blob.ts';
import type { AuditFilters } from './get-audit.ts';

/** The filtered log as a CSV file: fetched with the bearer token (a plain link would carry none), then saved. */
export async function downloadAuditCsv(filters: AuditFilters): Promise<void> {
  saveBlob(await requestBlob(adminAuditEndpoints.adminAuditCsv, { query: filters }), 'audit-log.csv');
}
