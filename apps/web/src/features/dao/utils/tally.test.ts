import { describe, expect, it } from 'vitest';
import { leadersOf, sharesOf } from './tally.ts';

describe('tally', () => {
  it('gives each weight as a percent of the sum, exactly, rounded down to 0.01', () => {
    expect(sharesOf(['1', '1', '1'])).toEqual(['33.33', '33.33', '33.33']);
    expect(sharesOf(['62.5', '37.5'])).toEqual(['62.5', '37.5']);
    expect(sharesOf(['0.000000000000000001', '999999999.999999999999999999'])).toEqual(['0', '99.99']);
    expect(sharesOf(['0', '0'])).toEqual(['0', '0']);
  });

  it('names the leading options, all of them on a tie', () => {
    expect(leadersOf(['10', '20.5', '3'])).toEqual([1]);
    expect(leadersOf(['7.000000000000000001', '7.000000000000000001'])).toEqual([0, 1]);
    expect(leadersOf(['0', '0'])).toEqual([]);
  });
});
