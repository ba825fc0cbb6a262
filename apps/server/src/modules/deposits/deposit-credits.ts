/**
 * Crediting verified transfers: the journal entries (one per transfer, through the ledger) and the owner's claim
 * marked credited, in one database transaction (the caller's, when given one: an operator's assignment).
 */
import type { AnyPool, TokenLabel } from '@yc/contract';
import { fromBaseUnits } from '@yc/contract/amounts';
import { TOKEN_DECIMALS } from '@yc/contract/pools';
import { type Executor, withTransaction } from '../../db/database.ts';
import type { LedgerService } from '../ledger/ledger.service.ts';
import type { ChainTransfer } from './chain-transfers.ts';
import type { DepositClaimsRepository } from './deposit-claims.repository.ts';

export interface CreditRequest {
  /** The proven owner of the sending wallet: who is credited. */
  userId: string;
  pool: AnyPool;
  currency: string;
  chainId: number;
  txHash: string;
  blockNumber: bigint;
  confirmations: number;
  requiredConfirmations: number;
  /** Transfers of this transaction from the owner's wallet to the pool's address for `currency`. */
  transfers: ChainTransfer[];
}

/** The journal key of a transfer: one per (chain, tx, log index), like the journal's own unique constraint. */
export const depositKey = (chainId: number, txHash: string, logIndex: number) =>
  `deposit:${chainId}:${txHash}:${logIndex}`;

/** Transfers of these transactions that the journal holds already, as `tx:logIndex`. */
export async function creditedTransfers(db: Executor, chainId: number, txHashes: string[]): Promise<Set<string>> {
  if (!txHashes.length) return new Set();
  const rows = await db
    .selectFrom('journal_entries')
    .select(['tx_hash', 'log_index'])
    .where('chain_id', '=', chainId)
    .where('tx_hash', 'in', [...new Set(txHashes)])
    .execute();
  return new Set(rows.map((r) => `${r.tx_hash}:${r.log_index}`));
}

/**
 * Credits each transfer once (whoever reported it) and marks the owner's claim for the transaction credited with
 * what the journal holds for the owner, pool and currency in it. Null when none of it is the owner's (another
 * user's claim for another pool took these transfers first): nothing is written then.
 */
export async function creditTransfers(
  db: Executor,
  ledger: LedgerService,
  claims: DepositClaimsRepository,
  c: CreditRequest,
): Promise<{ amount: bigint; fee: bigint } | null> {
  return withTransaction(db, async (tx) => {
    // Credited transfers are skipped here: the ledger's own duplicate answer reads outside this transaction,
    // which PGlite's single connection cannot serve while the transaction holds it.
    const done = await creditedTransfers(tx, c.chainId, [c.txHash]);
    for (const t of c.transfers) {
      if (done.has(`${t.txHash}:${t.logIndex}`)) continue;
      await ledger.creditDeposit(
        {
          userId: c.userId,
          pool: c.pool,
          token: c.currency,
          amount: t.amount,
          chainId: c.chainId,
          txHash: t.txHash,
          logIndex: t.logIndex,
          idempotencyKey: depositKey(c.chainId, t.txHash, t.logIndex),
        },
        tx,
      );
    }
    const entries = await tx
      .selectFrom('journal_entries')
      .select(['id', 'amount', 'fee'])
      .where('kind', '=', 'deposit')
      .where('chain_id', '=', c.chainId)
      .where('tx_hash', '=', c.txHash)
      .where('user_id', '=', c.userId)
      .where('pool', '=', c.pool)
      .where('token', '=', c.currency)
      .orderBy('log_index')
      .execute();
    if (!entries.length) return null;
    const amount = entries.reduce((sum, e) => sum + BigInt(e.amount ?? 0), 0n);
    const fee = entries.reduce((sum, e) => sum + BigInt(e.fee ?? 0), 0n);
    await claims.upsertCredited(tx, {
      userId: c.userId,
      pool: c.pool,
      currency: c.currency,
      chainId: c.chainId,
      txHash: c.txHash,
      claimedAmount: fromBaseUnits(amount, TOKEN_DECIMALS[c.currency as TokenLabel]),
      amount,
      fee,
      entryIds: entries.map((e) => e.id),
      confirmations: c.confirmations,
      requiredConfirmations: c.requiredConfirmations,
      blockNumber: c.blockNumber,
    });
    return { amount, fee };
  });
}
