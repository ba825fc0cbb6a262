/**
 * Exact token amounts (decision F4, docs/product.md §5): a user's decimal string becomes base units
 * with the token's decimals, never through a floating-point number. Digits beyond the
 * token's precision round up, as the spec says.
 */

/** A non-negative decimal string as people and the API write it: no sign, exponent or leading zero; group 2 is the fraction. */
export const DECIMAL = /^(0|[1-9][0-9]*)(?:\.([0-9]+))?$/;

export class AmountFormatError extends Error {
  constructor(value: string) {
    super(`not a non-negative decimal amount: ${JSON.stringify(value)}`);
    this.name = 'AmountFormatError';
  }
}

function checkDecimals(decimals: number): void {
  if (!Number.isInteger(decimals) || decimals < 0 || decimals > 77) throw new RangeError(`bad decimals: ${decimals}`);
}

/**
 * `"1.5"` with 6 decimals → `1500000n`; `"0.0000001"` with 6 decimals → `1n` (rounded up), or `0n` when
 * `rounding` is `'down'` (prices and other figures that are cut, not charged).
 */
export function toBaseUnits(amount: string, decimals: number, rounding: 'up' | 'down' = 'up'): bigint {
  checkDecimals(decimals);
  const match = DECIMAL.exec(amount.trim());
  if (!match) throw new AmountFormatError(amount);
  const whole = match[1] as string;
  const fraction = match[2] ?? '';
  const kept = fraction.slice(0, decimals).padEnd(decimals, '0');
  const dropped = fraction.slice(decimals);
  const units = BigInt(whole + kept);
  return rounding === 'up' && /[1-9]/.test(dropped) ? units + 1n : units;
}

/** `1500000n` with 6 decimals → `"1.5"`: exact, without trailing zeros. */
export function fromBaseUnits(units: bigint, decimals: number): string {
  checkDecimals(decimals);
  const negative = units < 0n;
  const digits = (negative ? -units : units).toString().padStart(decimals + 1, '0');
  const whole = digits.slice(0, digits.length - decimals);
  const fraction = digits.slice(digits.length - decimals).replace(/0+$/, '');
  return `${negative ? '-' : ''}${whole}${fraction ? `.${fraction}` : ''}`;
}

/** Base units of one precision at another (a chain's token contract vs the ledger), rounded down. */
export function rescaleUnits(units: bigint, fromDecimals: number, toDecimals: number): bigint {
  checkDecimals(fromDecimals);
  checkDecimals(toDecimals);
  return fromDecimals >= toDecimals
    ? units / 10n ** BigInt(fromDecimals - toDecimals)
    : units * 10n ** BigInt(toDecimals - fromDecimals);
}
