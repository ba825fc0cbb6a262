import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { adminUsersEndpoints } from '@yc/contract/admin-users';
import type { TransactionsResponse } from '@yc/contract/ledger';
import { request, requestBlob } from '../../../lib/api-client.ts';
import { saveBlob } from '../../../utils/save-blob.ts';
import { userKey } from './get-user.ts';

export const STATEMENT_PAGE_SIZE = 10;

export const getUserTransactions = (id: string, page: number): Promise<TransactionsResponse> =>
  request(adminUsersEndpoints.adminUserTransactions, {
    params: { id },
    query: { page, pageSize: STATEMENT_PAGE_SIZE },
  });

/** The user's ledger statement, newest first, page by page. */
export const useUserTransactions = (id: string, page: number) =>
  useQuery({
    queryKey: [...userKey(id), 'transactions', page],
    queryFn: () => getUserTransactions(id, page),
    placeholderData: keepPreviousData,
  });

/** The whole statement as the cabinet's CSV, fetched with the bearer token, then saved. */
export async function downloadUserTransactionsCsv(id: string): Promise<void> {
  saveBlob(
    await requestBlob(adminUsersEndpoints.adminUserTransactionsCsv, { params: { id } }),
    `transactions-${id}.csv`,
  );
}
