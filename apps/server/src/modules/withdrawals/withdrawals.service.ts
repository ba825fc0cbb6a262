/**
 * Withdrawal requests and the operator's decisions (decision 31, two-phase). A request inserts the withdrawal and
 * holds its amount in the ledger in one transaction; worth more than the automatic limit (or without a fresh
 * price), it waits for an operator, otherwise it is approved at once and the payout worker pays it.
 */
import { randomUUID } from 'node:crypto';
import type { AnyPool, DepositCurrency, LocaleCode, Withdrawal } from '@yc/contract';
import { toBaseUnits } from '@yc/contract/amounts';
import { decimalToRay, mulDivUp } from '@yc/contract/fixed-point';
import { TOKEN_DECIMALS } from '@yc/contract/pools';
import type { Config } from '../../config.ts';
import { type Db, withTransaction } from '../../db/database.ts';
import { badRequest } from '../../lib/app-error.ts';
import { idempotencyKeyReused } from '../../lib/idempotency-key.ts';
import { accountFrozen } from '../accounts/sign-ins.repository.ts';
import type { ChainService } from '../chain/chain-service.ts';
import { LedgerError, type LedgerService } from '../ledger/ledger.service.ts';
import { refuseWithdrawal } from '../pools/pool-settings.ts';
import type { PriceSource } from '../pools/price-source.ts';
import { hotWalletKey, payoutAsset, toChainUnits } from './hot-wallets.ts';
import { toWithdrawal } from './withdrawal-view.ts';
import { type WithdrawalRow, WithdrawalsRepository } from './withdrawals.repository.ts';

export interface WithdrawRequest {
  pool: AnyPool;
  /** Token units, a decimal string. */
  amount: string;
  currency: DepositCurrency;
}

export interface WithdrawalsDeps {
  db: Db;
  ledger: LedgerService;
  prices: PriceSource;
  chain: ChainService;
  config: Config;
}

/** Base units exactly: an amount with more decimals than the token has is refused, never rounded. */
function exactUnits(amount: string, decimals: number): bigint {
  const fraction = (amount.split('.')[1] ?? '').replace(/0+$/, '');
  if (fraction.length > decimals) throw badRequest('validation.invalid', { field: 'amount' });
  return toBaseUnits(amount, decimals);
}

/** Ledger refusals as the client reads them; all 400: the request cannot succeed against the current balance. */
export function ledgerRefusal(err: LedgerError): Error {
  switch (err.code) {
    case 'not_replenished':
    case 'unknown_asset':
      return badRequest('pools.notReplenished');
    case 'insufficient':
      return badRequest('withdraw.insufficient');
    case 'invalid_amount':
      return badRequest('validation.amount');
    default:
      return err;
  }
}

export class WithdrawalsService {
  readonly repo: WithdrawalsRepository;

  constructor(private readonly deps: WithdrawalsDeps) {
    this.repo = new WithdrawalsRepository(deps.db);
  }

  view(row: WithdrawalRow, locale: LocaleCode): Withdrawal {
    return toWithdrawal(row, this.deps.chain.confirmations(row.chain_id), locale);
  }

  /**
   * Holds the amount and records the withdrawal; a repeated idempotency key answers the first withdrawal. A pool whose
   * withdrawals are paused refuses with the operator's message in `locale` (decision 79).
   */
  async request(
    userId: string,
    body: WithdrawRequest,
    idempotencyKey: string | null,
    locale: LocaleCode = 'en',
  ): Promise<WithdrawalRow> {
    const { db, config, chain, ledger } = this.deps;
    const user = await db
      .selectFrom('users')
      .select(['meta_mask_address', 'frozen_reason'])
      .where('id', '=', userId)
      .executeTakeFirst();
    // A frozen account withdraws nothing (decision 75), whatever session it still holds.
    if (user?.frozen_reason) throw accountFrozen(user.frozen_reason);
    await refuseWithdrawal(db, body.pool, locale);
    const destination = user?.meta_mask_address;
    if (!destination) throw badRequest('withdraw.noWallet');
    const chainId = config.chain.supportedChainIds[0];
    const asset = chainId === undefined ? null : payoutAsset(chain.network(chainId), body.currency);
    if (chainId === undefined || !asset || !chain.client(chainId) || !hotWalletKey(config, chain, body.pool, chainId)) {
      throw badRequest('withdraw.noHotWallet', { currency: body.currency });
    }
    const decimals = TOKEN_DECIMALS[body.currency];
    const amount = exactUnits(body.amount, decimals);
    const same = (row: WithdrawalRow) => {
      if (row.pool !== body.pool || row.currency !== body.currency || BigInt(row.amount) !== amount) {
        throw idempotencyKeyReused();
      }
      return row;
    };
    if (idempotencyKey) {
      const first = await this.repo.byKey(db, userId, idempotencyKey);
      if (first) return same(first);
    }
    // Read before the transaction: on PGlite a query outside an open transaction waits for it.
    const needsApproval = await this.needsApproval(body.currency, amount);
    const id = randomUUID();
    try {
      return await withTransaction(db, async (tx) => {
        const row = await this.repo.insert(tx, {
          id,
          userId,
          pool: body.pool,
          currency: body.currency,
          chainId,
          amount,
          destination,
          status: needsApproval ? 'requested' : 'approved',
          needsApproval,
          idempotencyKey,
        });
        // A concurrent request with the same key committed first (the insert waited for it).
        if (!row) {
          const first = await this.repo.byKey(tx, userId, idempotencyKey as string);
          if (!first) throw new Error(`withdrawal with key of user ${userId} vanished`);
          return same(first);
        }
        const hold = await ledger.holdWithdrawal(
          {
            userId,
            pool: body.pool,
            token: body.currency,
            amount,
            withdrawalId: id,
            idempotencyKey: `withdrawal:${id}`,
          },
          tx,
        );
        if (toChainUnits(amount - hold.fee, decimals, asset.decimals) === 0n) throw badRequest('validation.amount');
        return this.repo.setFee(tx, id, hold.fee);
      });
    } catch (err) {
      throw err instanceof LedgerError ? ledgerRefusal(err) : err;
    }
  }

  /** Over the limit, or the value is unknown (no price, or a stale one): an operator decides. */
  private async needsApproval(currency: DepositCurrency, amount: bigint): Promise<boolean> {
    const limit = decimalToRay(this.deps.config.payouts.autoLimitUsd);
    if (limit === 0n) return true;
    const quote = (await this.deps.prices.read('usd', [currency])).quotes.get(currency);
    if (!quote || quote.stale) return true;
    const usd = mulDivUp(amount, decimalToRay(quote.price), 10n ** BigInt(TOKEN_DECIMALS[currency]));
    return usd > limit;
  }
}
