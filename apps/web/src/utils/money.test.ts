import { describe, expect, it } from 'vitest';
import { formatFiat, formatPercent, formatPrice, formatToken, formatTokenShort, shiftLeft } from './money.ts';

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

  it('shows a token figure at display precision, cut toward zero, never above the amount', () => {
    const short = (value: string, symbol?: string) => formatTokenShort(value, 'en', symbol);
    expect(short('9999.99994632549873961', 'ETH')).toBe('9,999.99 ETH');
    expect(short('1000000.000000000000000001')).toBe('1,000,000');
    expect(short('100.123456789012345678', 'SPOOL')).toBe('100.12 SPOOL');
    expect(short('12.345679', 'USDT')).toBe('12.34 USDT');
    expect(short('0.061729', 'USDT')).toBe('0.06172 USDT');
    expect(short('0.000001234')).toBe('0.000001234');
    expect(short('99.9')).toBe('99.9');
    expect(short('0')).toBe('0');
    expect(short('-12.5')).toBe('-12.5');
  });

  it('shows a dust amount as a bound and a huge one compact, both without wrapping spaces', () => {
    const short = (value: string, symbol?: string) => formatTokenShort(value, 'en', symbol);
    expect(short('0.000000000000000001', 'ETH')).toBe('<\u00a00.000001 ETH');
    expect(short('0.0000009')).toBe('<\u00a00.000001');
    expect(short('-0.0000001')).toBe('>\u00a0-0.000001');
    expect(short('1000000000.123456', 'USDT')).toBe('1B USDT');
    expect(short('1234567890123')).toBe('1.23T');
    expect(short('123456789012345678901234567890')).toBe('1.23E29');
  });

  it('shows a token figure in Russian', () => {
    const short = (value: string, symbol?: string) => nbsp(formatTokenShort(value, 'ru', symbol));
    expect(short('9999.99994632549873961', 'ETH')).toBe('9 999,99 ETH');
    expect(short('0.061729')).toBe('0,06172');
    expect(short('0.000000000000000001')).toBe('< 0,000001');
    expect(short('1234567890.5')).toBe('1,23 млрд');
    expect(short('123456789012345678901234567890')).toBe('1,23E29');
  });
});
