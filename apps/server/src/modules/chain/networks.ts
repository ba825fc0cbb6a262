/**
 * Networks and their token contracts (decision F5): operator configuration read from a JSON
 * file at start (NETWORKS_FILE, default apps/server/networks.json), plus the dev chain.
 */
import { type Address, getAddress, isAddress } from 'viem';
import { z } from 'zod/mini';

/** The local anvil chain of the embedded default (decision F6). */
export const DEV_CHAIN_ID = 31337;
/** For a network the file does not give confirmations for; anvil mines at once and needs one. */
export const DEFAULT_CONFIRMATIONS = 12;
const DEV_CHAIN_CONFIRMATIONS = 1;

// Own schemas rather than the contract's: these messages are read by an operator at start-up.
const address = z.pipe(
  z
    .string()
    .check(
      z.refine((a) => isAddress(a, { strict: true }), 'must be an address with a valid checksum (or all lower case)'),
    ),
  z.transform((a) => getAddress(a)),
);

const tokenEntry = z.strictObject({
  symbol: z.string().check(z.regex(/^[A-Z0-9.]{1,11}$/, 'must be 1–11 upper-case letters or digits')),
  address,
  decimals: z.int().check(z.minimum(0), z.maximum(77)),
});

const networkEntry = z.strictObject({
  chainId: z.int().check(z.positive(), z.maximum(Number.MAX_SAFE_INTEGER)),
  name: z.string().check(z.trim(), z.minLength(1), z.maxLength(100)),
  nativeCurrency: z.strictObject({
    name: z.string().check(z.trim(), z.minLength(1), z.maxLength(50)),
    symbol: z.string().check(z.regex(/^[A-Z0-9.]{1,11}$/, 'must be 1–11 upper-case letters or digits')),
    decimals: z.int().check(z.minimum(0), z.maximum(77)),
  }),
  blockExplorerUrl: z._default(z.nullable(z.url({ protocol: /^https?$/, error: 'must be an http(s) URL' })), null),
  /** Blocks on top of a transfer's block before it is credited or a payout settles. */
  confirmations: z._default(z.int().check(z.minimum(1), z.maximum(10_000)), DEFAULT_CONFIRMATIONS),
  tokens: z
    ._default(z.array(tokenEntry), [])
    .check(z.refine((tokens) => new Set(tokens.map((t) => t.symbol)).size === tokens.length, 'a symbol appears twice')),
});

const networksFileSchema = z.strictObject({
  networks: z
    .array(networkEntry)
    .check(z.refine((list) => new Set(list.map((n) => n.chainId)).size === list.length, 'a chainId appears twice')),
});

export interface TokenDefinition {
  symbol: string;
  address: Address;
  decimals: number;
}

export interface NetworkDefinition {
  chainId: number;
  name: string;
  nativeCurrency: { name: string; symbol: string; decimals: number };
  blockExplorerUrl: string | null;
  confirmations: number;
  tokens: TokenDefinition[];
}

export class NetworksFileError extends Error {}

/** Reads a networks file's text; a `NetworksFileError` says what is wrong with it. */
export function parseNetworks(text: string): NetworkDefinition[] {
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch (err) {
    throw new NetworksFileError(`not valid JSON (${(err as Error).message})`);
  }
  const parsed = networksFileSchema.safeParse(json);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((i) => `${i.path.join('.') || '(file)'}: ${i.message}`);
    throw new NetworksFileError(lines.join('; '));
  }
  if (parsed.data.networks.some((n) => n.chainId === DEV_CHAIN_ID)) {
    throw new NetworksFileError(`networks: chain ${DEV_CHAIN_ID} is the dev chain and cannot be configured`);
  }
  return parsed.data.networks;
}

/** A network known only by its node (CHAIN_RPC_URL_<chainId>): no tokens, no explorer. */
export const genericNetwork = (chainId: number): NetworkDefinition => ({
  chainId,
  name: `Chain ${chainId}`,
  nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
  blockExplorerUrl: null,
  confirmations: DEFAULT_CONFIRMATIONS,
  tokens: [],
});

/** The dev chain's entry; its tokens come from the deployment at start. */
export const devNetwork = (tokens: TokenDefinition[] = []): NetworkDefinition => ({
  chainId: DEV_CHAIN_ID,
  name: 'Anvil (dev chain)',
  nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
  blockExplorerUrl: null,
  confirmations: DEV_CHAIN_CONFIRMATIONS,
  tokens,
});
