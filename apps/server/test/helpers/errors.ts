/** The JSON error every failed call answers (docs/product.md §8): status, its HTTP name, the message and the code. */
import { STATUS_CODES } from 'node:http';
import { expect } from 'vitest';

export function expectError(
  res: { statusCode: number; body: string; json(): unknown },
  statusCode: number,
  code: string,
  message: string,
) {
  expect(res.statusCode, res.body).toBe(statusCode);
  expect(res.json()).toEqual({ statusCode, error: STATUS_CODES[statusCode], message, code });
}
