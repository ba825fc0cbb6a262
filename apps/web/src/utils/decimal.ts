/**
 * Exact decimal strings ↔ bigint fixed-point, for ordering and arithmetic on money without a JS number.
 * Digits beyond `scale` are cut (toward zero); callers pick a scale at least as fine as their inputs.
 */

const DECIMAL = /^-?\d+(\.\d+)?$/;

/** "12.345" at scale 2 → 1234n; throws on anything that is not a plain decimal string. */
export function toFixedPoint(value: string, scale: number): bigint {
  if (!DECIMAL.test(value)) throw new Error(`not a decimal string: ${value}`);
  const negative = value.startsWith('-');
  const [int = '0', frac = ''] = (negative ? value.slice(1) : value).split('.');
  const units = BigInt(int + frac.slice(0, scale).padEnd(scale, '0'));
  return negative ? -units : units;
}

/** 1234n at scale 2 → "12.34"; trailing fraction zeros are dropped ("12.3", "12"). */
export function fromFixedPoint(units: bigint, scale: number): string {
  const negative = units < 0n;
  const digits = (negative ? -units : units).toString().padStart(scale + 1, '0');
  const int = digits.slice(0, digits.length - scale);
  const frac = digits.slice(digits.length - scale).replace(/0+$/, '');
  return `${negative ? '-' : ''}${int}${frac ? `.${frac}` : ''}`;
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
  return fromFixedPoint(toFixedPoint(a, scale) + toFixedPoint(b, scale), scale);
}

/** The exact difference a − b of two decimal strings. */
export function subtractDecimals(a: string, b: string): string {
  const scale = Math.max(fractionDigits(a), fractionDigits(b));
  return fromFixedPoint(toFixedPoint(a, scale) - toFixedPoint(b, scale), scale);
}
