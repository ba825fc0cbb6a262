/**
 * The pieces of a plain HTML table that turns into cards where it is narrow (table-cards.module.css): its classes,
 * a column heading and a cell that carries its column's name for the card layout. Mantine's Table is not used: it
 * carries ScrollArea and floating-ui into every route that shows one.
 */
import type { ReactNode } from 'react';
import classes from './table-cards.module.css';

export const tableCards = classes;

interface CellProps {
  /** Figures align to the end, in tabular digits. */
  numeric?: boolean;
  children: ReactNode;
}

export function ColumnHeading({ numeric = false, children }: CellProps) {
  return (
    <th scope="col" className={numeric ? classes.number : undefined}>
      {children}
    </th>
  );
}

export function Cell({ label, numeric = false, children }: CellProps & { label: string }) {
  return (
    <td data-label={label} className={numeric ? classes.number : undefined}>
      {children}
    </td>
  );
}
