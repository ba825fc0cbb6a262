import { queryOptions, useQuery } from '@tanstack/react-query';
import { type CurrenciesResponse, poolEndpoints } from '@yc/contract/pools';
import { request } from '../../../lib/api-client.ts';

export const getCurrencies = (signal?: AbortSignal): Promise<CurrenciesResponse> =>
  request(poolEndpoints.currencies, { signal });

/** Token decimals and rates; the rates change, the decimals never do. */
export const getCurrenciesQueryOptions = () =>
  queryOptions({ queryKey: ['currencies'], queryFn: ({ signal }) => getCurrencies(signal) });

export const useCurrencies = () => useQuery(getCurrenciesQueryOptions());
