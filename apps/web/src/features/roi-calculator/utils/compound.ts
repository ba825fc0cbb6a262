/**
 * ROI with compounding once a day (docs/product.md §9), exact to far below a cent: RAY fixed point (27 decimals) in bigint,
 * with the accrual's own daily factor. The daily factor is floor(RAY × (1 + APY)^(1/365)), found as an
 * integer 365th root; it is applied once per whole day, each product cut to 27 decimals. Each cut loses under
 * 1e-27 of a dollar-unit, so after 1,826 days the result is within 1e-20 of the true value before it is rounded
 * half up to cents.
 */
import { fromBaseUnits } from '@yc/contract/amounts';
import { ROI_COMPOUNDING_PER_YEAR } from '@yc/contract/constants';
import { dailyFactor, RAY, RAY_DECIMALS } from '@yc/contract/fixed-point';
import { toFixedPoint } from '../../../utils/decimal.ts';

/**
 * Whole days in an interval of whole months: round(months × 365 / 12), halves up — a year is 365 days, so 12 mo
 * compounds exactly one year's APY; 6 mo is round(182.5) = 183 days; 1 mo is round(30.42) = 30 days.
 */
export function intervalDays(months: number): number {
  if (!Number.isInteger(months) || months < 0) throw new RangeError(`not a whole number of months: ${months}`);
  return Math.floor((months * ROI_COMPOUNDING_PER_YEAR * 2 + 12) / 24);
}

/** What `amount` (a non-negative decimal string) grows to in `days` at `apyPercent`, rounded half up to cents. */
export function compound(amount: string, apyPercent: string, days: number): string {
  if (amount.startsWith('-') || apyPercent.startsWith('-')) throw new RangeError('amount and APY must not be negative');
  const factor = dailyFactor(apyPercent);
  let value = toFixedPoint(amount, RAY_DECIMALS);
  for (let day = 0; day < days; day++) value = (value * factor) / RAY;
  const halfCent = 5n * 10n ** BigInt(RAY_DECIMALS - 3);
  const cents = (value + halfCent) / 10n ** BigInt(RAY_DECIMALS - 2);
  return fromBaseUnits(cents, 2);
}
