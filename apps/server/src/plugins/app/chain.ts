/**
 * `app.chain`: networks, the supported ones, viem clients; in dev mode the dev chain
 * (anvil spawned here when configured, stopped with the app) and its accounts.
 */
import path from 'node:path';
import fp from 'fastify-plugin';
import { type AnvilNode, startAnvil } from '../../modules/chain/anvil.ts';
import { ChainService, type DevChainInfo } from '../../modules/chain/chain-service.ts';
import { DEMO_WALLETS, DEV_WALLET_ACCOUNT } from '../../modules/chain/dev-accounts.ts';
import { devChainBehindLedger } from '../../modules/chain/dev-chain-freshness.ts';
import { deployDevTokens } from '../../modules/chain/dev-deploy.ts';

declare module 'fastify' {
  interface FastifyInstance {
    chain: ChainService;
  }
}

export default fp(
  async (app) => {
    const settings = app.config.chain;
    let dev: DevChainInfo | null = null;
    if (settings.devChain) {
      let node: AnvilNode | null = null;
      if (settings.devChain.anvilPort !== null) {
        node = await startAnvil({
          port: settings.devChain.anvilPort,
          // Persisted, so deposits made on the dev chain stay valid across restarts.
          statePath: path.join(app.config.dataDir, 'anvil-state.json'),
          chainId: settings.devChain.chainId,
        });
        const started = node;
        app.addHook('onClose', () => started.stop());
        if (!node.diesWithParent) {
          app.log.warn('setpriv (util-linux) is missing: the dev chain will outlive this server if it is killed');
        }
      }
      const rpcUrl = node?.url ?? settings.rpcUrls.get(settings.devChain.chainId);
      if (!rpcUrl) throw new Error('the dev chain has no node');
      try {
        if (node) {
          const behind = await devChainBehindLedger(app.db, rpcUrl, settings.devChain.chainId);
          if (behind) {
            app.log.error(
              `THE DEV CHAIN IS OLDER THAN THE LEDGER: ${behind}. Its state file lost recent blocks, so balances ` +
                'and history show deposits and payouts the chain does not have. Start afresh with an empty DATA_DIR.',
            );
          }
        }
        dev = {
          rpcUrl,
          walletAccount: DEV_WALLET_ACCOUNT.address,
          demoWallets: DEMO_WALLETS.map((a) => ({ ...a })),
          tokens: await deployDevTokens(rpcUrl),
        };
      } catch (err) {
        // The app never becomes ready, so its onClose hooks will not stop the node.
        await node?.stop();
        throw err;
      }
    }
    app.decorate('chain', new ChainService(settings, dev));
  },
  { name: 'chain', dependencies: ['database'] },
);
