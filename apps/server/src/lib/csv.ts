/**
 * CSV as the product writes it (the statement, the console's lists): RFC 4180 quoting, CRLF lines, a header row.
 * A cell that a spreadsheet would run as a formula (=, +, @, a tab, or a minus before anything but a digit) is
 * prefixed with an apostrophe: names and e-mails are the user's own text, and an operator opens these files.
 */
const FORMULA = /^(?:[=+@\t\r]|-(?![0-9]))/;

export function csvCell(value: string | null | undefined): string {
  if (value === null || value === undefined) return '';
  const text = FORMULA.test(value) ? `'${value}` : value;
  return /[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

export function toCsv<K extends string>(
  columns: readonly K[],
  rows: Iterable<Record<K, string | null | undefined>>,
): string {
  const lines = [columns.join(',')];
  for (const row of rows) lines.push(columns.map((key) => csvCell(row[key])).join(','));
  return `${lines.join('\r\n')}\r\n`;
}
