import { describe, expect, it } from 'vitest';
import { formatFiatInput, parseFiatInput } from './fiat-mask.ts';

describe('currency input mask', () => {
  it('keeps digits and one decimal with one fraction digit', () => {
    expect(parseFiatInput('$ 1000')).toBe('1000');
    expect(parseFiatInput('$ 1000.55')).toBe('1000.5');
    expect(parseFiatInput('1,5')).toBe('1.5');
    expect(parseFiatInput('$ 1.2.3')).toBe('1.2');
    expect(parseFiatInput('.5')).toBe('0.5');
    expect(parseFiatInput('$ 12.')).toBe('12.');
  });

  it('drops a minus sign, letters and leading zeros', () => {
    expect(parseFiatInput('-5')).toBe('5');
    expect(parseFiatInput('$ 5-')).toBe('5');
    expect(parseFiatInput('$ 00012a')).toBe('12');
    expect(parseFiatInput('$ 0')).toBe('0');
    expect(parseFiatInput('-')).toBe('');
  });

  it('caps the integer part at twelve digits', () => {
    expect(parseFiatInput('12345678901234')).toBe('123456789012');
  });

  it('shows the amount after the prefix and an empty field as empty', () => {
    expect(formatFiatInput('1000.5')).toBe('$ 1000.5');
    expect(formatFiatInput('')).toBe('');
  });
});
