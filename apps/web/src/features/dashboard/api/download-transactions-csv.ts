import { ledgerEndpoints } from '@yc/contract/ledger';
import { requestBlob } from '../../../lib/api-client.ts';
import { saveBlob } from '../../../utils/save-blob.ts';
import type { TransactionFilters } from './get-transactions.ts';

/** The filtered history as a CSV file: fetched with the bearer token (a plain link would carry none), then saved. */
export async function downloadTransactionsCsv(filters: TransactionFilters): Promise<void> {
  const file = await requestBlob(ledgerEndpoints.transactionsCsv, { query: filters });
  saveBlob(file, 'transactions.csv');
}
