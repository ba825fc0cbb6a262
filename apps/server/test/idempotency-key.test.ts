import { describe, expect, it } from 'vitest';
import { AppError } from '../src/lib/app-error.ts';
import { idempotencyKeyOf } from '../src/lib/idempotency-key.ts';

const of = (value: string | string[] | undefined) => idempotencyKeyOf({ headers: { 'idempotency-key': value } });

describe('Idempotency-Key header', () => {
  it('is optional', () => {
    expect(idempotencyKeyOf({ headers: {} })).toBeNull();
  });

  it('accepts 1 to 200 visible ASCII characters', () => {
    expect(of('a')).toBe('a');
    expect(of('7f0c2a54-3c1e-4a5e-9d7b-0a1b2c3d4e5f')).toBe('7f0c2a54-3c1e-4a5e-9d7b-0a1b2c3d4e5f');
    expect(of('x'.repeat(200))).toBe('x'.repeat(200));
  });

  it.each([[''], ['x'.repeat(201)], ['with space'], ['ключ'], ['tab\tkey']])('refuses %j with 400', (value) => {
    expect(() => of(value)).toThrow(AppError);
    try {
      of(value);
    } catch (err) {
      expect((err as AppError).statusCode).toBe(400);
      expect((err as AppError).code).toBe('idempotency.keyInvalid');
    }
  });

  it('refuses a repeated header', () => {
    expect(() => of(['a', 'b'])).toThrow(AppError);
  });
});
