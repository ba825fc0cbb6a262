/** A console page's section: a bordered card named by its heading (an h2), with an optional hint under the heading. */
import { Paper, Text, Title } from '@mantine/core';
import { type ReactNode, useId } from 'react';
import { MUTED } from './text-styles.ts';

export function SectionCard({ title, hint, children }: { title: string; hint?: string; children: ReactNode }) {
  const headingId = useId();
  return (
    <Paper component="section" withBorder p={{ base: 'md', sm: 'lg' }} aria-labelledby={headingId}>
      <Title order={2} size="h4" id={headingId} mb={hint ? 'xs' : 'md'}>
        {title}
      </Title>
      {hint && (
        <Text size="sm" c={MUTED} mb="md">
          {hint}
        </Text>
      )}
      {children}
    </Paper>
  );
}
