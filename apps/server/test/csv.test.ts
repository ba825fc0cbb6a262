import { describe, expect, it } from 'vitest';
import { csvCell, toCsv } from '../src/lib/csv.ts';

describe('CSV', () => {
  it('quotes separators and quotes, and defuses what a spreadsheet would run as a formula', () => {
    expect(csvCell('a,b')).toBe('"a,b"');
    expect(csvCell('say "hi"')).toBe('"say ""hi"""');
    expect(csvCell('=HYPERLINK("x")')).toBe(`"'=HYPERLINK(""x"")"`);
    expect(csvCell('+1')).toBe("'+1");
    expect(csvCell('@me')).toBe("'@me");
    expect(csvCell('-cmd')).toBe("'-cmd");
    expect(csvCell('-12.5')).toBe('-12.5');
    expect(csvCell(null)).toBe('');
    expect(toCsv(['a', 'b'] as const, [{ a: '1', b: null }])).toBe('a,b\r\n1,\r\n');
  });
});
