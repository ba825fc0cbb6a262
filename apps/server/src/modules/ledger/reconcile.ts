/**
 * Reconciliation (design §4, `npm run reconcile`): the ledger invariants, ledger totals per pool asset against
 * the positions, and — where a node is configured for a pool's network — the custody the ledger expects against
 * what the pool's deposit addresses hold on-chain. A shortfall on-chain is a mismatch; a surplus is reported
 * (transfers nobody reported yet, or strategy income not booked).
 */
import { NATIVE_CURRENCY } from '@yc/contract';
import { fromBaseUnits } from '@yc/contract/amounts';
import { RAY } from '@yc/contract/fixed-point';
import { type Address, erc20Abi, getAddress } from 'viem';
import type { Executor } from '../../db/database.ts';
import type { ChainService } from '../chain/chain-service.ts';
import { checkLedger, poolAssetTotals } from './invariants.ts';

export interface OnChainHolding {
  pool: string;
  token: string;
  chainIds: number[];
  /** Ledger base units the ledger expects in custody. */
  custody: bigint;
  /** Ledger base units found on-chain; null when a network of the pool has no node or no contract for it. */
  onChain: bigint | null;
}

export interface ReconcileReport {
  problems: string[];
  lines: string[];
  holdings: OnChainHolding[];
  ok: boolean;
}

export async function reconcile(db: Executor, chain: ChainService | null): Promise<ReconcileReport> {
  const problems = await checkLedger(db);
  const lines: string[] = [];
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
        const scaled =
          chainDecimals >= ledgerDecimals
            ? units / 10n ** BigInt(chainDecimals - ledgerDecimals)
            : units * 10n ** BigInt(ledgerDecimals - chainDecimals);
        onChain = (onChain ?? 0n) + scaled;
      }
      const custody = total?.custody ?? 0n;
      holdings.push({ pool, token, chainIds: [...new Set(rows.map((r) => r.chain_id))], custody, onChain });
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
  return { problems, lines, holdings, ok: problems.length === 0 };
}
