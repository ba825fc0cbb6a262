/**
 * Token amounts the user types, and the fees taken from them, in exact base units (decision F4): parsed with the
 * token's decimals and never through a JS number; a fee is rounded up to the token's last digit as the server
 * does (the platform's favour), and never exceeds the amount.
 */
import { fromBaseUnits, toBaseUnits } from '@yc/contract/amounts';

const DECIMAL = /^(0|[1-9][0-9]*)(?:\.([0-9]+))?$/;
const PERCENT = /^(0|[1-9][0-9]*)(?:\.([0-9]+))?$/;

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

/** `percent` of `units` ("0.5" = 0.5 %), rounded up to a whole base unit and capped at `units`. */
export function feeOf(units: bigint, percent: string): bigint {
  const match = PERCENT.exec(percent);
  if (!match) throw new RangeError(`not a percent value: ${percent}`);
  const fraction = match[2] ?? '';
  const numerator = units * BigInt((match[1] as string) + fraction);
  const denominator = 100n * 10n ** BigInt(fraction.length);
  const fee = numerator === 0n ? 0n : (numerator - 1n) / denominator + 1n;
  return fee > units ? units : fee;
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
