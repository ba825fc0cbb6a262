/**
 * `npm run reconcile`: ledger invariants, ledger totals against positions, and custody against the pool
 * addresses' on-chain holdings on every network with a configured node (CHAIN_RPC_URL_<id>). Prints the
 * figures and every difference; exits 1 on a mismatch.
 */
import { loadConfig } from '../config.ts';
import { openConfigured } from '../db/database.ts';
import { ChainService } from '../modules/chain/chain-service.ts';
import { reconcile } from '../modules/ledger/reconcile.ts';

async function main() {
  const config = loadConfig();
  const handle = await openConfigured(config, 1);
  let ok = false;
  try {
    // Configured networks only: the dev chain's token contracts are known to the running server, not here.
    const chain = new ChainService(config.chain, null);
    const report = await reconcile(handle.db, chain);
    for (const line of report.lines) console.log(line);
    for (const problem of report.problems) console.error(`MISMATCH ${problem}`);
    console.log(report.ok ? 'Reconciled: no differences.' : `${report.problems.length} difference(s).`);
    ok = report.ok;
  } finally {
    await handle.close();
  }
  process.exit(ok ? 0 : 1);
}

main().catch((err) => {
  console.error(err instanceof Error ? err.message : err);
  process.exit(1);
});
