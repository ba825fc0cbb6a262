/** The prices console's read and changes (docs/product.md §10 "Prices"); each change refreshes the list. */
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { adminPricesEndpoints, type PriceParams, type SetPriceBody } from '@yc/contract/admin-prices';
import { request } from '../../../lib/api-client.ts';

const e = adminPricesEndpoints;

export const pricesKey = ['admin', 'prices'] as const;

export const getPrices = () => request(e.adminPrices);
export const readPricesNow = () => request(e.readPricesNow);
export const setPrice = (params: PriceParams, body: SetPriceBody) => request(e.setPrice, { params, body });
export const confirmHeldPrice = (params: PriceParams) => request(e.confirmHeldPrice, { params });
export const rejectHeldPrice = (params: PriceParams) => request(e.rejectHeldPrice, { params });

export const usePrices = () => useQuery({ queryKey: pricesKey, queryFn: getPrices });

/** Reads every aggregator now; the answer is the fresh list. */
export function useReadPricesNow() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: readPricesNow,
    onSuccess: (list) => queryClient.setQueryData(pricesKey, list),
  });
}

/** A change of one price (set, confirm, reject); the list is read again once it succeeds. */
export function usePriceChange<A>(change: (args: A) => Promise<unknown>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: change,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: pricesKey }),
  });
}
