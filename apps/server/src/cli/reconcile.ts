/**
 * `npm run reconcile`: ledger invariants, ledger totals against positions, and custody against the pool
 * addresses' on-chain holdings on every network with a configured node (CHAIN_RPC_URL_<id>) and, in dev mode, on
 * the dev chain. Prints the figures and every difference and keeps the run for the console (decision 71); exits 1 on
 * a mismatch.
 */
import { loadConfig } from '../config.ts';
import { openConfigured } from '../db/database.ts';
import { ReconciliationRuns } from '../modules/admin-reports/reconciliation-runs.ts';
import { AuditLog } from '../modules/audit/audit-log.ts';
import { EventOutbox } from '../modules/events/event-outbox.ts';
import { reconcileNodes } from '../modules/ledger/reconcile.ts';

async function main() {
  const config = loadConfig();
  const handle = await openConfigured(config, 1);
  let ok = false;
  try {
    const nodes = await reconcileNodes(config, handle.engine);
    try {
      for (const note of nodes.notes) console.log(`Note: ${note}`);
      const runs = new ReconciliationRuns({
        db: handle.db,
        engine: handle.engine,
        chain: nodes.chain,
        auditLog: new AuditLog(),
        events: new EventOutbox(),
      });
      // Stored like the console's runs (a mismatch raises the same alert); printed as it always was.
      const run = await runs.run('cli', null, {
        notes: nodes.notes,
        onReport: (report) => {
          for (const line of report.lines) console.log(line);
          for (const problem of report.problems) console.error(`MISMATCH ${problem}`);
          console.log(report.ok ? 'Reconciled: no differences.' : `${report.problems.length} difference(s).`);
        },
      });
      if (!run) console.error('Another reconciliation is running; try again when it has finished.');
      ok = run?.ok ?? false;
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
