import { describe, expect, it } from 'vitest';
import { pageCount } from './pages.ts';

describe('pageCount', () => {
  it('rounds up, and is one for an empty list', () => {
    expect(pageCount({ total: 0, pageSize: 10 })).toBe(1);
    expect(pageCount({ total: 10, pageSize: 10 })).toBe(1);
    expect(pageCount({ total: 11, pageSize: 10 })).toBe(2);
  });
});
