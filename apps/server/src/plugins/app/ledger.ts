/**
 * `app.prices` (the price source), `app.ledger` (LedgerService), `app.ledgerReads` (its read side) and
 * `app.accrual`; the daily accrual scheduler runs in-process unless turned off (tests drive the accrual themselves).
 */
import fp from 'fastify-plugin';
import { SpoolPriceSource } from '../../modules/dao/spool.ts';
import { AccrualService, accrualJob } from '../../modules/ledger/accrual.ts';
import { LedgerService } from '../../modules/ledger/ledger.service.ts';
import { LedgerReads } from '../../modules/ledger/ledger-reads.ts';
import { OperatorPriceSource, type PriceSource } from '../../modules/pools/price-source.ts';
import { scheduleJob } from './jobs.ts';

declare module 'fastify' {
  interface FastifyInstance {
    prices: PriceSource;
    ledger: LedgerService;
    /** Balance series and the statement of movements. */
    ledgerReads: LedgerReads;
    accrual: AccrualService;
  }
}

export interface LedgerPluginOptions {
  /** Run the daily accrual scheduler (default: outside tests). */
  scheduler?: boolean;
}

export default fp<LedgerPluginOptions>(
  async (app, opts) => {
    // SPOOL is priced by the strategy pool's index, never by a stored price (one figure everywhere).
    const prices = new SpoolPriceSource(new OperatorPriceSource(app.db), app.db);
    const ledger = new LedgerService(app.db, app.configBus);
    const accrual = new AccrualService(app.db, app.dbEngine, ledger, prices);
    app.decorate('prices', prices);
    app.decorate('ledger', ledger);
    app.decorate('ledgerReads', new LedgerReads(app.db, prices));
    app.decorate('accrual', accrual);
    scheduleJob(app, accrualJob(accrual, app.log), opts.scheduler ?? app.config.env !== 'test');
  },
  { name: 'ledger', dependencies: ['database', 'jobs', 'config-bus'] },
);
