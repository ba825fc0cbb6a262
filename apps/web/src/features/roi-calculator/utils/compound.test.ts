import { dailyFactor } from '@yc/contract/fixed-point';
import { describe, expect, it } from 'vitest';
import { compound, intervalDays } from './compound.ts';

describe('interval days', () => {
  it('rounds months × 365 / 12 to whole days, halves up', () => {
    expect(intervalDays(1)).toBe(30); // 30.417
    expect(intervalDays(6)).toBe(183); // 182.5
    expect(intervalDays(12)).toBe(365);
    expect(intervalDays(18)).toBe(548); // 547.5
    expect(intervalDays(60)).toBe(1825);
    expect(() => intervalDays(1.5)).toThrow();
  });
});

describe('ROI compounding once daily', () => {
  it('gives exactly the APY over a 365-day year: $1,000 at 10 % for 12 mo is $1,100.00', () => {
    expect(compound('1000', '10', intervalDays(12))).toBe('1100');
  });

  it('compounds part of a year: $1,000 at 8.5 % for 6 mo (183 days)', () => {
    // By hand: ln(1.085) = 0.0815799870; × 183/365 = 0.0409017469; e^0.0409017469 = 1.0417497454;
    // × $1,000 = $1,041.7497… → $1,041.75.
    expect(compound('1000', '8.5', intervalDays(6))).toBe('1041.75');
  });

  it('compounds a month: $1,000 at 5.25 % for 1 mo (30 days)', () => {
    // ln(1.0525) = 0.0511682866; × 30/365 = 0.0042056126; e^0.0042056126 = 1.0042144686 → $1,004.2145 → $1,004.21.
    expect(compound('1000', '5.25', intervalDays(1))).toBe('1004.21');
  });

  it('applies the factor once per whole day', () => {
    const f = dailyFactor('10');
    const ray = 10n ** 27n;
    // The factor is the floor of the 365th root: f^365 ≤ 1.1 × RAY^365 < (f + 1)^365.
    expect(f ** 365n <= (11n * ray ** 365n) / 10n).toBe(true);
    expect((f + 1n) ** 365n > (11n * ray ** 365n) / 10n).toBe(true);
    expect(compound('1000', '10', 1)).toBe('1000.26'); // 1.1^(1/365) = 1.000261158…
  });

  it('keeps zero at zero, a 0 % APY flat and one decimal of input exact', () => {
    expect(compound('0', '10', 365)).toBe('0');
    expect(compound('1234.5', '0', 1825)).toBe('1234.5');
    // $2,500.5 at 12.5 % for 60 mo: 1,825 days are exactly 5 years, 2500.5 × 1.125^5 = 4505.98219… → $4,505.98.
    expect(compound('2500.5', '12.5', intervalDays(60))).toBe('4505.98');
  });
});
