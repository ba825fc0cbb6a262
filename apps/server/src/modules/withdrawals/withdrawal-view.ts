/** A withdrawal row as the contract answers it: token units as exact decimal strings, the checksummed destination. */
import type { AdminWithdrawal, AnyPool, DepositCurrency, LocaleCode, Withdrawal } from '@yc/contract';
import { fromBaseUnits } from '@yc/contract/amounts';
import { TOKEN_DECIMALS } from '@yc/contract/pools';
import { getAddress } from 'viem';
import type { AdminWithdrawalRow, WithdrawalRow } from './withdrawals.repository.ts';

/** A rejection's reason in the reader's language (decision 72); otherwise the payout worker's error, if any. */
export const reasonOf = (row: WithdrawalRow, locale: LocaleCode): string | null =>
  (locale === 'ru' ? row.reason_ru : row.reason_en) ?? row.reason;

export function toWithdrawal(row: WithdrawalRow, requiredConfirmations: number, locale: LocaleCode): Withdrawal {
  const currency = row.currency as DepositCurrency;
  const decimals = TOKEN_DECIMALS[currency];
  const amount = BigInt(row.amount);
  const fee = BigInt(row.fee);
  return {
    id: row.id,
    pool: row.pool as AnyPool,
    currency,
    chainId: row.chain_id,
    amount: fromBaseUnits(amount, decimals),
    fee: fromBaseUnits(fee, decimals),
    netAmount: fromBaseUnits(amount - fee, decimals),
    destination: getAddress(row.destination),
    status: row.status,
    needsApproval: row.needs_approval,
    txHash: row.tx_hash,
    confirmations: row.confirmations,
    requiredConfirmations,
    reason: reasonOf(row, locale),
    createdAt: row.created_at.toISOString(),
    updatedAt: row.updated_at.toISOString(),
  };
}

export function toAdminWithdrawal(
  row: AdminWithdrawalRow,
  requiredConfirmations: number,
  locale: LocaleCode,
): AdminWithdrawal {
  const view = toWithdrawal(row, requiredConfirmations, locale);
  // A wallet-only account has no login: its wallet is its name.
  return {
    ...view,
    userId: row.user_id,
    login: row.login ?? view.destination,
    decidedAt: row.decided_at?.toISOString() ?? null,
    retryOf: row.retry_of,
  };
}
