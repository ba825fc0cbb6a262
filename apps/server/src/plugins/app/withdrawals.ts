/**
 * `app.withdrawals` (requests), `app.adminWithdrawals` (the console and the operator's decisions) and `app.payouts`
 * (the payout worker). The worker's scheduler runs in-process unless turned off (tests call `tick()` themselves); on
 * the dev chain the pools' hot wallets get gas at start.
 */
import fp from 'fastify-plugin';
import { AdminWithdrawalsService } from '../../modules/withdrawals/admin-withdrawals.service.ts';
import { fundDevHotWallets } from '../../modules/withdrawals/hot-wallets.ts';
import { describeError, PAYOUT_INTERVAL_MS, PayoutWorker } from '../../modules/withdrawals/payout-worker.ts';
import { WithdrawalsService } from '../../modules/withdrawals/withdrawals.service.ts';
import { scheduleJob } from './jobs.ts';

declare module 'fastify' {
  interface FastifyInstance {
    withdrawals: WithdrawalsService;
    adminWithdrawals: AdminWithdrawalsService;
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
    const onDevChain = chain.devChainId !== null && config.chain.supportedChainIds[0] === chain.devChainId;
    const payouts = new PayoutWorker({
      db,
      engine: app.dbEngine,
      ledger,
      chain,
      config,
      repo: withdrawals.repo,
      log: app.log,
      intervalMs: onDevChain ? PAYOUT_INTERVAL_MS.devChain : PAYOUT_INTERVAL_MS.network,
    });
    app.decorate('withdrawals', withdrawals);
    app.decorate(
      'adminWithdrawals',
      new AdminWithdrawalsService({ db, ledger, prices, chain, auditLog: app.auditLog }),
    );
    app.decorate('payouts', payouts);
    app.addHook('onReady', async () => {
      // Payouts on the dev chain would wait for gas otherwise; a node without anvil's methods just is not funded.
      await fundDevHotWallets(config, chain).catch((err) =>
        app.log.warn({ error: describeError(err) }, 'could not fund the dev hot wallets with gas'),
      );
    });
    scheduleJob(app, payouts.job, opts.worker ?? config.env !== 'test');
  },
  { name: 'withdrawals', dependencies: ['database', 'chain', 'ledger', 'jobs', 'audit'] },
);
