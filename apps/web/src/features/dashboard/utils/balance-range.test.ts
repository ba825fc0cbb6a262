import { describe, expect, it } from 'vitest';
import { rangeDates } from './balance-range.ts';

describe('balance chart ranges', () => {
  it('counts the days back from today, today included, in UTC', () => {
    const now = new Date('2025-03-10T23:30:00Z');
    expect(rangeDates('7d', now)).toEqual({ from: '2025-03-04', to: '2025-03-10' });
    expect(rangeDates('30d', now)).toEqual({ from: '2025-02-09', to: '2025-03-10' });
    expect(rangeDates('1y', new Date('2024-12-31T00:00:00Z'))).toEqual({ from: '2024-01-02', to: '2024-12-31' });
  });
});
