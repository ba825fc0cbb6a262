import { describe, expect, it } from 'vitest';
import { parseTokenAmount, splitFee } from './token-amount.ts';

describe('parseTokenAmount', () => {
  it('reads exact base units with the token decimals', () => {
    expect(parseTokenAmount('12.5', 6)).toEqual({ ok: true, units: 12_500_000n });
    expect(parseTokenAmount(' 1.000000000000000001 ', 18)).toEqual({ ok: true, units: 1_000_000_000_000_000_001n });
    expect(parseTokenAmount('123456789012345678901234567890', 0)).toEqual({
      ok: true,
      units: 123456789012345678901234567890n,
    });
  });

  it('refuses more decimals than the token has, zero and malformed text', () => {
    expect(parseTokenAmount('0.0000001', 6)).toEqual({ ok: false, problem: 'decimals' });
    expect(parseTokenAmount('1.5', 0)).toEqual({ ok: false, problem: 'decimals' });
    expect(parseTokenAmount('0', 6)).toEqual({ ok: false, problem: 'zero' });
    expect(parseTokenAmount('0.000', 6)).toEqual({ ok: false, problem: 'zero' });
    for (const bad of ['', '-1', '1e3', '01', '1.', '.5', '1,5', 'abc']) {
      expect(parseTokenAmount(bad, 6)).toEqual({ ok: false, problem: 'format' });
    }
  });
});

describe('splitFee', () => {
  it('answers the fee and the net amount in token units', () => {
    expect(splitFee(12_345_679n, '0.5', 6)).toEqual({ fee: '0.061729', net: '12.28395' });
    expect(splitFee(10n ** 18n, '0', 18)).toEqual({ fee: '0', net: '1' });
  });
});
