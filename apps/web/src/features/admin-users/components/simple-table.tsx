import { Text } from '@mantine/core';
import type { ReactNode } from 'react';
import { Cell, ColumnHeading, tableCards } from '../../../components/ui/table-cards.tsx';
import { MUTED } from '../../../components/ui/text-styles.ts';

/** A list of a user's page as a table that becomes cards on phones; `empty` when it has no rows. */
export function SimpleTable<R>({
  label,
  columns,
  rows,
  rowKey,
  empty,
}: {
  label: string;
  columns: { heading: string; numeric?: boolean; cell: (row: R) => ReactNode }[];
  rows: R[];
  rowKey: (row: R) => string;
  empty: string;
}) {
  if (rows.length === 0) return <Text c={MUTED}>{empty}</Text>;
  return (
    <div className={tableCards.cardsOnPhones}>
      <table className={tableCards.table} aria-label={label}>
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
          {rows.map((row) => (
            <tr key={rowKey(row)}>
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
