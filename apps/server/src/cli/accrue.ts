/**
 * Daily yield by hand: `npm run accrue -- [--date YYYY-MM-DD]` applies every day not yet applied up to the date
 * (default: today, UTC), as the in-process scheduler does at 00:00 UTC. Running it twice changes nothing.
 */
import { parseArgs } from 'node:util';
import { isDay, utcDay } from '@yc/contract';
import { loadConfig } from '../config.ts';
import { openConfigured } from '../db/database.ts';
import { NO_BUS } from '../modules/config/config-bus.ts';
import { SpoolPriceSource } from '../modules/dao/spool.ts';
import { AccrualService } from '../modules/ledger/accrual.ts';
import { LedgerService } from '../modules/ledger/ledger.service.ts';
import { OperatorPriceSource } from '../modules/pools/price-source.ts';

const usage = 'usage: npm run accrue -- [--date YYYY-MM-DD]';

async function main() {
  const { values } = parseArgs({ options: { date: { type: 'string' } } });
  const date = values.date ?? utcDay(new Date());
  if (!isDay(date)) {
    console.error(`--date must be a calendar day YYYY-MM-DD\n${usage}`);
    process.exit(2);
  }
  const config = loadConfig();
  const handle = await openConfigured(config, 1);
  try {
    // The servers' version checks see the `ledger` version move and read the new prices per share (decision 89).
    const ledger = new LedgerService(handle.db, NO_BUS);
    const prices = new SpoolPriceSource(new OperatorPriceSource(handle.db), handle.db);
    const accrual = new AccrualService(handle.db, handle.engine, ledger, prices);
    const report = await accrual.accrueThrough(date);
    if (!report.ran) console.log('Another instance holds the accrual lock; nothing done.');
    else if (!report.days.length) console.log(`Every day through ${date} was accrued already; nothing changed.`);
    else {
      console.log(
        `Accrued ${report.days.length} day(s) ${report.days[0]} … ${report.days.at(-1)}: ` +
          `${report.assetDays} pool-asset days, ${report.entries} journal entries, ${report.snapshots} snapshots.`,
      );
    }
  } finally {
    await handle.close();
  }
}

main().catch((err) => {
  console.error(err instanceof Error ? err.message : err);
  process.exit(1);
});
