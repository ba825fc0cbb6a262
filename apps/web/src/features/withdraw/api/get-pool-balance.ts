import { queryOptions, useQuery } from '@tanstack/react-query';
import type { AnyPool } from '@yc/contract/constants';
import { type BalanceResponse, ledgerEndpoints } from '@yc/contract/ledger';
import { request } from '../../../lib/api-client.ts';

/** The user's balance in one pool; its per-currency amounts (token units) are what can be withdrawn. */
export const getPoolBalance = (pool: AnyPool, signal?: AbortSignal): Promise<BalanceResponse> =>
  request(ledgerEndpoints.balance, { query: { pool }, signal });

export const getPoolBalanceQueryOptions = (pool: AnyPool) =>
  queryOptions({ queryKey: ['balance', { pool }], queryFn: ({ signal }) => getPoolBalance(pool, signal) });

export const usePoolBalance = (pool: AnyPool) => useQuery(getPoolBalanceQueryOptions(pool));
