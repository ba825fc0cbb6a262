import { describe, expect, it } from 'vitest';
import { AppError } from '../src/lib/app-error.ts';
import { decodeCursor, decodeTimeCursor, encodeCursor, keysetPage } from '../src/lib/keyset.ts';

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

  it('takes a (timestamp, uuid) key only in those forms, so a forged one is a 400 and not a failed cast', () => {
    const id = '0b8e6a52-5c1e-4d8c-9f0e-6c1f7a9e2d31';
    for (const at of ['2026-11-24T08:00:00.123456Z', '2026-11-24 08:00:00.5+00', '2026-11-24T08:00:00+03:00']) {
      expect(decodeTimeCursor(encodeCursor([at, id]))).toEqual([at, id]);
    }
    expect(decodeTimeCursor(undefined)).toBeNull();
    for (const key of [
      ['yesterday', id],
      ['2026-11-24T08:00:00Z', 'not-a-uuid'],
      ['1', '2'],
    ]) {
      expect(() => decodeTimeCursor(encodeCursor(key))).toThrow(AppError);
    }
  });
});
