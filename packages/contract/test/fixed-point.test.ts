/** Exact share arithmetic: roots, the daily factor, parsing and rounding directions (decisions 28, 29). */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  dailyFactor,
  decimalToRay,
  mulDivDown,
  mulDivUp,
  nthRoot,
  percentToRay,
  RAY,
  rayToDecimal,
} from '../src/fixed-point.ts';

const compound = (apy: string, days: number) => {
  const f = dailyFactor(apy);
  let p = RAY;
  for (let i = 0; i < days; i++) p = (p * f) / RAY;
  return p;
};

describe('fixed point', () => {
  it('takes exact integer roots', () => {
    expect(nthRoot(0n, 3)).toBe(0n);
    expect(nthRoot(1n, 365)).toBe(1n);
    expect(nthRoot(27n, 3)).toBe(3n);
    expect(nthRoot(26n, 3)).toBe(2n);
    expect(nthRoot(10n ** 40n, 2)).toBe(10n ** 20n);
    fc.assert(
      fc.property(fc.bigInt({ min: 0n, max: 10n ** 60n }), fc.integer({ min: 1, max: 40 }), (x, n) => {
        const r = nthRoot(x, n);
        const N = BigInt(n);
        return r ** N <= x && (r + 1n) ** N > x;
      }),
    );
  });

  it('compounds 10 % APY daily to 1.1 after 365 days within 1e-24', () => {
    const p = compound('10', 365);
    const target = (RAY * 11n) / 10n;
    expect(p <= target).toBe(true);
    expect(target - p < 1000n).toBe(true);
    expect(rayToDecimal(p, 18)).toBe('1.099999999999999999');
  });

  it('computes hand-checked daily factors', () => {
    // (1.1)^(1/365) = exp(ln 1.1 / 365) = 1.000261157876... ; 0 % is exactly 1.
    expect(rayToDecimal(dailyFactor('10'), 12)).toBe('1.000261157876');
    expect(dailyFactor('0')).toBe(RAY);
    // 100 % APY doubles in a year; 12.5 % grows by 1.125.
    expect(RAY * 2n - compound('100', 365) < 1000n).toBe(true);
    expect((RAY * 1125n) / 1000n - compound('12.5', 365) < 1000n).toBe(true);
    expect((RAY * 121n) / 100n - compound('21', 365) < 1000n).toBe(true);
  });

  it('parses percent and decimals exactly', () => {
    expect(percentToRay('12.5')).toBe(RAY / 8n);
    expect(percentToRay('0.1')).toBe(RAY / 1000n);
    expect(() => percentToRay('-1')).toThrow();
    expect(() => percentToRay('1e3')).toThrow();
    expect(decimalToRay('1.5')).toBe((RAY * 3n) / 2n);
    expect(rayToDecimal(RAY * 3n)).toBe('3');
  });

  it('rounds down or up as asked', () => {
    expect(mulDivDown(7n, 1n, 2n)).toBe(3n);
    expect(mulDivUp(7n, 1n, 2n)).toBe(4n);
    expect(mulDivUp(0n, 1n, 2n)).toBe(0n);
  });
});
