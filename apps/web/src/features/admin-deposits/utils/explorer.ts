import type { ChainConfig } from '@yc/contract/chain';

/** A transaction's page on the network's block explorer; null where the network names none (the dev chain). */
export function explorerTxUrl(config: ChainConfig | undefined, chainId: number, txHash: string): string | null {
  const base = config?.networks.find((n) => n.chainId === chainId)?.blockExplorerUrl;
  return base ? `${base.replace(/\/+$/, '')}/tx/${txHash}` : null;
}
