/**
 * Token amounts the user types, and the fees taken from them, in exact base units (decision F4): parsed with the
 * token's decimals and never through a JS number. The pattern, the conversion and the fee formula are the
 * contract's, the same the server applies (decision 58).
 */
import { DECIMAL, fromBaseUnits, toBaseUnits } from '@yc/contract/amounts';
import { feeOf } from '@yc/contract/fixed-point';

export type AmountProblem = 'format' | 'decimals' | 'zero';

export type ParsedAmount = { ok: true; units: bigint } | { ok: false; problem: AmountProblem };

/** "12.5" with 6 decimals → 12500000n; more fraction digits than the token has is a problem, not a rounding. */
export function parseTokenAmount(text: string, decimals: number): ParsedAmount {
  const match = DECIMAL.exec(text.trim());
  if (!match) return { ok: false, problem: 'format' };
  if ((match[2] ?? '').length > decimals) return { ok: false, problem: 'decimals' };
  const units = toBaseUnits(text.trim(), decimals);
  return units > 0n ? { ok: true, units } : { ok: false, problem: 'zero' };
}

export interface FeeSplit {
  fee: string;
  net: string;
}

/** The fee and what remains of `units`, as exact decimal strings in token units. */
export function splitFee(units: bigint, percent: string, decimals: number): FeeSplit {
  const fee = feeOf(units, percent);
  return { fee: fromBaseUnits(fee, decimals), net: fromBaseUnits(units - fee, decimals) };
}
