/**
 * Each pool's hot wallet per supported network and payout currency: its balance on the chain against the payouts
 * queued for it (approved, or sent and not yet seen in a block), for the console's overview and the shortfall
 * alert (decision 70). A node that cannot be read in time gives an unknown balance, never zero.
 */
import { ALL_POOLS, type AnyPool, DEPOSIT_CURRENCIES, type DepositCurrency } from '@yc/contract';
import { TOKEN_DECIMALS } from '@yc/contract/pools';
import { sql } from 'kysely';
import { erc20Abi, getAddress } from 'viem';
import type { Config } from '../../config.ts';
import type { Executor } from '../../db/database.ts';
import type { ChainService } from '../chain/chain-service.ts';
import { acceptedPairs } from '../pools/accepted-currencies.ts';
import { hotWalletAccount, hotWalletKey, type PayoutAsset, payoutAsset, toChainUnits } from './hot-wallets.ts';

/** A balance read waits at most this long: the overview answers without a dead node. */
const BALANCE_TIMEOUT_MS = 3000;

export interface HotWalletCoverage {
  pool: AnyPool;
  chainId: number;
  currency: string;
  address: string;
  /** The token contract's (or the native coin's) decimals on this network: balance and queued are in its units. */
  decimals: number;
  /** Null: the node could not be read. */
  balance: bigint | null;
  queued: bigint;
  queuedCount: number;
  /** Null when the balance is unknown. */
  covered: boolean | null;
}

export interface CoverageDeps {
  db: Executor;
  config: Config;
  chain: ChainService;
}

async function balanceOf(deps: CoverageDeps, chainId: number, asset: PayoutAsset, holder: string) {
  const client = deps.chain.client(chainId);
  if (!client) return null;
  const address = getAddress(holder);
  const read =
    asset.kind === 'native'
      ? client.getBalance({ address })
      : client.readContract({ address: asset.address, abi: erc20Abi, functionName: 'balanceOf', args: [address] });
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<null>((resolve) => {
    timer = setTimeout(() => resolve(null), BALANCE_TIMEOUT_MS);
  });
  try {
    return await Promise.race([read.catch(() => null), timeout]);
  } finally {
    clearTimeout(timer);
  }
}

export async function hotWalletCoverage(deps: CoverageDeps): Promise<HotWalletCoverage[]> {
  const { db, config, chain } = deps;
  // The payout worker's queue: the withdrawals_status index serves both statuses.
  const queue = await db
    .selectFrom('withdrawals')
    .select([
      'pool',
      'chain_id',
      'currency',
      sql<string>`sum(amount - fee)::text`.as('net'),
      sql<number>`count(*)::int`.as('n'),
    ])
    .where((eb) =>
      eb.or([eb('status', '=', 'approved'), eb.and([eb('status', '=', 'sent'), eb('confirmations', '=', 0)])]),
    )
    .groupBy(['pool', 'chain_id', 'currency'])
    .execute();
  const queued = new Map(queue.map((q) => [`${q.pool}:${q.chain_id}:${q.currency}`, q]));
  const accepted = await acceptedPairs(db);
  const wallets: Array<Omit<HotWalletCoverage, 'balance' | 'covered'> & { asset: PayoutAsset }> = [];
  for (const chainId of config.chain.supportedChainIds) {
    const network = chain.network(chainId);
    for (const pool of ALL_POOLS) {
      const key = hotWalletKey(config, chain, pool, chainId);
      if (!key) continue;
      const address = hotWalletAccount(key, pool).address.toLowerCase();
      // The currencies the pool accepts, and any other one a queued payout of it is in.
      const acceptedHere = DEPOSIT_CURRENCIES.filter((c) => accepted.has(`${pool}:${c}`));
      const queuedHere = queue.filter((q) => q.pool === pool && q.chain_id === chainId).map((q) => q.currency);
      for (const currency of new Set<string>([...acceptedHere, ...queuedHere])) {
        const asset = payoutAsset(network, currency);
        if (!asset) continue;
        const q = queued.get(`${pool}:${chainId}:${currency}`);
        const net = toChainUnits(BigInt(q?.net ?? 0), TOKEN_DECIMALS[currency as DepositCurrency], asset.decimals);
        wallets.push({
          pool,
          chainId,
          currency,
          address,
          decimals: asset.decimals,
          queued: net,
          queuedCount: q?.n ?? 0,
          asset,
        });
      }
    }
  }
  return Promise.all(
    wallets.map(async ({ asset, ...w }) => {
      const balance = await balanceOf(deps, w.chainId, asset, w.address);
      return { ...w, balance, covered: balance === null ? null : balance >= w.queued };
    }),
  );
}
