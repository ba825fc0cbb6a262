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
  it('the history table shows every CSV column but the id and the exact time, gross, fee and net side by side', () => {
    expect(STATEMENT_TABLE_COLUMNS).toEqual([
      'type',
      'pool',
      'currency',
      'amount',
      'fee',
      'netAmount',
      'fiatValue',
      'status',
      'txHash',
      'date',
    ]);
    expect(STATEMENT_COLUMNS).toEqual(['id', ...STATEMENT_TABLE_COLUMNS.slice(0, -1), 'createdAt', 'date']);
  });
});
