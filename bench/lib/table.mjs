/**
 * Prints a titled table; the first column is left-aligned, the others right-aligned to their widths. Nothing for no
 * rows (a section BENCH_ONLY left out).
 */
export function table(title, columns, rows) {
  if (!rows.length) return;
  console.log(`\n${title}\n`);
  const line = (cells) =>
    cells.map((c, i) => (i === 0 ? String(c).padEnd(columns[i][1]) : String(c).padStart(columns[i][1])));
  console.log(...line(columns.map(([name]) => name)));
  for (const row of rows) console.log(...line(row));
}
