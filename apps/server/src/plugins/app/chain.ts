/**
 * `app.chain`: networks, the supported ones, viem clients; in dev mode the dev chain
 * (anvil spawned here when configured, stopped with the app) and its accounts.
 */
import path from 'node:path';
import fp from 'fastify-plugin';
import { type AnvilNode, startAnvil } from '../../modules/chain/anvil.ts';
import { ChainService, type DevChainInfo } from '../../modules/chain/chain-service.ts';
import { DEMO_WALLETS, DEV_WALLET_ACCOUNT } from '../../modules/chain/dev-accounts.ts';

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
      let rpcUrl = settings.rpcUrls.get(settings.devChain.chainId);
      if (settings.devChain.anvilPort !== null) {
        const node: AnvilNode = await startAnvil({
          port: settings.devChain.anvilPort,
          // Persisted, so deposits made on the dev chain stay valid across restarts.
          statePath: path.join(app.config.dataDir, 'anvil-state.json'),
          chainId: settings.devChain.chainId,
        });
        app.addHook('onClose', () => node.stop());
        rpcUrl = node.url;
      }
      if (!rpcUrl) throw new Error('the dev chain has no node');
      dev = {
        rpcUrl,
        walletAccount: DEV_WALLET_ACCOUNT.address,
        demoWallets: DEMO_WALLETS.map((a) => ({ ...a })),
        tokens: [],
      };
    }
    app.decorate('chain', new ChainService(settings, dev));
  },
  { name: 'chain' },
);
