/**
 * `npm run reconcile`: ledger invariants, ledger totals against positions, and custody against the pool
 * addresses' on-chain holdings on every network with a configured node (CHAIN_RPC_URL_<id>) and, in dev mode, on
 * the dev chain. Prints the figures and every difference; exits 1 on a mismatch.
 */
import { loadConfig } from '../config.ts';
import { openConfigured } from '../db/database.ts';
import { reconcile, reconcileNodes } from '../modules/ledger/reconcile.ts';

async function main() {
  const config = loadConfig();
  const handle = await openConfigured(config, 1);
  let ok = false;
  try {
    const nodes = await reconcileNodes(config, handle.engine);
    try {
      for (const note of nodes.notes) console.log(`Note: ${note}`);
      const report = await reconcile(handle.db, nodes.chain);
      for (const line of report.lines) console.log(line);
      for (const problem of report.problems) console.error(`MISMATCH ${problem}`);
      console.log(report.ok ? 'Reconciled: no differences.' : `${report.problems.length} difference(s).`);
      ok = report.ok;
    } finally {
      await nodes.close();
    }
  } finally {
    await handle.close();
  }
  process.exit(ok ? 0 : 1);
}

main().catch((err) => {
  console.error(err instanceof Error ? err.message : err);
  process.exit(1);
});
