import { describe, expect, it } from 'vitest';
import { fromLocalInput, toLocalInput } from './local-datetime.ts';

describe('datetime-local values', () => {
  it('shows an instant as local date and time to the minute, and reads it back', () => {
    const local = new Date(2026, 10, 5, 7, 3, 45);
    expect(toLocalInput(local.toISOString())).toBe('2026-11-05T07:03');
    expect(fromLocalInput('2026-11-05T07:03')).toBe(new Date(2026, 10, 5, 7, 3).toISOString());
  });

  it('reads an empty value (the input is empty while half typed) as no instant', () => {
    expect(fromLocalInput('')).toBe('');
    expect(fromLocalInput('not a date')).toBe('');
  });
});
