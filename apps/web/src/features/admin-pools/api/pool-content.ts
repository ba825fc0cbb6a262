/** A pool's content in the console (decision 80): accepted tokens and weights, deposit addresses, texts. */
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  type AdminPoolAssetsResponse,
  adminPoolContentEndpoints,
  type RemovePoolAddressBody,
  type SetPoolAddressBody,
  type UpdatePoolAssetsBody,
  type UpdatePoolTextsBody,
} from '@yc/contract/admin-pool-content';
import type { AnyPool } from '@yc/contract/constants';
import { request } from '../../../lib/api-client.ts';

const e = adminPoolContentEndpoints;

export const poolAssetsKey = (pool: AnyPool) => ['admin', 'pools', pool, 'assets'] as const;
export const poolTextsKey = (pool: AnyPool) => ['admin', 'pools', pool, 'texts'] as const;

export const getPoolAssets = (pool: AnyPool) => request(e.adminPoolAssets, { params: { pool } });
export const getPoolTexts = (pool: AnyPool) => request(e.adminPoolTexts, { params: { pool } });

export const usePoolAssets = (pool: AnyPool) =>
  useQuery({ queryKey: poolAssetsKey(pool), queryFn: () => getPoolAssets(pool) });
export const usePoolTexts = (pool: AnyPool) =>
  useQuery({ queryKey: poolTextsKey(pool), queryFn: () => getPoolTexts(pool) });

/** A change of the tokens or addresses: the answer is the section's new state. */
function useAssetsChange<B>(pool: AnyPool, change: (body: B) => Promise<AdminPoolAssetsResponse>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: change,
    onSuccess: (view) => queryClient.setQueryData(poolAssetsKey(pool), view),
  });
}

export const useUpdatePoolAssets = (pool: AnyPool) =>
  useAssetsChange(pool, (body: UpdatePoolAssetsBody) => request(e.updatePoolAssets, { params: { pool }, body }));
export const useSetPoolAddress = (pool: AnyPool) =>
  useAssetsChange(pool, (body: SetPoolAddressBody) => request(e.setPoolAddress, { params: { pool }, body }));
export const useRemovePoolAddress = (pool: AnyPool) =>
  useAssetsChange(pool, (body: RemovePoolAddressBody) => request(e.removePoolAddress, { params: { pool }, body }));

export function useUpdatePoolTexts(pool: AnyPool) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: UpdatePoolTextsBody) => request(e.updatePoolTexts, { params: { pool }, body }),
    onSuccess: (texts) => queryClient.setQueryData(poolTextsKey(pool), texts),
  });
}
