/**
 * What a payout needs on a network: the pool's hot wallet key, the currency's asset (a token contract or the native
 * coin), the network's confirmations. Keys are secrets: nothing here logs or returns them beyond the signer.
 */
import { ALL_POOLS, type AnyPool, type NetworkInfo } from '@yc/contract';
import { rescaleUnits } from '@yc/contract/amounts';
import { type Address, createTestClient, custom, type Hex, parseEther } from 'viem';
import { type PrivateKeyAccount, privateKeyToAccount } from 'viem/accounts';
import type { Config } from '../../config.ts';
import type { ChainService } from '../chain/chain-service.ts';
import { devPoolWallet } from '../pools/dev-pools.ts';

export type PayoutAsset = { kind: 'native'; decimals: number } | { kind: 'erc20'; address: Address; decimals: number };

/** The pool's configured key (every network), else in dev mode its anvil account on the dev chain only. */
export function hotWalletKey(config: Config, chain: ChainService, pool: AnyPool, chainId: number): Hex | null {
  const configured = config.payouts.hotWalletKeys[pool];
  if (configured) return configured;
  return config.devMode && chainId === chain.devChainId ? devPoolWallet(pool).privateKey : null;
}

/** The signer of a hot wallet key; a bad key fails without quoting it (the curve library's message would). */
export function hotWalletAccount(key: Hex, pool: AnyPool): PrivateKeyAccount {
  try {
    return privateKeyToAccount(key);
  } catch {
    throw new Error(`the hot wallet key of the ${pool} pool is not a valid private key`);
  }
}

/** The network's native coin when the currency is its symbol, else the configured token contract of that symbol. */
export function payoutAsset(network: NetworkInfo | undefined, currency: string): PayoutAsset | null {
  if (!network) return null;
  if (network.nativeCurrency.symbol === currency) return { kind: 'native', decimals: network.nativeCurrency.decimals };
  const token = network.tokens.find((t) => t.symbol === currency);
  return token ? { kind: 'erc20', address: token.address as Address, decimals: token.decimals } : null;
}

/**
 * Ledger base units → the token contract's units on this network. Scaling up is exact; where the contract has
 * fewer decimals the payout rounds down and the remainder stays in custody (the platform's favour, as all dust).
 */
export function toChainUnits(units: bigint, ledgerDecimals: number, chainDecimals: number): bigint {
  return rescaleUnits(units, ledgerDecimals, chainDecimals);
}

const DEV_GAS_FLOOR = parseEther('1');
const DEV_GAS_FUNDING = parseEther('100');

/**
 * Dev chain only: anvil funds accounts 0–9, not the pools' hot wallets (accounts 10–13), so they get gas here.
 * Tokens for payouts come from the deposits they receive.
 */
export async function fundDevHotWallets(config: Config, chain: ChainService): Promise<void> {
  const chainId = chain.devChainId;
  const client = chainId === null ? undefined : chain.client(chainId);
  if (chainId === null || !client || !config.devMode) return;
  const anvil = createTestClient({ mode: 'anvil', transport: custom({ request: client.request }) });
  for (const pool of ALL_POOLS) {
    if (config.payouts.hotWalletKeys[pool]) continue;
    const { address } = devPoolWallet(pool);
    if ((await client.getBalance({ address })) < DEV_GAS_FLOOR)
      await anvil.setBalance({ address, value: DEV_GAS_FUNDING });
  }
}
