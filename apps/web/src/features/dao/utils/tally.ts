/** Shares of a proposal's tally, exact on the SPOOL weights (decimal strings) and rounded down to 0.01 %. */
import { toFixedPoint } from '../../../utils/decimal.ts';

const SCALE = 18;

/** Each weight as a percent of the sum ("37.5"), in the API's percent form for formatPercent; "0" when nobody voted. */
export function sharesOf(weights: string[]): string[] {
  const units = weights.map((w) => toFixedPoint(w, SCALE));
  const total = units.reduce((a, b) => a + b, 0n);
  return units.map((u) => {
    if (total === 0n) return '0';
    const basisPoints = (u * 10_000n) / total;
    const fraction = (basisPoints % 100n).toString().padStart(2, '0').replace(/0+$/, '');
    return `${basisPoints / 100n}${fraction ? `.${fraction}` : ''}`;
  });
}

/** Indexes of the options with the most weight (more than one on a tie); none when nobody voted. */
export function leadersOf(weights: string[]): number[] {
  const units = weights.map((w) => toFixedPoint(w, SCALE));
  const top = units.reduce((a, b) => (b > a ? b : a), 0n);
  return top === 0n ? [] : units.flatMap((u, i) => (u === top ? [i] : []));
}
