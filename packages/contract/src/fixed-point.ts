/**
 * Exact fixed-point arithmetic for share accounting (decisions F4, 29) and the ROI calculator, which must
 * compound exactly as the accrual does. Prices per share are RAY-scaled bigints (27 decimals):
 * `assets = shares × pricePerShare / RAY`. No JS number touches money.
 */
import { DECIMAL, fromBaseUnits, toBaseUnits } from './amounts.ts';
import { ROI_COMPOUNDING_PER_YEAR } from './constants.ts';

export const RAY_DECIMALS = 27;
export const RAY = 10n ** 27n;

export function mulDivDown(a: bigint, b: bigint, d: bigint): bigint {
  if (a < 0n || b < 0n || d <= 0n) throw new RangeError('mulDiv takes non-negative operands and a positive divisor');
  return (a * b) / d;
}

export function mulDivUp(a: bigint, b: bigint, d: bigint): bigint {
  if (a < 0n || b < 0n || d <= 0n) throw new RangeError('mulDiv takes non-negative operands and a positive divisor');
  const p = a * b;
  return p === 0n ? 0n : (p - 1n) / d + 1n;
}

/** floor(x^(1/n)) for a non-negative bigint x: integer Newton iteration, deterministic. */
export function nthRoot(x: bigint, n: number): bigint {
  if (x < 0n || !Number.isInteger(n) || n < 1) throw new RangeError('nthRoot takes x ≥ 0 and an integer n ≥ 1');
  if (x < 2n || n === 1) return x;
  const N = BigInt(n);
  // Start above the root: 2^ceil(bits/n) ≥ x^(1/n). Newton from above decreases monotonically to the floor.
  let r = 1n << BigInt(Math.ceil(x.toString(2).length / n));
  for (;;) {
    const next = ((N - 1n) * r + x / r ** (N - 1n)) / N;
    if (next >= r) return r;
    r = next;
  }
}

/** `"12.5"` (percent) → 0.125 × RAY, exactly; throws on a malformed or negative value. */
export function percentToRay(percent: string): bigint {
  const m = DECIMAL.exec(percent);
  // A percent is a hundredth: 25 fraction digits of it are the RAY's 27.
  if (!m || (m[2] ?? '').length > RAY_DECIMALS - 2) throw new RangeError(`not a percent value: ${percent}`);
  return toBaseUnits(percent, RAY_DECIMALS - 2);
}

/** A fee in percent of `amount` (`"0.5"` = 0.5 %), rounded up (the platform's favour), never above the amount. */
export function feeOf(amount: bigint, percent: string): bigint {
  const fee = mulDivUp(amount, percentToRay(percent), RAY);
  return fee > amount ? amount : fee;
}

const factorCache = new Map<string, bigint>();

/**
 * The daily growth factor for an APY in percent, RAY-scaled: floor(RAY × (1 + apy)^(1/365)).
 * Computed as the integer 365th root of (RAY + apy·RAY) × RAY^364, so it is exact to the last of its
 * 27 decimals (the true root minus less than 1e-27), and identical on every machine.
 */
export function dailyFactor(apyPercent: string): bigint {
  const cached = factorCache.get(apyPercent);
  if (cached !== undefined) return cached;
  const growth = RAY + percentToRay(apyPercent);
  const factor = nthRoot(growth * RAY ** BigInt(ROI_COMPOUNDING_PER_YEAR - 1), ROI_COMPOUNDING_PER_YEAR);
  factorCache.set(apyPercent, factor);
  return factor;
}

/** A RAY-scaled value as a decimal string with `places` decimals (rounded down). */
export function rayToDecimal(value: bigint, places = 18): string {
  return fromBaseUnits(value / 10n ** BigInt(RAY_DECIMALS - places), places);
}

/** A non-negative decimal string → RAY-scaled bigint (digits past 27 decimals dropped). */
export function decimalToRay(value: string): bigint {
  if (!DECIMAL.test(value)) throw new RangeError(`not a decimal: ${value}`);
  return toBaseUnits(value, RAY_DECIMALS, 'down');
}
