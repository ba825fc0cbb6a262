/**
 * Pools, deposit and withdrawal tests: sample answers of the pools and ledger endpoints, and a fetch stub that
 * also keeps each call's URL and headers (to check the query and the Idempotency-Key). The query cache is
 * emptied after each test.
 */
import type { DepositClaim, Withdrawal } from '@yc/contract/ledger';
import type { CurrenciesResponse, PoolData, PoolGraphResponse, PoolStrategyResponse } from '@yc/contract/pools';
import { afterEach, beforeAll } from 'vitest';
import { queryClient } from '../lib/react-query.ts';
import { chainConfig, DEV_CHAIN_ID, devTokens } from './chain.ts';
import { stubFetch } from './render.tsx';

/** Checksummed anvil accounts: a pool's deposit addresses and contracts. */
export const addresses = {
  usdtDeposit: '0x90F79bf6EB2c4f870365E785982E1f101E93b906',
  usdcDeposit: '0x15d34AAf54267DB7D7c367839AAf71A00a2C6A65',
  strategy: '0x9965507D1a55bcC2695C58ba16FB37d819B0A4dc',
  vault: '0x976EA74026E726554dB657fA54763abd0C3a0aa9',
  token: '0x14dC79964da2C08b23698B3D3cc7Ca32193d9955',
  linkedWallet: '0x70997970C51812dc3A010C7d01b50e0d17dc79C8',
} as const;

export const poolData: PoolData = {
  name: 'stable',
  fiat: 'usd',
  chainId: DEV_CHAIN_ID,
  apy: '12.5',
  tvl: '1234567.891',
  dailyRewards: '42.5',
  strategyAddress: addresses.strategy,
  vaultAddress: addresses.vault,
  depositFee: '0.5',
  withdrawalFee: '0.3',
  supply: '1000000.000000000000000001',
  price: '1.0234',
  tokenContract: addresses.token,
  website: 'https://stable.example.com/',
  assets: [
    { token: 'USDT', weight: '62.5', balance: '771604.9318750001', value: '771604.93' },
    { token: 'USDC', weight: '37.5', balance: '462962.959125', value: '462962.96' },
  ],
  addresses: { USDT: addresses.usdtDeposit, USDC: addresses.usdcDeposit },
  estimate: { USDT: '1.0001', USDC: '0.9998' },
  position: { shares: '100.123456789012345678', value: '102.47', deposited: '100', earned: '2.47' },
  depositsOpen: true,
  minDepositUsd: '0',
  minDeposit: {},
  withdrawalsPaused: null,
  priceStale: false,
  pricesUpdatedAt: '2026-11-01T10:00:00.000Z',
};

export const strategy: PoolStrategyResponse = {
  pool: 'stable',
  name: 'Stablecoin lending',
  description: 'Lends stablecoins on money markets.',
  chainId: DEV_CHAIN_ID,
  strategyAddress: addresses.strategy,
  vaultAddress: addresses.vault,
  tokenContract: addresses.token,
  website: 'https://stable.example.com/',
  depositFee: '0.5',
  withdrawalFee: '0.3',
  risks: ['Smart contract risk', 'Stablecoin depeg'],
};

export const graphOf = (range: PoolGraphResponse['range']): PoolGraphResponse => ({
  pool: 'stable',
  range,
  fiat: 'usd',
  points: [
    { date: '2026-10-30', apy: '12.1', tvl: '1200000', pricePerShare: '1.0231' },
    { date: '2026-10-31', apy: '12.5', tvl: '1234567.891', pricePerShare: '1.0234' },
  ],
});

const currency = (
  label: CurrenciesResponse['items'][number]['label'],
  decimals: number,
  toFiat: string,
  address: string | null,
) => ({
  label,
  decimals,
  native: label === 'ETH',
  toFiat,
  addresses: { [String(DEV_CHAIN_ID)]: address },
  deposit: true,
  balance: true,
});

export const currencies: CurrenciesResponse = {
  fiat: 'usd',
  items: [
    currency('USDT', devTokens.USDT.decimals, '1.0001', devTokens.USDT.address),
    currency('USDC', devTokens.USDC.decimals, '0.9998', devTokens.USDC.address),
    currency('ETH', 18, '3012.5', null),
  ],
  priceStale: false,
  pricesUpdatedAt: '2026-11-01T10:00:00.000Z',
};

export const depositClaim = (over: Partial<DepositClaim> = {}): DepositClaim => ({
  id: '0b9b7b8e-2f59-4d8e-9d5c-6a1f3f0c2a11',
  pool: 'stable',
  currency: 'USDT',
  chainId: DEV_CHAIN_ID,
  transaction: `0x${'1'.padStart(64, '0')}`,
  status: 'pending',
  confirmations: 0,
  requiredConfirmations: 3,
  claimedAmount: '12.345679',
  amount: null,
  fee: null,
  rejectReason: null,
  createdAt: '2026-11-01T10:00:00.000Z',
  creditedAt: null,
  ...over,
});

export const withdrawal = (over: Partial<Withdrawal> = {}): Withdrawal => ({
  id: '5d0f3c52-7a8e-4c1b-9f0a-3e2d1c4b5a69',
  pool: 'stable',
  currency: 'USDT',
  chainId: DEV_CHAIN_ID,
  amount: '10',
  fee: '0.03',
  netAmount: '9.97',
  destination: addresses.linkedWallet,
  status: 'requested',
  needsApproval: false,
  txHash: null,
  confirmations: 0,
  requiredConfirmations: 3,
  reason: null,
  createdAt: '2026-11-01T10:00:00.000Z',
  updatedAt: '2026-11-01T10:00:00.000Z',
  ...over,
});

type Answer = (body: unknown, url: URL) => { status?: number; json: unknown };

export interface Call {
  key: string;
  url: URL;
  body: unknown;
  headers: Headers;
}

/**
 * Answers by "METHOD path" as stubFetch does (the chain config and currencies answered unless overridden) and
 * records every call with its URL and headers.
 */
export function stubPoolsApi(answers: Record<string, Answer>): Call[] {
  const calls: Call[] = [];
  let current: { url: URL; headers: Headers } = { url: new URL('http://localhost/'), headers: new Headers() };
  const all: Record<string, Answer> = {
    'GET /api/v1/chain/config': () => ({ json: chainConfig }),
    'GET /api/v1/currencies': () => ({ json: currencies }),
    ...answers,
  };
  stubFetch(Object.fromEntries(Object.entries(all).map(([key, answer]) => [key, (body) => answer(body, current.url)])));
  const answered = globalThis.fetch;
  globalThis.fetch = ((input: RequestInfo | URL, init?: RequestInit) => {
    const url = new URL(String(input), 'http://localhost');
    current = { url, headers: new Headers(init?.headers) };
    const body = typeof init?.body === 'string' ? JSON.parse(init.body) : init?.body;
    calls.push({ key: `${init?.method ?? 'GET'} ${url.pathname}`, url, body, headers: current.headers });
    return answered(input, init);
  }) as typeof fetch;
  return calls;
}

/** The app's retry policy stays, without its waits; no answer leaks from one test into the next. */
export function cleanQueryCacheEachTest(): void {
  beforeAll(() => {
    const defaults = queryClient.getDefaultOptions();
    queryClient.setDefaultOptions({ ...defaults, queries: { ...defaults.queries, retryDelay: 0 } });
  });
  afterEach(() => queryClient.clear());
}
