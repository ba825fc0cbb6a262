/**
 * Deposit claims (decisions 30, 42): a report records a pending claim and answers at once; the watcher verifies it
 * on-chain and credits what the chain shows. Idempotent under the Idempotency-Key header.
 */
import { api, MAX_PENDING_DEPOSIT_CLAIMS, POOL_DEPOSIT_CURRENCIES, poolTakes } from '@yc/contract';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { badRequest, conflict, notFound } from '../../lib/app-error.ts';
import { idempotencyKeyOf, idempotencyKeyReused } from '../../lib/idempotency-key.ts';
import { requestLocale } from '../../lib/locale.ts';
import { route } from '../../lib/route.ts';
import { depositAsset } from './chain-transfers.ts';
import { claimView } from './claim-view.ts';

export default async function depositsRoutes(app: FastifyInstance) {
  const { claims } = app.deposits;
  const userOf = (req: { auth: { user: { id: string } } | null }) => req.auth?.user.id as string;

  route(
    app,
    api.deposit,
    async (req) => {
      const userId = userOf(req);
      const key = idempotencyKeyOf(req);
      const body = req.body;
      if (!poolTakes(body.pool, body.currency)) {
        throw badRequest('deposit.currencyNotInPool', {
          currency: body.currency,
          accepted: POOL_DEPOSIT_CURRENCIES[body.pool].join(', '),
        });
      }
      // Chain 1 unless the body names one; the configured list puts the dev chain first in dev mode.
      const chainId = body.chainId ?? (app.config.chain.supportedChainIds[0] as number);
      const network = app.chain.network(chainId);
      if (!network || !app.chain.isSupported(chainId) || !app.chain.client(chainId)) {
        throw badRequest('deposit.chainNotSupported', { id: chainId });
      }
      const address = await claims.depositAddress(body.pool, chainId, body.currency);
      if (!address || !depositAsset(network, body.currency)) {
        throw badRequest('deposit.noAddress', { currency: body.currency });
      }
      const outcome = await claims.report(
        {
          userId,
          pool: body.pool,
          currency: body.currency,
          chainId,
          txHash: body.transaction.toLowerCase(),
          claimedAmount: body.amount,
          requiredConfirmations: app.deposits.confirmations(chainId),
          idempotencyKey: key,
        },
        MAX_PENDING_DEPOSIT_CLAIMS,
      );
      switch (outcome.kind) {
        case 'noWallet':
          throw badRequest('deposit.noWallet');
        case 'keyReused':
          throw idempotencyKeyReused();
        case 'tooManyPending':
          throw conflict('deposit.tooManyPending', { count: MAX_PENDING_DEPOSIT_CLAIMS });
      }
      if (outcome.open) app.deposits.wake();
      return claimView(outcome.claim, requestLocale(req));
    },
    // Per account, after the guard has named it (decision 42); it takes the place of the global per-IP limit here.
    {
      config: {
        rateLimit: {
          max: app.config.rateLimit.depositsPerUser,
          timeWindow: '1 minute',
          hook: 'preHandler',
          keyGenerator: (req: FastifyRequest) => `deposit-user:${userOf(req)}`,
        },
      },
    },
  );

  route(app, api.depositClaim, async (req) => {
    const row = await claims.get(userOf(req), req.params.id);
    if (!row) throw notFound();
    return claimView(row, requestLocale(req));
  });

  route(app, api.depositClaims, async (req) => {
    const { page, pageSize } = req.query;
    const { rows, total } = await claims.list(userOf(req), page, pageSize);
    const locale = requestLocale(req);
    return { items: rows.map((r) => claimView(r, locale)), page, pageSize, total };
  });
}
