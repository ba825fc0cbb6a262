/** Networks, tokens and the wallet's view of them (docs/product.md §3, §5, §9; decisions F3, F5, F6). */
import * as z from 'zod/mini';
import { endpoint, evmAddress } from './common.ts';
import { BALANCE_CURRENCIES, UI } from './constants.ts';
import { chainIdSchema, httpUrl } from './pools.ts';
import { plainString } from './validation.ts';

/** ERC-20 tokens whose balances the wallet widget shows; ETH is the native currency. */
export const WALLET_TOKENS = BALANCE_CURRENCIES.filter((c) => c !== 'ETH') as Exclude<
  (typeof BALANCE_CURRENCIES)[number],
  'ETH'
>[];

export const tokenSchema = z.object({
  symbol: z.string(),
  address: evmAddress,
  decimals: z.number().check(z.int(), z.minimum(0), z.maximum(77)),
});
export type TokenInfo = z.infer<typeof tokenSchema>;

export const networkSchema = z.object({
  chainId: chainIdSchema,
  name: z.string(),
  nativeCurrency: z.object({ name: z.string(), symbol: z.string(), decimals: z.number().check(z.int()) }),
  /** Same-origin read-only JSON-RPC proxy; null when the server has no RPC for this network. */
  rpcPath: z.nullable(z.string()),
  blockExplorerUrl: z.nullable(httpUrl),
  /** Configured token contracts; a balance currency without one reads as 0. */
  tokens: z.array(tokenSchema),
  /** Sign-in and sending are allowed on this network (docs/product.md §5: chain 1; the dev chain in dev mode). */
  supported: z.boolean(),
  /** The local anvil chain of the embedded default. */
  dev: z.boolean(),
});
export type NetworkInfo = z.infer<typeof networkSchema>;

export const chainConfigResponse = z.object({
  networks: z.array(networkSchema),
  /** The network the app suggests when a wallet is on an unsupported one. */
  defaultChainId: chainIdSchema,
});
export type ChainConfig = z.infer<typeof chainConfigResponse>;

/** The read-only calls the RPC proxy forwards; everything that signs or sends stays in the wallet. */
export const RPC_READ_METHODS = [
  'eth_chainId',
  'eth_blockNumber',
  'eth_call',
  'eth_estimateGas',
  'eth_gasPrice',
  'eth_maxPriorityFeePerGas',
  'eth_feeHistory',
  'eth_getBalance',
  'eth_getCode',
  'eth_getTransactionCount',
  'eth_getBlockByNumber',
  'eth_getTransactionByHash',
  'eth_getTransactionReceipt',
  'net_version',
] as const;

const jsonRpcId = z.union([z.number().check(z.int()), plainString().check(z.maxLength(64)), z.null()]);

export const rpcRequestBody = z.strictObject({
  jsonrpc: z.literal('2.0'),
  id: jsonRpcId,
  method: z.enum(RPC_READ_METHODS, { error: 'validation.invalid' }),
  params: z.optional(z.array(z.unknown()).check(z.maxLength(8))),
});
export const rpcResponse = z.object({
  jsonrpc: z.literal('2.0'),
  id: jsonRpcId,
  result: z.optional(z.unknown()),
  error: z.optional(z.object({ code: z.number().check(z.int()), message: z.string(), data: z.optional(z.unknown()) })),
});
export const rpcParams = z.strictObject({
  chain: z.coerce.number().check(z.int(), z.positive(), z.maximum(2 ** 53 - 1)),
});

/** Dev mode only: the calls the dev wallet signs with a funded anvil key on the server. */
export const DEV_WALLET_METHODS = [
  'eth_accounts',
  'eth_requestAccounts',
  'eth_chainId',
  'personal_sign',
  'eth_sendTransaction',
  'wallet_switchEthereumChain',
] as const;
export const devWalletBody = z.strictObject({
  method: z.enum(DEV_WALLET_METHODS, { error: 'validation.invalid' }),
  params: z.optional(z.array(z.unknown()).check(z.maxLength(4))),
});
export const devWalletResponse = z.object({ result: z.unknown() });

export const chainEndpoints = {
  chainConfig: endpoint({
    method: 'GET',
    path: '/api/v1/chain/config',
    tag: 'chain',
    auth: 'none',
    summary: 'Networks, token contracts and which networks allow sign-in and sending',
    response: chainConfigResponse,
  }),
  chainRpc: endpoint({
    method: 'POST',
    path: '/api/v1/chain/:chain/rpc',
    tag: 'chain',
    auth: 'none',
    summary: 'Read-only JSON-RPC proxy to the configured node of a network',
    params: rpcParams,
    body: rpcRequestBody,
    response: rpcResponse,
  }),
  devWallet: endpoint({
    method: 'POST',
    path: '/api/v1/dev/wallet',
    tag: 'dev',
    auth: 'none',
    summary: 'Dev mode only: the dev wallet signs and sends with a funded anvil key',
    body: devWalletBody,
    response: devWalletResponse,
  }),
} as const;

/** Shows an address as its first and last characters (docs/product.md §9: 6 and 6). */
export function shortenAddress(address: string, visible: number = UI.addressVisibleChars): string {
  return address.length <= visible * 2 + 3 ? address : `${address.slice(0, visible)}...${address.slice(-visible)}`;
}
