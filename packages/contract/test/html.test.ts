import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { escapeHtml, STATEMENT_COLUMNS, STATEMENT_TABLE_COLUMNS } from '../src/index.ts';

describe('escapeHtml', () => {
  it('turns the five markup characters into entities', () => {
    expect(escapeHtml(`<a href="x" title='y'>&</a>`)).toBe(
      '&lt;a href=&quot;x&quot; title=&#39;y&#39;&gt;&amp;&lt;/a&gt;',
    );
    expect(escapeHtml('plain text, ünïcödé')).toBe('plain text, ünïcödé');
  });

  it('leaves no markup character and reads back to the same text', () => {
    const decode = (s: string) =>
      s.replace(
        /&(lt|gt|quot|#39|amp);/g,
        (_, e: string) => ({ lt: '<', gt: '>', quot: '"', '#39': "'", amp: '&' })[e] ?? e,
      );
    fc.assert(
      fc.property(fc.string({ unit: fc.constantFrom('<', '>', '"', "'", '&', 'a', ';', '#', ' ') }), (text) => {
        const escaped = escapeHtml(text);
        return !/[<>"']/.test(escaped) && decode(escaped) === text;
      }),
      { numRuns: 300 },
    );
  });
});

describe('statement columns', () => {
  it('the history table shows every CSV column but the id and the exact time, in the same order', () => {
    const hidden = ['id', 'createdAt'];
    expect(STATEMENT_TABLE_COLUMNS.length).toBe(STATEMENT_COLUMNS.length - hidden.length);
    expect(STATEMENT_TABLE_COLUMNS.some((c) => hidden.includes(c))).toBe(false);
    const positions = STATEMENT_TABLE_COLUMNS.map((c) => STATEMENT_COLUMNS.indexOf(c));
    expect(positions).toEqual([...positions].sort((a, b) => a - b));
  });

  it('puts gross, fee and net side by side, so a row adds up (decision 51)', () => {
    const at = STATEMENT_TABLE_COLUMNS.indexOf('amount');
    expect(STATEMENT_TABLE_COLUMNS.slice(at, at + 3)).toEqual(['amount', 'fee', 'netAmount']);
  });
});
