/**
 * What the server knows about networks at run time: the configured ones and the dev chain,
 * which allow sign-in and sending, and a viem client for each network that has a node.
 */
import { api, type ChainConfig, type NetworkInfo, pathOf } from '@yc/contract';
import { type Address, createPublicClient, defineChain, type Hex, http, type PublicClient, webSocket } from 'viem';
import type { ChainSettings } from '../../config.ts';
import {
  DEFAULT_CONFIRMATIONS,
  DEV_CHAIN_ID,
  devNetwork,
  type NetworkDefinition,
  type TokenDefinition,
} from './networks.ts';

/** Upstream calls give up after this long; the RPC proxy answers 502 then. */
export const RPC_TIMEOUT_MS = 10_000;
/** Calls a batching client sends in one JSON-RPC batch at most (public nodes commonly accept 100). */
export const RPC_BATCH_SIZE = 100;

export interface DevChainInfo {
  /** The node itself (anvil), for tools on the developer's machine. */
  rpcUrl: string;
  /** The account the dev wallet signs with (anvil account 1). */
  walletAccount: Address;
  /** Anvil accounts with demo token balances; public test keys. */
  demoWallets: { address: Address; privateKey: Hex }[];
  /** The mock tokens deployed at start. */
  tokens: TokenDefinition[];
}

function publicClientFor(network: NetworkDefinition, url: string, batch: boolean): PublicClient {
  const ws = /^wss?:/.test(url);
  const chain = defineChain({
    id: network.chainId,
    name: network.name,
    nativeCurrency: network.nativeCurrency,
    rpcUrls: { default: ws ? { http: [], webSocket: [url] } : { http: [url] } },
    ...(network.blockExplorerUrl
      ? { blockExplorers: { default: { name: network.name, url: network.blockExplorerUrl } } }
      : {}),
  });
  const transport = ws
    ? webSocket(url, { timeout: RPC_TIMEOUT_MS, retryCount: 1 })
    : http(url, { timeout: RPC_TIMEOUT_MS, retryCount: 1, ...(batch ? { batch: { batchSize: RPC_BATCH_SIZE } } : {}) });
  // A fast poll suits anvil, which mines at once; real networks are polled at viem's default.
  return createPublicClient({
    chain,
    transport,
    ...(network.chainId === DEV_CHAIN_ID ? { pollingInterval: 100 } : {}),
  });
}

export class ChainService {
  readonly devChainId: number | null;
  readonly dev: DevChainInfo | null;
  readonly #networks = new Map<number, NetworkInfo>();
  readonly #rpcUrls: ReadonlyMap<number, string>;
  readonly #definitions = new Map<number, NetworkDefinition>();
  readonly #clients = new Map<string, PublicClient>();
  readonly #config: ChainConfig;

  constructor(settings: ChainSettings, dev: DevChainInfo | null) {
    this.devChainId = dev && settings.devChain ? settings.devChain.chainId : null;
    this.dev = this.devChainId === null ? null : dev;
    const rpcUrls = new Map(settings.rpcUrls);
    if (this.dev && this.devChainId !== null) rpcUrls.set(this.devChainId, this.dev.rpcUrl);
    this.#rpcUrls = rpcUrls;
    const supported = new Set(settings.supportedChainIds);
    const definitions = this.dev ? [devNetwork(this.dev.tokens), ...settings.networks] : settings.networks;
    for (const d of definitions) {
      this.#definitions.set(d.chainId, d);
      this.#networks.set(d.chainId, {
        chainId: d.chainId,
        name: d.name,
        nativeCurrency: d.nativeCurrency,
        rpcPath: rpcUrls.has(d.chainId) ? pathOf(api.chainRpc, { chain: String(d.chainId) }) : null,
        blockExplorerUrl: d.blockExplorerUrl,
        tokens: d.tokens,
        supported: supported.has(d.chainId),
        dev: d.chainId === this.devChainId,
      });
    }
    const defaultChainId = settings.supportedChainIds.find((id) => this.#networks.has(id));
    if (defaultChainId === undefined) throw new Error('no supported network is configured');
    this.#config = { networks: [...this.#networks.values()], defaultChainId };
  }

  /** Runtime config for the web app (contract `chainConfigResponse`). */
  config(): ChainConfig {
    return this.#config;
  }

  network(chainId: number): NetworkInfo | undefined {
    return this.#networks.get(chainId);
  }

  /** Blocks on top of a transfer's block before a deposit is credited or a payout settles (networks file; dev: 1). */
  confirmations(chainId: number): number {
    return this.#definitions.get(chainId)?.confirmations ?? DEFAULT_CONFIRMATIONS;
  }

  /** Sign-in and sending allowed (SUPPORTED_CHAIN_IDS + dev chain). */
  isSupported(chainId: number): boolean {
    return this.#networks.get(chainId)?.supported ?? false;
  }

  /** The node of a network (configured, or the dev chain's); may carry an API key, so never logged. */
  rpcUrl(chainId: number): string | undefined {
    return this.#rpcUrls.get(chainId);
  }

  /** viem PublicClient for a network with an RPC (configured or the dev anvil), else undefined. */
  client(chainId: number): PublicClient | undefined {
    return this.#client(chainId, false);
  }

  /**
   * The same node through a client that sends the calls made together as JSON-RPC batches (over HTTP; a
   * WebSocket carries them on its one connection anyway): for many independent reads, such as the deposit
   * watcher's receipts.
   */
  batchClient(chainId: number): PublicClient | undefined {
    return this.#client(chainId, true);
  }

  #client(chainId: number, batch: boolean): PublicClient | undefined {
    const key = `${chainId}:${batch}`;
    let client = this.#clients.get(key);
    if (client) return client;
    const url = this.#rpcUrls.get(chainId);
    const definition = this.#definitions.get(chainId);
    if (!url || !definition) return undefined;
    client = publicClientFor(definition, url, batch);
    this.#clients.set(key, client);
    return client;
  }
}
