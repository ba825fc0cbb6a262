/**
 * The chain as the web app sees it: the runtime network config, a read-only JSON-RPC proxy
 * (so the CSP keeps `connect-src 'self'`), and in dev mode the dev wallet: an EIP-1193
 * provider script plus the endpoint that signs with anvil account 1.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { api } from '@yc/contract';
import type { FastifyInstance } from 'fastify';
import { AppError, notFound } from '../../lib/app-error.ts';
import { route } from '../../lib/route.ts';
import { RPC_TIMEOUT_MS } from './chain-service.ts';
import { DevWallet } from './dev-wallet.ts';
import { forwardRpc, UpstreamError } from './rpc-proxy.ts';

/** Beside this module in the sources, beside the bundle in dist (build.mjs copies it). */
const PROVIDER_SCRIPT = path.join(import.meta.dirname, 'wallet-provider.js');

export default async function chainRoutes(app: FastifyInstance) {
  const { chain } = app;

  route(app, api.chainConfig, async () => chain.config());

  route(app, api.chainRpc, async (req) => {
    const url = chain.rpcUrl(req.params.chain);
    if (!url) throw notFound();
    const { id, method, params = [] } = req.body;
    try {
      const answer = await forwardRpc(url, { method, params }, RPC_TIMEOUT_MS);
      return { jsonrpc: '2.0' as const, id, ...answer };
    } catch (err) {
      if (!(err instanceof UpstreamError)) throw err;
      req.log.warn({ chainId: req.params.chain, method, reason: err.message }, 'rpc upstream failed');
      throw new AppError(502, 'http.unavailable');
    }
  });

  const dev = chain.dev;
  const devChainId = chain.devChainId;
  const devClient = devChainId === null ? undefined : chain.client(devChainId);
  if (!app.config.devMode || !dev || devChainId === null || !devClient) return;

  const wallet = new DevWallet(devClient, devChainId, app.log);
  route(app, api.devWallet, async (req) => ({ result: await wallet.handle(req.body.method, req.body.params ?? []) }));

  const script = readFileSync(PROVIDER_SCRIPT, 'utf8');
  app.get('/dev/wallet-provider.js', { schema: { hide: true } }, async (_req, reply) =>
    reply.header('cache-control', 'no-cache').type('application/javascript; charset=utf-8').send(script),
  );
}
