/** A claim row as the contract's `depositClaimSchema`, its reject reason in the reader's language. */
import {
  type AnyPool,
  type DepositClaim,
  type DepositCurrency,
  isMessageKey,
  type LocaleCode,
  type TokenLabel,
  translate,
} from '@yc/contract';
import { fromBaseUnits } from '@yc/contract/amounts';
import { TOKEN_DECIMALS } from '@yc/contract/pools';
import type { ClaimRow } from './deposit-claims.repository.ts';

export function claimView(row: ClaimRow, locale: LocaleCode): DepositClaim {
  const decimals = TOKEN_DECIMALS[row.currency as TokenLabel];
  const units = (v: string | null) => (v === null ? null : fromBaseUnits(BigInt(v), decimals));
  const code = row.reject_code;
  return {
    id: row.id,
    pool: row.pool as AnyPool,
    currency: row.currency as DepositCurrency,
    chainId: row.chain_id,
    transaction: row.tx_hash,
    status: row.status,
    confirmations: row.confirmations,
    requiredConfirmations: row.required_confirmations,
    claimedAmount: row.claimed_amount,
    amount: units(row.amount),
    fee: units(row.fee),
    rejectReason:
      code !== null && isMessageKey(code) ? { message: translate(locale, code, row.reject_params ?? {}), code } : null,
    createdAt: row.created_at.toISOString(),
    creditedAt: row.credited_at?.toISOString() ?? null,
  };
}
