import { fromBaseUnits } from '@yc/contract/amounts';
import { describe, expect, it } from 'vitest';
import { addDecimals, compareDecimal, subtractDecimals, toFixedPoint } from './decimal.ts';

describe('decimal strings as fixed point', () => {
  it('scales, cuts extra digits toward zero and round-trips', () => {
    expect(toFixedPoint('12.345', 2)).toBe(1234n);
    expect(toFixedPoint('-0.019', 2)).toBe(-1n);
    expect(toFixedPoint('7', 3)).toBe(7000n);
    expect(fromBaseUnits(1234n, 2)).toBe('12.34');
    expect(fromBaseUnits(1200n, 2)).toBe('12');
    expect(fromBaseUnits(-5n, 3)).toBe('-0.005');
    expect(fromBaseUnits(toFixedPoint('123456789012345678901.5', 27), 27)).toBe('123456789012345678901.5');
  });

  it('refuses what is not a decimal string', () => {
    expect(() => toFixedPoint('1e3', 2)).toThrow();
    expect(() => toFixedPoint('', 2)).toThrow();
  });

  it('orders beyond a JS number’s precision', () => {
    expect(compareDecimal('9007199254740993', '9007199254740992')).toBe(1);
    expect(compareDecimal('0.10', '0.1')).toBe(0);
    expect(compareDecimal('-2', '1.5')).toBe(-1);
  });
});

describe('decimal sums', () => {
  it('adds exactly at the finer scale', () => {
    expect(addDecimals('0.1', '0.2')).toBe('0.3');
    expect(addDecimals('9007199254740993', '0.000000000000000001')).toBe('9007199254740993.000000000000000001');
    expect(addDecimals('1.5', '-1.5')).toBe('0');
  });

  it('subtracts exactly at the finer scale', () => {
    expect(subtractDecimals('100', '0.1')).toBe('99.9');
    expect(subtractDecimals('1', '0.000000000000000001')).toBe('0.999999999999999999');
    expect(subtractDecimals('0.3', '0.5')).toBe('-0.2');
  });
});
