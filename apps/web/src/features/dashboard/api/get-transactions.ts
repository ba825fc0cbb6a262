import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { ledgerEndpoints, type TransactionsCsvQuery, type TransactionsResponse } from '@yc/contract/ledger';
import { request } from '../../../lib/api-client.ts';

/** The history filters, each absent when not set. */
export type TransactionFilters = TransactionsCsvQuery;

export interface TransactionsParams extends TransactionFilters {
  page: number;
  pageSize: number;
}

export const getTransactions = (params: TransactionsParams, signal?: AbortSignal): Promise<TransactionsResponse> =>
  request(ledgerEndpoints.transactions, { query: params, signal });

export const getTransactionsQueryOptions = (params: TransactionsParams) =>
  queryOptions({
    queryKey: ['transactions', params],
    queryFn: ({ signal }) => getTransactions(params, signal),
    // A page or filter switch keeps the current rows on screen until the next ones arrive.
    placeholderData: keepPreviousData,
  });

/** `enabled: false` holds the last answer while the filters are not a valid query (e.g. from after to). */
export const useTransactions = (params: TransactionsParams, { enabled = true } = {}) =>
  useQuery({ ...getTransactionsQueryOptions(params), enabled });
