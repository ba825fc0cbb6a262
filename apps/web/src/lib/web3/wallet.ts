/**
 * The wallet itself (decisions F2, 25): wagmi's config built at runtime from the server's
 * chain config, the `injected` connector plus EIP-6963 discovery and nothing else, and
 * the few things the app asks of a wallet — connect, sign a SIWE message, read
 * balances, transfer a token or send the native coin. This module (with wagmi and viem)
 * is its own chunk, loaded by `load.ts` only where a wallet is used.
 */
import { AmountFormatError, fromBaseUnits, toBaseUnits } from '@yc/contract/amounts';
import type { ChainConfig, NetworkInfo } from '@yc/contract/chain';
import { BALANCE_CURRENCIES } from '@yc/contract/constants';
import {
  type Address,
  type Chain,
  custom,
  defineChain,
  type EIP1193Provider,
  encodeFunctionData,
  getAddress,
} from 'viem';
import { createSiweMessage } from 'viem/siwe';
import { type Config, type Connector, createConfig, createStorage, http, injected, type Transport } from 'wagmi';
import {
  connect,
  disconnect,
  estimateGas,
  getBalance,
  getConnection,
  getConnectors,
  getGasPrice,
  readContract,
  reconnect,
  sendTransaction,
  signMessage,
  watchBlockNumber,
  watchConnection,
  writeContract,
} from 'wagmi/actions';
import { env } from '../../config/env.ts';
import { erc20Abi } from './erc20.ts';
import { WalletError } from './errors.ts';
import { type Balances, setWalletState, type WalletInfo, walletStateOf, zeroBalances } from './state.ts';
import { STORAGE_KEY } from './storage.ts';
import type { ProofInput, Sendable, SendableInput, SendInput, WalletProof } from './types.ts';

/** Multicall3's address on the spec's public networks (1, 137, 56, 250); other networks read call by call. */
const MULTICALL3: Record<number, Address> = Object.fromEntries(
  [1, 137, 56, 250].map((id) => [id, '0xcA11bde05977b3631167028862bE2a173976CA11' as Address]),
);

/**
 * What "Max" keeps back from the native coin for the send's own gas when the network cannot estimate it, in the
 * coin's units: 0.005 pays 21,000 gas at up to 238 gwei (decision 40).
 */
const NATIVE_GAS_RESERVE = '0.005';
/** The estimated fee is doubled: the base fee may rise for a few blocks before the send is mined. */
const GAS_FEE_HEADROOM = 2n;

/** The legacy `window.ethereum` connector's id; EIP-6963 wallets are named by their rdns. */
const LEGACY_INJECTED_ID = 'injected';

const apiBase = env.apiUrl.replace(/\/+$/, '');

function chainOf(network: NetworkInfo): Chain {
  const multicall3 = network.dev ? undefined : MULTICALL3[network.chainId];
  return defineChain({
    id: network.chainId,
    name: network.name,
    nativeCurrency: network.nativeCurrency,
    rpcUrls: { default: { http: network.rpcPath ? [`${apiBase}${network.rpcPath}`] : [] } },
    blockExplorers: network.blockExplorerUrl
      ? { default: { name: network.name, url: network.blockExplorerUrl } }
      : undefined,
    contracts: multicall3 ? { multicall3: { address: multicall3 } } : undefined,
    testnet: network.dev,
  });
}

export type Wallet = ReturnType<typeof createWalletOf>;

/**
 * Builds the wallet for the runtime networks and publishes its state. With `restore`, it
 * reconnects the wallet this browser used last — only that one: wagmi would otherwise
 * connect every wallet that already trusts this site (the dev wallet always does),
 * behind the user's back and without the choice among several.
 */
export async function createWallet(chainConfig: ChainConfig, restore: boolean): Promise<Wallet> {
  const wallet = createWalletOf(chainConfig);
  if (restore) {
    const { config } = wallet;
    const last = await Promise.resolve(config.storage?.getItem('recentConnectorId')).catch(() => null);
    const connectors = getConnectors(config).filter((c) => c.id === last);
    if (connectors.length) await reconnect(config, { connectors }).catch(() => undefined);
  }
  return wallet;
}

function createWalletOf(chainConfig: ChainConfig) {
  const networks = chainConfig.networks;
  if (!networks.length) throw new Error('the server configures no networks');
  const networkOf = (chainId: number | undefined) => networks.find((n) => n.chainId === chainId);

  /**
   * Reads on a network without a server RPC go through the connected wallet — the
   * connected one: wagmi's `unstable_connector(injected)` takes the first injected
   * connector, which is the legacy `window.ethereum` one, not the EIP-6963 wallet in use.
   */
  const throughWallet = (chainId: number): Transport =>
    custom({
      async request({ method, params }) {
        const { connector, chainId: walletChainId } = getConnection(config);
        if (!connector) throw new Error('No wallet is connected');
        if (walletChainId !== chainId) throw new Error(`The wallet is on network ${walletChainId}, not ${chainId}`);
        const provider = (await connector.getProvider()) as EIP1193Provider | undefined;
        if (!provider) throw new Error('The wallet is not available');
        return provider.request({ method, params } as Parameters<EIP1193Provider['request']>[0]);
      },
    });

  const chains = networks.map(chainOf) as [Chain, ...Chain[]];
  const config: Config = createConfig({
    chains,
    // No WalletConnect, Coinbase or MetaMask SDK: nothing third-party is loaded (CSP connect-src 'self').
    connectors: [injected()],
    multiInjectedProviderDiscovery: true,
    storage: createStorage({ key: STORAGE_KEY, storage: localStorage }),
    transports: Object.fromEntries(
      networks.map((n) => [n.chainId, n.rpcPath ? http(`${apiBase}${n.rpcPath}`) : throughWallet(n.chainId)]),
    ),
  });

  const nameOf = (connector: Connector | undefined): string | null =>
    connector && connector.id !== LEGACY_INJECTED_ID ? connector.name : null;

  const publish = () => {
    const c = getConnection(config);
    setWalletState(
      walletStateOf(
        { status: c.status, address: c.address, chainId: c.chainId, walletName: nameOf(c.connector) },
        chainConfig,
      ),
    );
  };
  publish();
  watchConnection(config, { onChange: publish });

  /** The connected account on a supported network, or the failure the app explains. */
  function connected(): { address: Address; chainId: number; connector: Connector; network: NetworkInfo } {
    const c = getConnection(config);
    if (c.status !== 'connected') throw new WalletError('notConnected');
    const network = networkOf(c.chainId);
    if (!network?.supported) throw new WalletError('unsupportedNetwork', { id: c.chainId });
    return { address: c.address, chainId: c.chainId, connector: c.connector, network };
  }

  const decimalsCache = new Map<string, Promise<number>>();
  const tokenDecimals = (chainId: number, token: Address): Promise<number> => {
    const key = `${chainId}:${token}`;
    let read = decimalsCache.get(key);
    if (!read) {
      read = readContract(config, { chainId, address: token, abi: erc20Abi, functionName: 'decimals' });
      read.catch(() => decimalsCache.delete(key));
      decimalsCache.set(key, read);
    }
    return read;
  };

  const tokenBalance = (chainId: number, token: Address, account: Address): Promise<bigint> =>
    readContract(config, { chainId, address: token, abi: erc20Abi, functionName: 'balanceOf', args: [account] });

  const nativeBalance = async (chainId: number, account: Address): Promise<bigint> =>
    (await getBalance(config, { chainId, address: account })).value;

  return {
    config,
    chainConfig,

    /** The wallets this browser offers; the legacy `window.ethereum` only when no EIP-6963 wallet is the same one. */
    async wallets(): Promise<WalletInfo[]> {
      const all = getConnectors(config);
      const announced = all.filter((c) => c.id !== LEGACY_INJECTED_ID);
      const list: WalletInfo[] = announced.map((c) => ({
        id: c.uid,
        name: c.name,
        icon: c.icon?.startsWith('data:image/') ? c.icon : null,
      }));
      const legacy = all.find((c) => c.id === LEGACY_INJECTED_ID);
      const legacyProvider = await legacy?.getProvider().catch(() => undefined);
      if (legacy && legacyProvider) {
        const providers = await Promise.all(announced.map((c) => c.getProvider().catch(() => undefined)));
        if (!providers.includes(legacyProvider)) list.push({ id: legacy.uid, name: null, icon: null });
      }
      return list;
    },

    async connect(walletId: string): Promise<void> {
      const connector = getConnectors(config).find((c) => c.uid === walletId);
      if (!connector) throw new Error(`no wallet ${walletId}`);
      const current = getConnection(config).connector;
      if (current && current.uid !== walletId) await disconnect(config, { connector: current });
      if (getConnection(config).status !== 'connected') await connect(config, { connector });
    },

    async disconnect(): Promise<void> {
      await disconnect(config);
    },

    /** Signs an EIP-4361 message for this site with the connected account (personal_sign). */
    async signProof({ nonce, expiresAt, statement }: ProofInput): Promise<WalletProof> {
      const { address, chainId, connector } = connected();
      const message = createSiweMessage({
        domain: window.location.host,
        uri: window.location.origin,
        version: '1',
        address,
        chainId,
        nonce,
        statement,
        issuedAt: new Date(),
        expirationTime: new Date(expiresAt),
      });
      const signature = await signMessage(config, { account: address, connector, message });
      return { address, chainId, message, signature };
    },

    /** docs/product.md §3 balances as exact decimal strings; '0' for a currency with no contract on this network. */
    async readBalances(chainId: number, account: string): Promise<Balances> {
      const balances = zeroBalances();
      const network = networkOf(chainId);
      if (!network) return balances;
      const owner = getAddress(account);
      await Promise.all(
        BALANCE_CURRENCIES.map(async (currency) => {
          if (currency === network.nativeCurrency.symbol) {
            balances[currency] = fromBaseUnits(await nativeBalance(chainId, owner), network.nativeCurrency.decimals);
            return;
          }
          const token = network.tokens.find((t) => t.symbol === currency);
          if (!token) return;
          const address = getAddress(token.address);
          const [units, decimals] = await Promise.all([
            tokenBalance(chainId, address, owner),
            tokenDecimals(chainId, address),
          ]);
          balances[currency] = fromBaseUnits(units, decimals);
        }),
      );
      return balances;
    },

    /** Calls `onBlock` on every new block of the network while subscribed. */
    watchBlocks(chainId: number, onBlock: () => void): () => void {
      if (!networkOf(chainId)) return () => undefined;
      return watchBlockNumber(config, { chainId, onBlockNumber: onBlock, onError: () => undefined });
    },

    /**
     * The connected account's balance of `currency` on `chainId` and the most a send of it to `to` can carry: a
     * token's whole balance; the native coin's less the gas of that send (estimated, else NATIVE_GAS_RESERVE).
     */
    async sendable({ chainId, to, currency }: SendableInput): Promise<Sendable> {
      const { address, network } = connected();
      if (network.chainId !== chainId) {
        throw new WalletError('wrongNetwork', { network: networkOf(chainId)?.name ?? String(chainId) });
      }
      if (currency !== network.nativeCurrency.symbol) {
        const token = network.tokens.find((t) => t.symbol === currency);
        if (!token) throw new WalletError('noToken', { coin: currency });
        const tokenAddress = getAddress(token.address);
        const [units, decimals] = await Promise.all([
          tokenBalance(chainId, tokenAddress, address),
          tokenDecimals(chainId, tokenAddress),
        ]);
        const balance = fromBaseUnits(units, decimals);
        return { balance, max: balance };
      }
      const { decimals } = network.nativeCurrency;
      const units = await nativeBalance(chainId, address);
      const reserve = await Promise.all([
        estimateGas(config, { chainId, account: address, to: getAddress(to), value: 1n }),
        getGasPrice(config, { chainId }),
      ]).then(
        ([gas, price]) => gas * price * GAS_FEE_HEADROOM,
        () => toBaseUnits(NATIVE_GAS_RESERVE, decimals),
      );
      return {
        balance: fromBaseUnits(units, decimals),
        max: fromBaseUnits(units > reserve ? units - reserve : 0n, decimals),
      };
    },

    /**
     * Pays `amount` of `currency` to `to` on `chainId`: an ERC-20 `transfer` (gas
     * estimated first) or a native send. Checks, before asking the wallet anything:
     * connected, on a supported network, on the payment's network, enough balance.
     */
    async send({ chainId, to, currency, amount }: SendInput): Promise<string> {
      const { address, network } = connected();
      if (network.chainId !== chainId) {
        throw new WalletError('wrongNetwork', { network: networkOf(chainId)?.name ?? String(chainId) });
      }
      const recipient = getAddress(to);
      const native = currency === network.nativeCurrency.symbol;
      const token = native ? undefined : network.tokens.find((t) => t.symbol === currency);
      if (!native && !token) throw new WalletError('noToken', { coin: currency });
      const tokenAddress = token ? getAddress(token.address) : undefined;

      // The token's own decimals, read on-chain (not the configured ones) decide the base units.
      const decimals = tokenAddress
        ? await readContract(config, { chainId, address: tokenAddress, abi: erc20Abi, functionName: 'decimals' })
        : network.nativeCurrency.decimals;
      let value: bigint;
      try {
        value = toBaseUnits(amount, decimals);
      } catch (error) {
        if (error instanceof AmountFormatError) throw new WalletError('invalidAmount');
        throw error;
      }
      if (value <= 0n) throw new WalletError('invalidAmount');

      const balance = tokenAddress
        ? await tokenBalance(chainId, tokenAddress, address)
        : await nativeBalance(chainId, address);
      if (balance < value) throw new WalletError('notEnoughMoney', { coin: currency });

      if (!tokenAddress) return sendTransaction(config, { chainId, account: address, to: recipient, value });
      const gas = await estimateGas(config, {
        chainId,
        account: address,
        to: tokenAddress,
        data: encodeFunctionData({ abi: erc20Abi, functionName: 'transfer', args: [recipient, value] }),
      });
      return writeContract(config, {
        chainId,
        account: address,
        address: tokenAddress,
        abi: erc20Abi,
        functionName: 'transfer',
        args: [recipient, value],
        gas,
      });
    },
  };
}
