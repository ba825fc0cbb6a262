import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { AmountFormatError, fromBaseUnits, shortenAddress, toBaseUnits } from '../src/index.ts';

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

describe('shortenAddress', () => {
  it('keeps the first and last six characters', () => {
    expect(shortenAddress('0x1234567890abcdef1234567890abcdef12345678')).toBe('0x1234...345678');
    expect(shortenAddress('0x12')).toBe('0x12');
  });
});
