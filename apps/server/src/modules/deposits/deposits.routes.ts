/**
 * Deposit claims (spec §7; design §4): a report records a pending claim and answers at once; the watcher
 * verifies it on-chain and credits what the chain shows. Idempotent under the Idempotency-Key header.
 */
import { api } from '@yc/contract';
import type { FastifyInstance } from 'fastify';
import { badRequest, notFound } from '../../lib/app-error.ts';
import { idempotencyKeyOf, idempotencyKeyReused } from '../../lib/idempotency-key.ts';
import { requestLocale } from '../../lib/locale.ts';
import { route } from '../../lib/route.ts';
import { depositAsset } from './chain-transfers.ts';
import { claimView } from './claim-view.ts';
import type { ClaimRow } from './deposit-claims.repository.ts';

interface ClaimFields {
  pool: string;
  currency: string;
  chainId: number;
  txHash: string;
  claimedAmount: string;
}

const sameRequest = (row: ClaimRow, f: ClaimFields) =>
  row.pool === f.pool &&
  row.currency === f.currency &&
  row.chain_id === f.chainId &&
  row.tx_hash === f.txHash &&
  row.claimed_amount === f.claimedAmount;

export default async function depositsRoutes(app: FastifyInstance) {
  const { claims } = app.deposits;
  const userOf = (req: { auth: { user: { id: string } } | null }) => req.auth?.user.id as string;

  route(app, api.deposit, async (req) => {
    const userId = userOf(req);
    const key = idempotencyKeyOf(req);
    const body = req.body;
    // Spec §5 names chain 1; the configured list puts the dev chain first in dev mode.
    const chainId = body.chainId ?? (app.config.chain.supportedChainIds[0] as number);
    const network = app.chain.network(chainId);
    if (!network || !app.chain.isSupported(chainId) || !app.chain.client(chainId)) {
      throw badRequest('deposit.chainNotSupported', { id: chainId });
    }
    const address = await claims.depositAddress(body.pool, chainId, body.currency);
    if (!address || !depositAsset(network, body.currency)) {
      throw badRequest('deposit.noAddress', { currency: body.currency });
    }
    const fields: ClaimFields = {
      pool: body.pool,
      currency: body.currency,
      chainId,
      txHash: body.transaction.toLowerCase(),
      claimedAmount: body.amount,
    };
    const created = await claims.create({
      ...fields,
      userId,
      requiredConfirmations: app.deposits.confirmations(chainId),
      idempotencyKey: key,
    });
    if (created) {
      app.deposits.wake();
      return claimView(created, requestLocale(req));
    }
    const prior = key === null ? undefined : await claims.byKey(userId, key);
    if (prior && !sameRequest(prior, fields)) throw idempotencyKeyReused();
    // The same key again, or the same transfer reported again: the first claim, looked at again when it was
    // rejected for a reason that may have gone (the wallet linked since, the transaction mined late).
    const first = prior ?? (await claims.ofTransfer(userId, fields));
    const reopened = first.status === 'rejected' ? await claims.reopen(first.id) : undefined;
    if (reopened) app.deposits.wake();
    return claimView(reopened ?? first, requestLocale(req));
  });

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
