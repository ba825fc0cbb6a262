import { describe, expect, it } from 'vitest';
import { AppError } from '../src/lib/app-error.ts';
import { decodeCursor, encodeCursor, keysetPage } from '../src/lib/keyset.ts';

describe('keyset cursors', () => {
  it('round-trips a key and pages rows read with limit + 1', () => {
    expect(decodeCursor(encodeCursor(['2026-11-24T08:00:00.000Z', 'abc']), 2)).toEqual([
      '2026-11-24T08:00:00.000Z',
      'abc',
    ]);
    expect(decodeCursor(undefined, 2)).toBeNull();
    const page = keysetPage([1, 2, 3], 2, (n) => [String(n)]);
    expect(page.items).toEqual([1, 2]);
    expect(decodeCursor(page.nextCursor ?? undefined, 1)).toEqual(['2']);
    expect(keysetPage([1, 2], 2, (n) => [String(n)]).nextCursor).toBeNull();
  });

  it('refuses a cursor that is not ours with a 400', () => {
    for (const bad of [
      '%%%',
      encodeCursor(['a']),
      Buffer.from('{"a":1}').toString('base64url'),
      encodeCursor(['a', 'b', 'c']),
    ]) {
      expect(() => decodeCursor(bad, 2)).toThrow(AppError);
    }
  });
});
