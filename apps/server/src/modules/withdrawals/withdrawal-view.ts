/** A withdrawal row as the contract answers it: token units as exact decimal strings, the checksummed destination. */
import type { AdminWithdrawal, AnyPool, DepositCurrency, Withdrawal } from '@yc/contract';
import { fromBaseUnits } from '@yc/contract/amounts';
import { TOKEN_DECIMALS } from '@yc/contract/pools';
import { getAddress } from 'viem';
import type { AdminWithdrawalRow, WithdrawalRow } from './withdrawals.repository.ts';

export function toWithdrawal(row: WithdrawalRow, requiredConfirmations: number): Withdrawal {
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
    reason: row.reason,
    createdAt: row.created_at.toISOString(),
    updatedAt: row.updated_at.toISOString(),
  };
}

export function toAdminWithdrawal(row: AdminWithdrawalRow, requiredConfirmations: number): AdminWithdrawal {
  const view = toWithdrawal(row, requiredConfirmations);
  // A wallet-only account has no login: its wallet is its name.
  return { ...view, userId: row.user_id, login: row.login ?? view.destination };
}
