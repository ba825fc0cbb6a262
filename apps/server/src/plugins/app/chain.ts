/**
 * `app.chain`: networks, the supported ones, viem clients; in dev mode the dev chain
 * (anvil spawned here when configured, stopped with the app) and its accounts.
 */
import path from 'node:path';
import fp from 'fastify-plugin';
import { type AnvilNode, startAnvil } from '../../modules/chain/anvil.ts';
import { ChainService, type DevChainInfo } from '../../modules/chain/chain-service.ts';
import { DEMO_WALLETS, DEV_WALLET_ACCOUNT } from '../../modules/chain/dev-accounts.ts';
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
      }
      const rpcUrl = node?.url ?? settings.rpcUrls.get(settings.devChain.chainId);
      if (!rpcUrl) throw new Error('the dev chain has no node');
      try {
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
  { name: 'chain' },
);
