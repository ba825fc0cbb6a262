import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { feeOf, percentToRay, RAY } from '../src/fixed-point.ts';
import {
  AmountFormatError,
  DECIMAL,
  fromBaseUnits,
  rescaleUnits,
  shortenAddress,
  TOKEN_DECIMALS,
  TOKEN_LABELS,
  toBaseUnits,
} from '../src/index.ts';

describe('toBaseUnits', () => {
  it('converts with the token decimals', () => {
    expect(toBaseUnits('1.5', 6)).toBe(1_500_000n);
    expect(toBaseUnits('1', 18)).toBe(10n ** 18n);
    expect(toBaseUnits('0.00000001', 8)).toBe(1n);
    expect(toBaseUnits('123.456789', 6)).toBe(123_456_789n);
    expect(toBaseUnits('0', 18)).toBe(0n);
    expect(toBaseUnits(' 2.50 ', 2)).toBe(250n);
  });

  it('rounds digits beyond the precision up', () => {
    expect(toBaseUnits('0.0000001', 6)).toBe(1n);
    expect(toBaseUnits('1.0000001', 6)).toBe(1_000_001n);
    expect(toBaseUnits('1.1234560000', 6)).toBe(1_123_456n);
    expect(toBaseUnits('0.9999999999', 6)).toBe(1_000_000n);
    expect(toBaseUnits('1.5', 0)).toBe(2n);
  });

  it('keeps huge values exact', () => {
    const huge = '115792089237316195423570985008687907853269984665640564039457.584007913129639935';
    expect(toBaseUnits(huge, 18)).toBe(2n ** 256n - 1n);
    expect(toBaseUnits('12345678901234567890.123456789012345678', 18)).toBe(12345678901234567890123456789012345678n);
  });

  it.each(['', '-1', '1e6', '0x10', '.5', '5.', '01', '1,5', 'NaN', 'Infinity', '1.2.3', '１'])(
    'rejects %j',
    (value) => {
      expect(() => toBaseUnits(value, 6)).toThrow(AmountFormatError);
    },
  );

  it('rejects impossible decimals', () => {
    expect(() => toBaseUnits('1', -1)).toThrow(RangeError);
    expect(() => toBaseUnits('1', 1.5)).toThrow(RangeError);
  });
});

describe('fromBaseUnits', () => {
  it('prints exact decimals without trailing zeros', () => {
    expect(fromBaseUnits(1_500_000n, 6)).toBe('1.5');
    expect(fromBaseUnits(1n, 18)).toBe('0.000000000000000001');
    expect(fromBaseUnits(0n, 8)).toBe('0');
    expect(fromBaseUnits(10n ** 18n, 18)).toBe('1');
    expect(fromBaseUnits(-25n, 1)).toBe('-2.5');
    expect(fromBaseUnits(7n, 0)).toBe('7');
  });
});

describe('amount properties', () => {
  const decimals = fc.constantFrom(0, 6, 8, 9, 18);
  const units = fc.bigInt({ min: 0n, max: 2n ** 256n - 1n });

  it('round-trips base units through the decimal string', () => {
    fc.assert(fc.property(units, decimals, (u, d) => toBaseUnits(fromBaseUnits(u, d), d) === u));
  });

  it('never rounds down, and rounds up by less than one unit', () => {
    fc.assert(
      fc.property(units, decimals, fc.stringMatching(/^[0-9]{1,30}$/), (u, d, extra) => {
        const exact = fromBaseUnits(u, d);
        const longer = `${exact}${exact.includes('.') ? '' : '.'}${'0'.repeat(d - (exact.split('.')[1]?.length ?? 0))}${extra}`;
        const converted = toBaseUnits(longer, d);
        return /[1-9]/.test(extra) ? converted === u + 1n : converted === u;
      }),
    );
  });
});

describe('toBaseUnits rounding down', () => {
  it('cuts the digits beyond the precision', () => {
    expect(toBaseUnits('0.0000009', 6, 'down')).toBe(0n);
    expect(toBaseUnits('1.9999999', 6, 'down')).toBe(1_999_999n);
    expect(toBaseUnits('1.5', 6, 'down')).toBe(1_500_000n);
  });

  it('is the rounded-up value, or one unit less when digits were dropped', () => {
    fc.assert(
      fc.property(
        fc.stringMatching(/^(0|[1-9][0-9]{0,20})(\.[0-9]{1,30})?$/),
        fc.integer({ min: 0, max: 24 }),
        (v, d) => {
          const up = toBaseUnits(v, d);
          const down = toBaseUnits(v, d, 'down');
          return up === down || up === down + 1n;
        },
      ),
      { numRuns: 300 },
    );
  });
});

describe('DECIMAL', () => {
  it('matches what people and the API write, and nothing else', () => {
    for (const ok of ['0', '7', '12.5', '0.000001', '100.10']) expect(DECIMAL.test(ok)).toBe(true);
    for (const bad of ['', '-1', '01', '.5', '5.', '1e3', '1,5', ' 1', '+1']) expect(DECIMAL.test(bad)).toBe(false);
  });
});

describe('rescaleUnits', () => {
  it('scales up exactly and down rounding toward zero', () => {
    expect(rescaleUnits(1_500_000n, 6, 18)).toBe(1_500_000_000_000_000_000n);
    expect(rescaleUnits(1_999_999_999_999n, 18, 6)).toBe(1n);
    expect(rescaleUnits(42n, 8, 8)).toBe(42n);
  });

  it('round-trips through more decimals, and never grows through fewer', () => {
    const units = fc.bigInt({ min: 0n, max: 2n ** 128n });
    const decimals = fc.integer({ min: 0, max: 36 });
    fc.assert(
      fc.property(units, decimals, decimals, (u, a, b) => {
        const [lo, hi] = a <= b ? [a, b] : [b, a];
        return (
          rescaleUnits(rescaleUnits(u, lo, hi), hi, lo) === u && rescaleUnits(rescaleUnits(u, hi, lo), lo, hi) <= u
        );
      }),
      { numRuns: 300 },
    );
  });

  it('rejects impossible decimals', () => {
    expect(() => rescaleUnits(1n, -1, 6)).toThrow(RangeError);
    expect(() => rescaleUnits(1n, 6, 78)).toThrow(RangeError);
  });
});

describe('feeOf', () => {
  it('takes the percent rounded up to a whole base unit', () => {
    expect(feeOf(1_000_000n, '0.5')).toBe(5_000n);
    // 0.3 % of 333 units is 0.999: one unit.
    expect(feeOf(333n, '0.3')).toBe(1n);
    expect(feeOf(1n, '0.0001')).toBe(1n);
    expect(feeOf(1000n, '0.1')).toBe(1n);
    expect(feeOf(1001n, '0.1')).toBe(2n);
    expect(feeOf(10n ** 18n + 1n, '1')).toBe(10n ** 16n + 1n);
  });

  it('is zero for a zero percent or amount and never more than the amount', () => {
    expect(feeOf(1_000_000n, '0')).toBe(0n);
    expect(feeOf(0n, '2')).toBe(0n);
    expect(feeOf(7n, '150')).toBe(7n);
    expect(feeOf(5n, '100')).toBe(5n);
  });

  it('refuses what is not a percent', () => {
    for (const bad of ['-1', '1e3', '', '0.'.padEnd(28, '1')]) expect(() => feeOf(100n, bad)).toThrow(RangeError);
  });

  it('is the smallest whole unit at or above amount × percent / 100', () => {
    const percent = fc
      .tuple(fc.integer({ min: 0, max: 99 }), fc.stringMatching(/^[0-9]{0,6}$/))
      .map(([w, f]) => (f ? `${w}.${f}` : `${w}`));
    fc.assert(
      fc.property(fc.bigInt({ min: 0n, max: 10n ** 40n }), percent, (amount, p) => {
        const fee = feeOf(amount, p);
        const exact = amount * percentToRay(p); // fee × 100 × RAY/100, as RAY-scaled units
        return fee * RAY >= exact && (fee === 0n || (fee - 1n) * RAY < exact) && fee <= amount;
      }),
      { numRuns: 300 },
    );
  });
});

describe('TOKEN_DECIMALS', () => {
  it('gives every token whole decimals the ledger can hold', () => {
    for (const token of TOKEN_LABELS) {
      const d = TOKEN_DECIMALS[token];
      expect(Number.isInteger(d) && d >= 0 && d <= 36, token).toBe(true);
    }
    expect(Object.keys(TOKEN_DECIMALS).sort()).toEqual([...TOKEN_LABELS].sort());
  });
});

describe('shortenAddress', () => {
  it('keeps the first and last six characters', () => {
    expect(shortenAddress('0x1234567890abcdef1234567890abcdef12345678')).toBe('0x1234...345678');
    expect(shortenAddress('0x12')).toBe('0x12');
  });
});
