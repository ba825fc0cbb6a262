/**
 * Page numbers in a labelled navigation landmark, with every control named for screen readers. Siblings, boundaries
 * and the gap keep it at nine controls at most, which fit a 375 px screen.
 */
import '@mantine/core/styles/Pagination.css';
import { Center, Pagination, type PaginationProps } from '@mantine/core';

type Control = 'first' | 'previous' | 'next' | 'last';

export interface PageNavProps {
  /** The landmark's name, e.g. "Pages of articles". */
  label: string;
  page: number;
  pages: number;
  onChange: (page: number) => void;
  /** The name of a control, or of page `n`. */
  controlLabel: (control: Control) => string;
  pageLabel: (n: number) => string;
  size?: PaginationProps['size'];
}

export function PageNav({ label, page, pages, onChange, controlLabel, pageLabel, size }: PageNavProps) {
  if (pages <= 1) return null;
  return (
    <Center component="nav" aria-label={label}>
      <Pagination
        total={pages}
        value={Math.min(page, pages)}
        onChange={onChange}
        siblings={1}
        boundaries={1}
        gap={4}
        {...(size ? { size } : {})}
        getControlProps={(control) => ({ 'aria-label': controlLabel(control as Control) })}
        getItemProps={(n) => ({ 'aria-label': pageLabel(n) })}
      />
    </Center>
  );
}
