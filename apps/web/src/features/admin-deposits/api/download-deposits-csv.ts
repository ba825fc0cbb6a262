import { adminDepositsEndpoints } from '@yc/contract/admin-deposits';
import { requestBlob } from '../../../lib/api-client.ts';
import { saveBlob } from '../../../utils/save-blob.ts';
import type { DepositFilters } from './get-deposit-lists.ts';

/** The filtered claims or credited transfers as a CSV file, fetched with the bearer token, then saved. */
export async function downloadDepositsCsv(list: 'claims' | 'transfers', filters: DepositFilters): Promise<void> {
  if (list === 'claims') {
    saveBlob(await requestBlob(adminDepositsEndpoints.adminDepositClaimsCsv, { query: filters }), 'deposit-claims.csv');
    return;
  }
  const { status: _status, ...rest } = filters;
  saveBlob(
    await requestBlob(adminDepositsEndpoints.adminDepositTransfersCsv, { query: rest }),
    'deposit-transfers.csv',
  );
}
