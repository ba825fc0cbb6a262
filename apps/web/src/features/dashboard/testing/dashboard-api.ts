/** Dashboard tests: API answers of a signed-in investor, fetch answered per path with every URL kept. */
import { ALL_POOLS, type AnyPool } from '@yc/contract/constants';
import type { Transaction, TransactionsResponse } from '@yc/contract/ledger';
import type { PoolData, YieldResponse } from '@yc/contract/pools';
import { afterAll, afterEach, beforeAll } from 'vitest';
import { queryClient } from '../../../lib/react-query.ts';

const ADDRESS = `0x${'1'.repeat(40)}`;
export const APY: Record<AnyPool, string> = { stable: '10', coin: '8.5', dex: '12', strategy: '6.25' };

export const yieldFigures = (over: Partial<YieldResponse> = {}): YieldResponse => ({
  fiat: 'usd',
  pools: ALL_POOLS.map((pool) => ({ pool, dailyRewards: '0.26', earned: '12.5', claimable: '0', apy: APY[pool] })),
  total: { dailyRewards: '1.04', earned: '50', claimable: '3.2', apy: '9.1' },
  capeToken: { price: '0.125', marketCap: '1250000', circulatingSupply: '10000000' },
  spoolPrice: '1.5',
  priceStale: false,
  pricesUpdatedAt: '2026-11-01T10:00:00.000Z',
  ...over,
});

export const poolData = (pool: AnyPool, position: Partial<PoolData['position']> = {}): PoolData => ({
  name: pool,
  fiat: 'usd',
  chainId: 1,
  apy: APY[pool],
  tvl: '2500000.5',
  dailyRewards: '650',
  strategyAddress: ADDRESS,
  vaultAddress: ADDRESS,
  depositFee: '0.5',
  withdrawalFee: '0.5',
  supply: '1000',
  price: '1.02',
  tokenContract: ADDRESS,
  website: null,
  assets: [],
  addresses: {},
  estimate: {},
  position: { shares: '1000', value: '1020.25', deposited: '1000', earned: '20.25', ...position },
  depositsOpen: true,
  minDepositUsd: '0',
  minDeposit: {},
  withdrawalsPaused: null,
  priceStale: false,
  pricesUpdatedAt: '2026-11-01T10:00:00.000Z',
});

export const NO_POSITION = { shares: '0', value: '0', deposited: '0', earned: '0' };

export const transaction = (n: number, over: Partial<Transaction> = {}): Transaction => ({
  id: `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`,
  type: 'deposit',
  pool: 'stable',
  currency: 'USDT',
  amount: '1000.000000000000000001',
  fee: '1',
  netAmount: '999.000000000000000001',
  fiatValue: '999',
  status: 'completed',
  txHash: `0x${'ab'.repeat(31)}${String(n).padStart(2, '0')}`,
  createdAt: '2026-10-31T23:30:00.000Z',
  ...over,
});

export const page = (items: Transaction[], total = items.length, pageSize = 10): TransactionsResponse => ({
  items,
  page: 1,
  pageSize,
  total,
});

type Answer = (url: URL) => { status?: number; json?: unknown; text?: string; type?: string };

/** Answers GETs by path; the answer sees the URL, query included. Unknown calls fail loudly. */
export function stubDashboardApi(answers: Record<string, Answer>) {
  const urls: URL[] = [];
  globalThis.fetch = (async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = new URL(String(input), 'http://localhost');
    urls.push(url);
    const answer = answers[`${init?.method ?? 'GET'} ${url.pathname}`];
    if (!answer) throw new Error(`unexpected call ${url.pathname}`);
    const { status = 200, json, text, type = 'application/json' } = answer(url);
    return new Response(text ?? JSON.stringify(json), { status, headers: { 'content-type': type } });
  }) as typeof fetch;
  const queries = (path: string) =>
    urls.filter((u) => u.pathname === path).map((u) => Object.fromEntries(u.searchParams));
  return { urls, queries };
}

/** Every pool answered with the same position (a new investor's zeros, or a holder's figures). */
export const poolAnswers = (position: Partial<PoolData['position']> = {}): Record<string, Answer> =>
  Object.fromEntries(
    ALL_POOLS.map((pool) => [`GET /api/v1/dashboard/pools/${pool}`, () => ({ json: poolData(pool, position) })]),
  );

/** The app's retry policy stays, without its waits; no answer leaks from one test into the next. */
export function cleanQueryCacheEachTest() {
  beforeAll(() => {
    const defaults = queryClient.getDefaultOptions();
    queryClient.setDefaultOptions({ ...defaults, queries: { ...defaults.queries, retryDelay: 0 } });
  });
  afterEach(() => queryClient.clear());
}

/** IntersectionObserver that reports every observed element as visible at once (happy-dom's never reports). */
export function everythingVisible() {
  const real = globalThis.IntersectionObserver;
  beforeAll(() => {
    globalThis.IntersectionObserver = class {
      constructor(private readonly callback: IntersectionObserverCallback) {}
      observe(target: Element) {
        this.callback([{ isIntersecting: true, target } as IntersectionObserverEntry], this as never);
      }
      unobserve() {}
      disconnect() {}
      takeRecords() {
        return [];
      }
    } as unknown as typeof IntersectionObserver;
  });
  afterAll(() => {
    globalThis.IntersectionObserver = real;
  });
}
