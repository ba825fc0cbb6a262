/**
 * A browser wallet for component tests: an EIP-1193 provider announced through
 * EIP-6963, so the real wagmi injected connector discovers and drives it. It holds
 * accounts, a chain, native and ERC-20 balances, and records every request.
 * (Hand-written ABI encoding: tests outside lib/web3 may not import viem.)
 */
import { endSession } from '../lib/session.ts';
import { disconnectWallet, getWalletState, listWallets, loadWallet } from '../lib/web3/index.ts';

type Params = readonly unknown[] | undefined;
type Handler = (params: Params) => unknown;

export interface MockWalletOptions {
  name?: string;
  rdns?: string;
  accounts?: string[];
  chainId?: number;
  /** Also expose the provider as `window.ethereum`, as most extensions do. */
  legacy?: boolean;
}

const SELECTORS = { balanceOf: '0x70a08231', decimals: '0x313ce567', symbol: '0x95d89b41', transfer: '0xa9059cbb' };

const word = (n: bigint | number) => BigInt(n).toString(16).padStart(64, '0');
const hex = (n: bigint | number) => `0x${BigInt(n).toString(16)}`;

export class RpcError extends Error {
  constructor(
    readonly code: number,
    message: string,
  ) {
    super(message);
  }
}

export class MockWallet {
  accounts: string[];
  chainId: number;
  /** Native balance per lower-case account, in wei. */
  native = new Map<string, bigint>();
  /** Token contracts by lower-case address. */
  tokens = new Map<string, { decimals: number; balances: Map<string, bigint> }>();
  /** Every request, in order. */
  requests: Array<{ method: string; params: Params }> = [];
  /** Replace the answer to a method, e.g. to make personal_sign fail. */
  overrides: Partial<Record<string, Handler>> = {};
  readonly info: { uuid: string; name: string; icon: string; rdns: string };
  private readonly listeners = new Map<string, Set<(...args: unknown[]) => void>>();
  /** Hashes of the transactions sent, in order. */
  hashes: string[] = [];
  private authorized = false;
  readonly provider: {
    request: (args: { method: string; params?: Params }) => Promise<unknown>;
    on: (event: string, listener: (...args: unknown[]) => void) => void;
    removeListener: (event: string, listener: (...args: unknown[]) => void) => void;
  };

  constructor(options: MockWalletOptions = {}) {
    this.accounts = options.accounts ?? ['0x70997970C51812dc3A010C7d01b50e0d17dc79C8'];
    this.chainId = options.chainId ?? 31337;
    this.info = {
      uuid: crypto.randomUUID(),
      name: options.name ?? 'Test Wallet',
      icon: 'data:image/svg+xml,%3Csvg xmlns="http://www.w3.org/2000/svg"/%3E',
      rdns: options.rdns ?? 'org.example.testwallet',
    };
    this.provider = {
      request: async ({ method, params }) => {
        this.requests.push({ method, params });
        const override = this.overrides[method];
        return override ? override(params) : this.answer(method, params);
      },
      on: (event, listener) => {
        if (!this.listeners.has(event)) this.listeners.set(event, new Set());
        this.listeners.get(event)?.add(listener);
      },
      removeListener: (event, listener) => this.listeners.get(event)?.delete(listener),
    };
    if (options.legacy) (window as unknown as { ethereum: unknown }).ethereum = this.provider;
  }

  /** Announces the wallet now and whenever a dapp asks (EIP-6963). */
  announce(): this {
    const send = () =>
      window.dispatchEvent(
        new CustomEvent('eip6963:announceProvider', {
          detail: Object.freeze({ info: this.info, provider: this.provider }),
        }),
      );
    window.addEventListener('eip6963:requestProvider', send);
    send();
    return this;
  }

  setToken(address: string, decimals: number, balances: Record<string, bigint> = {}): this {
    this.tokens.set(address.toLowerCase(), {
      decimals,
      balances: new Map(Object.entries(balances).map(([a, v]) => [a.toLowerCase(), v])),
    });
    return this;
  }

  setNative(account: string, wei: bigint): this {
    this.native.set(account.toLowerCase(), wei);
    return this;
  }

  switchAccount(account: string): void {
    this.accounts = [account];
    this.emit('accountsChanged', this.accounts);
  }

  switchChain(chainId: number): void {
    this.chainId = chainId;
    this.emit('chainChanged', hex(chainId));
  }

  calls(method: string): Params[] {
    return this.requests.filter((r) => r.method === method).map((r) => r.params);
  }

  private emit(event: string, ...args: unknown[]) {
    for (const l of this.listeners.get(event) ?? []) l(...args);
  }

  private answer(method: string, params: Params): unknown {
    switch (method) {
      case 'eth_requestAccounts':
        this.authorized = true;
        return this.accounts;
      case 'eth_accounts':
        return this.authorized ? this.accounts : [];
      case 'eth_chainId':
        return hex(this.chainId);
      case 'wallet_requestPermissions':
        throw new RpcError(4200, 'Unsupported method');
      case 'wallet_revokePermissions':
        this.authorized = false;
        return null;
      case 'personal_sign':
        return `0x${'ab'.repeat(65)}`;
      case 'eth_blockNumber':
        return '0x10';
      case 'eth_getBalance':
        return hex(this.native.get(String(params?.[0]).toLowerCase()) ?? 0n);
      case 'eth_estimateGas':
        return hex(51_234);
      case 'eth_call':
        return this.call(params?.[0] as { to: string; data: string });
      case 'eth_sendTransaction': {
        const hash = `0x${(this.hashes.length + 1).toString(16).padStart(64, '0')}`;
        this.hashes.push(hash);
        return hash;
      }
      default:
        throw new RpcError(4200, `The test wallet does not support ${method}`);
    }
  }

  private call({ to, data }: { to: string; data: string }): string {
    const token = this.tokens.get(to.toLowerCase());
    if (!token) return '0x';
    const selector = data.slice(0, 10);
    if (selector === SELECTORS.decimals) return `0x${word(token.decimals)}`;
    if (selector === SELECTORS.balanceOf) {
      const owner = `0x${data.slice(-40)}`.toLowerCase();
      return `0x${word(token.balances.get(owner) ?? 0n)}`;
    }
    throw new RpcError(-32000, `execution reverted: selector ${selector}`);
  }
}

/** Decodes the ERC-20 `transfer(to, amount)` call data of a sent transaction. */
export function decodeTransfer(data: string): { to: string; amount: bigint } | null {
  if (!data.startsWith(SELECTORS.transfer)) return null;
  const args = data.slice(10);
  return { to: `0x${args.slice(24, 64)}`, amount: BigInt(`0x${args.slice(64, 128)}`) };
}

/** Connects the first wallet the browser offers, as a click on "Connect wallet" would. */
export async function connectTestWallet(): Promise<void> {
  const [first] = await listWallets();
  if (!first) throw new Error('no wallet announced');
  await (await loadWallet()).connect(first.id);
  if (!getWalletState().account) throw new Error('the wallet did not connect');
}

/** Between tests: no session, no connected wallet, the default chain, no recorded requests or overrides. */
export async function resetWalletTest(mock: MockWallet): Promise<void> {
  endSession();
  await disconnectWallet();
  mock.chainId = 31337;
  mock.requests = [];
  mock.overrides = {};
}
