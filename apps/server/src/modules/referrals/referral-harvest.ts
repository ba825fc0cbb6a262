/**
 * Harvest of referral rewards (decision text in the issue 6 report): every claimable `user_referral` balance is
 * minted as shares of the pool asset it was earned in, at that asset's current price per share, as one `harvest`
 * journal entry per pool asset. The pool asset's row lock serialises harvests, and the balance is read after it,
 * so concurrent harvests pay once; the debit is also a conditional update in the ledger. The request's
 * `Idempotency-Key` is stored in the entries' `ref`: a repeat answers the entries the first call wrote.
 */
import { randomUUID } from 'node:crypto';
import { fromBaseUnits } from '@yc/contract/amounts';
import { type Db, type Executor, withTransaction } from '../../db/database.ts';
import { type LedgerService, mintMath, shareAsset } from '../ledger/ledger.service.ts';

export interface HarvestEntry {
  id: string;
  pool: string;
  token: string;
  units: bigint;
  amount: string;
  decimals: number;
  createdAt: Date;
}

export class ReferralHarvest {
  constructor(
    private readonly db: Db,
    private readonly ledger: LedgerService,
  ) {}

  /** Claimable referral rewards per pool asset (balance > 0). */
  claimable(userId: string, tx: Executor = this.db) {
    return tx
      .selectFrom('ledger_accounts as la')
      .innerJoin('pool_assets as pa', (j) => j.onRef('pa.pool', '=', 'la.pool').onRef('pa.token', '=', 'la.asset'))
      .select(['la.pool', 'la.asset as token', 'la.balance', 'pa.decimals'])
      .where('la.user_id', '=', userId)
      .where('la.kind', '=', 'user_referral')
      .where('la.balance', '>', '0')
      .orderBy('la.pool')
      .orderBy('la.asset')
      .execute();
  }

  /** Harvest entries, newest first: those of one request (`ref`) or the latest `limit`. */
  async entries(userId: string, q: { ref?: string; limit?: number }, tx: Executor = this.db): Promise<HarvestEntry[]> {
    const rows = await tx
      .selectFrom('journal_entries as e')
      .innerJoin('pool_assets as pa', (j) => j.onRef('pa.pool', '=', 'e.pool').onRef('pa.token', '=', 'e.token'))
      .select(['e.id', 'e.pool', 'e.token', 'e.amount', 'e.created_at', 'pa.decimals'])
      .where('e.user_id', '=', userId)
      .where('e.kind', '=', 'harvest')
      .$if(q.ref !== undefined, (b) => b.where('e.ref', '=', q.ref as string))
      .orderBy('e.created_at', 'desc')
      .orderBy('e.id')
      .limit(q.limit ?? 100)
      .execute();
    return rows.map((r) => {
      const units = BigInt(r.amount ?? 0);
      return {
        id: r.id,
        pool: r.pool as string,
        token: r.token as string,
        units,
        amount: fromBaseUnits(units, r.decimals),
        decimals: r.decimals,
        createdAt: new Date(r.created_at),
      };
    });
  }

  /** Moves every claimable reward into the balance; the entries of this request (or of its first attempt). */
  async harvest(userId: string, idempotencyKey: string | null): Promise<HarvestEntry[]> {
    const ref = idempotencyKey ?? randomUUID();
    if (idempotencyKey) {
      const earlier = await this.entries(userId, { ref });
      if (earlier.length) return earlier;
    }
    const accounts = await this.claimable(userId);
    await withTransaction(this.db, async (tx) => {
      for (const a of accounts) {
        const state = await this.ledger.lockPoolAsset(tx, a.pool as string, a.token);
        const { pool, token } = state;
        const reward = { kind: 'user_referral' as const, userId, pool, asset: token };
        const amount = await this.ledger.balance(reward, tx);
        if (amount <= 0n) continue;
        const m = mintMath(state.totalShares, state.pricePerShare, amount);
        const sa = shareAsset(pool, token);
        await this.ledger.post(
          {
            kind: 'harvest',
            idempotencyKey: `harvest:${userId}:${ref}:${pool}:${token}`,
            userId,
            pool,
            token,
            amount,
            shares: m.shares,
            ref,
          },
          [
            // The reward account first: its conditional debit refuses a second payment.
            { account: reward, amount },
            { account: { kind: 'pool_liability', pool, asset: token }, amount: -m.liability },
            { account: { kind: 'rounding', pool, asset: token }, amount: -m.dust },
            { account: { kind: 'pool_shares', pool, asset: sa }, amount: m.shares },
            { account: { kind: 'user_shares', userId, pool, asset: sa }, amount: -m.shares },
          ],
          tx,
        );
      }
    });
    return this.entries(userId, { ref });
  }
}
