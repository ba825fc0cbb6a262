import { describe, expect, it } from 'vitest';
import { formatFiat, formatPercent, formatPrice, formatToken, shiftLeft } from './money.ts';

const nbsp = (s: string) => s.replace(/[\u00a0\u202f]/g, ' ');

describe('money formatting', () => {
  it('shifts the decimal point exactly', () => {
    expect(shiftLeft('12.5', 2)).toBe('0.125');
    expect(shiftLeft('1250', 2)).toBe('12.5');
    expect(shiftLeft('0', 2)).toBe('0');
    expect(shiftLeft('100', 2)).toBe('1');
    expect(shiftLeft('0.01', 2)).toBe('0.0001');
    expect(shiftLeft('-3', 2)).toBe('-0.03');
  });

  it('formats fiat in US dollars with two decimals', () => {
    expect(formatFiat('1234.5', 'en')).toBe('$1,234.50');
    expect(formatFiat('0.005', 'en')).toBe('$0.01');
    expect(nbsp(formatFiat('1234.5', 'ru'))).toBe('1 234,50 $');
    expect(formatFiat('99999999999999999999.99', 'en')).toBe('$99,999,999,999,999,999,999.99');
  });

  it('formats a unit price with two to six decimals, so a small or slowly growing price stays visible', () => {
    expect(formatPrice('0.125', 'en')).toBe('$0.125');
    expect(formatPrice('1.0234', 'en')).toBe('$1.0234');
    expect(formatPrice('1', 'en')).toBe('$1.00');
    expect(formatPrice('1.00000049', 'en')).toBe('$1.00');
    expect(formatPrice('0.0000125', 'en')).toBe('$0.000013');
    expect(nbsp(formatPrice('3120.55', 'ru'))).toBe('3 120,55 $');
  });

  it('shows API percent values divided by 100', () => {
    expect(formatPercent('12.5', 'en')).toBe('12.5%');
    expect(formatPercent('8.5', 'en')).toBe('8.5%');
    expect(formatPercent('0.1', 'en')).toBe('0.1%');
    expect(nbsp(formatPercent('12.5', 'ru'))).toBe('12,5 %');
  });

  it('keeps every digit of a token amount', () => {
    expect(formatToken('1234.000000000000000001', 'en', 'ETH')).toBe('1,234.000000000000000001 ETH');
    expect(formatToken('123456789012345678901234567890', 'en')).toBe('123,456,789,012,345,678,901,234,567,890');
    expect(formatToken('0.5', 'en', 'USDT')).toBe('0.5 USDT');
  });
});
