import { useQuery } from '@tanstack/react-query';
import { NETWORKS } from '@yc/contract/constants';
import { getChainConfigQueryOptions } from '../lib/web3/chain-config.ts';

/**
 * A network's name as the runtime chain config gives it (which also knows the dev chain), else the spec's
 * known networks, else its id.
 */
export function useNetworkName(chainId: number | undefined): string | undefined {
  const config = useQuery(getChainConfigQueryOptions());
  if (chainId === undefined) return undefined;
  const configured = config.data?.networks.find((n) => n.chainId === chainId)?.name;
  return configured ?? (NETWORKS as Record<number, { name: string }>)[chainId]?.name ?? `#${chainId}`;
}
