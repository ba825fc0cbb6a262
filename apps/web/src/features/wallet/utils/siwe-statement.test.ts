import { describe, expect, it } from 'vitest';
import { SIWE_STATEMENT } from './siwe-statement.ts';

describe('SIWE statements', () => {
  it.each(Object.entries(SIWE_STATEMENT))('%s is one line of printable ASCII, as EIP-4361 requires', (_key, text) => {
    expect(text).toMatch(/^[\x20-\x7e]+$/);
  });
});
