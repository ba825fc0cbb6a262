/** A throw-away anvil for a test file: in memory, on a free port, chain id 31337, anvil's default accounts. */
import { setTimeout as delay } from 'node:timers/promises';
import type { Address, Hex } from 'viem';
import { startAnvil as spawnAnvil } from '../../src/modules/chain/anvil.ts';
import { ANVIL_ACCOUNTS } from '../../src/modules/chain/dev-accounts.ts';
import { DEV_CHAIN_ID } from '../../src/modules/chain/networks.ts';

export interface Anvil {
  url: string;
  chainId: number;
  pid: number;
  /** Accounts 0–3, funded with 10,000 ETH each; account 0 deploys the dev tokens when an app uses this node. */
  addresses: Address[];
  keys: Hex[];
  stop(): Promise<void>;
}

export async function startAnvil(): Promise<Anvil> {
  const node = await spawnAnvil({ port: 0, statePath: null, chainId: DEV_CHAIN_ID });
  return {
    url: node.url,
    chainId: DEV_CHAIN_ID,
    pid: node.pid,
    addresses: ANVIL_ACCOUNTS.map((a) => a.address),
    keys: ANVIL_ACCOUNTS.map((a) => a.privateKey),
    stop: node.stop,
  };
}

/** One JSON-RPC call to a node, answering its `result`. */
export async function rpc<T = unknown>(url: string, method: string, params: unknown[] = []): Promise<T> {
  const res = await fetch(url, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ jsonrpc: '2.0', id: 1, method, params }),
  });
  return ((await res.json()) as { result: T }).result;
}

/**
 * The receipt of a sent transaction once mined: anvil answers `eth_sendTransaction` before it has mined it, so an
 * immediate receipt may be null on a busy machine.
 */
export async function minedReceipt(url: string, hash: Hex): Promise<{ blockNumber: Hex }> {
  for (let i = 0; i < 500; i++) {
    const receipt = await rpc<{ blockNumber: Hex } | null>(url, 'eth_getTransactionReceipt', [hash]);
    if (receipt) return receipt;
    await delay(20);
  }
  throw new Error(`anvil did not mine ${hash}`);
}
