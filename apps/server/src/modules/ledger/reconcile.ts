/**
 * Reconciliation (docs/decisions.md 29, 53; `npm run reconcile`): the ledger invariants, ledger totals per pool asset against
 * the positions, and — where a node is configured for a pool's network — the custody the ledger expects against
 * what the pool's deposit addresses hold on-chain. A shortfall on-chain is a mismatch; a surplus is reported
 * (transfers nobody reported yet, or strategy income not booked). In dev mode that includes the dev chain.
 */
import { existsSync } from 'node:fs';
import path from 'node:path';
import { NATIVE_CURRENCY } from '@yc/contract';
import { fromBaseUnits, rescaleUnits } from '@yc/contract/amounts';
import { RAY } from '@yc/contract/fixed-point';
import { type Address, createPublicClient, erc20Abi, getAddress, http } from 'viem';
import type { Config } from '../../config.ts';
import type { Engine, Executor } from '../../db/database.ts';
import { type AnvilNode, startAnvil } from '../chain/anvil.ts';
import { ChainService } from '../chain/chain-service.ts';
import { DEMO_WALLETS, DEV_WALLET_ACCOUNT } from '../chain/dev-accounts.ts';
import { devTokenDefinitions } from '../chain/dev-deploy.ts';
import { checkLedger, poolAssetTotals } from './invariants.ts';

export interface ReconcileNodes {
  chain: ChainService;
  /** What could not be reached, said plainly (the pool lines then say "not checked"). */
  notes: string[];
  close(): Promise<void>;
}

/** True when a node of that chain answers at `url`. */
async function answersChain(url: string, chainId: number): Promise<boolean> {
  const client = createPublicClient({ transport: http(url, { timeout: 2000, retryCount: 0 }) });
  return client.getChainId().then(
    (id) => id === chainId,
    () => false,
  );
}

/**
 * The nodes `npm run reconcile` reads: every CHAIN_RPC_URL_<id> and, in dev mode, the dev chain — the node at
 * CHAIN_RPC_URL_31337, else the running server's anvil on ANVIL_PORT, else (on PGlite, whose files this process
 * holds, so no server is running) the dev chain loaded from DATA_DIR/anvil-state.json on a free port for the check.
 */
export async function reconcileNodes(config: Config, engine: Engine): Promise<ReconcileNodes> {
  const settings = config.chain;
  const notes: string[] = [];
  const dev = settings.devChain;
  let node: AnvilNode | null = null;
  let rpcUrl: string | undefined;
  if (dev) {
    rpcUrl = settings.rpcUrls.get(dev.chainId);
    if (!rpcUrl && dev.anvilPort) {
      const running = `http://127.0.0.1:${dev.anvilPort}`;
      if (await answersChain(running, dev.chainId)) rpcUrl = running;
    }
    const statePath = path.join(config.dataDir, 'anvil-state.json');
    if (!rpcUrl && dev.anvilPort !== null && engine === 'pglite' && existsSync(statePath)) {
      try {
        node = await startAnvil({ port: 0, statePath, chainId: dev.chainId });
        rpcUrl = node.url;
      } catch (err) {
        notes.push(`the dev chain could not be loaded from ${statePath}: ${(err as Error).message}`);
      }
    }
    if (!rpcUrl && !notes.length)
      notes.push(
        `the dev chain ${dev.chainId} has no node to read: start the server, or set CHAIN_RPC_URL_${dev.chainId}`,
      );
  }
  const devInfo = rpcUrl
    ? {
        rpcUrl,
        walletAccount: DEV_WALLET_ACCOUNT.address,
        demoWallets: DEMO_WALLETS.map((a) => ({ ...a })),
        tokens: devTokenDefinitions(),
      }
    : null;
  const started = node;
  return { chain: new ChainService(settings, devInfo), notes, close: async () => started?.stop() };
}

export interface OnChainHolding {
  pool: string;
  token: string;
  chainIds: number[];
  decimals: number;
  /** Ledger base units the ledger expects in custody. */
  custody: bigint;
  /** Ledger base units found on-chain; null when a network of the pool has no node or no contract for it. */
  onChain: bigint | null;
}

/** One pool asset's ledger figures, base units. */
export interface LedgerAssetTotals {
  pool: string;
  token: string;
  decimals: number;
  liability: bigint;
  positions: bigint;
  holds: bigint;
  fees: bigint;
  custody: bigint;
}

export interface ReconcileReport {
  problems: string[];
  lines: string[];
  /** Every pool asset with a balance, for the console's table. */
  assets: LedgerAssetTotals[];
  holdings: OnChainHolding[];
  ok: boolean;
}

export async function reconcile(db: Executor, chain: ChainService | null): Promise<ReconcileReport> {
  const problems = await checkLedger(db);
  const lines: string[] = [];
  const assets: LedgerAssetTotals[] = [];
  const totals = await poolAssetTotals(db);
  const decimals = new Map(
    (await db.selectFrom('pool_assets').select(['pool', 'token', 'decimals']).execute()).map((r) => [
      `${r.pool}:${r.token}`,
      r.decimals,
    ]),
  );
  for (const t of totals) {
    if (t.totalShares === 0n && t.custody === 0n && t.holds === 0n && t.fees === 0n) continue;
    const d = decimals.get(`${t.pool}:${t.token}`) ?? 18;
    const f = (v: bigint) => fromBaseUnits(v, d);
    const positions = (t.userShares * t.pricePerShare) / RAY;
    const { pool, token, liability, holds, fees, custody } = t;
    assets.push({ pool, token, decimals: d, liability, positions, holds, fees, custody });
    lines.push(
      `${t.pool}/${t.token}: positions ${f(positions)} (liability ${f(t.liability)}), holds ${f(t.holds)}, ` +
        `fees ${f(t.fees)}, rounding ${f(t.rounding)}, yield paid ${f(t.yieldExpense)}, custody ${f(t.custody)}`,
    );
    if (positions > t.liability || t.liability - positions > t.userShares) {
      problems.push(`${t.pool}/${t.token}: positions ${positions} are not within dust of the liability ${t.liability}`);
    }
  }

  const holdings: OnChainHolding[] = [];
  if (chain) {
    const addresses = await db.selectFrom('pool_deposit_addresses').selectAll().execute();
    const byPoolToken = new Map<string, typeof addresses>();
    for (const a of addresses) {
      const key = `${a.pool}:${a.currency}`;
      byPoolToken.set(key, [...(byPoolToken.get(key) ?? []), a]);
    }
    for (const [key, rows] of byPoolToken) {
      const [pool, token] = key.split(':') as [string, string];
      const total = totals.find((t) => t.pool === pool && t.token === token);
      const ledgerDecimals = decimals.get(key) ?? 18;
      let onChain: bigint | null = 0n;
      const seen = new Set<string>();
      for (const r of rows) {
        const client = chain.client(r.chain_id);
        const network = chain.network(r.chain_id);
        const contract = network?.tokens.find((x) => x.symbol === token);
        if (!client || !network || (token !== NATIVE_CURRENCY && !contract)) {
          onChain = null;
          break;
        }
        // Several currencies may share an address: count each (address, token) once.
        if (seen.has(`${r.chain_id}:${r.address}`)) continue;
        seen.add(`${r.chain_id}:${r.address}`);
        const holder = getAddress(r.address) as Address;
        const units =
          token === NATIVE_CURRENCY
            ? await client.getBalance({ address: holder })
            : await client.readContract({
                address: contract?.address as Address,
                abi: erc20Abi,
                functionName: 'balanceOf',
                args: [holder],
              });
        const chainDecimals = token === NATIVE_CURRENCY ? network.nativeCurrency.decimals : (contract?.decimals ?? 18);
        onChain = (onChain ?? 0n) + rescaleUnits(units, chainDecimals, ledgerDecimals);
      }
      const custody = total?.custody ?? 0n;
      const chainIds = [...new Set(rows.map((r) => r.chain_id))];
      holdings.push({ pool, token, chainIds, decimals: ledgerDecimals, custody, onChain });
      const f = (v: bigint) => fromBaseUnits(v, ledgerDecimals);
      if (onChain === null) {
        lines.push(`${pool}/${token} on-chain: not checked (no node or no token contract for one of its networks)`);
      } else if (onChain < custody) {
        problems.push(`${pool}/${token}: custody ${f(custody)} but the pool addresses hold ${f(onChain)} on-chain`);
      } else if (onChain > custody) {
        lines.push(`${pool}/${token} on-chain: ${f(onChain)}, ${f(onChain - custody)} more than the ledger's custody`);
      } else {
        lines.push(`${pool}/${token} on-chain: ${f(onChain)}, equal to custody`);
      }
    }
  }
  return { problems, lines, assets, holdings, ok: problems.length === 0 };
}
