/** The runtime networks (GET /api/v1/chain/config): fetched once, when the wallet layer first loads. */
import { queryOptions } from '@tanstack/react-query';
import type { ChainConfig } from '@yc/contract/chain';
import { request } from '../api-client.ts';

export const getChainConfig = (): Promise<ChainConfig> =>
  request(() => import('@yc/contract/chain').then((m) => m.chainEndpoints.chainConfig));

export const getChainConfigQueryOptions = () =>
  queryOptions({ queryKey: ['chain-config'], queryFn: getChainConfig, staleTime: Number.POSITIVE_INFINITY });
