import { describe, expect, it } from 'vitest';
import { formatAge } from './age.ts';

const now = Date.parse('2026-11-24T12:00:00Z');

describe('formatAge', () => {
  it('names the largest whole unit that has passed', () => {
    expect(formatAge('2026-11-24T11:59:30Z', now, 'en')).toBe('this minute');
    expect(formatAge('2026-11-24T11:55:00Z', now, 'en')).toBe('5 minutes ago');
    expect(formatAge('2026-11-24T09:10:00Z', now, 'en')).toBe('2 hours ago');
    expect(formatAge('2026-11-21T12:00:00Z', now, 'en')).toBe('3 days ago');
  });

  it('speaks Russian on /ru, and a time ahead of this clock counts as now', () => {
    expect(formatAge('2026-11-21T12:00:00Z', now, 'ru')).toBe('3 дня назад');
    expect(formatAge('2026-11-24T12:05:00Z', now, 'en')).toBe('this minute');
  });
});
