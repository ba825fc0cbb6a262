/**
 * A light badge whose text is the page's text colour: the light variant's own coloured text on its tint is below
 * 4.5:1 for teal, orange and yellow (WCAG AA), in the light theme.
 */
import { Badge, type BadgeProps } from '@mantine/core';
import type { ReactNode } from 'react';

export const READABLE_BADGE = { label: { color: 'var(--mantine-color-text)' } } as const;

export function StatusBadge({ color, size, children }: Pick<BadgeProps, 'color' | 'size'> & { children: ReactNode }) {
  return (
    <Badge color={color} size={size} variant="light" styles={READABLE_BADGE}>
      {children}
    </Badge>
  );
}
