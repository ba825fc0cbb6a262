/**
 * `app.deposits`: the claims repository, the watcher and the confirmations each chain needs; the watcher runs
 * in-process on a timer when the chain workers are on (tests drive `tick()` themselves).
 */
import fp from 'fastify-plugin';
import { DepositClaimsRepository } from '../../modules/deposits/deposit-claims.repository.ts';
import { DepositScheduler, DepositWatcher } from '../../modules/deposits/deposit-watcher.ts';

declare module 'fastify' {
  interface FastifyInstance {
    deposits: {
      claims: DepositClaimsRepository;
      watcher: DepositWatcher;
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

/** Anvil mines at once: a short interval keeps the dev chain snappy; real networks make blocks every ~12 s. */
const DEV_INTERVAL_MS = 2_000;
const INTERVAL_MS = 12_000;

export default fp<DepositsPluginOptions>(
  async (app, opts) => {
    const { chain } = app;
    const confirmations = (chainId: number) => chain.confirmations(chainId);
    const claims = new DepositClaimsRepository(app.db);
    const watcher = new DepositWatcher({
      db: app.db,
      engine: app.dbEngine,
      chain,
      ledger: app.ledger,
      claims,
      chainIds: app.config.chain.supportedChainIds.filter((id) => chain.client(id)),
      confirmations,
      log: app.log,
    });
    let scheduler: DepositScheduler | null = null;
    if (opts.watcher ?? app.config.env !== 'test') {
      const interval = chain.devChainId === null ? INTERVAL_MS : DEV_INTERVAL_MS;
      const started = new DepositScheduler(watcher, interval, app.log);
      scheduler = started;
      app.addHook('onReady', async () => started.start());
      app.addHook('onClose', () => started.stop());
    }
    app.decorate('deposits', { claims, watcher, confirmations, wake: () => scheduler?.wake() });
  },
  { name: 'deposits', dependencies: ['database', 'chain', 'ledger'] },
);
