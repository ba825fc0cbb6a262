import { Text } from '@mantine/core';
import type { ReactNode } from 'react';
import { Cell, ColumnHeading, tableCards } from './table-cards.tsx';
import { MUTED } from './text-styles.ts';

interface Column<R> {
  /** Also the column's key: a table's headings differ. */
  heading: string;
  numeric?: boolean;
  cell: (row: R) => ReactNode;
}

/**
 * Rows as a table, one column per entry of `columns`, that becomes cards on phones (each cell labelled with its
 * column's heading). With no rows it shows `empty` instead, if given.
 */
export function ColumnsTable<R>({
  label,
  columns,
  rows,
  rowKey,
  empty,
  className,
  current,
}: {
  label: string;
  columns: Column<R>[];
  rows: R[];
  /** Gets the row's place too, for rows without an id of their own. */
  rowKey: (row: R, index: number) => string | number;
  empty?: string;
  /** An extra class on the table, for a feature's own card layout. */
  className?: string;
  /** The row shown elsewhere on the page, marked `aria-current`. */
  current?: (row: R) => boolean;
}) {
  if (rows.length === 0 && empty !== undefined) return <Text c={MUTED}>{empty}</Text>;
  return (
    <div className={tableCards.cardsOnPhones}>
      <table className={className ? `${tableCards.table} ${className}` : tableCards.table} aria-label={label}>
        <thead>
          <tr>
            {columns.map((c) => (
              <ColumnHeading key={c.heading} numeric={c.numeric}>
                {c.heading}
              </ColumnHeading>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.map((row, i) => (
            <tr key={rowKey(row, i)} aria-current={current?.(row) ? 'true' : undefined}>
              {columns.map((c) => (
                <Cell key={c.heading} label={c.heading} numeric={c.numeric}>
                  {c.cell(row)}
                </Cell>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
