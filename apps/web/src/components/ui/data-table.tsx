/** A small table of figures in a card: its name, its headings (the last aligned to the end, as its figures are) and its rows. */
import '@mantine/core/styles/Table.css';
import { Table, type TableProps } from '@mantine/core';
import type { ReactNode } from 'react';

export function DataTable({
  label,
  headings,
  children,
  ...table
}: TableProps & { label: string; headings: string[]; children: ReactNode }) {
  return (
    <Table fz="sm" verticalSpacing="xs" aria-label={label} {...table}>
      <Table.Thead>
        <Table.Tr>
          {headings.map((heading, i) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: the headings are fixed; two may read alike
            <Table.Th key={i} ta={i === headings.length - 1 ? 'end' : undefined}>
              {heading}
            </Table.Th>
          ))}
        </Table.Tr>
      </Table.Thead>
      <Table.Tbody>{children}</Table.Tbody>
    </Table>
  );
}
