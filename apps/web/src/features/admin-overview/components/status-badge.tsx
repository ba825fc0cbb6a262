/** A light badge whose text is the page's text colour (READABLE_BADGE). */
import { Badge, type BadgeProps } from '@mantine/core';
import type { ReactNode } from 'react';
import { READABLE_BADGE } from '../../../components/ui/text-styles.ts';

export function StatusBadge({ color, size, children }: Pick<BadgeProps, 'color' | 'size'> & { children: ReactNode }) {
  return (
    <Badge color={color} size={size} variant="light" styles={READABLE_BADGE}>
      {children}
    </Badge>
  );
}
