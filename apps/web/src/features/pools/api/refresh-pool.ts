import { useMutation, useQueryClient } from '@tanstack/react-query';
import { type AnyPool, DEFAULT_FIAT } from '@yc/contract/constants';
import { type PoolData, poolEndpoints } from '@yc/contract/pools';
import { request } from '../../../lib/api-client.ts';
import { poolKeys } from './pool-keys.ts';

export const refreshPool = (pool: AnyPool, fiat = DEFAULT_FIAT): Promise<PoolData> =>
  request(poolEndpoints.refreshPool, { params: { pool }, query: { currency: fiat } });

/** Re-reads the pool on the server; its answer is the pool data, stored under the pool name. */
export function useRefreshPool(pool: AnyPool, fiat = DEFAULT_FIAT) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => refreshPool(pool, fiat),
    onSuccess: (data) => queryClient.setQueryData(poolKeys.data(pool, fiat), data),
  });
}
