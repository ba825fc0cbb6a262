/**
 * Exact ordering and arithmetic on signed decimal strings, without a JS number: the contract's base-unit
 * conversions (decision 58) with a sign. Digits beyond `scale` are cut (toward zero); callers pick a scale at
 * least as fine as their inputs.
 */
import { fromBaseUnits, toBaseUnits } from '@yc/contract/amounts';

/** "12.345" at scale 2 → 1234n, "-0.019" → -1n; throws on anything that is not a plain decimal string. */
export function toFixedPoint(value: string, scale: number): bigint {
  const negative = value.startsWith('-');
  const units = toBaseUnits(negative ? value.slice(1) : value, scale, 'down');
  return negative ? -units : units;
}

const fractionDigits = (value: string) => value.split('.')[1]?.length ?? 0;

/** Orders two decimal strings exactly: negative, zero or positive like a sort comparator. */
export function compareDecimal(a: string, b: string): number {
  const scale = Math.max(fractionDigits(a), fractionDigits(b));
  const diff = toFixedPoint(a, scale) - toFixedPoint(b, scale);
  return diff === 0n ? 0 : diff < 0n ? -1 : 1;
}

/** The exact sum of two decimal strings. */
export function addDecimals(a: string, b: string): string {
  const scale = Math.max(fractionDigits(a), fractionDigits(b));
  return fromBaseUnits(toFixedPoint(a, scale) + toFixedPoint(b, scale), scale);
}

/** The exact difference a − b of two decimal strings. */
export function subtractDecimals(a: string, b: string): string {
  const scale = Math.max(fractionDigits(a), fractionDigits(b));
  return fromBaseUnits(toFixedPoint(a, scale) - toFixedPoint(b, scale), scale);
}
