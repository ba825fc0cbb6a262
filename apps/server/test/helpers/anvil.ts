/** A throw-away anvil for a test file: in memory, on a free port, chain id 31337, anvil's default accounts. */
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
