import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { AnyPool } from '@yc/contract/constants';
import { type BalanceResponse, ledgerEndpoints } from '@yc/contract/ledger';
import { request } from '../../../lib/api-client.ts';

export interface BalanceParams {
  /** YYYY-MM-DD, both ends included. */
  from: string;
  to: string;
  pool?: AnyPool;
}

export const getBalance = ({ from, to, pool }: BalanceParams, signal?: AbortSignal): Promise<BalanceResponse> =>
  request(ledgerEndpoints.balance, { query: { from, to, pool }, signal });

export const getBalanceQueryOptions = (params: BalanceParams) =>
  queryOptions({
    queryKey: ['balance', params.from, params.to, params.pool ?? 'all'],
    queryFn: ({ signal }) => getBalance(params, signal),
    // Another range or pool keeps the current line on screen until the next one arrives.
    placeholderData: keepPreviousData,
  });

export const useBalance = (params: BalanceParams) => useQuery(getBalanceQueryOptions(params));
