/**
 * `app.withdrawals` (requests and the operator's decisions) and `app.payouts` (the payout worker). The worker's
 * scheduler runs in-process unless turned off (tests call `tick()` themselves); on the dev chain the pools' hot
 * wallets get gas at start.
 */
import fp from 'fastify-plugin';
import { fundDevHotWallets } from '../../modules/withdrawals/hot-wallets.ts';
import { PAYOUT_INTERVAL_MS, PayoutScheduler } from '../../modules/withdrawals/payout-scheduler.ts';
import { describeError, PayoutWorker } from '../../modules/withdrawals/payout-worker.ts';
import { WithdrawalsService } from '../../modules/withdrawals/withdrawals.service.ts';

declare module 'fastify' {
  interface FastifyInstance {
    withdrawals: WithdrawalsService;
    payouts: PayoutWorker;
  }
}

export interface WithdrawalsPluginOptions {
  /** Run the payout scheduler (default: outside tests). */
  worker?: boolean | undefined;
}

export default fp<WithdrawalsPluginOptions>(
  async (app, opts) => {
    const { db, ledger, prices, chain, config } = app;
    const withdrawals = new WithdrawalsService({ db, ledger, prices, chain, config });
    const payouts = new PayoutWorker({
      db,
      engine: app.dbEngine,
      ledger,
      chain,
      config,
      repo: withdrawals.repo,
      log: app.log,
    });
    app.decorate('withdrawals', withdrawals);
    app.decorate('payouts', payouts);
    app.addHook('onReady', async () => {
      // Payouts on the dev chain would wait for gas otherwise; a node without anvil's methods just is not funded.
      await fundDevHotWallets(config, chain).catch((err) =>
        app.log.warn({ error: describeError(err) }, 'could not fund the dev hot wallets with gas'),
      );
    });
    if (opts.worker ?? config.env !== 'test') {
      const onDevChain = chain.devChainId !== null && config.chain.supportedChainIds[0] === chain.devChainId;
      const scheduler = new PayoutScheduler(
        payouts,
        onDevChain ? PAYOUT_INTERVAL_MS.devChain : PAYOUT_INTERVAL_MS.network,
        app.log,
      );
      app.addHook('onReady', async () => scheduler.start());
      app.addHook('onClose', () => scheduler.stop());
    }
  },
  { name: 'withdrawals', dependencies: ['database', 'chain', 'ledger'] },
);
