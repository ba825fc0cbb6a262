/**
 * A user's report of a deposit transaction (decisions 30, 42, 79): checked against the pool's currencies, whether it
 * is open and its minimum, the chain and the deposit address, recorded as a pending claim (idempotent under the
 * Idempotency-Key) and handed to the watcher.
 */
import { type depositBody, MAX_PENDING_DEPOSIT_CLAIMS } from '@yc/contract';
import type { FastifyInstance } from 'fastify';
import type { z } from 'zod/mini';
import { badRequest, conflict } from '../../lib/app-error.ts';
import { idempotencyKeyReused } from '../../lib/idempotency-key.ts';
import { refuseDeposit } from '../pools/pool-settings.ts';
import { depositAsset } from './chain-transfers.ts';
import type { ClaimRow } from './deposit-claims.repository.ts';

export async function reportDeposit(
  app: Pick<FastifyInstance, 'config' | 'chain' | 'deposits' | 'db' | 'prices'>,
  userId: string,
  body: z.output<typeof depositBody>,
  idempotencyKey: string | null,
): Promise<ClaimRow> {
  const { chain, deposits } = app;
  const accepted = await deposits.claims.acceptedCurrencies(body.pool);
  if (!accepted.includes(body.currency)) {
    throw badRequest('deposit.currencyNotInPool', {
      currency: body.currency,
      accepted: accepted.join(', '),
    });
  }
  await refuseDeposit(app.db, app.prices, body.pool, body.currency, body.amount);
  // Chain 1 unless the body names one; the configured list puts the dev chain first in dev mode.
  const chainId = body.chainId ?? (app.config.chain.supportedChainIds[0] as number);
  const network = chain.network(chainId);
  if (!network || !chain.isSupported(chainId) || !chain.client(chainId)) {
    throw badRequest('deposit.chainNotSupported', { id: chainId });
  }
  const address = await deposits.claims.depositAddress(body.pool, chainId, body.currency);
  if (!address || !depositAsset(network, body.currency)) {
    throw badRequest('deposit.noAddress', { currency: body.currency });
  }
  const outcome = await deposits.claims.report(
    {
      userId,
      pool: body.pool,
      currency: body.currency,
      chainId,
      txHash: body.transaction.toLowerCase(),
      claimedAmount: body.amount,
      requiredConfirmations: deposits.confirmations(chainId),
      idempotencyKey,
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
  if (outcome.open) deposits.wake();
  return outcome.claim;
}
