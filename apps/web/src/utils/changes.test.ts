import { describe, expect, it } from 'vitest';
import { changesOf } from './changes.ts';

describe('changesOf', () => {
  it('lists the keys whose values differ, added and removed ones too, amounts as written', () => {
    expect(
      changesOf(
        { status: 'requested', amount: '100.5', note: 'x', same: { a: 1 } },
        { status: 'approved', amount: '100.5', reason: 'checked', same: { a: 1 } },
      ),
    ).toEqual([
      { key: 'status', before: 'requested', after: 'approved' },
      { key: 'reason', before: null, after: 'checked' },
      { key: 'note', before: 'x', after: null },
    ]);
  });

  it('shows nested values as JSON', () => {
    expect(changesOf({ limits: { daily: '1' } }, { limits: { daily: '2' } })).toEqual([
      { key: 'limits', before: '{"daily":"1"}', after: '{"daily":"2"}' },
    ]);
  });

  it('treats a creation or a removal as every key changing', () => {
    expect(changesOf(null, { role: 'admin' })).toEqual([{ key: 'role', before: null, after: 'admin' }]);
    expect(changesOf({ role: 'admin' }, null)).toEqual([{ key: 'role', before: 'admin', after: null }]);
  });

  it('compares values that are not objects as a whole', () => {
    expect(changesOf('frozen', 'active')).toEqual([{ key: null, before: 'frozen', after: 'active' }]);
    expect(changesOf([1], [1])).toEqual([]);
    expect(changesOf(null, null)).toEqual([]);
  });
});
