/** The pools console's reads and its one change (docs/product.md §10 "Pools"). */
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { adminPoolsEndpoints, type UpdatePoolSettingsBody } from '@yc/contract/admin-pools';
import type { AnyPool } from '@yc/contract/constants';
import { request } from '../../../lib/api-client.ts';

const e = adminPoolsEndpoints;

export const poolsKey = ['admin', 'pools'] as const;
export const poolKey = (pool: AnyPool) => [...poolsKey, pool] as const;

export const getPools = () => request(e.adminPools);
export const getPool = (pool: AnyPool) => request(e.adminPool, { params: { pool } });
export const updatePoolSettings = (pool: AnyPool, body: UpdatePoolSettingsBody) =>
  request(e.updatePoolSettings, { params: { pool }, body });

export const usePools = () => useQuery({ queryKey: poolsKey, queryFn: getPools });
export const usePool = (pool: AnyPool) => useQuery({ queryKey: poolKey(pool), queryFn: () => getPool(pool) });

/** Saves a pool's settings; the answer is the pool's page, and the list is read again. */
export function useUpdatePoolSettings(pool: AnyPool) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: UpdatePoolSettingsBody) => updatePoolSettings(pool, body),
    onSuccess: (detail) => {
      queryClient.setQueryData(poolKey(pool), detail);
      void queryClient.invalidateQueries({ queryKey: poolsKey, exact: true });
    },
  });
}
