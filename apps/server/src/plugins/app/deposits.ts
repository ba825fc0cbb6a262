/**
 * `app.deposits`: the claims repository, the watcher and the confirmations each chain needs; the watcher runs
 * in-process on a timer when the chain workers are on (tests drive `tick()` themselves).
 */
import fp from 'fastify-plugin';
import { AdminDeposits } from '../../modules/deposits/admin-deposits.service.ts';
import { DepositClaimsRepository } from '../../modules/deposits/deposit-claims.repository.ts';
import { DEPOSIT_INTERVAL_MS, DepositWatcher } from '../../modules/deposits/deposit-watcher.ts';
import { scheduleJob } from './jobs.ts';

declare module 'fastify' {
  interface FastifyInstance {
    deposits: {
      claims: DepositClaimsRepository;
      watcher: DepositWatcher;
      /** The deposits console: lists and an operator's assignment of a transfer that matched nobody. */
      admin: AdminDeposits;
      /** Confirmations a transfer needs on the chain before it is credited. */
      confirmations(chainId: number): number;
      /** Runs the watcher now when it is scheduled (a new claim); nothing otherwise. */
      wake(): void;
    };
  }
}

export interface DepositsPluginOptions {
  /** Run the watcher on a timer (default: outside tests). */
  watcher?: boolean | undefined;
}

export default fp<DepositsPluginOptions>(
  async (app, opts) => {
    const { chain } = app;
    const confirmations = (chainId: number) => chain.confirmations(chainId);
    const claims = new DepositClaimsRepository(app.db);
    const chainIds = app.config.chain.supportedChainIds.filter((id) => chain.client(id));
    const watcher = new DepositWatcher(
      { db: app.db, engine: app.dbEngine, chain, ledger: app.ledger, claims, chainIds, confirmations, log: app.log },
      { intervalMs: chain.devChainId === null ? DEPOSIT_INTERVAL_MS.network : DEPOSIT_INTERVAL_MS.devChain },
    );
    const scheduled = opts.watcher ?? app.config.env !== 'test';
    scheduleJob(app, watcher.job, scheduled);
    // A failed pass is in the job's log and status; the request that woke it does not wait for it.
    const wake = () => void (scheduled && watcher.tick().catch(() => {}));
    const admin = new AdminDeposits({
      db: app.db,
      chain,
      ledger: app.ledger,
      claims,
      auditLog: app.auditLog,
      chainIds,
      confirmations,
    });
    app.decorate('deposits', { claims, watcher, admin, confirmations, wake });
  },
  { name: 'deposits', dependencies: ['database', 'chain', 'ledger', 'jobs', 'audit'] },
);
