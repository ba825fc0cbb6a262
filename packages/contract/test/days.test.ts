import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { addDays, dayStart, daysBetween, isDay, utcDay } from '../src/index.ts';

describe('utcDay', () => {
  it('takes the calendar day in UTC from a Date, an ISO timestamp or milliseconds', () => {
    expect(utcDay(new Date('2025-03-10T23:59:59.999Z'))).toBe('2025-03-10');
    expect(utcDay('2025-03-10T23:30:00-02:00')).toBe('2025-03-11');
    expect(utcDay(Date.UTC(2024, 1, 29))).toBe('2024-02-29');
  });
});

describe('addDays', () => {
  it('crosses months, leap days and years', () => {
    expect(addDays('2025-02-28', 1)).toBe('2025-03-01');
    expect(addDays('2024-02-28', 1)).toBe('2024-02-29');
    expect(addDays('2025-01-01', -1)).toBe('2024-12-31');
    expect(addDays('2025-03-10', -29)).toBe('2025-02-09');
    expect(addDays('2025-03-10', 0)).toBe('2025-03-10');
  });

  it('moves by whole UTC days and back again', () => {
    const day = fc.integer({ min: 0, max: 100_000 }).map((n) => addDays('1970-01-01', n));
    fc.assert(
      fc.property(day, fc.integer({ min: -5_000, max: 5_000 }), (d, n) => {
        const moved = addDays(d, n);
        return (
          isDay(moved) &&
          addDays(moved, -n) === d &&
          daysBetween(d, moved) === n &&
          dayStart(moved).getTime() - dayStart(d).getTime() === n * 86_400_000
        );
      }),
      { numRuns: 300 },
    );
  });
});

describe('dayStart and daysBetween', () => {
  it('start a day at 00:00 UTC and count whole days between two', () => {
    expect(dayStart('2025-03-10').toISOString()).toBe('2025-03-10T00:00:00.000Z');
    expect(daysBetween('2025-03-04', '2025-03-10')).toBe(6);
    expect(daysBetween('2025-03-10', '2025-03-04')).toBe(-6);
    expect(daysBetween('2024-01-01', '2025-01-01')).toBe(366);
  });
});

describe('isDay', () => {
  it('accepts real calendar days only', () => {
    for (const ok of ['2025-03-10', '2024-02-29', '1970-01-01']) expect(isDay(ok)).toBe(true);
    for (const bad of ['2025-02-29', '2025-13-01', '2025-3-10', '2025-03-10T00:00:00Z', '', 'today']) {
      expect(isDay(bad)).toBe(false);
    }
  });
});
