/**
 * A browser wallet for the e2e tests: an EIP-1193 provider announced through EIP-6963 in
 * the page, whose requests run here in Node — signing with anvil keys and forwarding the
 * rest to anvil — so the app's real wagmi injected connector does the work (decision F7).
 */
import type { Page } from 'playwright-core';
import { type Address, createWalletClient, type Hex, http, numberToHex, toHex } from 'viem';
import { mnemonicToAccount } from 'viem/accounts';
import type { App } from './app.ts';

/** Anvil's well-known test mnemonic: public keys for a local chain only. */
const ANVIL_MNEMONIC = 'test test test test test test test test test test test junk';

/** The chain id of the anvil dev chain the server starts in development. */
export const DEV_CHAIN_ID = 31337;

/** The RPC address of the dev chain the server started, as it printed it. */
export function devChainUrl(app: App): string {
  const dev = /Dev chain: (\S+)/.exec(app.server.output());
  if (!dev?.[1]) throw new Error(`the server printed no dev chain:\n${app.server.output()}`);
  return dev[1];
}

export interface DevToken {
  symbol: string;
  address: Address;
  decimals: number;
}

/** The dev chain's tokens, as the server's chain config lists them. */
export async function devChainTokens(app: App): Promise<DevToken[]> {
  const config = (await (await fetch(app.url('/api/v1/chain/config'))).json()) as {
    networks: { chainId: number; tokens: DevToken[] }[];
  };
  return config.networks.find((n) => n.chainId === DEV_CHAIN_ID)?.tokens ?? [];
}

export interface WalletCall {
  method: string;
  params: unknown[];
}

export interface InjectedWallet {
  /** Every request the page made, in order. */
  calls: WalletCall[];
  address(): Address;
  /** Uses anvil account `index` and tells the page, as a wallet does when the user switches. */
  switchAccount(index: number): Promise<void>;
  /** Moves the wallet to another chain id (anvil keeps serving reads), as a user switching networks does. */
  switchChain(chainId: number): Promise<void>;
}

interface Options {
  rpcUrl: string;
  /** The dev chain's unless given. */
  chainId?: number;
  /** Anvil account index; 4 and up are free of the dev seed's demo wallets. */
  account?: number;
  name?: string;
}

const ICON =
  'data:image/svg+xml;base64,' +
  Buffer.from(
    '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 32 32"><circle cx="16" cy="16" r="16" fill="#7048e8"/></svg>',
  ).toString('base64');

class RpcError extends Error {
  constructor(
    readonly code: number,
    message: string,
  ) {
    super(message);
  }
}

/** Runs in the page before any of its scripts. */
function pageProvider(info: { uuid: string; name: string; icon: string; rdns: string }) {
  const listeners = new Map<string, Set<(payload: unknown) => void>>();
  const w = window as unknown as {
    __e2eWalletRequest(
      method: string,
      params: unknown[],
    ): Promise<{ result?: unknown; error?: { code: number; message: string } }>;
    __e2eWalletEmit(event: string, payload: unknown): void;
  };
  const provider = {
    async request({ method, params }: { method: string; params?: unknown[] }) {
      const answer = await w.__e2eWalletRequest(method, params ?? []);
      if (answer.error) throw Object.assign(new Error(answer.error.message), { code: answer.error.code });
      return answer.result;
    },
    on(event: string, fn: (payload: unknown) => void) {
      if (!listeners.has(event)) listeners.set(event, new Set());
      listeners.get(event)?.add(fn);
      return provider;
    },
    removeListener(event: string, fn: (payload: unknown) => void) {
      listeners.get(event)?.delete(fn);
      return provider;
    },
  };
  w.__e2eWalletEmit = (event, payload) => {
    for (const fn of listeners.get(event) ?? []) fn(payload);
  };
  const announce = () =>
    window.dispatchEvent(new CustomEvent('eip6963:announceProvider', { detail: Object.freeze({ info, provider }) }));
  window.addEventListener('eip6963:requestProvider', announce);
  announce();
}

export async function injectWallet(page: Page, options: Options): Promise<InjectedWallet> {
  let index = options.account ?? 4;
  // The chain the wallet knows and sends on; `switchChain` may move it elsewhere, as a user can.
  const knownChain = options.chainId ?? DEV_CHAIN_ID;
  let chainId = knownChain;
  let authorised = false;
  const calls: WalletCall[] = [];
  const account = () => mnemonicToAccount(ANVIL_MNEMONIC, { addressIndex: index });
  const wallet = () => createWalletClient({ account: account(), transport: http(options.rpcUrl) });

  async function forward(method: string, params: unknown[]): Promise<unknown> {
    const res = await fetch(options.rpcUrl, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ jsonrpc: '2.0', id: 1, method, params }),
    });
    const body = (await res.json()) as { result?: unknown; error?: { code: number; message: string } };
    if (body.error) throw new RpcError(body.error.code, body.error.message);
    return body.result;
  }

  async function handle(method: string, params: unknown[]): Promise<unknown> {
    switch (method) {
      case 'eth_requestAccounts':
      case 'wallet_requestPermissions':
        authorised = true;
        return method === 'eth_requestAccounts' ? [account().address] : [{ parentCapability: 'eth_accounts' }];
      case 'eth_accounts':
        return authorised ? [account().address] : [];
      case 'wallet_getPermissions':
        return authorised ? [{ parentCapability: 'eth_accounts' }] : [];
      case 'wallet_revokePermissions':
        authorised = false;
        return null;
      case 'eth_chainId':
        return numberToHex(chainId);
      case 'net_version':
        return String(chainId);
      case 'wallet_switchEthereumChain': {
        const target = Number((params[0] as { chainId: string }).chainId);
        if (target !== knownChain) throw new RpcError(4902, `Unrecognized chain ID ${target}`);
        chainId = target;
        await page.evaluate(
          (id) =>
            (window as never as { __e2eWalletEmit: (e: string, p: unknown) => void }).__e2eWalletEmit(
              'chainChanged',
              id,
            ),
          numberToHex(chainId),
        );
        return null;
      }
      case 'personal_sign': {
        const [message, from] = params as [Hex, Address];
        if (from.toLowerCase() !== account().address.toLowerCase()) throw new RpcError(4100, 'Unknown account');
        return account().signMessage({ message: { raw: message } });
      }
      case 'eth_sendTransaction': {
        if (chainId !== knownChain) throw new RpcError(4901, 'The wallet is on another chain');
        const [tx] = params as [{ from: Address; to: Address; data?: Hex; value?: Hex; gas?: Hex }];
        if (tx.from.toLowerCase() !== account().address.toLowerCase()) throw new RpcError(4100, 'Unknown account');
        return wallet().sendTransaction({
          chain: null,
          to: tx.to,
          data: tx.data,
          value: tx.value ? BigInt(tx.value) : undefined,
          gas: tx.gas ? BigInt(tx.gas) : undefined,
        });
      }
      case 'eth_sign':
      case 'eth_signTypedData':
      case 'eth_signTypedData_v3':
      case 'eth_signTypedData_v4':
      case 'eth_signTransaction':
        throw new RpcError(4200, `${method} is refused by the test wallet`);
      default:
        return forward(method, params);
    }
  }

  await page.exposeFunction('__e2eWalletRequest', async (method: string, params: unknown[]) => {
    calls.push({ method, params });
    try {
      return { result: await handle(method, params) };
    } catch (err) {
      const code = err instanceof RpcError ? err.code : -32603;
      return { error: { code, message: (err as Error).message } };
    }
  });
  await page.addInitScript(pageProvider, {
    uuid: '6f1c6a38-3a54-4a1b-9d2b-e2e000000001',
    name: options.name ?? 'E2E Wallet',
    icon: ICON,
    rdns: 'test.e2e.wallet',
  });

  const emit = (event: string, payload: unknown) =>
    page.evaluate(
      ([e, p]) => (window as never as { __e2eWalletEmit: (e: string, p: unknown) => void }).__e2eWalletEmit(e, p),
      [event, payload] as const,
    );

  return {
    calls,
    address: () => account().address,
    async switchAccount(next) {
      index = next;
      await emit('accountsChanged', [account().address]);
    },
    async switchChain(next) {
      chainId = next;
      await emit('chainChanged', toHex(next));
    },
  };
}
